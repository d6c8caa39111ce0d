#pragma once

#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <string_view>

#include "io/store/StoreExtras.h"
#include "io/store/StoreStatus.h"

namespace td::persist {

// The tower and enemy kinds (by id) whose encyclopedia card the player has
// read, so each card shows once in a lifetime of play, not once a level.
// Kept in seen.json beside the progress file.
struct SeenKinds {
  std::set<std::string, std::less<>> towers;
  std::set<std::string, std::less<>> enemies;
  // Members of the file this version does not understand, written back as they were.
  StoreExtras unknown;

  bool operator==(const SeenKinds&) const = default;
};

struct SeenKindsLoad {
  SeenKinds seen;
  std::string message;   // for the player; empty unless the file was unreadable, damaged or newer
  StoreNotice notice{};  // the message in parts (io/store/StoreStatus.h)
  bool mayWrite = true;  // JsonLoad::mayWrite
};

// The file's form is in io/store/SeenKindsJson.h.
SeenKindsLoad loadSeenKinds(const std::filesystem::path& file);
// Under a lock on the file (StoreLock.h), the kinds another game saved since
// are added to `seen` and the whole is written: a card read in either game
// stays read.
SaveResult saveSeenKinds(const std::filesystem::path& file, SeenKinds& seen);

}  // namespace td::persist
