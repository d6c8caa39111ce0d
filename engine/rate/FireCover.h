#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"

namespace td {

class World;
struct TowerLevelDef;

// Damage per second of one tower level against one target and those it also hits (chain, splash): the automatic
// player's measure of what a tower or an upgrade adds.
float damageRate(const TowerLevelDef& level);

// The damage per second that the world's towers can pour on a ground enemy standing at each cell's centre: how
// dangerous a cell of the route is. A route's exposure is the sum over the cells it walks, so a maze that winds
// the route back past the same towers raises it, one that leads the route away from them lowers it.
class FireCover {
 public:
  // Measures the towers as they stand; buffers are reused from one call to the next.
  void measure(const World& world);

  float at(Cell c) const {
    return c.x < 0 || c.y < 0 || c.x >= width_ || c.y >= height_
               ? 0.0f
               : rate_[static_cast<size_t>(c.y) * static_cast<size_t>(width_) + static_cast<size_t>(c.x)];
  }
  // The sum over the cells of a route.
  double along(std::span<const Cell> route) const;
  bool empty() const { return empty_; }

 private:
  std::vector<float> rate_;
  int32_t width_ = 0;
  int32_t height_ = 0;
  bool empty_ = true;  // no tower reaches any cell
};

}  // namespace td
