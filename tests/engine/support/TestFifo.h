#pragma once

// A FIFO for tests of readers that must refuse one. Opening a FIFO for
// reading waits for a writer; this one gets a writer after a few seconds,
// so a reader that opened it anyway makes its test fail by taking that long
// (see tookTooLong()) instead of hanging it.

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <string>
#include <thread>

namespace td::test {

class TestFifo {
 public:
  static constexpr std::chrono::seconds kWriterAfter{5};

  explicit TestFifo(const std::string& name)
      : path_(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()) + ".fifo")),
        start_(std::chrono::steady_clock::now()) {
    std::filesystem::remove(path_);
    made_ = ::mkfifo(path_.c_str(), 0600) == 0;
    writer_ = std::thread([this] {
      std::unique_lock<std::mutex> lock(mutex_);
      // A test that is done sooner ends the wait.
      if (done_.wait_for(lock, kWriterAfter, [this] { return finished_; })) return;
      // Without a reader waiting this fails at once, and nothing is lost.
      const int fd = ::open(path_.c_str(), O_WRONLY | O_NONBLOCK);
      if (fd >= 0) ::close(fd);
    });
  }
  ~TestFifo() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      finished_ = true;
    }
    done_.notify_one();
    writer_.join();
    std::filesystem::remove(path_);
  }
  TestFifo(const TestFifo&) = delete;
  TestFifo& operator=(const TestFifo&) = delete;

  bool made() const { return made_; }
  const std::filesystem::path& path() const { return path_; }
  // Whether the reader took as long as a blocked open() would have.
  bool tookTooLong() const { return std::chrono::steady_clock::now() - start_ >= std::chrono::seconds(2); }

 private:
  std::filesystem::path path_;
  std::chrono::steady_clock::time_point start_;
  bool made_ = false;
  std::mutex mutex_;
  std::condition_variable done_;
  bool finished_ = false;
  std::thread writer_;
};

}  // namespace td::test
