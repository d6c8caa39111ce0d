#pragma once

#include <cstdint>
#include <string>

#include "engine/core/Phrase.h"

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

// A message for the player in parts, for a game that says it in its own language (the message itself is the
// English): which problem, and the values it names.
enum class StoreProblem : uint8_t {
  None,
  Unreadable,    // could not be read: defaults, the file left alone, nothing saved
  Newer,         // a newer version wrote it: left alone, nothing saved
  Damaged,       // set aside (as `keptAs`, when it could be), defaults used
  PartsLeftOut,  // read, but parts this version cannot take (`reason`) are left out; a copy is `keptAs`
  NotSaved,      // a save failed
};

struct StoreNotice {
  StoreProblem problem = StoreProblem::None;
  Phrase reason;       // Unreadable, NotSaved: why (often in the system's words); PartsLeftOut: where
  std::string keptAs;  // Damaged, PartsLeftOut: the copy's file name; empty when none could be kept
};

struct SaveResult {
  bool ok = false;
  std::string message;  // for the player when !ok
  StoreNotice notice{};
};

}  // namespace td::persist
