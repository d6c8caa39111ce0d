#include "io/DataRoot.h"

#include <system_error>

// Set on this file alone by io/CMakeLists.txt from the install layout; the fallback is the default layout, so
// that a build without it (a tool compiling the file by hand) still finds an installation made with defaults.
#ifndef TD_DATA_FROM_BINDIR
#define TD_DATA_FROM_BINDIR "../share/tower-defence"
#endif
#ifndef TD_LOCALE_FROM_BINDIR
#define TD_LOCALE_FROM_BINDIR "../share/locale"
#endif

namespace td {
namespace {

namespace fs = std::filesystem;

fs::path executableDir(const char* argv0) {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec && !self.empty()) return self.parent_path();
  if (argv0 != nullptr && *argv0 != '\0') return fs::absolute(fs::path(argv0), ec).parent_path();
  return {};
}

}  // namespace

fs::path installedDataFromExecutable() { return fs::path(TD_DATA_FROM_BINDIR); }

std::vector<fs::path> dataRootCandidates(const char* argv0) {
  const fs::path exe = executableDir(argv0);
  if (exe.empty()) return {};
  const fs::path installed = installedDataFromExecutable();
  return {installed.is_absolute() ? installed : exe / installed, exe / ".." / "..", exe / ".."};
}

std::vector<fs::path> catalogueCandidates(const char* argv0) {
  const fs::path exe = executableDir(argv0);
  if (exe.empty()) return {};
  const fs::path installed(TD_LOCALE_FROM_BINDIR);
  return {installed.is_absolute() ? installed : exe / installed, exe / ".." / "locale"};
}

}  // namespace td
