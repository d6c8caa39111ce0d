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
// has no corners inside it, so a disc sliding along it meets no seams. Each
// open cell keeps which of its sides are walls, and each grid point whether it
// is a corner, kept in step as cells turn solid or open: a disc asks for them
// at every step of its flight, cells change at a build or a sale.
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
  uint8_t facesOf(int32_t x, int32_t y) const;
  void refresh(int32_t x, int32_t y);  // the faces of cell (x, y) and its grid point's corner

  int32_t width_ = 0;
  int32_t height_ = 0;
  std::vector<uint8_t> solid_;
  std::vector<uint8_t> faces_;    // per cell: kWest | kEast | kNorth | kSouth where that side is a wall
  std::vector<uint8_t> corners_;  // per grid point, (width + 1) by (height + 1): 1 at a corner
};

}  // namespace td
