#pragma once

#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/path/Distance.h"
#include "engine/path/FlowUndo.h"
#include "engine/sim/MoverLayer.h"

namespace td {

class FireCover;
class World;

// The walked routes' total length (and their exposure to the towers' fire) with a few more cells blocked, measured on
// scratch copies of a world's layers (grid and flow field, updated incrementally), so the world itself is never
// touched: how the automatic player weighs a maze move, and how `td-cli rate --no-maze` tells a placement that
// lengthens a route.
class RouteProbe {
 public:
  // Copies the world's layers; buffers are reused from one reset to the next.
  void reset(const World& world);

  // The total of every walked route (each layer's spawns) as the world stands.
  Distance length() const { return base_; }
  // The same with `cells` blocked as well; kUnreachable when that would seal a spawn, or when a cell is off the
  // map or already blocked.
  Distance lengthWith(std::span<const Cell> cells);

  // The walked routes' exposure to `cover` (engine/rate/FireCover.h) as the world stands, and with the cells of
  // the last lengthWith() call blocked (valid only when that call did not return kUnreachable).
  double exposure(const FireCover& cover) { return exposureOf(layers_, cover); }
  double exposureWithLast(const FireCover& cover) { return exposureOf(work_, cover); }

 private:
  Distance total(std::span<const MoverLayer> layers) const;
  double exposureOf(std::span<const MoverLayer> layers, const FireCover& cover);

  std::vector<MoverLayer> layers_;  // as the world stands
  void restore();

  struct Blocked {
    size_t layer = 0;
    Cell cell;
  };
  std::vector<MoverLayer> work_;  // with the last probe's cells blocked
  std::vector<FlowUndo> undo_;    // per layer: what the last probe changed in work_'s fields
  std::vector<Blocked> blocked_;  // the cells the last probe blocked in work_'s grids
  std::vector<Cell> spawns_;      // the level's
  std::vector<Cell> route_;       // scratch: one traced route
  Distance base_ = 0;
};

}  // namespace td
