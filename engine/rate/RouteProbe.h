#pragma once

#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/path/Distance.h"
#include "engine/sim/MoverLayer.h"

namespace td {

class World;

// The walked routes' total length with a few more cells blocked, measured on scratch copies of a world's layers
// (grid and flow field, updated incrementally), so the world itself is never touched: how the automatic player
// weighs a maze move, and how `td-cli rate --no-maze` tells a placement that lengthens a route.
class RouteProbe {
 public:
  // Copies the world's layers; buffers are reused from one reset to the next.
  void reset(const World& world);

  // The total of every walked route (each layer's spawns) as the world stands.
  Distance length() const { return base_; }
  // The same with `cells` blocked as well; kUnreachable when that would seal a spawn, or when a cell is off the
  // map or already blocked.
  Distance lengthWith(std::span<const Cell> cells);

 private:
  Distance total(std::span<const MoverLayer> layers) const;

  std::vector<MoverLayer> layers_;  // as the world stands
  std::vector<MoverLayer> work_;    // with the probed cells blocked
  std::vector<Cell> spawns_;        // the level's
  Distance base_ = 0;
};

}  // namespace td
