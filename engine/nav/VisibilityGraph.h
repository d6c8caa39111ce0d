#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"

namespace td {

// The exact Euclidean shortest path among a grid's blocked cells, for
// measuring how far navigation-mesh paths are from the best possible: a
// shortest path bends only at convex corners of the obstacles, so Dijkstra
// over those corners, joined wherever they see each other, finds it.
// Free space is the walkable cells (passable, no structure), edges and
// corners included, except that two cells touching only at a corner do not
// connect there (as on the mesh). Slow by design (quadratic in the corners):
// a reference for tests and measurements, not for the game.
class VisibilityGraph {
 public:
  void build(const Grid& grid);
  // The length of the shortest path, or a negative value when there is none
  // (or an end is not on free space).
  // `path`, when given, receives the corners from start to goal.
  float shortest(Vec2 start, Vec2 goal, std::vector<Vec2>* path = nullptr) const;
  // Does the straight segment stay in free space?
  bool visible(Vec2 a, Vec2 b) const;
  uint32_t cornerCount() const { return static_cast<uint32_t>(corners_.size()); }

 private:
  bool walkable(int32_t x, int32_t y) const;
  bool onFreeSpace(Vec2 p) const;

  int32_t width_ = 0;
  int32_t height_ = 0;
  std::vector<uint8_t> walkable_;
  // A corner where two blocked cells touch diagonally is two nodes, one for
  // each open cell beside it: a path may bend there but not pass through.
  struct Corner {
    Vec2 at;
    int8_t qx = 0;  // the open quadrant (-1 or +1 in x and y), 0: any
    int8_t qy = 0;
  };
  bool leaves(const Corner& c, Vec2 toward) const;
  bool passesLatticePoint(int32_t x, int32_t y, Vec2 d) const;
  std::vector<Corner> corners_;
  std::vector<std::vector<uint32_t>> sees_;  // corner -> corners it sees
};

}  // namespace td
