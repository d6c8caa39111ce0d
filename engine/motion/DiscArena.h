#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/geom/Line2.h"

namespace td {

// What a disc bounces off: solid cells (rock, water, towers) and the map's
// edges. Walls are the sides of solid cells that face open cells; corners
// are the grid points where a solid region juts out (one solid cell of the
// four around the point, or two touching diagonally); a straight run of wall
// has no corners inside it, so a disc sliding along it meets no seams.
class DiscArena {
 public:
  static constexpr int kMaxWalls = 96;
  static constexpr int kMaxCorners = 48;

  void reset(int32_t width, int32_t height);
  void setSolid(Cell c, bool solid);
  bool solid(Cell c) const;  // outside the map is solid
  int32_t width() const { return width_; }
  int32_t height() const { return height_; }

  // The walls and corners a disc of `radius` can touch while its centre
  // stays in the box [lo, hi]; false when there were more than fit (the
  // query is then incomplete and the caller takes a smaller piece).
  struct Near {
    std::array<Wall, kMaxWalls> walls;
    int32_t wallCount = 0;
    std::array<Vec2, kMaxCorners> corners;
    int32_t cornerCount = 0;
  };
  bool near(Vec2 lo, Vec2 hi, float radius, Near& out) const;

 private:
  bool corner(int32_t x, int32_t y) const;

  int32_t width_ = 0;
  int32_t height_ = 0;
  std::vector<uint8_t> solid_;
};

}  // namespace td
