#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/path/AStar.h"
#include "engine/path/FlowField.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// Sum of the step costs along a path, checking every step is a legal move.
Distance walkCost(const Grid& grid, const std::vector<Cell>& path, bool eight) {
  Distance total = 0;
  for (size_t k = 1; k < path.size(); ++k) {
    const int dx = path[k].x - path[k - 1].x;
    const int dy = path[k].y - path[k - 1].y;
    EXPECT_TRUE(std::abs(dx) <= 1 && std::abs(dy) <= 1 && (dx != 0 || dy != 0));
    const bool diagonal = dx != 0 && dy != 0;
    EXPECT_TRUE(!diagonal || eight);
    int d = 0;
    while (kDirectionSteps[static_cast<size_t>(d)].dx != dx || kDirectionSteps[static_cast<size_t>(d)].dy != dy) ++d;
    EXPECT_TRUE(grid.canStep(grid.index(path[k - 1]), static_cast<Direction>(d)));
    total += stepUnit(static_cast<Direction>(d)) * grid.cost(path[k]);
  }
  return total;
}

TEST(AStar, FindsTheHandComputedPath) {
  const Grid grid = test::gridFromRows({
      ".....",
      "####.",
      ".....",
  });
  AStar astar;
  std::vector<Cell> path;
  const PathResult r = astar.find(grid, {0, 0}, {0, 2}, Connectivity::Four, path);
  ASSERT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 10 * kOrthogonalUnit);
  ASSERT_EQ(path.size(), 11u);
  EXPECT_EQ(path.front(), (Cell{0, 0}));
  EXPECT_EQ(path.back(), (Cell{0, 2}));
  EXPECT_EQ(walkCost(grid, path, false), r.cost);
}

TEST(AStar, ReportsInvalidEndsAndUnreachableGoals) {
  const Grid grid = test::gridFromRows({
      "..#..",
      "..#..",
  });
  AStar astar;
  std::vector<Cell> path{{9, 9}};
  EXPECT_EQ(astar.find(grid, {2, 0}, {0, 0}, Connectivity::Eight, path).status, PathStatus::StartInvalid);
  EXPECT_EQ(astar.find(grid, {0, 0}, {7, 0}, Connectivity::Eight, path).status, PathStatus::GoalInvalid);
  const PathResult r = astar.find(grid, {0, 0}, {4, 1}, Connectivity::Eight, path);
  EXPECT_EQ(r.status, PathStatus::Unreachable);
  EXPECT_TRUE(path.empty());
  EXPECT_EQ(r.expanded, 4u);  // the whole left pocket, nothing more
}

TEST(AStar, StartEqualsGoal) {
  const Grid grid = test::gridFromRows({"..."});
  AStar astar;
  std::vector<Cell> path;
  const PathResult r = astar.find(grid, {1, 0}, {1, 0}, Connectivity::Four, path);
  EXPECT_EQ(r.status, PathStatus::Found);
  EXPECT_EQ(r.cost, 0u);
  EXPECT_EQ(path, (std::vector<Cell>{{1, 0}}));
}

// For every pair of cells, A*'s cost equals the flow field's distance, for
// every heuristic, both connectivities, and weighted terrain.
TEST(AStar, CostEqualsFlowFieldDistanceForEveryPair) {
  test::Rng rng(99);
  AStar astar;
  std::vector<Cell> path;
  int pairs = 0;
  for (int round = 0; round < 8; ++round) {
    const bool eight = round % 2 == 0;
    const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
    const Grid grid = test::randomGrid(rng, 12 + rng.below(6), 8 + rng.below(6), 25, round >= 4);
    for (int32_t gy = 0; gy < grid.height(); ++gy) {
      for (int32_t gx = 0; gx < grid.width(); ++gx) {
        const Cell goal{gx, gy};
        if (!grid.passable(goal)) continue;
        FlowField field;
        const std::vector<Cell> goals{goal};
        field.compute(grid, goals, conn);
        for (int32_t y = 0; y < grid.height(); ++y) {
          for (int32_t x = 0; x < grid.width(); ++x) {
            const Cell start{x, y};
            if (!grid.passable(start)) continue;
            const Heuristic h = (pairs % 3 == 0) ? Heuristic::None : Heuristic::Auto;
            const PathResult r = astar.find(grid, start, goal, conn, path, h);
            ++pairs;
            if (!field.reachable(grid, start)) {
              ASSERT_EQ(r.status, PathStatus::Unreachable);
              continue;
            }
            ASSERT_EQ(r.status, PathStatus::Found);
            ASSERT_EQ(r.cost, field.distance(grid, start));
            ASSERT_EQ(walkCost(grid, path, eight), r.cost);
          }
        }
      }
    }
  }
  EXPECT_GT(pairs, 10000);
}

TEST(AStar, HeuristicExpandsFewerCellsThanDijkstraOnOpenGround) {
  const Grid grid(64, 64, test::testTerrains());
  AStar astar;
  std::vector<Cell> path;
  const PathResult guided = astar.find(grid, {2, 2}, {60, 50}, Connectivity::Eight, path);
  const PathResult blind = astar.find(grid, {2, 2}, {60, 50}, Connectivity::Eight, path, Heuristic::None);
  EXPECT_EQ(guided.cost, blind.cost);
  EXPECT_LT(guided.expanded * 10, blind.expanded);
}

// A random grid over the given terrain kinds (kind 0 is the wall).
Grid randomTerrainGrid(test::Rng& rng, int32_t w, int32_t h, const std::vector<TerrainDef>& kinds, int wallPercent) {
  Grid grid(w, h, kinds, 1);
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      const auto kind = rng.chance(wallPercent)
                            ? uint8_t{0}
                            : static_cast<uint8_t>(1 + rng.below(static_cast<int32_t>(kinds.size()) - 1));
      grid.setTerrain({x, y}, kind);
    }
  }
  return grid;
}

// Every pair of cells of small grids against the flow field, on terrain whose
// costs span 1..254 (the open list's buckets then widen) and on terrain whose
// cheapest cost is 5 (the estimate is scaled), with every heuristic that is
// admissible for the connectivity.
TEST(AStar, CostEqualsFlowFieldDistanceOnSteepAndOnExpensiveTerrain) {
  const std::vector<std::vector<TerrainDef>> terrainSets{
      {{"wall", kImpassableCost, false}, {"road", 1, true}, {"swamp", 254, true}, {"sand", 40, true}},
      {{"wall", kImpassableCost, false}, {"scree", 5, true}, {"bog", 9, true}, {"lava", 200, true}},
  };
  test::Rng rng(4242);
  AStar astar;
  std::vector<Cell> path;
  int pairs = 0;
  for (size_t set = 0; set < terrainSets.size(); ++set) {
    for (int round = 0; round < 4; ++round) {
      const Grid grid = randomTerrainGrid(rng, 9 + rng.below(5), 7 + rng.below(4), terrainSets[set], 20);
      const bool eight = round % 2 == 0;
      const Connectivity conn = eight ? Connectivity::Eight : Connectivity::Four;
      const std::vector<Heuristic> heuristics{Heuristic::Auto, Heuristic::None, Heuristic::Octile};
      for (int32_t gy = 0; gy < grid.height(); ++gy) {
        for (int32_t gx = 0; gx < grid.width(); ++gx) {
          const Cell goal{gx, gy};
          if (!grid.passable(goal)) continue;
          FlowField field;
          const std::vector<Cell> goals{goal};
          field.compute(grid, goals, conn);
          for (int32_t y = 0; y < grid.height(); ++y) {
            for (int32_t x = 0; x < grid.width(); ++x) {
              const Cell start{x, y};
              if (!grid.passable(start)) continue;
              const Heuristic h = heuristics[static_cast<size_t>(pairs) % heuristics.size()];
              const PathResult r = astar.find(grid, start, goal, conn, path, h);
              ++pairs;
              const std::string where = "set " + std::to_string(set) + " round " + std::to_string(round);
              if (!field.reachable(grid, start)) {
                ASSERT_EQ(r.status, PathStatus::Unreachable) << where;
                continue;
              }
              ASSERT_EQ(r.status, PathStatus::Found) << where;
              ASSERT_EQ(r.cost, field.distance(grid, start)) << where;
              ASSERT_EQ(path.front(), start) << where;
              ASSERT_EQ(path.back(), goal) << where;
              ASSERT_EQ(walkCost(grid, path, eight), r.cost) << where;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(pairs, 4000);
}

// A map large enough for open lists of thousands of entries, many cells
// improved after they were first reached (weighted terrain), and searches
// that run dry in big pockets.
TEST(AStar, CostEqualsFlowFieldDistanceOnALargeWeightedMap) {
  test::Rng rng(77);
  const Grid grid = test::randomGrid(rng, 180, 140, 28, true);
  AStar astar;
  std::vector<Cell> path;
  int found = 0;
  int unreachable = 0;
  for (int g = 0; g < 12; ++g) {
    const Cell goal = test::randomPassable(rng, grid);
    const std::vector<Cell> goals{goal};
    for (const Connectivity conn : {Connectivity::Eight, Connectivity::Four}) {
      FlowField field;
      field.compute(grid, goals, conn);
      for (int k = 0; k < 15; ++k) {
        const Cell start = test::randomPassable(rng, grid);
        const PathResult r = astar.find(grid, start, goal, conn, path);
        if (!field.reachable(grid, start)) {
          ASSERT_EQ(r.status, PathStatus::Unreachable);
          ++unreachable;
          continue;
        }
        ASSERT_EQ(r.status, PathStatus::Found);
        ASSERT_EQ(r.cost, field.distance(grid, start));
        ASSERT_EQ(walkCost(grid, path, conn == Connectivity::Eight), r.cost);
        ++found;
      }
    }
  }
  EXPECT_GT(found, 200);
  EXPECT_GT(unreachable, 0);
}

// Mazes keep few cells open and walk long corridors (the searches that stay
// in the small open list and expand corridor cells directly); weighted mazes
// and room maps also leave the small list. Every pair against the flow field.
TEST(AStar, CostEqualsFlowFieldDistanceOnMazesAndRooms) {
  test::Rng rng(808);
  AStar astar;
  std::vector<Cell> path;
  int found = 0;
  for (const MapKind kind : {MapKind::Maze, MapKind::Rooms}) {
    for (const uint8_t maxCost : {uint8_t{1}, uint8_t{5}}) {
      const Grid grid =
          generateMap({.kind = kind, .width = 41, .height = 33, .seed = 5u + maxCost, .maxTerrainCost = maxCost});
      for (int g = 0; g < 6; ++g) {
        const Cell goal = test::randomPassable(rng, grid);
        const std::vector<Cell> goals{goal};
        for (const Connectivity conn : {Connectivity::Eight, Connectivity::Four}) {
          FlowField field;
          field.compute(grid, goals, conn);
          for (int k = 0; k < 40; ++k) {
            const Cell start = test::randomPassable(rng, grid);
            const PathResult r = astar.find(grid, start, goal, conn, path);
            ASSERT_EQ(r.status, field.reachable(grid, start) ? PathStatus::Found : PathStatus::Unreachable);
            if (r.status != PathStatus::Found) continue;
            ASSERT_EQ(r.cost, field.distance(grid, start));
            ASSERT_EQ(walkCost(grid, path, conn == Connectivity::Eight), r.cost);
            ++found;
          }
        }
      }
    }
  }
  // Generated maps are connected: every pair has a route.
  EXPECT_EQ(found, 2 * 2 * 6 * 2 * 40);
}

// Corridors are walked without the open list, even past cells it would give
// first. On maps with loops a walked cell can so get a cost that a later
// route beats; on large mazes a walk can end beyond the reach of the bucket
// ring. The large maps are also past the move cache, the small ones within.
TEST(AStar, CorridorWalksStayExactOnLoopsAndLongMazes) {
  struct Case {
    MapKind kind;
    int32_t side;
    double walls;
    uint8_t maxCost;
  };
  const std::vector<Case> cases{
      {MapKind::Maze, 257, 0.0, 1},    {MapKind::Maze, 257, 0.0, 5},   {MapKind::Maze, 61, 0.0, 5},
      {MapKind::Random, 260, 0.42, 5}, {MapKind::Random, 60, 0.42, 1}, {MapKind::Rooms, 260, 0.0, 5},
  };
  test::Rng rng(2024);
  AStar astar;
  std::vector<Cell> path;
  int found = 0;
  for (const Case& c : cases) {
    const Grid grid = generateMap({.kind = c.kind,
                                   .width = c.side,
                                   .height = c.side,
                                   .seed = 11 + static_cast<uint64_t>(c.side) + c.maxCost,
                                   .wallFraction = c.walls,
                                   .maxTerrainCost = c.maxCost});
    for (int g = 0; g < 4; ++g) {
      const Cell goal = test::randomPassable(rng, grid);
      const std::vector<Cell> goals{goal};
      for (const Connectivity conn : {Connectivity::Eight, Connectivity::Four}) {
        FlowField field;
        field.compute(grid, goals, conn);
        for (int k = 0; k < 12; ++k) {
          const Cell start = test::randomPassable(rng, grid);
          const PathResult r = astar.find(grid, start, goal, conn, path);
          const std::string where = std::string(mapKindName(c.kind)) + " " + std::to_string(c.side);
          if (!field.reachable(grid, start)) {
            ASSERT_EQ(r.status, PathStatus::Unreachable) << where;
            continue;
          }
          ASSERT_EQ(r.status, PathStatus::Found) << where;
          ASSERT_EQ(r.cost, field.distance(grid, start)) << where;
          ASSERT_EQ(walkCost(grid, path, conn == Connectivity::Eight), r.cost) << where;
          ++found;
        }
      }
    }
  }
  EXPECT_GT(found, 300);
}

// The per-cell words carry the stamp of the query that wrote them instead of
// being cleared after each query; after 2047 queries the stamps run out and
// the words are cleared once. Answers must not notice.
TEST(AStar, AnswersStayExactAcrossTheStampWrap) {
  test::Rng rng(2047);
  const Grid grid = test::randomGrid(rng, 30, 24, 30, true);
  AStar astar;
  std::vector<Cell> path;
  int queries = 0;
  while (queries < 2300) {
    const Cell goal = test::randomPassable(rng, grid);
    const std::vector<Cell> goals{goal};
    FlowField field;
    field.compute(grid, goals, Connectivity::Eight);
    for (int k = 0; k < 50; ++k, ++queries) {
      const Cell start = test::randomPassable(rng, grid);
      const PathResult r = astar.find(grid, start, goal, Connectivity::Eight, path);
      if (!field.reachable(grid, start)) {
        ASSERT_EQ(r.status, PathStatus::Unreachable) << "query " << queries;
        continue;
      }
      ASSERT_EQ(r.status, PathStatus::Found) << "query " << queries;
      ASSERT_EQ(r.cost, field.distance(grid, start)) << "query " << queries;
      ASSERT_EQ(walkCost(grid, path, true), r.cost) << "query " << queries;
    }
  }
}

// One searcher kept across grid edits, across grids swapped in place (equal
// size and equal revision count, different walls) and across a grid too large
// for the per-cell move cache: every answer must match a fresh flow field.
TEST(AStar, AnswersFollowEveryGridChangeBetweenQueries) {
  test::Rng rng(515);
  AStar astar;
  std::vector<Cell> path;
  auto check = [&](const Grid& grid, int queries) {
    for (int k = 0; k < queries; ++k) {
      const Cell start = test::randomPassable(rng, grid);
      const Cell goal = test::randomPassable(rng, grid);
      const std::vector<Cell> goals{goal};
      FlowField field;
      field.compute(grid, goals, Connectivity::Eight);
      const PathResult r = astar.find(grid, start, goal, Connectivity::Eight, path);
      if (!field.reachable(grid, start)) {
        ASSERT_EQ(r.status, PathStatus::Unreachable);
        continue;
      }
      ASSERT_EQ(r.status, PathStatus::Found);
      ASSERT_EQ(r.cost, field.distance(grid, start));
      ASSERT_EQ(walkCost(grid, path, true), r.cost);
    }
  };

  // Edits: a structure on a cell of the last route (so the old moves would
  // lead through it), or a structure removed again.
  Grid grid = test::randomGrid(rng, 40, 30, 20, true);
  std::vector<Cell> placed;
  for (int round = 0; round < 150; ++round) {
    if (!placed.empty() && rng.chance(40)) {
      grid.setBlocked(placed.back(), false);
      placed.pop_back();
    } else if (path.size() > 2) {
      const Cell c = path[path.size() / 2];
      grid.setBlocked(c, true);
      placed.push_back(c);
    }
    check(grid, 2);
  }

  // The same object, assigned grids that share size and revision count.
  const Grid a = test::randomGrid(rng, 30, 30, 25, true);
  const Grid b = test::randomGrid(rng, 30, 30, 25, true);
  ASSERT_EQ(a.revision(), b.revision());  // one terrain write per cell each
  Grid swapped = a;
  for (int round = 0; round < 10; ++round) {
    swapped = round % 2 == 0 ? a : b;
    check(swapped, 5);
  }

  // Larger than the move cache covers: moves are computed as cells expand.
  Grid large = test::randomGrid(rng, 300, 240, 25, true);
  check(large, 12);
  large.setBlocked(test::randomPassable(rng, large), true);
  check(large, 12);
}

TEST(AStar, AllocatesNothingOnceWarmedUp) {
  test::Rng rng(31);
  const Grid grid = test::randomGrid(rng, 120, 90, 25, true);
  std::vector<std::pair<Cell, Cell>> pairs;
  for (int k = 0; k < 60; ++k) pairs.emplace_back(test::randomPassable(rng, grid), test::randomPassable(rng, grid));
  AStar astar;
  std::vector<Cell> path;
  path.reserve(static_cast<size_t>(grid.cellCount()));
  auto run = [&] {
    Distance total = 0;
    for (const auto& [from, to] : pairs) {
      for (const Connectivity conn : {Connectivity::Eight, Connectivity::Four}) {
        const PathResult r = astar.find(grid, from, to, conn, path);
        if (r.status == PathStatus::Found) total += r.cost;
      }
    }
    return total;
  };
  test::expectWarmRunAllocatesNothing(run);
}

}  // namespace
}  // namespace td
