#include "engine/motion/DiscArena.h"

#include <algorithm>
#include <cmath>

namespace td {

void DiscArena::reset(int32_t width, int32_t height) {
  width_ = width;
  height_ = height;
  solid_.assign(static_cast<size_t>(width) * static_cast<size_t>(height), 0);
}

void DiscArena::setSolid(Cell c, bool solid) {
  if (c.x < 0 || c.y < 0 || c.x >= width_ || c.y >= height_) return;
  solid_[static_cast<size_t>(c.y) * static_cast<size_t>(width_) + static_cast<size_t>(c.x)] = solid ? 1 : 0;
}

bool DiscArena::solid(Cell c) const {
  if (c.x < 0 || c.y < 0 || c.x >= width_ || c.y >= height_) return true;
  return solid_[static_cast<size_t>(c.y) * static_cast<size_t>(width_) + static_cast<size_t>(c.x)] != 0;
}

bool DiscArena::corner(int32_t x, int32_t y) const {
  const bool nw = solid({x - 1, y - 1});
  const bool ne = solid({x, y - 1});
  const bool sw = solid({x - 1, y});
  const bool se = solid({x, y});
  const int count = nw + ne + sw + se;
  return count == 1 || (count == 2 && nw == se);
}

bool DiscArena::near(Vec2 lo, Vec2 hi, float radius, Near& out) const {
  out.wallCount = 0;
  out.cornerCount = 0;
  const int32_t x0 = static_cast<int32_t>(std::floor(lo.x - radius)) - 1;
  const int32_t y0 = static_cast<int32_t>(std::floor(lo.y - radius)) - 1;
  const int32_t x1 = static_cast<int32_t>(std::floor(hi.x + radius)) + 1;
  const int32_t y1 = static_cast<int32_t>(std::floor(hi.y + radius)) + 1;
  auto addWall = [&](Vec2 a, Vec2 b, Vec2 n) {
    if (out.wallCount >= kMaxWalls) return false;
    out.walls[static_cast<size_t>(out.wallCount++)] = {a, b, n};
    return true;
  };
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) {
      if (solid({x, y})) continue;
      // The sides of this open cell that a solid cell closes, facing in.
      const float fx = static_cast<float>(x);
      const float fy = static_cast<float>(y);
      if (solid({x - 1, y}) && !addWall({fx, fy}, {fx, fy + 1.0f}, {1.0f, 0.0f})) return false;
      if (solid({x + 1, y}) && !addWall({fx + 1.0f, fy}, {fx + 1.0f, fy + 1.0f}, {-1.0f, 0.0f})) return false;
      if (solid({x, y - 1}) && !addWall({fx, fy}, {fx + 1.0f, fy}, {0.0f, 1.0f})) return false;
      if (solid({x, y + 1}) && !addWall({fx, fy + 1.0f}, {fx + 1.0f, fy + 1.0f}, {0.0f, -1.0f})) return false;
    }
  }
  for (int32_t y = y0; y <= y1 + 1; ++y) {
    for (int32_t x = x0; x <= x1 + 1; ++x) {
      if (!corner(x, y)) continue;
      if (out.cornerCount >= kMaxCorners) return false;
      out.corners[static_cast<size_t>(out.cornerCount++)] = {static_cast<float>(x), static_cast<float>(y)};
    }
  }
  return true;
}

}  // namespace td
