#include "engine/motion/DiscArena.h"

#include <algorithm>
#include <cmath>

namespace td {

namespace {

constexpr uint8_t kWest = 1;
constexpr uint8_t kEast = 2;
constexpr uint8_t kNorth = 4;
constexpr uint8_t kSouth = 8;

}  // namespace

void DiscArena::reset(int32_t width, int32_t height) {
  width_ = width;
  height_ = height;
  solid_.assign(static_cast<size_t>(width) * static_cast<size_t>(height), 0);
  faces_.assign(solid_.size(), 0);
  corners_.assign(static_cast<size_t>(width + 1) * static_cast<size_t>(height + 1), 0);
  for (int32_t y = 0; y <= height; ++y) {
    for (int32_t x = 0; x <= width; ++x) refresh(x, y);
  }
}

void DiscArena::setSolid(Cell c, bool solid) {
  if (c.x < 0 || c.y < 0 || c.x >= width_ || c.y >= height_) return;
  uint8_t& at = solid_[static_cast<size_t>(c.y) * static_cast<size_t>(width_) + static_cast<size_t>(c.x)];
  if (at == (solid ? 1 : 0)) return;
  at = solid ? 1 : 0;
  // The cell's faces and those of the four beside it; the corners at its four grid points.
  for (const Cell d : {Cell{0, 0}, Cell{-1, 0}, Cell{1, 0}, Cell{0, -1}, Cell{0, 1}, Cell{1, 1}})
    refresh(c.x + d.x, c.y + d.y);
}

uint8_t DiscArena::facesOf(int32_t x, int32_t y) const {
  if (solid({x, y})) return 0;
  return static_cast<uint8_t>((solid({x - 1, y}) ? kWest : 0) | (solid({x + 1, y}) ? kEast : 0) |
                              (solid({x, y - 1}) ? kNorth : 0) | (solid({x, y + 1}) ? kSouth : 0));
}

void DiscArena::refresh(int32_t x, int32_t y) {
  if (x >= 0 && y >= 0 && x < width_ && y < height_) {
    faces_[static_cast<size_t>(y) * static_cast<size_t>(width_) + static_cast<size_t>(x)] = facesOf(x, y);
  }
  if (x >= 0 && y >= 0 && x <= width_ && y <= height_) {
    corners_[static_cast<size_t>(y) * static_cast<size_t>(width_ + 1) + static_cast<size_t>(x)] = corner(x, y) ? 1 : 0;
  }
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
  // Cells outside the map are solid and points outside it are no corners: only the part of the box on the map is
  // read, in the same order as a scan of the whole box.
  const int32_t cx0 = std::max(x0, 0);
  const int32_t cx1 = std::min(x1, width_ - 1);
  for (int32_t y = std::max(y0, 0); y <= std::min(y1, height_ - 1); ++y) {
    const uint8_t* row = faces_.data() + static_cast<size_t>(y) * static_cast<size_t>(width_);
    for (int32_t x = cx0; x <= cx1; ++x) {
      const uint8_t f = row[x];
      if (f == 0) continue;
      // The sides of this open cell that a solid cell closes, facing in.
      const float fx = static_cast<float>(x);
      const float fy = static_cast<float>(y);
      if ((f & kWest) != 0 && !addWall({fx, fy}, {fx, fy + 1.0f}, {1.0f, 0.0f})) return false;
      if ((f & kEast) != 0 && !addWall({fx + 1.0f, fy}, {fx + 1.0f, fy + 1.0f}, {-1.0f, 0.0f})) return false;
      if ((f & kNorth) != 0 && !addWall({fx, fy}, {fx + 1.0f, fy}, {0.0f, 1.0f})) return false;
      if ((f & kSouth) != 0 && !addWall({fx, fy + 1.0f}, {fx + 1.0f, fy + 1.0f}, {0.0f, -1.0f})) return false;
    }
  }
  const int32_t px0 = std::max(x0, 0);
  const int32_t px1 = std::min(x1 + 1, width_);
  for (int32_t y = std::max(y0, 0); y <= std::min(y1 + 1, height_); ++y) {
    const uint8_t* row = corners_.data() + static_cast<size_t>(y) * static_cast<size_t>(width_ + 1);
    for (int32_t x = px0; x <= px1; ++x) {
      if (row[x] == 0) continue;
      if (out.cornerCount >= kMaxCorners) return false;
      out.corners[static_cast<size_t>(out.cornerCount++)] = {static_cast<float>(x), static_cast<float>(y)};
    }
  }
  return true;
}

}  // namespace td
