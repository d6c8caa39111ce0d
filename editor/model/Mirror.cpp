#include "editor/model/Mirror.h"

#include <algorithm>
#include <unordered_set>

namespace td::editor {
namespace {

// One key per cell; cells outside the map (a brush over the edge) still get
// distinct keys, since the tools clip only when painting.
uint64_t keyOf(Cell c) {
  return (static_cast<uint64_t>(static_cast<uint32_t>(c.x)) << 32) | static_cast<uint32_t>(c.y);
}

}  // namespace

const char* mirrorName(MirrorMode mode) {
  switch (mode) {
    case MirrorMode::Off:
      return "Off";
    case MirrorMode::Horizontal:
      return "Left | right";
    case MirrorMode::Vertical:
      return "Top | bottom";
    case MirrorMode::Point:
      return "Point (half turn)";
    case MirrorMode::Both:
      return "Four-way";
  }
  return "";
}

MirrorMode nextMirror(MirrorMode mode) {
  return mode == MirrorMode::Both ? MirrorMode::Off : static_cast<MirrorMode>(static_cast<uint8_t>(mode) + 1);
}

std::vector<Cell> mirrorImages(MapSize map, Cell cell, MirrorMode mode) {
  const Cell flippedX{map.width - 1 - cell.x, cell.y};
  const Cell flippedY{cell.x, map.height - 1 - cell.y};
  const Cell turned{map.width - 1 - cell.x, map.height - 1 - cell.y};
  std::vector<Cell> images{cell};
  const auto add = [&](Cell c) {
    if (std::find(images.begin(), images.end(), c) == images.end()) images.push_back(c);
  };
  switch (mode) {
    case MirrorMode::Off:
      break;
    case MirrorMode::Horizontal:
      add(flippedX);
      break;
    case MirrorMode::Vertical:
      add(flippedY);
      break;
    case MirrorMode::Point:
      add(turned);
      break;
    case MirrorMode::Both:
      add(flippedX);
      add(flippedY);
      add(turned);
      break;
  }
  return images;
}

std::vector<Cell> withMirrors(MapSize map, const std::vector<Cell>& cells, MirrorMode mode) {
  if (mode == MirrorMode::Off) return cells;
  std::vector<Cell> all = cells;
  std::unordered_set<uint64_t> seen;
  seen.reserve(cells.size() * 4);
  for (Cell c : cells) seen.insert(keyOf(c));
  for (Cell c : cells) {
    for (Cell image : mirrorImages(map, c, mode)) {
      if (seen.insert(keyOf(image)).second) all.push_back(image);
    }
  }
  return all;
}

}  // namespace td::editor
