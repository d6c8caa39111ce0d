#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include "engine/grid/Direction.h"

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

  // A slope: the ground falls toward `slope` (East, West, South or North;
  // None for flat kinds). A step whose direction goes with the fall costs
  // `downhill` times the kind's cost, one against it `uphill` times, and one
  // across it (north or south on a slope falling east) the cost itself. A
  // diagonal step goes with the fall or against it, never across.
  Direction slope = Direction::None;
  float uphill = 1.0f;
  float downhill = 1.0f;

  bool sloped() const { return slope != Direction::None; }

  // The cost of entering a cell of this kind by `step`, for a kind whose
  // level (flat) cost is `base` (cost, or a class's): base times the factor
  // the step's direction takes, rounded to the nearest whole cost in 1..254.
  // `base` must be passable.
  uint8_t entryCost(uint8_t base, Direction step) const {
    if (!sloped() || step == Direction::None) return base;
    const DirectionStep fall = kDirectionSteps[static_cast<size_t>(slope)];
    const DirectionStep s = kDirectionSteps[static_cast<size_t>(step)];
    const int along = fall.dx * s.dx + fall.dy * s.dy;
    if (along == 0) return base;
    const float factor = along > 0 ? downhill : uphill;
    const long rounded = std::lround(static_cast<double>(base) * static_cast<double>(factor));
    return static_cast<uint8_t>(std::clamp(rounded, 1L, static_cast<long>(kImpassableCost - 1)));
  }

  uint8_t costFor(size_t moverClass) const {
    if (moverClass == 0 || moverClass >= kMaxMoverClasses || classCost[moverClass] == 0) return cost;
    return classCost[moverClass];
  }
};

}  // namespace td
