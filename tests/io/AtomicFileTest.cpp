#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "io/AtomicFile.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

namespace fs = std::filesystem;

std::string readAll(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void writePlain(const fs::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << text;
}

// A fresh folder per test, removed afterwards.
class AtomicFile : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / (std::string("td-atomic-") + info->name() + "-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    setAtomicWriteFaultForTesting(nullptr);
    fs::remove_all(dir_);
  }
  size_t entries() const {
    size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++n;
    return n;
  }
  fs::path dir_;
};

TEST_F(AtomicFile, CreatesAndReplacesFiles) {
  const fs::path file = dir_ / "a.txt";
  ASSERT_TRUE(writeFileAtomically(file, "first").ok);
  EXPECT_EQ(readAll(file), "first");
  ASSERT_TRUE(writeFileAtomically(file, "second, longer").ok);
  EXPECT_EQ(readAll(file), "second, longer");
  EXPECT_EQ(entries(), 1u);  // no temporary file left behind
}

TEST_F(AtomicFile, AReplacedFileKeepsItsPermissions) {
  const fs::path file = dir_ / "a.txt";
  writePlain(file, "old");
  ASSERT_EQ(::chmod(file.c_str(), 0600), 0);
  ASSERT_TRUE(writeFileAtomically(file, "new").ok);
  struct stat st {};
  ASSERT_EQ(::stat(file.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
}

class AtomicFileFault : public AtomicFile, public ::testing::WithParamInterface<AtomicWriteStep> {};

AtomicWriteStep gFailing = AtomicWriteStep::Create;
bool failOne(AtomicWriteStep step) { return step == gFailing; }

TEST_P(AtomicFileFault, AFailedStepLeavesTheOldFileIntact) {
  const fs::path file = dir_ / "level.json";
  writePlain(file, "old contents");
  gFailing = GetParam();
  setAtomicWriteFaultForTesting(&failOne);
  const AtomicWriteResult result = writeFileAtomically(file, "new contents that must not appear");
  EXPECT_FALSE(result.ok);
  EXPECT_FALSE(result.error.empty());
  EXPECT_EQ(readAll(file), "old contents");
  EXPECT_EQ(entries(), 1u);  // the temporary file is gone too
}

INSTANTIATE_TEST_SUITE_P(EveryStep, AtomicFileFault,
                         ::testing::Values(AtomicWriteStep::Create, AtomicWriteStep::Write, AtomicWriteStep::Sync,
                                           AtomicWriteStep::Rename));

TEST_F(AtomicFile, AFailedLevelSaveKeepsTheOldLevel) {
  const LevelLoad load = parseLevel(test::smallLevel().dump(), test::shippedTerrains());
  ASSERT_TRUE(load.ok());
  const fs::path file = dir_ / "small.json";
  writePlain(file, "previous level");
  gFailing = AtomicWriteStep::Rename;
  setAtomicWriteFaultForTesting(&failOne);
  const LevelSave save = saveLevel(load.level, file);
  ASSERT_FALSE(save.ok());
  EXPECT_EQ(save.errors[0].source, file.string());
  EXPECT_NE(save.errors[0].message.find("cannot replace the file"), std::string::npos);
  EXPECT_EQ(readAll(file), "previous level");
  EXPECT_EQ(entries(), 1u);
}

TEST_F(AtomicFile, AParentThatIsAFileFailsWithoutThrowing) {
  // Works as root too, where a read-only folder would not stop the write.
  const fs::path notADir = dir_ / "plain";
  writePlain(notADir, "x");
  const AtomicWriteResult result = writeFileAtomically(notADir / "level.json", "data");
  EXPECT_FALSE(result.ok);
  EXPECT_NE(result.error.find("cannot create a temporary file"), std::string::npos);
  EXPECT_EQ(readAll(notADir), "x");
}

TEST_F(AtomicFile, ATargetThatIsAFolderIsNotReplaced) {
  const fs::path target = dir_ / "sub";
  fs::create_directories(target / "inside");
  const AtomicWriteResult result = writeFileAtomically(target, "data");
  EXPECT_FALSE(result.ok);
  EXPECT_TRUE(fs::is_directory(target / "inside"));
  EXPECT_EQ(entries(), 1u);
}

}  // namespace
}  // namespace td
