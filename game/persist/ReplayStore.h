#pragma once

#include <filesystem>
#include <string>

#include "io/ReplayJson.h"
#include "io/store/StoreStatus.h"

namespace td::persist {

// Every finished game is kept as a replay (io/ReplayJson.h) in
// dataDir()/replays, named <level>-<date>-<time>.json, so that `td --replay
// FILE` can play it back. The newest kKeptPerLevel of each level are kept.
inline constexpr size_t kKeptPerLevel = 20;

std::filesystem::path replaysDir();

// Writes the replay into `dir` (made if missing) and removes the level's
// oldest beyond kKeptPerLevel. `stamp` is the time in the name, e.g.
// "20261203-154210". On success `written` holds the file.
SaveResult saveReplay(const std::filesystem::path& dir, const ReplayDef& replay, const std::string& stamp,
                      std::filesystem::path* written = nullptr);

// The local time as saveReplay names files: "YYYYMMDD-HHMMSS".
std::string replayStamp();

}  // namespace td::persist
