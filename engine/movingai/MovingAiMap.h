#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"

namespace td {

// A map of the Moving AI grid benchmarks ("type octile"): `height H`,
// `width W`, `map`, then H rows of W characters, kept as read so that other
// uses may tell the blocked kinds apart. For routing, only '.', 'G' and 'S'
// are passable; trees, water and walls are all blocked.
struct MovingAiMap {
  // Terrain kinds of the grid made by toGrid().
  static constexpr uint8_t kPassableKind = 0;
  static constexpr uint8_t kBlockedKind = 1;

  int32_t width = 0;
  int32_t height = 0;
  std::vector<std::string> rows;

  static bool passableChar(char c) { return c == '.' || c == 'G' || c == 'S'; }
  bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width && c.y < height; }
  bool passable(Cell c) const {
    return contains(c) && passableChar(rows[static_cast<size_t>(c.y)][static_cast<size_t>(c.x)]);
  }

  // Passable cells cost 1 to enter, blocked ones are impassable terrain.
  Grid toGrid() const;
};

// A map of the largest side (4096 x 4096) is 16.8 MB with CR LF line ends;
// a file beyond this is not a map, and is refused rather than read on.
inline constexpr uint64_t kMaxMovingAiMapBytes = 32u << 20;

struct MovingAiMapParse {
  MovingAiMap map;
  // "FILE:LINE: what was expected"; empty when the map was read.
  std::string error;

  bool ok() const { return error.empty(); }
};

// Strict on what decides the routes (the header values, the number and length
// of rows), tolerant of how files end lines and of blank lines at the end.
// At most kMaxMovingAiMapBytes are read. `fileName` only names the input in
// error messages. loadMovingAiMap() refuses a missing file, a folder, a FIFO
// or a socket before reading (see checkInputFile()).
MovingAiMapParse parseMovingAiMap(std::istream& in, std::string_view fileName);
MovingAiMapParse loadMovingAiMap(const std::string& path);

}  // namespace td
