#pragma once

#include <filesystem>
#include <string>

#include "io/ReplayJson.h"
#include "io/store/StoreStatus.h"

namespace td::persist {

// Every finished game is kept as a replay (io/ReplayJson.h) in
// dataDir()/replays, named <level>-<date>-<time>.json (the time in UTC), so
// that `td --replay FILE` can play it back. The kKeptPerLevel written last of
// each level are kept.
inline constexpr size_t kKeptPerLevel = 20;
// A level id longer than this many bytes names its replays by its first bytes
// and a hash of the whole (file names end at 255 bytes).
inline constexpr size_t kMaxStemBytes = 96;

// The start of the level's replay file names: the id, or for a long one its
// first kMaxStemBytes bytes (cut between characters), "~" and 8 hex digits.
std::string replayFileStem(const std::string& levelId);

std::filesystem::path replaysDir();

// Writes the replay into `dir` (made if missing) and removes the level's
// oldest beyond kKeptPerLevel. `stamp` is the time in the name, e.g.
// "20261203-154210". On success `written` holds the file; on failure the
// message says why, for "replay not saved: ...".
SaveResult saveReplay(const std::filesystem::path& dir, const ReplayDef& replay, const std::string& stamp,
                      std::filesystem::path* written = nullptr);

// The time (UTC) as saveReplay names files: "YYYYMMDD-HHMMSS".
std::string replayStamp();

}  // namespace td::persist
