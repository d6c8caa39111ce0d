#include <gtest/gtest.h>

#include <cmath>
#include <variant>
#include <vector>

#include "engine/sim/CellPoints.h"
#include "engine/sim/World.h"
#include "engine/sim/move/WaypointFlyer.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

// The lane bends round the field: down, right along the bottom, up to the
// right-hand side, so a straight flight would miss all of it.
const std::vector<std::string> kField{
    "....................", "S...................", "....................", "....................",
    "....................", "....................", "....................", "...................G",
    "....................", "....................",
};
const std::vector<Cell> kLane{{3, 8}, {10, 9}, {12, 2}, {17, 3}};

// The world keeps a reference to its definitions: they must outlive it.
const GameDefs& hawkDefs() {
  static const GameDefs defs = [] {
    GameDefs d = test::testDefs();
    d.enemies.push_back({"hawk", "Hawk", 20.0f, 2.0f, 0.0f, 0.3f, 4, 1, true, MovementKind::Waypoints});
    return d;
  }();
  return defs;
}

LevelDef laneLevel(std::vector<Cell> waypoints, int32_t count = 1) {
  LevelDef level = test::testLevel(kField, {test::wave("hawk", count, 0.7f)});
  level.firstWaveDelay = 0.0f;
  if (!waypoints.empty()) level.lanes.push_back({0, std::move(waypoints)});
  return level;
}

const Enemy* firstEnemy(const World& world) {
  for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
    if (world.enemies().aliveAt(i)) return &world.enemies().at(i);
  }
  return nullptr;
}

// Where the first enemy was on every tick until it left, sampled after each step.
std::vector<Vec2> flightPath(World& world) {
  std::vector<Vec2> path;
  for (int t = 0; t < 5000; ++t) {
    world.step();
    const Enemy* e = firstEnemy(world);
    if (e == nullptr) {
      if (!path.empty()) break;
      continue;
    }
    if (e->state == EnemyState::Escaped) break;
    path.push_back(e->pos);
  }
  return path;
}

float distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const float t = std::clamp(dot(p - a, ab) / lengthSquared(ab), 0.0f, 1.0f);
  return distance(p, a + ab * t);
}

TEST(WaypointFlyer, PassesEveryWaypointInOrder) {
  World world(laneLevel(kLane), hawkDefs(), 1);
  const std::vector<Vec2> path = flightPath(world);
  ASSERT_FALSE(path.empty());
  // Each waypoint is passed within a small radius, and only after the one
  // before it: the search for waypoint k starts where k - 1 was passed.
  size_t from = 0;
  for (size_t k = 0; k < kLane.size(); ++k) {
    const Vec2 c = centreOf(kLane[k]);
    size_t closest = from;
    for (size_t i = from; i < path.size(); ++i) {
      if (distance(path[i], c) < distance(path[closest], c)) closest = i;
    }
    EXPECT_LT(distance(path[closest], c), 0.05f) << "waypoint " << k;
    EXPECT_GT(closest, from) << "waypoint " << k << " passed before the one before it";
    from = closest;
  }
  EXPECT_EQ(world.lives(), 9);  // then it reached the goal
}

TEST(WaypointFlyer, FliesAtItsSpeedAndTurnsSmoothly) {
  World world(laneLevel(kLane), hawkDefs(), 1);
  const std::vector<Vec2> path = flightPath(world);
  ASSERT_GT(path.size(), 10u);
  const float perTick = 2.0f * SimState::kStep;
  for (size_t i = 1; i < path.size(); ++i) {
    EXPECT_NEAR(distance(path[i], path[i - 1]), perTick, perTick * 0.05f) << "tick " << i;
  }
  // No kinks: the heading changes by a few degrees a tick at most.
  for (size_t i = 2; i < path.size(); ++i) {
    const Vec2 a = normalized(path[i - 1] - path[i - 2]);
    const Vec2 b = normalized(path[i] - path[i - 1]);
    EXPECT_GT(dot(a, b), std::cos(0.15f)) << "tick " << i;
  }
}

TEST(WaypointFlyer, WithoutALaneFliesStraightLikeTheBat) {
  World world(laneLevel({}), hawkDefs(), 1);
  const std::vector<Vec2> path = flightPath(world);
  ASSERT_FALSE(path.empty());
  const Vec2 spawn = centreOf({0, 1});
  const Vec2 goal = centreOf({19, 7});
  for (const Vec2 p : path) EXPECT_LT(distanceToSegment(p, spawn, goal), 1e-3f);
  const float ticks = distance(spawn, goal) / (2.0f * SimState::kStep);
  EXPECT_NEAR(static_cast<float>(path.size()), ticks, 2.0f);
  EXPECT_EQ(world.lives(), 9);
}

TEST(WaypointFlyer, ALaneOfAnotherSpawnIsNotItsOwn) {
  LevelDef level = laneLevel({});
  level.lanes.push_back({1, kLane});  // no spawn 1: nobody flies it
  World world(level, hawkDefs(), 1);
  const std::vector<Vec2> path = flightPath(world);
  ASSERT_FALSE(path.empty());
  for (const Vec2 p : path) EXPECT_LT(distanceToSegment(p, centreOf({0, 1}), centreOf({19, 7})), 1e-3f);
}

TEST(WaypointFlyer, RepeatedWaypointsAreFlownOnceAtAnEvenPace) {
  World world(laneLevel({{0, 1}, {6, 6}, {6, 6}, {14, 2}}), hawkDefs(), 1);
  const std::vector<Vec2> path = flightPath(world);
  ASSERT_GT(path.size(), 10u);
  const float perTick = 2.0f * SimState::kStep;
  for (size_t i = 1; i < path.size(); ++i) EXPECT_NEAR(distance(path[i], path[i - 1]), perTick, perTick * 0.05f);
}

TEST(WaypointFlyer, SameSeedSameFlight) {
  World a(laneLevel(kLane, 5), hawkDefs(), 7);
  World b(laneLevel(kLane, 5), hawkDefs(), 7);
  for (int t = 0; t < 1500; ++t) {
    a.step();
    b.step();
    ASSERT_EQ(a.stateHash(), b.stateHash()) << "tick " << t;
  }
  EXPECT_EQ(a.lives(), 5);
}

// The "first" target mode reads how far it still has to go: that shrinks
// along the whole lane, not only on the last leg.
TEST(WaypointFlyer, RemainingDistanceShrinksAlongTheLane) {
  World world(laneLevel(kLane), hawkDefs(), 1);
  float last = 1e9f;
  int ticks = 0;
  for (int t = 0; t < 5000; ++t) {
    world.step();
    const Enemy* e = firstEnemy(world);
    if (e == nullptr || e->state == EnemyState::Escaped) {
      if (ticks > 0) break;
      continue;
    }
    ++ticks;
    EXPECT_LT(e->remaining, last + 1e-3f) << "tick " << t;
    last = e->remaining;
    ASSERT_TRUE(std::holds_alternative<LaneFlight>(e->move));
  }
  EXPECT_GT(ticks, 100);
  EXPECT_LT(last, 0.1f);
}

}  // namespace
}  // namespace td
