#pragma once

// A test's own data folder: a fresh temporary directory that $XDG_DATA_HOME names while the object lives (the
// replays and kept games go there, never to the real home), removed with the variable's old value restored.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace td::test {

class TempDataHome {
 public:
  // `prefix` and the running test's name make the folder's name.
  explicit TempDataHome(const std::string& prefix)
      : dir_(std::filesystem::temp_directory_path() /
             (prefix + ::testing::UnitTest::GetInstance()->current_test_info()->name())) {
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    const char* old = std::getenv("XDG_DATA_HOME");
    had_ = old != nullptr;
    old_ = had_ ? old : "";
    setenv("XDG_DATA_HOME", dir_.c_str(), 1);
  }
  ~TempDataHome() {
    if (had_) {
      setenv("XDG_DATA_HOME", old_.c_str(), 1);
    } else {
      unsetenv("XDG_DATA_HOME");
    }
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  TempDataHome(const TempDataHome&) = delete;
  TempDataHome& operator=(const TempDataHome&) = delete;

  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
  std::string old_;
  bool had_ = false;
};

}  // namespace td::test
