#include <gtest/gtest.h>

#include <memory>
#include <queue>
#include <string>
#include <vector>

#include "engine/sim/MoverLayers.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// The test kinds plus a wheeled one, so that levels field two classes.
const GameDefs& classDefs() {
  static const GameDefs d = [] {
    GameDefs defs = test::testDefs();
    EnemyDef cart{"cart", "Cart", 40.0f, 1.2f, 0.0f, 0.3f, 4, 1, false};
    cart.moverClass = MoverClass::Wheeled;
    defs.enemies.push_back(cart);
    return defs;
  }();
  return d;
}

// grass, road, mud, rock, and a ford that feet wade and wheels cannot cross.
std::vector<TerrainDef> classTerrains() {
  TerrainDef grass{"grass", 2, true};
  grass.classCost[1] = 6;
  TerrainDef road{"road", 1, false};
  road.classCost[1] = 1;
  TerrainDef mud{"mud", 4, true};
  mud.classCost[1] = 20;
  TerrainDef rock{"rock", kImpassableCost, false};
  TerrainDef ford{"ford", 3, false};
  ford.classCost[1] = kImpassableCost;
  return {grass, road, mud, rock, ford};
}

// A random level with both classes in its waves: spawns on the left, a goal
// on the right, terrain of every kind.
LevelDef randomLevel(uint64_t seed, bool fords = true) {
  test::Rng rng(seed);
  const int32_t w = 8 + rng.below(8);
  const int32_t h = 6 + rng.below(6);
  LevelDef level;
  level.name = "classes";
  level.width = w;
  level.height = h;
  level.terrains = classTerrains();
  level.glyphs = ".=,#~";
  for (int32_t i = 0; i < w * h; ++i) {
    const int32_t r = rng.below(100);
    const uint8_t kind = r < 50 ? 0 : r < 65 ? 1 : r < 78 ? 2 : r < 90 ? 3 : 4;
    level.tiles.push_back(kind == 4 && !fords ? 3 : kind);
  }
  auto open = [&](Cell c) { level.tiles[level.tileIndex(c)] = 1; };
  level.spawns = {{0, 1}, {0, h - 2}};
  if (!fords) level.spawns = {{0, 1}};
  level.goals = {{w - 1, h / 2}};
  for (Cell c : level.spawns) open(c);
  for (Cell c : level.goals) open(c);
  level.connectivity = rng.chance(50) ? Connectivity::Eight : Connectivity::Four;
  level.gold = 100000;
  level.lives = 10;
  WaveDef wave;
  wave.groups.push_back({"normal", 1, 1.0f, 0, 0.0f});
  wave.groups.push_back({"cart", 1, 1.0f, fords ? 1 : 0, 0.0f});
  level.waves = {wave};
  level.firstWaveDelay = 1000.0f;
  return level;
}

// The class's grid built from scratch: the level's tiles with that class's
// costs, and a wall wherever the world has a tower.
Grid freshClassGrid(const World& world, MoverClass c) {
  const LevelDef& level = world.level();
  Grid grid(level.width, level.height, terrainsFor(level.terrains, c));
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      grid.setTerrain({x, y}, level.tile({x, y}));
      if (world.grid().blocked({x, y})) grid.setBlocked({x, y}, true);
    }
  }
  return grid;
}

// Can a mover that enters only cells `grid` finds passable get from `from`
// to a goal? (4-neighbour flood: without corner cutting 8-connected moves
// join the same cells.)
bool reachesGoal(const Grid& grid, const std::vector<Cell>& goals, Cell from) {
  if (!grid.passable(from)) return false;
  std::vector<uint8_t> seen(static_cast<size_t>(grid.cellCount()), 0);
  std::queue<Cell> open;
  auto slot = [&](Cell c) { return static_cast<size_t>(c.y * grid.width() + c.x); };
  seen[slot(from)] = 1;
  open.push(from);
  while (!open.empty()) {
    const Cell c = open.front();
    open.pop();
    for (Cell g : goals) {
      if (g == c) return true;
    }
    for (Cell n : {Cell{c.x + 1, c.y}, Cell{c.x - 1, c.y}, Cell{c.x, c.y + 1}, Cell{c.x, c.y - 1}}) {
      if (!grid.passable(n) || seen[slot(n)]) continue;
      seen[slot(n)] = 1;
      open.push(n);
    }
  }
  return false;
}

bool playable(const LevelDef& level, const World& world) {
  for (MoverClass c : {MoverClass::Foot, MoverClass::Wheeled}) {
    const Grid grid = freshClassGrid(world, c);
    const Cell spawn = level.spawns[c == MoverClass::Foot || level.spawns.size() == 1 ? 0 : 1];
    if (!reachesGoal(grid, level.goals, spawn)) return false;
  }
  return true;
}

TEST(MoverLayers, OneLayerPerClassTheWavesUse) {
  const LevelDef level = randomLevel(3);
  World both(level, classDefs(), 1);
  ASSERT_EQ(both.layers().size(), 2u);
  EXPECT_EQ(both.layers()[0].moverClass, MoverClass::Foot);
  EXPECT_EQ(both.layers()[1].moverClass, MoverClass::Wheeled);
  // Fords wall wheels in where feet pass: each class needs its own check.
  EXPECT_EQ(both.layers()[1].sharesCheckWith, -1);
  World same(randomLevel(3, false), classDefs(), 1);
  ASSERT_EQ(same.layers().size(), 2u);
  EXPECT_EQ(same.layers()[1].sharesCheckWith, 0);

  LevelDef footOnly = level;
  footOnly.waves[0].groups.pop_back();
  World one(footOnly, classDefs(), 1);
  ASSERT_EQ(one.layers().size(), 1u);
  EXPECT_EQ(one.layers()[0].moverClass, MoverClass::Foot);

  LevelDef cartsOnly = level;
  cartsOnly.waves[0].groups.erase(cartsOnly.waves[0].groups.begin());
  World carts(cartsOnly, classDefs(), 1);
  ASSERT_EQ(carts.layers().size(), 1u);
  EXPECT_EQ(carts.layers()[0].moverClass, MoverClass::Wheeled);
}

// Every layer's field, after builds and sales, equals a plain Dijkstra over
// that class's costs on a grid built from scratch.
TEST(MoverLayers, EveryClassFieldMatchesReferenceDijkstraThroughBuildsAndSales) {
  int checked = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    const LevelDef level = randomLevel(seed);
    World world(level, classDefs(), seed);
    if (!playable(level, world)) continue;
    test::Rng rng(seed * 31);
    std::vector<Cell> built;
    for (int op = 0; op < 40; ++op) {
      if (!built.empty() && rng.chance(30)) {
        const size_t k = static_cast<size_t>(rng.below(static_cast<int32_t>(built.size())));
        ASSERT_TRUE(world.sell(built[k]).ok());
        built.erase(built.begin() + static_cast<std::ptrdiff_t>(k));
      } else {
        const Cell c{rng.below(level.width), rng.below(level.height)};
        if (world.build(0, c).ok()) built.push_back(c);
      }
      for (const MoverLayer& layer : world.layers()) {
        const Grid fresh = freshClassGrid(world, layer.moverClass);
        const std::vector<Distance> ref =
            test::referenceDistances(fresh, level.goals, level.connectivity == Connectivity::Eight);
        for (int32_t y = 0; y < level.height; ++y) {
          for (int32_t x = 0; x < level.width; ++x) {
            ASSERT_EQ(layer.flow.distance(layer.grid, {x, y}), ref[static_cast<size_t>(y * level.width + x)])
                << "seed " << seed << " op " << op << " class " << moverClassName(layer.moverClass) << " cell " << x
                << "," << y;
          }
        }
      }
    }
    ++checked;
  }
  EXPECT_GE(checked, 20);
}

// The placement check with two classes agrees with brute force: a tower is
// refused as sealing exactly when some class loses the route from a spawn
// its enemies leave from, and the refusal names the first such class.
TEST(MoverLayers, PlacementAgreesWithBruteForceOverClasses) {
  int sealedFoot = 0;
  int sealedWheeled = 0;
  int shared = 0;
  for (uint64_t run = 1; run <= 120; ++run) {
    // Two in three levels have fords (the classes differ in what they can
    // cross); the rest share one spawn and one placement check.
    const bool fords = run % 3 != 0;
    const uint64_t seed = run;
    const LevelDef level = randomLevel(seed, fords);
    World world(level, classDefs(), seed);
    if (!playable(level, world)) continue;
    if (world.layers()[1].sharesCheckWith == 0) ++shared;
    test::Rng rng(seed * 7);
    for (int op = 0; op < 30; ++op) {
      for (int32_t y = 0; y < level.height; ++y) {
        for (int32_t x = 0; x < level.width; ++x) {
          const Cell c{x, y};
          const PlacementResult got = world.placementAt(c);
          if (!world.grid().buildable(c) || got.status == PlacementStatus::Endpoint) continue;
          std::optional<MoverClass> sealed;
          for (MoverClass k : {MoverClass::Foot, MoverClass::Wheeled}) {
            Grid g = freshClassGrid(world, k);
            g.setBlocked(c, true);
            const Cell spawn = level.spawns[k == MoverClass::Foot || !fords ? 0 : 1];
            if (!sealed && !reachesGoal(g, level.goals, spawn)) sealed = k;
          }
          if (sealed) {
            ASSERT_EQ(got.status, PlacementStatus::SealsSpawn) << "seed " << seed << " cell " << x << "," << y;
            EXPECT_EQ(got.moverClass, *sealed);
            EXPECT_EQ(got.spawn, *sealed == MoverClass::Foot || !fords ? 0 : 1);
            (*sealed == MoverClass::Foot ? sealedFoot : sealedWheeled) += 1;
          } else {
            ASSERT_TRUE(got.ok()) << "seed " << seed << " cell " << x << "," << y << ": " << describe(got.status);
          }
        }
      }
      // Then grow the maze by one allowed tower and look again.
      for (int tries = 0; tries < 20; ++tries) {
        if (world.build(0, {rng.below(level.width), rng.below(level.height)}).ok()) break;
      }
    }
  }
  // Both kinds of refusal were met, so the test saw both classes decide.
  EXPECT_GT(sealedFoot, 0);
  EXPECT_GT(sealedWheeled, 0);
  EXPECT_GT(shared, 5);
}

// A build or a sale pays for the placement checks' rebuild; the checks that
// follow, one per mouse move, rebuild nothing.
TEST(MoverLayers, ChecksBetweenChangesRebuildNothing) {
  for (const bool fords : {true, false}) {
    LevelDef level;
    World* world = nullptr;
    std::unique_ptr<World> owned;
    for (uint64_t seed = 1; seed < 50 && world == nullptr; ++seed) {
      level = randomLevel(seed, fords);
      owned = std::make_unique<World>(level, classDefs(), seed);
      if (playable(level, *owned)) world = owned.get();
    }
    ASSERT_NE(world, nullptr);
    auto builds = [&] {
      uint64_t n = 0;
      for (const MoverLayer& layer : world->layers()) n += layer.placement.cacheBuilds();
      return n;
    };
    const size_t owners = fords ? 2u : 1u;
    for (int changes = 0; changes < 6; ++changes) {
      const uint64_t before = builds();
      bool changed = false;
      for (int32_t y = 0; y < level.height && !changed; ++y) {
        for (int32_t x = 0; x < level.width && !changed; ++x) changed = world->build(0, {x, y}).ok();
      }
      ASSERT_TRUE(changed);
      EXPECT_EQ(builds(), before + owners);
      for (int32_t y = 0; y < level.height; ++y) {
        for (int32_t x = 0; x < level.width; ++x) world->placementAt({x, y});
      }
      EXPECT_EQ(builds(), before + owners);
    }
  }
}

// On a field ringed by a road, a cart takes the long way round on the road
// (cheap for wheels) where a foot soldier cuts across the grass.
TEST(MoverLayers, WheeledRoutesKeepToTheRoad) {
  const LevelDef base = test::testLevel(
      {
          "=========",
          "=.......=",
          "=.......=",
          "=.......=",
          "=.......=",
          "=.......=",
          "S.......G",
          "=.......=",
          "=.......=",
          "=.......=",
          "=.......=",
          "=.......=",
          "=========",
      },
      {});
  LevelDef level = base;
  level.terrains = classTerrains();
  WaveDef wave;
  wave.groups.push_back({"normal", 1, 1.0f, 0, 0.0f});
  wave.groups.push_back({"cart", 1, 1.0f, 0, 0.0f});
  level.waves = {wave};
  World world(level, classDefs(), 1);
  ASSERT_EQ(world.layers().size(), 2u);
  const MoverLayer& foot = world.layers()[0];
  const MoverLayer& wheels = world.layers()[1];
  // Foot goes straight along the middle row; wheels turn onto the road.
  EXPECT_EQ(foot.flow.next(foot.grid, {0, 6}), (Cell{1, 6}));
  const Cell first = wheels.flow.next(wheels.grid, {0, 6});
  EXPECT_TRUE(first == (Cell{0, 5}) || first == (Cell{0, 7})) << first.x << "," << first.y;
  // Every cell of the wheeled route between the endpoints is road; the foot
  // route crosses grass.
  int steps = 0;
  for (Cell c = first; c != level.goals[0] && steps < 100; c = wheels.flow.next(wheels.grid, c), ++steps) {
    EXPECT_EQ(level.tile(c), 1) << "the wheeled route leaves the road at " << c.x << "," << c.y;
  }
  EXPECT_LT(steps, 100);
  EXPECT_EQ(level.tile(foot.flow.next(foot.grid, {0, 6})), 0);
}

}  // namespace
}  // namespace td
