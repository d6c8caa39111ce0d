#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "engine/sim/move/FeelerSteer.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

TEST(FeelerSteer, AFeelerStopsWhereItEntersABlockedCell) {
  const Grid grid = test::gridFromRows({"..........", ".....#....", ".........."});
  EXPECT_FLOAT_EQ(castFeeler(grid, {0.5f, 1.5f}, {1.0f, 0.0f}, 8.0f), 4.5f);
  EXPECT_FLOAT_EQ(castFeeler(grid, {0.5f, 1.5f}, {1.0f, 0.0f}, 3.0f), 3.0f);  // out of reach: clear
  EXPECT_FLOAT_EQ(castFeeler(grid, {0.5f, 0.5f}, {1.0f, 0.0f}, 9.0f), 9.0f);
  // The map's edge stops it too.
  EXPECT_FLOAT_EQ(castFeeler(grid, {8.5f, 0.5f}, {1.0f, 0.0f}, 5.0f), 1.5f);
  // Diagonally, through cell corners: it meets the blocked cell (5, 5) at its corner...
  const float d = 1.0f / std::sqrt(2.0f);
  const Grid square = test::gridFromRows(
      {"........", "........", "........", "........", "........", ".....#..", "........", "........"});
  EXPECT_NEAR(castFeeler(square, {0.5f, 0.5f}, {d, d}, 20.0f), 4.5f * std::sqrt(2.0f), 1e-4f);
  // ...and stops at a corner between two blocked cells, where no walker slips through.
  const Grid gap = test::gridFromRows({"......", "......", "...#..", "..#...", "......", "......"});
  EXPECT_NEAR(castFeeler(gap, {0.5f, 0.5f}, {d, d}, 20.0f), 2.5f * std::sqrt(2.0f), 1e-4f);
}

TEST(FeelerSteer, FeelersTurnItAwayFromWhatTheyTouch) {
  FeelerSet clear;
  for (Feeler& f : clear) {
    f.reach = 2.0f;
    f.hit = 2.0f;
  }
  const Vec2 east{1.0f, 0.0f};
  const Vec2 southEast = normalized(Vec2{1.0f, 1.0f});
  EXPECT_EQ(steerByFeelers(clear, east, southEast), southEast);  // nothing touched: seek
  // The left feeler (north of an eastward heading) touches: it turns right (south).
  FeelerSet left = clear;
  left[0].blocked = true;
  left[0].hit = 0.5f;
  EXPECT_GT(steerByFeelers(left, east, east).y, 0.1f);
  FeelerSet right = clear;
  right[2].blocked = true;
  right[2].hit = 0.5f;
  EXPECT_LT(steerByFeelers(right, east, east).y, -0.1f);
  // Straight ahead: to the clearer side...
  FeelerSet ahead = clear;
  ahead[1].blocked = true;
  ahead[1].hit = 1.0f;
  FeelerSet aheadAndLeft = ahead;
  aheadAndLeft[0].blocked = true;
  aheadAndLeft[0].hit = 1.2f;
  EXPECT_GT(steerByFeelers(aheadAndLeft, east, east).y, 0.1f);
  // ...and with both sides clear, to the goal's side.
  EXPECT_GT(steerByFeelers(ahead, east, southEast).y, 0.1f);
  EXPECT_LT(steerByFeelers(ahead, east, normalized(Vec2{1.0f, -1.0f})).y, -0.1f);
  // The nearer the touch, the harder the turn.
  FeelerSet near = ahead;
  near[1].hit = 0.2f;
  EXPECT_GT(steerByFeelers(near, east, southEast).y, steerByFeelers(ahead, east, southEast).y);
}

// A pillar stands on the straight line to the goal: its feelers find it and it
// walks round, never touching it, and back onto its way. Rows `top` to
// `top + 2`, columns 9 and 10; the way runs along row 4.
// `side`: -1 it should pass above the pillar, 1 below it, 0 either.
void passPillar(int top, int side, float patience) {
  const GameDefs defs = test::freeMoverDefs(patience);
  std::vector<std::string> rows(9, std::string(20, '.'));
  rows[4][0] = 'S';
  rows[4][19] = 'G';
  for (int y = top; y < top + 3; ++y) rows[static_cast<size_t>(y)].replace(9, 2, "##");
  World world(test::soloLevel(rows, "feeler"), defs, 1);
  const float radius = defs.enemies[static_cast<size_t>(defs.enemyIndex("feeler"))].radius;
  bool avoided = false;
  bool passed = false;
  float nearest = 1e9f;
  float besideY = -1.0f;  // where it was when level with the pillar's middle
  const test::SoloRun run = test::runSolo(world, 60 * 60, [&](const Enemy& e) {
    const auto* f = std::get_if<FeelerSteering>(&e.move);
    ASSERT_NE(f, nullptr);
    avoided = avoided || f->mode == FeelerMode::Avoid;
    passed = passed || e.pos.x > 11.0f;
    if (besideY < 0.0f && e.pos.x >= 10.0f) besideY = e.pos.y;
    // Distance from its centre to the pillar's box.
    const float dx = std::max({9.0f - e.pos.x, 0.0f, e.pos.x - 11.0f});
    const float dy = std::max({static_cast<float>(top) - e.pos.y, 0.0f, e.pos.y - static_cast<float>(top + 3)});
    nearest = std::min(nearest, std::sqrt(dx * dx + dy * dy));
  });
  EXPECT_TRUE(avoided) << top;
  EXPECT_TRUE(passed) << top;
  EXPECT_TRUE(run.gone) << top;
  EXPECT_FALSE(run.fellBack) << top;
  EXPECT_FALSE(run.inBlockedCell) << top;
  EXPECT_EQ(world.enemiesLeaked(), 1) << top;
  // Its body never touched the pillar...
  EXPECT_GT(nearest, radius) << top;
  // ...and it went round the side it should have.
  EXPECT_TRUE(besideY < static_cast<float>(top) || besideY > static_cast<float>(top + 3)) << top;
  if (side < 0) {
    EXPECT_LT(besideY, static_cast<float>(top)) << top;
  }
  if (side > 0) {
    EXPECT_GT(besideY, static_cast<float>(top + 3)) << top;
  }
}

TEST(FeelerSteer, PassesAPillarInItsWayWithoutTouchingIt) {
  passPillar(3, 0, 10.0f);   // centred on its way: either side
  passPillar(4, -1, 10.0f);  // more of it below the way: round the top
  passPillar(2, 1, 10.0f);   // more above: round the bottom
}

// On open ground nothing is touched and it goes straight, the goal on the
// map's edge notwithstanding (the feelers stop at the goal).
TEST(FeelerSteer, GoesStraightAcrossOpenGround) {
  const GameDefs defs = test::freeMoverDefs();
  World world(test::soloLevel({"....................", "S..................G", "...................."}, "feeler"), defs,
              1);
  const test::SoloRun run = test::runSolo(world, 60 * 60, [](const Enemy& e) {
    const auto& f = std::get<FeelerSteering>(e.move);
    EXPECT_EQ(f.mode, FeelerMode::Seek);
    EXPECT_NEAR(e.pos.y, 1.5f, 1e-4f);
    EXPECT_NEAR(f.feelers[1].dir.x, 1.0f, 1e-5f);
  });
  EXPECT_TRUE(run.gone);
  EXPECT_FALSE(run.fellBack);
}

}  // namespace
}  // namespace td
