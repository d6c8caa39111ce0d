#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "engine/core/InputFile.h"
#include "tests/engine/support/TestFifo.h"

namespace td {
namespace {

namespace fs = std::filesystem;

// A scratch folder of its own, removed at the end.
class InputFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("td-input-file-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  fs::path write(const std::string& name, const std::string& text) {
    const fs::path file = dir_ / name;
    std::ofstream(file, std::ios::binary) << text;
    return file;
  }

  fs::path dir_;
};

TEST_F(InputFileTest, ReadsAFileWithinTheLimit) {
  const InputFile read = readInputFile(write("a.txt", "hello"), 5);
  ASSERT_TRUE(read.ok()) << read.problem.english();
  EXPECT_EQ(read.text, "hello");
  EXPECT_TRUE(read.problem.empty());
}

TEST_F(InputFileTest, NamesWhatIsWrong) {
  const InputFile missing = readInputFile(dir_ / "none.txt", 100);
  EXPECT_EQ(missing.status, InputStatus::Missing);
  EXPECT_EQ(missing.problem.english(), "cannot open the file: it does not exist");
  const InputFile folder = readInputFile(dir_, 100);
  EXPECT_EQ(folder.status, InputStatus::Directory);
  EXPECT_EQ(folder.problem.english(), "cannot open the file: it is a directory");
  const InputFile big = readInputFile(write("big.txt", "123456"), 5);
  EXPECT_EQ(big.status, InputStatus::TooLarge);
  EXPECT_EQ(big.problem.english(), "the file is too large (6 bytes; at most 5 expected)");
  EXPECT_TRUE(big.text.empty());
}

// A regular file is judged by its size: a sparse one of a gigabyte is
// refused without a byte read.
TEST_F(InputFileTest, ARegularFileOverTheLimitIsRefusedByItsSize) {
  const fs::path file = write("sparse.txt", "");
  fs::resize_file(file, uintmax_t{1} << 30);
  const auto start = std::chrono::steady_clock::now();
  const InputFile read = readInputFile(file, 1000);
  EXPECT_EQ(read.status, InputStatus::TooLarge);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}

// A device has no size: the limit holds while reading.
TEST_F(InputFileTest, AnEndlessDeviceEndsAsTooLarge) {
  if (!fs::exists("/dev/zero")) GTEST_SKIP() << "no /dev/zero here";
  const InputFile read = readInputFile("/dev/zero", 1 << 20);
  EXPECT_EQ(read.status, InputStatus::TooLarge);
  EXPECT_EQ(read.problem.english(), "the file is too large (more than 1048576 bytes)");
  EXPECT_TRUE(read.text.empty());
}

TEST_F(InputFileTest, AFifoIsRefusedWithoutWaitingForAWriter) {
  const test::TestFifo fifo("td-input-file");
  ASSERT_TRUE(fifo.made());
  EXPECT_EQ(checkInputFile(fifo.path()), InputStatus::NotAFile);
  const InputFile read = readInputFile(fifo.path(), 100);
  std::ifstream in;
  const InputOpen opened = openInputFile(fifo.path(), 100, in);
  EXPECT_FALSE(fifo.tookTooLong());
  EXPECT_EQ(read.status, InputStatus::NotAFile);
  EXPECT_EQ(read.problem.english(), "cannot open the file: it is a FIFO or a socket, not a regular file");
  EXPECT_EQ(opened.status, InputStatus::NotAFile);
  EXPECT_FALSE(in.is_open());
}

TEST_F(InputFileTest, OpeningGivesTheSizeOfARegularFile) {
  std::ifstream in;
  const InputOpen opened = openInputFile(write("a.txt", "abc"), 10, in);
  ASSERT_TRUE(opened.ok()) << opened.problem.english();
  ASSERT_TRUE(opened.size.has_value());
  EXPECT_EQ(*opened.size, 3u);
  EXPECT_TRUE(in.is_open());
}

}  // namespace
}  // namespace td
