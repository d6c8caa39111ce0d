#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/motion/DiscArena.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// The walls and corners of the box as the plain rule finds them, scanning every cell and grid point of the box and
// asking about each one's neighbours: what DiscArena::near must give, in the same order.
void plainNear(const DiscArena& arena, Vec2 lo, Vec2 hi, float radius, std::vector<Wall>& walls,
               std::vector<Vec2>& corners) {
  const int32_t x0 = static_cast<int32_t>(std::floor(lo.x - radius)) - 1;
  const int32_t y0 = static_cast<int32_t>(std::floor(lo.y - radius)) - 1;
  const int32_t x1 = static_cast<int32_t>(std::floor(hi.x + radius)) + 1;
  const int32_t y1 = static_cast<int32_t>(std::floor(hi.y + radius)) + 1;
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) {
      if (arena.solid({x, y})) continue;
      const float fx = static_cast<float>(x);
      const float fy = static_cast<float>(y);
      if (arena.solid({x - 1, y})) walls.push_back({{fx, fy}, {fx, fy + 1.0f}, {1.0f, 0.0f}});
      if (arena.solid({x + 1, y})) walls.push_back({{fx + 1.0f, fy}, {fx + 1.0f, fy + 1.0f}, {-1.0f, 0.0f}});
      if (arena.solid({x, y - 1})) walls.push_back({{fx, fy}, {fx + 1.0f, fy}, {0.0f, 1.0f}});
      if (arena.solid({x, y + 1})) walls.push_back({{fx, fy + 1.0f}, {fx + 1.0f, fy + 1.0f}, {0.0f, -1.0f}});
    }
  }
  for (int32_t y = y0; y <= y1 + 1; ++y) {
    for (int32_t x = x0; x <= x1 + 1; ++x) {
      const bool nw = arena.solid({x - 1, y - 1});
      const bool ne = arena.solid({x, y - 1});
      const bool sw = arena.solid({x - 1, y});
      const bool se = arena.solid({x, y});
      const int count = nw + ne + sw + se;
      if (count == 1 || (count == 2 && nw == se)) corners.push_back({static_cast<float>(x), static_cast<float>(y)});
    }
  }
}

// The kept faces and corners follow every change, and give what the plain scan gives, at the map's edges too.
TEST(DiscArena, NearGivesWhatAPlainScanGivesAsCellsChange) {
  test::Rng rng(5);
  DiscArena arena;
  arena.reset(23, 17);
  for (int round = 0; round < 300; ++round) {
    arena.setSolid({rng.below(25) - 1, rng.below(19) - 1}, rng.chance(60));
    const Vec2 lo{static_cast<float>(rng.below(27) - 2) + 0.25f, static_cast<float>(rng.below(21) - 2) + 0.5f};
    const Vec2 hi{lo.x + static_cast<float>(rng.below(4)), lo.y + static_cast<float>(rng.below(4))};
    const float radius = 0.2f + 0.1f * static_cast<float>(rng.below(5));
    std::vector<Wall> walls;
    std::vector<Vec2> corners;
    plainNear(arena, lo, hi, radius, walls, corners);
    DiscArena::Near near;
    const bool fits = near.walls.size() >= walls.size() && near.corners.size() >= corners.size();
    ASSERT_EQ(arena.near(lo, hi, radius, near), fits) << round;
    if (!fits) continue;
    ASSERT_EQ(near.wallCount, static_cast<int32_t>(walls.size())) << round;
    ASSERT_EQ(near.cornerCount, static_cast<int32_t>(corners.size())) << round;
    for (size_t k = 0; k < walls.size(); ++k) {
      EXPECT_EQ(near.walls[k].a.x, walls[k].a.x);
      EXPECT_EQ(near.walls[k].a.y, walls[k].a.y);
      EXPECT_EQ(near.walls[k].b.x, walls[k].b.x);
      EXPECT_EQ(near.walls[k].b.y, walls[k].b.y);
      EXPECT_EQ(near.walls[k].normal.x, walls[k].normal.x);
      EXPECT_EQ(near.walls[k].normal.y, walls[k].normal.y);
    }
    for (size_t k = 0; k < corners.size(); ++k) {
      EXPECT_EQ(near.corners[k].x, corners[k].x);
      EXPECT_EQ(near.corners[k].y, corners[k].y);
    }
  }
}

}  // namespace
}  // namespace td
