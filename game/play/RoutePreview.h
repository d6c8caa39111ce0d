#pragma once

#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"
#include "engine/path/FlowField.h"
#include "engine/sim/MoverLayer.h"

namespace td {

// One route to draw: the cells from a spawn to a goal, the smoothed path
// that enemies walk along them (engine/path/RouteHop.h), and whose it is.
struct ShownRoute {
  std::vector<Cell> cells;
  std::vector<Vec2> path;
  int32_t spawn = 0;  // the level's spawn index
  MoverClass moverClass = MoverClass::Foot;
  Distance length = 0;  // the flow field's distance from the spawn, terrain counted (engine/sim/RouteLength.h)
  Distance walked = 0;  // how far `cells` are walked, terrain not counted (engine/path/RouteTrace.h walkedLength)
};

// The routes every spawn would take if one more cell were blocked, worked
// out on scratch copies of each movement class's grid and field so the game
// itself is not touched. Shown while the player hovers a build site, so the
// maze can be judged before paying for it. Copies are reused between calls.
class RoutePreview {
 public:
  // Routes from each spawn of each layer along its field as it is now.
  static void trace(std::span<const MoverLayer> layers, std::span<const Cell> spawns, std::vector<ShownRoute>& out);

  // Routes with `cell` blocked; false (and `out` untouched) when the cell
  // cannot be blocked.
  bool compute(std::span<const MoverLayer> layers, std::span<const Cell> spawns, Cell cell,
               std::vector<ShownRoute>& out);

 private:
  std::vector<MoverLayer> scratch_;
};

// The palette index of a route (game/render/Palette.h routeColor): by spawn
// while one class walks the level, by class when several do, so that each
// class's routes share a colour.
size_t routeColorIndex(const ShownRoute& route, size_t layerCount);

}  // namespace td
