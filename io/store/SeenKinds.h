#pragma once

#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <string_view>

#include "io/store/StoreStatus.h"

namespace td::persist {

// The tower and enemy kinds (by id) whose encyclopedia card the player has
// read, so each card shows once in a lifetime of play, not once a level.
// Kept in seen.json beside the progress file.
struct SeenKinds {
  std::set<std::string, std::less<>> towers;
  std::set<std::string, std::less<>> enemies;

  bool operator==(const SeenKinds&) const = default;
};

struct SeenKindsLoad {
  SeenKinds seen;
  std::string message;   // for the player; empty unless the file was unreadable, damaged or newer
  bool mayWrite = true;  // JsonLoad::mayWrite
};

// The file's form is in io/store/SeenKindsJson.h.
SeenKindsLoad loadSeenKinds(const std::filesystem::path& file);
SaveResult saveSeenKinds(const std::filesystem::path& file, const SeenKinds& seen);

}  // namespace td::persist
