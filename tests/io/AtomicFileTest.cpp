#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
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
    // Parameterised tests are named "Name/0": keep the folder flat.
    std::string name = info->name();
    for (char& c : name) c = c == '/' ? '_' : c;
    dir_ = fs::temp_directory_path() / ("td-atomic-" + name + "-" + std::to_string(::getpid()));
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
  EXPECT_NE(save.errors[0].message.english().find("cannot replace the file"), std::string::npos);
  EXPECT_EQ(readAll(file), "previous level");
  EXPECT_EQ(entries(), 1u);
}

TEST_F(AtomicFile, AParentThatIsAFileFailsWithoutThrowing) {
  // Works as root too, where a read-only folder would not stop the write.
  const fs::path notADir = dir_ / "plain";
  writePlain(notADir, "x");
  const AtomicWriteResult result = writeFileAtomically(notADir / "level.json", "data");
  EXPECT_FALSE(result.ok);
  EXPECT_NE(result.error.english().find("cannot create a temporary file"), std::string::npos);
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

// What the editor's save does, failing at each step in turn: the level file
// on disk still loads as the old level, and the message says which step failed.
struct SaveFault {
  AtomicWriteStep step;
  const char* message;
};

void PrintTo(const SaveFault& fault, std::ostream* os) { *os << fault.message; }

class AtomicFileLevelFault : public AtomicFile, public ::testing::WithParamInterface<SaveFault> {};

TEST_P(AtomicFileLevelFault, TheOldLevelStillLoads) {
  const fs::path file = dir_ / "level.json";
  const fs::path shipped = test::sourceDir() / "levels/01_first_steps.json";
  const std::string before = readAll(shipped);
  writePlain(file, before);
  LevelLoad load = loadLevel(file, test::shippedTerrains(), &test::shippedDefs());
  ASSERT_TRUE(load.ok());
  load.level.gold += 1;  // an edit that must not reach the disk
  gFailing = GetParam().step;
  setAtomicWriteFaultForTesting(&failOne);
  const LevelSave save = saveLevel(load.level, file, &test::shippedDefs());
  setAtomicWriteFaultForTesting(nullptr);
  ASSERT_FALSE(save.ok());
  ASSERT_EQ(save.errors.size(), 1u);
  EXPECT_EQ(save.errors[0].source, file.string());
  EXPECT_NE(save.errors[0].message.english().find(GetParam().message), std::string::npos)
      << save.errors[0].message.english();
  EXPECT_EQ(readAll(file), before);
  EXPECT_EQ(entries(), 1u);
  const LevelLoad again = loadLevel(file, test::shippedTerrains(), &test::shippedDefs());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.level.gold, load.level.gold - 1);

  // Once the fault is gone the same save goes through.
  ASSERT_TRUE(saveLevel(load.level, file, &test::shippedDefs()).ok());
  EXPECT_EQ(loadLevel(file, test::shippedTerrains()).level.gold, load.level.gold);
}

INSTANTIATE_TEST_SUITE_P(EveryStep, AtomicFileLevelFault,
                         ::testing::Values(SaveFault{AtomicWriteStep::Create,
                                                     "cannot create a temporary file beside it"},
                                           SaveFault{AtomicWriteStep::Write, "cannot write the temporary file"},
                                           SaveFault{AtomicWriteStep::Sync, "cannot flush the temporary file to disk"},
                                           SaveFault{AtomicWriteStep::Rename, "cannot replace the file"}));

TEST_F(AtomicFile, AReadOnlyFolderKeepsTheOldFile) {
  const fs::path file = dir_ / "level.json";
  writePlain(file, "old contents");
  ASSERT_EQ(::chmod(dir_.c_str(), 0555), 0);
  // Root (and some containers) write into read-only folders anyway; find out
  // rather than guess from the user id.
  const fs::path probe = dir_ / "probe";
  const bool stillWritable = std::ofstream(probe).good();
  if (stillWritable) {
    fs::remove(probe);
    ::chmod(dir_.c_str(), 0755);
    GTEST_SKIP() << "this user can write into a read-only folder (root?); the injected faults cover this case";
  }
  const AtomicWriteResult result = writeFileAtomically(file, "new contents");
  ::chmod(dir_.c_str(), 0755);
  EXPECT_FALSE(result.ok);
  EXPECT_NE(result.error.english().find("cannot create a temporary file beside it: Permission denied"),
            std::string::npos)
      << result.error.english();
  EXPECT_EQ(readAll(file), "old contents");
  EXPECT_EQ(entries(), 1u);
}

}  // namespace
}  // namespace td

namespace td {
namespace {

namespace fs = std::filesystem;

class AtomicFileLinks : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ =
        fs::temp_directory_path() / ("td-atomic-links-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "real");
  }
  void TearDown() override { fs::remove_all(dir_); }
  static std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  fs::path dir_;
};

TEST_F(AtomicFileLinks, ASymlinkIsFollowedAndStaysALink) {
  const fs::path real = dir_ / "real" / "level.json";
  std::ofstream(real) << "old";
  const fs::path link = dir_ / "link.json";
  fs::create_symlink("real/level.json", link);  // relative to the link's folder
  const fs::path chain = dir_ / "chain.json";
  fs::create_symlink(link, chain);
  ASSERT_TRUE(writeFileAtomically(chain, "new").ok);
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_TRUE(fs::is_symlink(chain));
  EXPECT_EQ(read(real), "new");
  // The temporary file went beside the real file, and is gone.
  size_t beside = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_ / "real")) ++beside;
  EXPECT_EQ(beside, 1u);
}

TEST_F(AtomicFileLinks, ADanglingLinkCreatesTheFileItNames) {
  const fs::path link = dir_ / "link.json";
  fs::create_symlink(dir_ / "real" / "new.json", link);
  ASSERT_TRUE(writeFileAtomically(link, "fresh").ok);
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(read(dir_ / "real" / "new.json"), "fresh");
}

TEST_F(AtomicFileLinks, AFifoIsRefusedAndLeftAlone) {
  const fs::path fifo = dir_ / "pipe.json";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const AtomicWriteResult r = writeFileAtomically(fifo, "data");
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.english().find("not a regular file"), std::string::npos) << r.error.english();
  EXPECT_EQ(fs::status(fifo).type(), fs::file_type::fifo);
}

// Process ids repeat (containers, restarts): a temporary file of another
// writer with our would-be name does not stop the save.
TEST_F(AtomicFileLinks, ATakenTemporaryNameIsNotAnError) {
  const fs::path file = dir_ / "real" / "a.json";
  for (int k = 0; k < 400; ++k) {
    std::ofstream(dir_ / "real" / ("a.json.tmp-" + std::to_string(::getpid()) + "-" + std::to_string(k))) << "x";
  }
  ASSERT_TRUE(writeFileAtomically(file, "saved").ok);
  EXPECT_EQ(read(file), "saved");
}

TEST_F(AtomicFileLinks, StaleTemporariesOfOursAreRemoved) {
  const fs::path file = dir_ / "real" / "a.json";
  const fs::path stale = dir_ / "real" / "a.json.tmp-12345-0";
  const fs::path fresh = dir_ / "real" / "a.json.tmp-12346-0";
  const fs::path other = dir_ / "real" / "b.json.tmp-12345-0";
  for (const fs::path& p : {stale, fresh, other}) std::ofstream(p) << "left behind";
  fs::last_write_time(stale, fs::file_time_type::clock::now() - std::chrono::hours(2));
  fs::last_write_time(other, fs::file_time_type::clock::now() - std::chrono::hours(2));
  ASSERT_TRUE(writeFileAtomically(file, "saved").ok);
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_TRUE(fs::exists(fresh));  // maybe another writer's, at work right now
  EXPECT_TRUE(fs::exists(other));  // not this file's
}

}  // namespace
}  // namespace td
