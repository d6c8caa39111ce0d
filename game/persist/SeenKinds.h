#pragma once

#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <string_view>

#include "game/persist/JsonStore.h"

namespace td::persist {

// The tower and enemy kinds (by id) whose encyclopedia card the player has
// read, so each card shows once in a lifetime of play, not once a level.
// Kept in seen.json beside the progress file.
struct SeenKinds {
  std::set<std::string, std::less<>> towers;
  std::set<std::string, std::less<>> enemies;

  bool operator==(const SeenKinds&) const = default;
};

// Lenient: ids that are not strings are skipped, other members ignored.
SeenKinds seenKindsFromJson(const nlohmann::json& json);
nlohmann::ordered_json seenKindsToJson(const SeenKinds& seen);

struct SeenKindsLoad {
  SeenKinds seen;
  std::string message;   // for the player; empty unless the file was unreadable, damaged or newer
  bool mayWrite = true;  // JsonLoad::mayWrite
};

SeenKindsLoad loadSeenKinds(const std::filesystem::path& file);
SaveResult saveSeenKinds(const std::filesystem::path& file, const SeenKinds& seen);

// configDir()/seen.json; empty when no config folder is known.
std::filesystem::path seenKindsFile();

}  // namespace td::persist
