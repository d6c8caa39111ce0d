#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "engine/path/PlacementCheck.h"
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
  for (Cell e : s.spawns)
    if (e == c) return false;
  for (Cell e : s.goals)
    if (e == c) return false;
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
      if (s.units.count(s.grid, {x, y}) > 0 && at(before, {x, y}) != kUnreachable &&
          at(after, {x, y}) == kUnreachable) {
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
    Scene s{test::randomGrid(rng, 6 + rng.below(14), 5 + rng.below(12), 20 + rng.below(25), round % 2 == 0),
            {},
            {},
            {},
            {},
            {}};
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

namespace td {
namespace {

// What blocking `c` would cut off, by brute force on a copy of the grid (so
// the grid the check caches its structure for is left alone). Only for cells
// that pass the simple refusals (terrain, structure, endpoint, unit on it).
struct CutOff {
  std::vector<int32_t> spawns;
  std::vector<Cell> units;
};

CutOff bruteForceCutOff(const Scene& s, Cell c) {
  Grid copy = s.grid;
  const std::vector<Distance> before = test::referenceDistances(copy, s.goals, false);
  copy.setBlocked(c, true);
  const std::vector<Distance> after = test::referenceDistances(copy, s.goals, false);
  auto lost = [&](Cell x) {
    const auto k = static_cast<size_t>(x.y * s.grid.width() + x.x);
    return before[k] != kUnreachable && after[k] == kUnreachable;
  };
  CutOff out;
  for (size_t k = 0; k < s.spawns.size(); ++k) {
    if (s.grid.contains(s.spawns[k]) && lost(s.spawns[k])) out.spawns.push_back(static_cast<int32_t>(k));
  }
  for (int32_t y = 0; y < s.grid.height(); ++y) {
    for (int32_t x = 0; x < s.grid.width(); ++x) {
      if (s.units.count(s.grid, {x, y}) > 0 && lost({x, y})) out.units.push_back({x, y});
    }
  }
  return out;
}

bool passesSimpleTests(const Scene& s, Cell c) {
  if (!s.grid.buildable(c) || s.units.count(s.grid, c) > 0) return false;
  for (Cell e : s.spawns)
    if (e == c) return false;
  for (Cell e : s.goals)
    if (e == c) return false;
  return true;
}

// The full answer, reason and payload, against brute force: a sealed spawn
// is named before a trapped unit, the lowest sealed spawn index first, and a
// named unit must really be trapped.
void expectSameAnswer(Scene& s, Cell c, const std::string& where) {
  const PlacementResult got = s.check.check(s.grid, s.field, c, &s.units);
  if (!passesSimpleTests(s, c)) {
    ASSERT_FALSE(got.ok()) << where;
    ASSERT_NE(got.status, PlacementStatus::SealsSpawn) << where;
    ASSERT_NE(got.status, PlacementStatus::TrapsUnit) << where;
    return;
  }
  const CutOff expected = bruteForceCutOff(s, c);
  if (!expected.spawns.empty()) {
    ASSERT_EQ(got.status, PlacementStatus::SealsSpawn) << where;
    ASSERT_EQ(got.spawn, expected.spawns.front()) << where;
  } else if (!expected.units.empty()) {
    ASSERT_EQ(got.status, PlacementStatus::TrapsUnit) << where;
    ASSERT_NE(std::find(expected.units.begin(), expected.units.end(), got.trapped), expected.units.end())
        << where << ": (" << got.trapped.x << "," << got.trapped.y << ") is not trapped";
  } else {
    ASSERT_TRUE(got.ok()) << where << ": " << describe(got.status);
  }
}

void expectSameAnswerEverywhere(Scene& s, const std::string& where) {
  for (int32_t y = 0; y < s.grid.height(); ++y) {
    for (int32_t x = 0; x < s.grid.width(); ++x) {
      expectSameAnswer(s, {x, y}, where + " cell " + std::to_string(x) + "," + std::to_string(y));
      if (testing::Test::HasFatalFailure()) return;
    }
  }
}

TEST(PlacementCheck, AsksForTheCutStructureOnlyWhenTheGridChanges) {
  Scene s{test::gridFromRows({
              ".........",
              ".........",
              "####.####",
              ".........",
          }),
          {{0, 0}},
          {{0, 3}},
          {},
          {},
          {}};
  s.prepare(Connectivity::Four);
  EXPECT_EQ(s.check.cacheBuilds(), 0u);
  // Open corners decide this locally: nothing to build.
  EXPECT_TRUE(s.check.check(s.grid, s.field, {1, 0}, nullptr).ok());
  EXPECT_EQ(s.check.cacheBuilds(), 0u);
  // The gap is the only way down.
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 2}, nullptr).status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(s.check.cacheBuilds(), 1u);
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 1}, nullptr).status, PlacementStatus::SealsSpawn);
  // Not decided locally either (its left and right stay apart around it),
  // but it only cuts off an empty corner.
  EXPECT_TRUE(s.check.check(s.grid, s.field, {5, 3}, nullptr).ok());
  EXPECT_EQ(s.check.cacheBuilds(), 1u);

  // A tower elsewhere: the next check that needs the structure builds it
  // again, once.
  s.grid.setBlocked({8, 0}, true);
  s.field.compute(s.grid, s.goals, Connectivity::Four);
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 2}, nullptr).status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 3}, nullptr).status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(s.check.cacheBuilds(), 2u);

  // New endpoints drop it too.
  s.check.setEndpoints(s.grid, s.spawns, s.goals);
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 2}, nullptr).status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(s.check.cacheBuilds(), 3u);
}

TEST(PlacementCheck, FollowsTowersBuiltAndSoldOneAfterAnother) {
  Scene s{test::gridFromRows({
              "..........",
              "..........",
              "..........",
              "..........",
          }),
          {{0, 0}},
          {{9, 3}},
          {},
          {},
          {}};
  s.prepare(Connectivity::Eight);
  // Wall off column 5 from the top, one tower at a time: the last open cell
  // of the column becomes a cut only once the three above it are built.
  for (int32_t y = 0; y < 3; ++y) {
    const PlacementResult r = s.check.check(s.grid, s.field, {5, y}, &s.units);
    ASSERT_TRUE(r.ok()) << "row " << y;
    s.grid.setBlocked({5, y}, true);
    s.field.compute(s.grid, s.goals, Connectivity::Eight);
  }
  const PlacementResult last = s.check.check(s.grid, s.field, {5, 3}, &s.units);
  EXPECT_EQ(last.status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(last.spawn, 0);
  expectSameAnswerEverywhere(s, "walled");
  // Selling the middle tower opens a second way through: either gap may be
  // closed, but not both.
  s.grid.setBlocked({5, 1}, false);
  s.field.compute(s.grid, s.goals, Connectivity::Eight);
  EXPECT_TRUE(s.check.check(s.grid, s.field, {5, 3}, &s.units).ok());
  EXPECT_TRUE(s.check.check(s.grid, s.field, {5, 1}, &s.units).ok());
  expectSameAnswerEverywhere(s, "sold");
  s.grid.setBlocked({5, 3}, true);
  s.field.compute(s.grid, s.goals, Connectivity::Eight);
  EXPECT_EQ(s.check.check(s.grid, s.field, {5, 1}, &s.units).status, PlacementStatus::SealsSpawn);
  expectSameAnswerEverywhere(s, "rebuilt");
}

TEST(PlacementCheck, UnitsMayMoveBetweenChecksWithoutARebuild) {
  Scene s{test::gridFromRows({
              "....#.....",
              "....#.....",
              "..........",
              "....#.....",
          }),
          {},
          {{9, 0}},
          {},
          {},
          {}};
  s.units.reset(s.grid);
  s.prepare(Connectivity::Eight);
  // Nobody on the left: blocking the door strands nothing.
  EXPECT_TRUE(s.check.check(s.grid, s.field, {4, 2}, &s.units).ok());
  const uint64_t builds = s.check.cacheBuilds();
  s.units.add(s.grid, {1, 3});
  const PlacementResult trapped = s.check.check(s.grid, s.field, {4, 2}, &s.units);
  EXPECT_EQ(trapped.status, PlacementStatus::TrapsUnit);
  EXPECT_EQ(trapped.trapped, (Cell{1, 3}));
  // The unit walks through the door to the goal's side.
  s.units.remove(s.grid, {1, 3});
  s.units.add(s.grid, {6, 3});
  EXPECT_TRUE(s.check.check(s.grid, s.field, {4, 2}, &s.units).ok());
  // And stands in the door itself.
  s.units.remove(s.grid, {6, 3});
  s.units.add(s.grid, {4, 2});
  EXPECT_EQ(s.check.check(s.grid, s.field, {4, 2}, &s.units).status, PlacementStatus::Occupied);
  EXPECT_EQ(s.check.cacheBuilds(), builds);
}

TEST(PlacementCheck, FindsAUnitFarInsideALargeCutOffRegion) {
  // A 14 x 8 hall behind a one-cell door (more cells than one scanned block).
  Grid grid(16, 10, test::testTerrains());
  for (int32_t x = 0; x < 16; ++x) grid.setTerrain({x, 8}, test::kWall);
  grid.setTerrain({3, 8}, 0);
  Scene s{grid, {}, {{3, 9}}, {}, {}, {}};
  s.units.reset(s.grid);
  s.prepare(Connectivity::Eight);
  EXPECT_TRUE(s.check.check(s.grid, s.field, {3, 8}, &s.units).ok());
  EXPECT_EQ(s.check.lastVisited(), 16u * 8u);  // every cell of the hall, no unit in any
  s.units.add(s.grid, {15, 0});
  const PlacementResult r = s.check.check(s.grid, s.field, {3, 8}, &s.units);
  EXPECT_EQ(r.status, PlacementStatus::TrapsUnit);
  EXPECT_EQ(r.trapped, (Cell{15, 0}));
  expectSameAnswerEverywhere(s, "hall");
}

TEST(PlacementCheck, NamesASpawnBeforeAUnitAndTheLowestSpawnFirst) {
  // Blocking the centre (3,1) cuts off three pockets: the top cell, the left
  // arm and the right arm; the goal is below.
  Scene s{test::gridFromRows({
              "###.###",
              ".......",
              "###.###",
          }),
          {{3, 0}, {6, 1}},
          {{3, 2}},
          {},
          {},
          {}};
  s.units.reset(s.grid);
  s.units.add(s.grid, {0, 1});
  s.prepare(Connectivity::Eight);
  // The right arm is searched first from the goal; spawn 0 sits in the top
  // cell, searched last, and is still the one named.
  const PlacementResult r = s.check.check(s.grid, s.field, {3, 1}, &s.units);
  EXPECT_EQ(r.status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(r.spawn, 0);
  expectSameAnswerEverywhere(s, "three ways");
  s.spawns = {{6, 1}, {3, 0}};
  s.prepare(Connectivity::Eight);
  EXPECT_EQ(s.check.check(s.grid, s.field, {3, 1}, &s.units).spawn, 0);
  // Without spawns the unit in the left arm is the one stranded.
  s.spawns.clear();
  s.prepare(Connectivity::Eight);
  const PlacementResult unit = s.check.check(s.grid, s.field, {3, 1}, &s.units);
  EXPECT_EQ(unit.status, PlacementStatus::TrapsUnit);
  EXPECT_EQ(unit.trapped, (Cell{0, 1}));
}

TEST(PlacementCheck, AnyGoalWillDo) {
  Scene s{test::gridFromRows({"........."}), {{4, 0}}, {{0, 0}, {8, 0}}, {}, {}, {}};
  s.units.reset(s.grid);
  s.units.add(s.grid, {6, 0});
  s.prepare(Connectivity::Four);
  // Either side of the spawn still has its own goal.
  for (int32_t x : {1, 2, 3, 5, 7}) {
    EXPECT_TRUE(s.check.check(s.grid, s.field, {x, 0}, &s.units).ok()) << x;
  }
  // Drop the right-hand goal: now the spawn's only way is to the left.
  s.goals = {{0, 0}};
  s.prepare(Connectivity::Four);
  EXPECT_EQ(s.check.check(s.grid, s.field, {2, 0}, &s.units).status, PlacementStatus::SealsSpawn);
  const PlacementResult unit = s.check.check(s.grid, s.field, {5, 0}, &s.units);
  EXPECT_EQ(unit.status, PlacementStatus::TrapsUnit);
  EXPECT_EQ(unit.trapped, (Cell{6, 0}));
  // A goal moved into the right end: the left part is now the one cut off,
  // but it holds nothing.
  s.goals = {{8, 0}};
  s.prepare(Connectivity::Four);
  EXPECT_TRUE(s.check.check(s.grid, s.field, {2, 0}, &s.units).ok());
  EXPECT_EQ(s.check.check(s.grid, s.field, {5, 0}, &s.units).status, PlacementStatus::SealsSpawn);
}

TEST(PlacementCheck, KeepsTwoGridsApart) {
  // Same size, same endpoints, same revision count; different walls.
  Scene a{test::gridFromRows({"...", "#.#", "..."}), {{0, 0}}, {{0, 2}}, {}, {}, {}};
  Scene b{test::gridFromRows({".#.", "...", ".#."}), {{0, 0}}, {{0, 2}}, {}, {}, {}};
  ASSERT_EQ(a.grid.revision(), b.grid.revision());
  a.prepare(Connectivity::Four);
  b.field.compute(b.grid, b.goals, Connectivity::Four);
  // One checker asked about both grids in turn: on b the centre only cuts
  // off the empty right-hand column.
  EXPECT_EQ(a.check.check(a.grid, a.field, {1, 1}, nullptr).status, PlacementStatus::SealsSpawn);
  EXPECT_TRUE(a.check.check(b.grid, b.field, {1, 1}, nullptr).ok());
  EXPECT_EQ(a.check.check(a.grid, a.field, {1, 1}, nullptr).status, PlacementStatus::SealsSpawn);
  EXPECT_EQ(a.check.cacheBuilds(), 3u);
}

// Random maps through a random game: towers built where allowed and sold
// again, units moving, goals moving now and then. After every event, every
// cell's answer (reason and payload) is compared with brute force, and the
// structure is built at most once per sweep.
TEST(PlacementCheck, AgreesWithBruteForceThroughBuildsSalesUnitsAndGoals) {
  test::Rng rng(1234);
  int checkedEvents = 0;
  int refusals = 0;
  for (int round = 0; round < 16; ++round) {
    Scene s{test::randomGrid(rng, 7 + rng.below(12), 6 + rng.below(10), 15 + rng.below(20), false), {}, {}, {}, {}, {}};
    const Connectivity conn = round % 2 == 0 ? Connectivity::Four : Connectivity::Eight;
    s.goals.push_back(test::randomPassable(rng, s.grid));
    if (rng.chance(40)) s.goals.push_back(test::randomPassable(rng, s.grid));
    const int spawnCount = 1 + rng.below(4);
    for (int k = 0; k < spawnCount; ++k) s.spawns.push_back(test::randomPassable(rng, s.grid));
    s.units.reset(s.grid);
    std::vector<Cell> walkers;
    for (int k = rng.below(6); k > 0; --k) {
      walkers.push_back(test::randomPassable(rng, s.grid));
      s.units.add(s.grid, walkers.back());
    }
    s.prepare(conn);
    std::vector<Cell> towers;
    for (int event = 0; event < 10; ++event) {
      const int what = rng.below(10);
      if (what < 5) {
        // Build on a random cell the check allows.
        for (int attempt = 0; attempt < 20; ++attempt) {
          const Cell c{rng.below(s.grid.width()), rng.below(s.grid.height())};
          if (!s.check.check(s.grid, s.field, c, &s.units).ok()) continue;
          s.grid.setBlocked(c, true);
          towers.push_back(c);
          break;
        }
      } else if (what < 7 && !towers.empty()) {
        const auto k = static_cast<size_t>(rng.below(static_cast<int32_t>(towers.size())));
        s.grid.setBlocked(towers[k], false);
        towers.erase(towers.begin() + static_cast<std::ptrdiff_t>(k));
      } else if (what < 9 && !walkers.empty()) {
        for (Cell& w : walkers) {
          const Cell to = test::randomPassable(rng, s.grid);
          s.units.remove(s.grid, w);
          s.units.add(s.grid, to);
          w = to;
        }
      } else {
        s.goals.assign(1, test::randomPassable(rng, s.grid));
        s.check.setEndpoints(s.grid, s.spawns, s.goals);
      }
      s.field.compute(s.grid, s.goals, conn);
      const uint64_t builds = s.check.cacheBuilds();
      expectSameAnswerEverywhere(s, "round " + std::to_string(round) + " event " + std::to_string(event));
      if (HasFatalFailure()) return;
      EXPECT_LE(s.check.cacheBuilds(), builds + 1);
      ++checkedEvents;
      for (int32_t y = 0; y < s.grid.height(); ++y) {
        for (int32_t x = 0; x < s.grid.width(); ++x) {
          const PlacementStatus st = s.check.check(s.grid, s.field, {x, y}, &s.units).status;
          refusals += st == PlacementStatus::SealsSpawn || st == PlacementStatus::TrapsUnit ? 1 : 0;
        }
      }
    }
  }
  EXPECT_EQ(checkedEvents, 160);
  EXPECT_GT(refusals, 200);
}

}  // namespace
}  // namespace td
