#pragma once

#include <filesystem>

namespace td::persist {

// Holds an exclusive lock on a store file for as long as it lives, so that two games saving into one config
// folder take turns: each reads what the other saved, merges and writes (Progress.h, SeenKinds.h). The lock is
// an advisory flock(2) on "<file>.lock" beside it, freed by the system if a game dies holding it. When the lock
// file cannot be made (a read-only folder), saving goes on unlocked: the write itself fails there and says so.
class StoreLock {
 public:
  explicit StoreLock(const std::filesystem::path& file);
  ~StoreLock();
  StoreLock(const StoreLock&) = delete;
  StoreLock& operator=(const StoreLock&) = delete;

  bool held() const { return fd_ >= 0; }

 private:
  int fd_ = -1;
};

}  // namespace td::persist
