#pragma once

#include <cstdint>
#include <string>

namespace td::persist {

// How reading one of the player's files went (settings, progress, the
// encyclopedia's seen kinds). Problems never throw: a load says what went
// wrong in one sentence the UI can show, and the caller falls back to
// defaults.
enum class StoreStatus : uint8_t {
  Ok,
  Missing,     // no file yet: first run, not a problem
  Unreadable,  // exists but cannot be read (permissions, a folder in its place); left alone
  Damaged,     // not valid JSON, not an object, or another kind of file; moved aside to <name>.bad
  Newer,       // written by a newer version of the game; left alone
};

struct SaveResult {
  bool ok = false;
  std::string message;  // for the player when !ok
};

}  // namespace td::persist
