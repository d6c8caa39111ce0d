#include <gtest/gtest.h>

#include <vector>

#include "engine/level/LaneCourse.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField{"S.........", "..........", "..........", "..........", ".........G"};

LevelDef laneLevel() {
  LevelDef level = test::testLevel(kField, {});
  level.goals.push_back({9, 0});
  level.lanes = {{0, {{2, 3}, {5, 1}, {5, 1}, {7, 4}}}};
  return level;
}

TEST(LaneCourse, RunsFromTheSpawnThroughTheWaypointsToTheGoalNearestTheLast) {
  const LevelDef level = laneLevel();
  const std::vector<Vec2> course = laneCourse(level, 0);
  ASSERT_EQ(course.size(), 6u);
  EXPECT_EQ(course.front(), centreOf({0, 0}));
  EXPECT_EQ(course[1], centreOf({2, 3}));
  EXPECT_EQ(course[4], centreOf({7, 4}));
  EXPECT_EQ(course.back(), centreOf({9, 4}));  // nearer (7, 4) than (9, 0) is
  EXPECT_TRUE(laneCourse(level, 1).empty());   // no such spawn
}

TEST(LaneCourse, WithoutALaneItIsTheStraightLineToTheNearestGoal) {
  LevelDef level = laneLevel();
  level.lanes.clear();
  EXPECT_EQ(laneCourse(level, 0), (std::vector<Vec2>{centreOf({0, 0}), centreOf({9, 0})}));
}

TEST(LaneCourse, TheSampledCurvePassesEveryPointOnce) {
  const std::vector<Vec2> course = laneCourse(laneLevel(), 0);
  const std::vector<Vec2> curve = sampleCourse(course, 8);
  // Five distinct points, four legs of eight samples, and the end.
  ASSERT_EQ(curve.size(), 4u * 8u + 1u);
  for (size_t leg = 0; leg < 4; ++leg) {
    const size_t point = leg < 2 ? leg : leg + 1;  // the repeated (5, 1) is flown once
    EXPECT_LT(distance(curve[leg * 8], course[point]), 1e-5f) << leg;
  }
  EXPECT_EQ(curve.back(), course.back());
}

}  // namespace
}  // namespace td
