#include "io/AtomicFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>

namespace td {
namespace {

std::atomic<AtomicWriteFault> gFault{nullptr};

// errno of a failed step; EIO stands in for an injected fault.
int failStep(AtomicWriteStep step) {
  const AtomicWriteFault fault = gFault.load();
  return fault != nullptr && fault(step) ? EIO : 0;
}

std::string reason(const char* what, int err) { return std::string(what) + ": " + std::strerror(err); }

// Unique within this process and across processes writing the same folder.
std::filesystem::path temporaryPath(const std::filesystem::path& file) {
  static std::atomic<uint32_t> counter{0};
  std::filesystem::path tmp = file;
  tmp += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
  return tmp;
}

int writeAll(int fd, std::string_view data) {
  if (const int err = failStep(AtomicWriteStep::Write)) return err;
  while (!data.empty()) {
    const ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    data.remove_prefix(static_cast<size_t>(n));
  }
  return 0;
}

}  // namespace

void setAtomicWriteFaultForTesting(AtomicWriteFault fault) { gFault.store(fault); }

AtomicWriteResult writeFileAtomically(const std::filesystem::path& file, std::string_view contents) {
  const std::filesystem::path tmp = temporaryPath(file);
  int fd = -1;
  int err = failStep(AtomicWriteStep::Create);
  if (err == 0) {
    fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) err = errno;
  }
  if (err != 0) return {false, reason("cannot create a temporary file beside it", err)};

  // A replaced file keeps its permissions.
  struct stat old {};
  if (::stat(file.c_str(), &old) == 0) (void)::fchmod(fd, old.st_mode & 07777);

  AtomicWriteResult result{true, {}};
  if ((err = writeAll(fd, contents)) != 0) {
    result = {false, reason("cannot write the temporary file", err)};
  } else {
    err = failStep(AtomicWriteStep::Sync);
    if (err == 0 && ::fsync(fd) != 0) err = errno;
    if (err != 0) result = {false, reason("cannot flush the temporary file to disk", err)};
  }
  if (::close(fd) != 0 && result.ok) result = {false, reason("cannot close the temporary file", errno)};
  if (result.ok) {
    err = failStep(AtomicWriteStep::Rename);
    if (err == 0 && ::rename(tmp.c_str(), file.c_str()) != 0) err = errno;
    if (err != 0) result = {false, reason("cannot replace the file", err)};
  }
  if (!result.ok) {
    ::unlink(tmp.c_str());
    return result;
  }
  // The rename itself must reach the disk too; a folder that cannot be synced
  // (some file systems refuse) still holds a complete file, so this is best effort.
  std::filesystem::path dir = file.parent_path();
  if (dir.empty()) dir = ".";
  const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    (void)::fsync(dirFd);
    ::close(dirFd);
  }
  return result;
}

}  // namespace td
