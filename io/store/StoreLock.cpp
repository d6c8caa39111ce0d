#include "io/store/StoreLock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

namespace td::persist {

StoreLock::StoreLock(const std::filesystem::path& file) {
  if (file.empty()) return;
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  std::filesystem::path lockFile = file;
  lockFile += ".lock";
  fd_ = ::open(lockFile.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd_ < 0) return;
  while (::flock(fd_, LOCK_EX) != 0) {
    if (errno == EINTR) continue;
    ::close(fd_);
    fd_ = -1;
    return;
  }
}

StoreLock::~StoreLock() {
  // Closing the descriptor frees the lock; the lock file stays for the next save.
  if (fd_ >= 0) ::close(fd_);
}

}  // namespace td::persist
