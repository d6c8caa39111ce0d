#include "game/persist/ReplayStore.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <system_error>
#include <vector>

#include "game/persist/ConfigDir.h"
#include "game/text/PhraseText.h"
#include "io/AtomicFile.h"

namespace td::persist {

std::filesystem::path replaysDir() {
  const std::filesystem::path dir = dataDir();
  return dir.empty() ? dir : dir / "replays";
}

std::string replayStamp() {
  // UTC: a local stamp repeats an hour when the clocks go back, and jumps with a change of time zone.
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &utc);
  return text;
}

std::string replayFileStem(const std::string& levelId) {
  if (levelId.size() <= kMaxStemBytes) return levelId;
  // FNV-1a of the whole id: two long names that share their first bytes still get files of their own.
  uint64_t h = 1469598103934665603ull;
  for (const char c : levelId) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  size_t cut = kMaxStemBytes;
  while (cut > 0 && (static_cast<unsigned char>(levelId[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return levelId.substr(0, cut) + "~" + std::string(hex, 8);
}

SaveResult saveReplay(const std::filesystem::path& dir, const ReplayDef& replay, const std::string& stamp,
                      std::filesystem::path* written) {
  SaveResult result;
  result.message = makeStoreDir(dir);
  if (!result.message.empty()) return result;
  std::error_code ec;
  // Two games finished in one second (a quick restart) keep both.
  const std::string stem = replayFileStem(replay.levelId);
  const std::string base = stem + "-" + stamp;
  std::filesystem::path file = dir / (base + ".json");
  for (int n = 2; std::filesystem::exists(file, ec) && n < 1000; ++n) {
    file = dir / (base + "-" + std::to_string(n) + ".json");
  }
  const AtomicWriteResult w = writeFileAtomically(file, replayToJson(replay));
  if (!w.ok) {
    result.message = phraseText(w.error);
    return result;
  }
  if (written != nullptr) *written = file;
  result.ok = true;

  // The level's replays, oldest first by when they were written (the name breaks ties): not by the stamp in
  // the name, which a clock set back or an older local stamp would put out of order. The file just written is
  // never one of those removed.
  struct Kept {
    std::filesystem::file_time_type written;
    std::filesystem::path file;
  };
  std::vector<Kept> mine;
  const std::string prefix = stem + "-";
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    const std::string rest = name.size() > prefix.size() ? name.substr(prefix.size()) : std::string();
    // <level>-<8 digits>-...: not another level whose name starts with this one's.
    if (name.starts_with(prefix) && entry.path().extension() == ".json" && rest.size() > 9 && rest[8] == '-' &&
        std::all_of(rest.begin(), rest.begin() + 8, [](char c) { return c >= '0' && c <= '9'; }) &&
        entry.path() != file) {
      mine.push_back({entry.last_write_time(ec), entry.path()});
    }
  }
  std::sort(mine.begin(), mine.end(), [](const Kept& a, const Kept& b) {
    return a.written != b.written ? a.written < b.written : a.file < b.file;
  });
  // With the new one, kKeptPerLevel stay.
  for (size_t i = 0; i + kKeptPerLevel < mine.size() + 1; ++i) std::filesystem::remove(mine[i].file, ec);
  return result;
}

}  // namespace td::persist
