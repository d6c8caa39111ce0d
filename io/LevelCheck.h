#pragma once

#include <string_view>
#include <vector>

#include "engine/level/LevelDef.h"
#include "io/JsonError.h"

namespace td {

class JsonCheck;

// The rules every level obeys beyond the shape of its file: size in range, a
// legend of distinct printable characters for distinct kinds, tiles that name
// those kinds, at least one spawn and one goal on distinct passable cells,
// sane gold and lives, and a route from every spawn to some goal. Problems are
// reported at the JSON path where the file would hold the offending value.
std::vector<JsonError> validateLevel(const LevelDef& level, std::string_view source = "<level>");

// Which parts of a level were read without error and are worth checking
// further; the loader clears the parts whose JSON was malformed so that one
// mistake is reported once.
struct LevelParts {
  bool name = true;
  bool size = true;
  bool legend = true;
  bool tiles = true;
  bool spawns = true;
  bool goals = true;
  bool numbers = true;
};

void checkLevel(const LevelDef& level, const LevelParts& parts, JsonCheck& check);

// Printable ASCII other than the space: one byte, visible in a diff.
constexpr bool validGlyph(char c) { return c >= 0x21 && c <= 0x7E; }

inline constexpr int32_t kMaxGold = 1'000'000'000;
inline constexpr int32_t kMaxLives = 1'000'000;

}  // namespace td
