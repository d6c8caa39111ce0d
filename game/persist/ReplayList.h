#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "io/ReplayJson.h"

namespace td::persist {

// One saved replay as the replay browser lists it.
struct ReplayEntry {
  std::filesystem::path file;
  std::string levelId;
  std::string levelName;  // the level's own name, else its id, else the file's
  std::string stamp;      // "YYYYMMDD-HHMMSS" (UTC) from the file's name; empty if the name has none
  std::string result;     // "won", "lost"
  int64_t score = 0;
  uint64_t ticks = 0;
  int32_t rewinds = 0;
  Difficulty difficulty = Difficulty::Normal;
  bool endless = false;
  ChallengeDef challenge;  // the level's challenge it played; an empty id for the level itself
  std::string problem;     // why the file cannot be watched; empty when it reads
};

// Every replay (*.json) in `dir`, newest first; none when the folder is missing. A file that does not read is
// listed with its problem, so that it can be seen and deleted.
std::vector<ReplayEntry> listReplays(const std::filesystem::path& dir);

// "2026-12-04 19:14 UTC" from a stamp, or the stamp as it is when it is not one.
std::string replayDateText(const std::string& stamp);

// Removes one replay file; false and why when it could not.
bool deleteReplay(const std::filesystem::path& file, std::string& error);

}  // namespace td::persist
