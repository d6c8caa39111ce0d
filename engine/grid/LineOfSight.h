#pragma once

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>

#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"

namespace td {

// Does every cell the segment from `a` to `b` passes through satisfy
// `open(Cell)`? Where the segment passes through a grid corner (within
// `cornerTolerance` of the parameter), both cells beside the corner must
// too (the rule of diagonal steps). Cell by cell (Amanatides and Woo), no
// allocation.
template <typename Open>
bool segmentCellsAll(Vec2 a, Vec2 b, float cornerTolerance, Open open) {
  Cell c{static_cast<int32_t>(std::floor(a.x)), static_cast<int32_t>(std::floor(a.y))};
  const Cell end{static_cast<int32_t>(std::floor(b.x)), static_cast<int32_t>(std::floor(b.y))};
  if (!open(c) || !open(end)) return false;
  const float dx = b.x - a.x;
  const float dy = b.y - a.y;
  const int32_t stepX = dx > 0.0f ? 1 : -1;
  const int32_t stepY = dy > 0.0f ? 1 : -1;
  constexpr float kInf = std::numeric_limits<float>::infinity();
  // Parameter t in [0, 1] along the segment where it crosses the next
  // vertical and horizontal grid line, and how far t moves per cell.
  const float deltaX = dx != 0.0f ? std::fabs(1.0f / dx) : kInf;
  const float deltaY = dy != 0.0f ? std::fabs(1.0f / dy) : kInf;
  float nextX = dx != 0.0f ? (static_cast<float>(c.x + (stepX > 0 ? 1 : 0)) - a.x) / dx : kInf;
  float nextY = dy != 0.0f ? (static_cast<float>(c.y + (stepY > 0 ? 1 : 0)) - a.y) / dy : kInf;
  // A segment crosses at most |end - start| lines per axis; the bound keeps
  // rounding from walking past the end.
  int32_t crossings = std::abs(end.x - c.x) + std::abs(end.y - c.y);
  while (crossings > 0 && c != end) {
    if (std::fabs(nextX - nextY) <= cornerTolerance && c.x != end.x && c.y != end.y) {
      // Through a corner: both side cells, then the diagonal one.
      if (!open(Cell{c.x + stepX, c.y}) || !open(Cell{c.x, c.y + stepY})) return false;
      c = {c.x + stepX, c.y + stepY};
      nextX += deltaX;
      nextY += deltaY;
      crossings -= 2;
    } else if (nextX < nextY) {
      c.x += stepX;
      nextX += deltaX;
      --crossings;
    } else {
      c.y += stepY;
      nextY += deltaY;
      --crossings;
    }
    if (!open(c)) return false;
  }
  return true;
}

// Can a point walker go straight from `a` to `b`? True when every cell the
// segment passes through is passable, cutting no corner.
bool lineOfSight(const Grid& grid, Vec2 a, Vec2 b);

}  // namespace td
