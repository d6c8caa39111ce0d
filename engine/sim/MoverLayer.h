#pragma once

#include <cstdint>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/grid/MoverClass.h"
#include "engine/grid/Occupancy.h"
#include "engine/path/FlowField.h"
#include "engine/path/PlacementCheck.h"

namespace td {

// One movement class's view of a level: the level's cells and towers with
// that class's terrain costs, its flow field, its placement check and where
// its ground enemies stand. SimState holds one per class its waves field.
struct MoverLayer {
  MoverClass moverClass = MoverClass::Foot;
  Grid grid;
  FlowField flow;
  PlacementCheck placement;
  Occupancy occupancy;
  // The level's spawn index of each spawn this class's enemies leave from,
  // in the order the placement check numbers them.
  std::vector<int32_t> spawns;
  // An earlier layer whose cells are passable exactly where this one's are
  // and whose spawns are the same: its placement check answers for this
  // layer too (with this layer's units), so the cut structure is built once
  // for both after every change. -1 when there is none.
  int32_t sharesCheckWith = -1;
};

}  // namespace td
