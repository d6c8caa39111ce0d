#include "game/persist/ConfigDir.h"

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

namespace td::persist {
namespace {

constexpr const char* kAppFolder = "tower-defence";

std::filesystem::path homeDir() {
  if (const char* home = std::getenv("HOME"); home != nullptr && home[0] != '\0') return home;
  // No $HOME (a service, a stripped environment): ask the user database.
  long size = ::sysconf(_SC_GETPW_R_SIZE_MAX);
  std::vector<char> buffer(size > 0 ? static_cast<size_t>(size) : 16384);
  passwd entry{};
  passwd* found = nullptr;
  if (::getpwuid_r(::getuid(), &entry, buffer.data(), buffer.size(), &found) == 0 && found != nullptr &&
      found->pw_dir != nullptr && found->pw_dir[0] != '\0') {
    return found->pw_dir;
  }
  return {};
}

// The XDG base directory rules: an absolute $variable, else ~/fallback; a
// relative value is ignored.
std::filesystem::path xdgDir(const char* variable, const char* fallback) {
  if (const char* xdg = std::getenv(variable); xdg != nullptr) {
    const std::filesystem::path base = xdg;
    if (base.is_absolute()) return base / kAppFolder;
  }
  const std::filesystem::path home = homeDir();
  if (home.empty()) return {};
  return home / fallback / kAppFolder;
}

}  // namespace

std::filesystem::path configDir() { return xdgDir("XDG_CONFIG_HOME", ".config"); }

std::filesystem::path dataDir() { return xdgDir("XDG_DATA_HOME", ".local/share"); }

std::string makeStoreDir(const std::filesystem::path& dir) {
  // TRANSLATORS: why a replay or a game left under way was not kept.
  if (dir.empty()) return tr("no home folder to keep it in");
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  // TRANSLATORS: {0} is a folder, {1} why it could not be made (from the system, in English).
  return ec ? textf(tr("cannot make {0}: {1}"), dir.string(), ec.message()) : std::string();
}

namespace {

std::filesystem::path configFile(const char* name) {
  const std::filesystem::path dir = configDir();
  return dir.empty() ? dir : dir / name;
}

}  // namespace

std::filesystem::path settingsFile() { return configFile("settings.json"); }
std::filesystem::path progressFile() { return configFile("progress.json"); }
std::filesystem::path seenKindsFile() { return configFile("seen.json"); }

std::filesystem::path userLevelsDir() {
  const std::filesystem::path dir = dataDir();
  return dir.empty() ? dir : dir / "levels";
}

}  // namespace td::persist
