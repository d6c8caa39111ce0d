#include "io/AtomicFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <random>
#include <string>

#include "engine/core/MessageMark.h"

namespace td {
namespace {

std::atomic<AtomicWriteFault> gFault{nullptr};

// errno of a failed step; EIO stands in for an injected fault.
int failStep(AtomicWriteStep step) {
  const AtomicWriteFault fault = gFault.load();
  return fault != nullptr && fault(step) ? EIO : 0;
}

// A failed write, said both ways.
AtomicWriteResult failed(Phrase why) { return {false, std::move(why)}; }

// A step that failed with `err`: `what` is a pattern marked N_ whose place {0} is the system's reason.
AtomicWriteResult failedStep(const char* what, int err) { return failed(phrase(what, std::strerror(err))); }

namespace fs = std::filesystem;

constexpr const char* kTempTag = ".tmp-";
// A temporary file of ours this old was left by a writer that died.
constexpr auto kStaleAfter = std::chrono::minutes(10);

// A name beside the target that no other writer uses: the process id, a
// counter and, after a collision (process ids repeat across containers and
// restarts), fresh random bits.
fs::path temporaryPath(const fs::path& file, int attempt) {
  static std::atomic<uint32_t> counter{0};
  fs::path tmp = file;
  tmp += kTempTag + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
  if (attempt > 0) {
    std::random_device random;
    tmp += "-" + std::to_string(random());
  }
  return tmp;
}

// Our temporary files beside `file` that a killed writer left behind.
void removeStaleTemporaries(const fs::path& file) {
  const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
  const std::string prefix = file.filename().string() + kTempTag;
  std::error_code ec;
  const auto now = fs::file_time_type::clock::now();
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    std::error_code e;
    if (!it->is_regular_file(e)) continue;
    const auto when = fs::last_write_time(it->path(), e);
    if (!e && now - when > kStaleAfter) fs::remove(it->path(), e);
  }
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

AtomicWriteResult writeFileAtomically(const std::filesystem::path& named, std::string_view contents) {
  Phrase linkError;
  const fs::path file = fileBehindLinks(named, linkError);
  if (file.empty()) return failed(std::move(linkError));
  {
    // Only regular files are replaced: a device, a FIFO or a socket at the
    // path is not ours to turn into a file.
    std::error_code ec;
    const fs::file_status status = fs::status(file, ec);
    if (!ec && status.type() != fs::file_type::not_found && status.type() != fs::file_type::regular &&
        status.type() != fs::file_type::directory) {
      return failed(phrase(N_("not a regular file (a device, a FIFO or a socket); nothing was written")));
    }
  }
  removeStaleTemporaries(file);
  fs::path tmp;
  int fd = -1;
  int err = failStep(AtomicWriteStep::Create);
  for (int attempt = 0; err == 0 && attempt < 8; ++attempt) {
    tmp = temporaryPath(file, attempt);
    fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) break;
    err = errno == EEXIST ? 0 : errno;
    if (err == 0 && attempt == 7) err = EEXIST;
  }
  // TRANSLATORS: {0} is the system's reason, in English ("Permission denied").
  if (err != 0) return failedStep(N_("cannot create a temporary file beside it: {0}"), err);

  // A replaced file keeps its permissions.
  struct stat old {};
  if (::stat(file.c_str(), &old) == 0) (void)::fchmod(fd, old.st_mode & 07777);

  AtomicWriteResult result{true, {}};
  if ((err = writeAll(fd, contents)) != 0) {
    result = failedStep(N_("cannot write the temporary file: {0}"), err);
  } else {
    err = failStep(AtomicWriteStep::Sync);
    if (err == 0 && ::fsync(fd) != 0) err = errno;
    if (err != 0) result = failedStep(N_("cannot flush the temporary file to disk: {0}"), err);
  }
  if (::close(fd) != 0 && result.ok) result = failedStep(N_("cannot close the temporary file: {0}"), errno);
  if (result.ok) {
    err = failStep(AtomicWriteStep::Rename);
    if (err == 0 && ::rename(tmp.c_str(), file.c_str()) != 0) err = errno;
    if (err != 0) result = failedStep(N_("cannot replace the file: {0}"), err);
  }
  if (!result.ok) {
    ::unlink(tmp.c_str());
    return result;
  }
  // The rename itself must reach the disk too; a folder that cannot be synced
  // (some file systems refuse) still holds a complete file, so this is best effort.
  fs::path dir = file.parent_path();
  if (dir.empty()) dir = ".";
  const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    (void)::fsync(dirFd);
    ::close(dirFd);
  }
  return result;
}

fs::path fileBehindLinks(const fs::path& named, Phrase& error) {
  fs::path file = named;
  for (int hop = 0; hop < 40; ++hop) {
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(file, ec);
    if (ec || status.type() != fs::file_type::symlink) return file;
    const fs::path target = fs::read_symlink(file, ec);
    if (ec) {
      // TRANSLATORS: {0} is the system's reason, in English.
      error = phrase(N_("cannot follow the link: {0}"), ec.message());
      return {};
    }
    file = target.is_absolute() ? target : file.parent_path() / target;
  }
  error = phrase(N_("too many levels of symbolic links"));
  return {};
}

}  // namespace td
