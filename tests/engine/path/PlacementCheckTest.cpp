#include "engine/path/PlacementCheck.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

struct Scene {
  Grid grid;
  std::vector<Cell> spawns;
  std::vector<Cell> goals;
  Occupancy units;
  FlowField field;
  PlacementCheck check;

  void prepare(Connectivity conn) {
    field.compute(grid, goals, conn);
    check.setEndpoints(grid, spawns, goals);
    if (units.counts() == nullptr) units.reset(grid);
  }
};

// The obvious answer: block the cell, flood from the goals, see who is left.
bool bruteForceAllowed(Scene& s, Cell c) {
  if (!s.grid.buildable(c) || s.units.count(s.grid, c) > 0) return false;
  for (Cell e : s.spawns) if (e == c) return false;
  for (Cell e : s.goals) if (e == c) return false;
  const std::vector<Distance> before = test::referenceDistances(s.grid, s.goals, false);
  s.grid.setBlocked(c, true);
  const std::vector<Distance> after = test::referenceDistances(s.grid, s.goals, false);
  s.grid.setBlocked(c, false);
  auto at = [&](const std::vector<Distance>& d, Cell x) { return d[static_cast<size_t>(x.y * s.grid.width() + x.x)]; };
  for (Cell e : s.spawns) {
    if (at(before, e) != kUnreachable && at(after, e) == kUnreachable) return false;
  }
  for (int32_t y = 0; y < s.grid.height(); ++y) {
    for (int32_t x = 0; x < s.grid.width(); ++x) {
      if (s.units.count(s.grid, {x, y}) > 0 && at(before, {x, y}) != kUnreachable && at(after, {x, y}) == kUnreachable) {
        return false;
      }
    }
  }
  return true;
}

TEST(PlacementCheck, ReportsEachReason) {
  Scene s{test::gridFromRows({
              ".###.",
              ".#.#.",
              ".#.#.",
              ".....",
          }),
          {{2, 1}},
          {{0, 3}},
          {},
          {},
          {}};
  s.grid.setTerrain({4, 0}, 1);
  s.grid.setBlocked({0, 0}, true);
  s.units.reset(s.grid);
  s.units.add(s.grid, {4, 3});
  s.prepare(Connectivity::Four);
  EXPECT_EQ(s.check.check(s.grid, s.field, {-1, 0}, &s.units).status, PlacementStatus::OutOfMap);
  EXPECT_EQ(s.check.check(s.grid, s.field, {1, 1}, &s.units).status, PlacementStatus::NotBuildable);
  EXPECT_EQ(s.check.check(s.grid, s.field, {0, 0}, &s.units).status, PlacementStatus::AlreadyBlocked);
  EXPECT_EQ(s.check.check(s.grid, s.field, {2, 1}, &s.units).status, PlacementStatus::Endpoint);
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 3}, &s.units).status, PlacementStatus::Occupied);
  // (2,2) is the only way out of the spawn's pocket.
  const PlacementResult sealed = s.check.check(s.grid, s.field, {2, 2}, &s.units);
  EXPECT_EQ(sealed.status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(sealed.spawn, 0);
  EXPECT_STREQ(describe(sealed.status), "would seal the route from a spawn");
  EXPECT_TRUE(s.check.check(s.grid, s.field, {4, 1}, &s.units).ok());
}

TEST(PlacementCheck, RefusesToTrapAUnit) {
  Scene s{test::gridFromRows({
              "#.###",
              "#...#",
              "###.#",
          }),
          {{1, 0}},
          {{3, 2}},
          {},
          {},
          {}};
  s.grid.setTerrain({0, 0}, 0);  // a pocket above-left, reachable only through (1,1)
  s.units.reset(s.grid);
  s.units.add(s.grid, {0, 0});
  s.prepare(Connectivity::Eight);
  // Blocking (2,1) seals the spawn first.
  EXPECT_EQ(s.check.check(s.grid, s.field, {2, 1}, &s.units).status, PlacementStatus::SealsSpawn);
  // Blocking (1,1) cuts (0,0) (with a unit) and the spawn off: the spawn is named.
  s.spawns.clear();
  s.prepare(Connectivity::Eight);
  const PlacementResult trapped = s.check.check(s.grid, s.field, {1, 1}, &s.units);
  EXPECT_EQ(trapped.status, PlacementStatus::TrapsUnit);
  EXPECT_EQ(trapped.trapped, (Cell{0, 0}));
}

TEST(PlacementCheck, NamesTheSealedSpawn) {
  Scene s{test::gridFromRows({
              "...#...",
              "...#...",
              ".......",
          }),
          {{0, 0}, {6, 0}},
          {{3, 2}},
          {},
          {},
          {}};
  s.prepare(Connectivity::Eight);
  s.grid.setBlocked({0, 2}, true);
  s.grid.setBlocked({1, 2}, true);
  s.field.compute(s.grid, s.goals, Connectivity::Eight);
  const PlacementResult r = s.check.check(s.grid, s.field, {2, 2}, nullptr);
  EXPECT_EQ(r.status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(r.spawn, 0);
  s.grid.setBlocked({0, 2}, false);
  s.grid.setBlocked({1, 2}, false);
  s.grid.setBlocked({6, 2}, true);
  s.field.compute(s.grid, s.goals, Connectivity::Eight);
  EXPECT_TRUE(s.check.check(s.grid, s.field, {5, 2}, nullptr).ok());  // (4,2) still leads out
  s.grid.setBlocked({5, 2}, true);
  s.field.compute(s.grid, s.goals, Connectivity::Eight);
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 2}, nullptr).spawn, 1);
}

TEST(PlacementCheck, LocalTestDecidesOpenGroundWithoutFlooding) {
  Scene s{Grid(32, 32, test::testTerrains()), {{0, 0}}, {{31, 31}}, {}, {}, {}};
  s.prepare(Connectivity::Eight);
  EXPECT_TRUE(s.check.check(s.grid, s.field, {10, 10}, nullptr).ok());
  EXPECT_EQ(s.check.lastVisited(), 0u);
}

// Every cell of many random maps, with random units about, against brute force.
TEST(PlacementCheck, AgreesWithBruteForce) {
  test::Rng rng(5);
  int checked = 0;
  int refused = 0;
  for (int round = 0; round < 40; ++round) {
    Scene s{test::randomGrid(rng, 6 + rng.below(14), 5 + rng.below(12), 20 + rng.below(25), round % 2 == 0), {}, {}, {}, {}, {}};
    const int spawnCount = 1 + rng.below(4);
    s.goals.push_back(test::randomPassable(rng, s.grid));
    if (rng.chance(30)) s.goals.push_back(test::randomPassable(rng, s.grid));
    s.field.compute(s.grid, s.goals, Connectivity::Four);
    for (int k = 0; k < spawnCount; ++k) {
      const Cell c = test::randomPassable(rng, s.grid);
      if (s.field.reachable(s.grid, c)) s.spawns.push_back(c);
    }
    s.units.reset(s.grid);
    const int unitCount = rng.below(6);
    for (int k = 0; k < unitCount; ++k) s.units.add(s.grid, test::randomPassable(rng, s.grid));
    s.prepare(round % 3 == 0 ? Connectivity::Four : Connectivity::Eight);
    for (int32_t y = 0; y < s.grid.height(); ++y) {
      for (int32_t x = 0; x < s.grid.width(); ++x) {
        const Cell c{x, y};
        const bool expected = bruteForceAllowed(s, c);
        const PlacementResult got = s.check.check(s.grid, s.field, c, &s.units);
        ASSERT_EQ(got.ok(), expected) << "round " << round << " cell " << x << "," << y << ": " << describe(got.status);
        ++checked;
        refused += expected ? 0 : 1;
      }
    }
  }
  EXPECT_GT(checked, 3000);
  EXPECT_GT(refused, 300);
}

}  // namespace
}  // namespace td
