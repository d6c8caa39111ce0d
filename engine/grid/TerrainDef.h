#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

namespace td {

// Move cost multiplier of a terrain kind: 1..254; kImpassableCost means no unit
// may enter the cell at all (walls, water).
inline constexpr uint8_t kImpassableCost = 255;

// Movement classes a terrain kind can give costs for (engine/grid/MoverClass.h
// names them); class 0, foot, is the grid's own cost.
inline constexpr size_t kMaxMoverClasses = 4;

struct TerrainDef {
  std::string name;
  uint8_t cost = 1;  // for class 0 (foot), and what a Grid built from this kind charges
  bool buildable = true;
  // The cost for each other class; 0 means "the same as `cost`", so kinds
  // that say nothing of classes cost every class alike.
  std::array<uint8_t, kMaxMoverClasses> classCost{};
  // A kind the game does not define, kept only by name so that an unfinished
  // level read for editing saves it back as written (io/LevelDraft.h). Such a
  // kind is impassable and unbuildable, and a level using it is never played.
  bool unknown = false;
  // The name players read in other languages, by code ("pl"); `name` is the id levels use, and the English.
  std::map<std::string, std::string> names = {};

  uint8_t costFor(size_t moverClass) const {
    if (moverClass == 0 || moverClass >= kMaxMoverClasses || classCost[moverClass] == 0) return cost;
    return classCost[moverClass];
  }
};

}  // namespace td
