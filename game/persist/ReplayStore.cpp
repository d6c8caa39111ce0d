#include "game/persist/ReplayStore.h"

#include <algorithm>
#include <ctime>
#include <system_error>
#include <vector>

#include "game/persist/ConfigDir.h"
#include "io/AtomicFile.h"

namespace td::persist {

std::filesystem::path replaysDir() {
  const std::filesystem::path dir = dataDir();
  return dir.empty() ? dir : dir / "replays";
}

std::string replayStamp() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &local);
  return text;
}

SaveResult saveReplay(const std::filesystem::path& dir, const ReplayDef& replay, const std::string& stamp,
                      std::filesystem::path* written) {
  SaveResult result;
  if (dir.empty()) {
    result.message = "replay not saved: no home folder to keep it in";
    return result;
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    result.message = "replay not saved: cannot make " + dir.string() + ": " + ec.message();
    return result;
  }
  // Two games finished in one second (a quick restart) keep both.
  const std::string base = replay.levelId + "-" + stamp;
  std::filesystem::path file = dir / (base + ".json");
  for (int n = 2; std::filesystem::exists(file, ec) && n < 1000; ++n) {
    file = dir / (base + "-" + std::to_string(n) + ".json");
  }
  const AtomicWriteResult w = writeFileAtomically(file, replayToJson(replay));
  if (!w.ok) {
    result.message = "replay not saved: " + w.error;
    return result;
  }
  if (written != nullptr) *written = file;
  result.ok = true;

  // The level's replays, oldest first by name (the stamp sorts as time does).
  std::vector<std::filesystem::path> mine;
  const std::string prefix = replay.levelId + "-";
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    const std::string rest = name.size() > prefix.size() ? name.substr(prefix.size()) : std::string();
    // <level>-<8 digits>-...: not another level whose name starts with this one's.
    if (name.starts_with(prefix) && entry.path().extension() == ".json" && rest.size() > 9 && rest[8] == '-' &&
        std::all_of(rest.begin(), rest.begin() + 8, [](char c) { return c >= '0' && c <= '9'; })) {
      mine.push_back(entry.path());
    }
  }
  std::sort(mine.begin(), mine.end());
  for (size_t i = 0; i + kKeptPerLevel < mine.size(); ++i) std::filesystem::remove(mine[i], ec);
  return result;
}

}  // namespace td::persist
