#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/path/FlowField.h"
#include "engine/path/ScanFlood.h"

namespace td {
namespace {

// Rows of '.' (ground), '#' (wall) and digits 2..9 (rough ground of that cost).
Grid gridFromRows(const std::vector<std::string>& rows) {
  const auto h = static_cast<int32_t>(rows.size());
  const auto w = static_cast<int32_t>(rows[0].size());
  Grid grid(w, h, mapTerrains(9), kMapGround);
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      const char ch = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
      if (ch == '#') grid.setTerrain(Cell{x, y}, kMapWall);
      if (ch >= '2' && ch <= '9') grid.setTerrain(Cell{x, y}, static_cast<uint8_t>(ch - '0'));
    }
  }
  return grid;
}

// Plain breadth-first step counts from the goals, 4-connected; -1 when unreachable.
std::vector<int32_t> bfsSteps(const Grid& grid, const std::vector<Cell>& goals) {
  const int32_t w = grid.width();
  std::vector<int32_t> steps(static_cast<size_t>(w) * static_cast<size_t>(grid.height()), -1);
  std::vector<Cell> queue;
  for (const Cell g : goals) {
    if (!grid.passable(g)) continue;
    steps[static_cast<size_t>(g.y * w + g.x)] = 0;
    queue.push_back(g);
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    const Cell c = queue[head];
    const int32_t here = steps[static_cast<size_t>(c.y * w + c.x)];
    for (const Cell n : {Cell{c.x + 1, c.y}, Cell{c.x - 1, c.y}, Cell{c.x, c.y + 1}, Cell{c.x, c.y - 1}}) {
      if (!grid.passable(n) || steps[static_cast<size_t>(n.y * w + n.x)] >= 0) continue;
      steps[static_cast<size_t>(n.y * w + n.x)] = here + 1;
      queue.push_back(n);
    }
  }
  return steps;
}

// Sum of entry costs along the recorded route from c, 4-connected steps.
uint64_t routeCost(const Grid& grid, const ScanFlood& scan, Cell c) {
  uint64_t cost = 0;
  for (Cell n = scan.next(grid, c); !(n == c); n = scan.next(grid, c)) {
    c = n;
    cost += grid.cost(c);
  }
  return cost;
}

Cell firstPassableFrom(const Grid& grid, Cell around) {
  for (int32_t r = 0; r < grid.width() + grid.height(); ++r) {
    for (int32_t y = around.y - r; y <= around.y + r; ++y) {
      for (int32_t x = around.x - r; x <= around.x + r; ++x) {
        if (grid.passable(Cell{x, y})) return Cell{x, y};
      }
    }
  }
  return around;
}

TEST(ScanFlood, NoPassableGoalWetsNothing) {
  const Grid grid = gridFromRows({"..#", "..."});
  ScanFlood scan;
  EXPECT_EQ(scan.flood(grid, {}).status, ScanStatus::NoGoals);
  const std::vector<Cell> goals{{2, 0}, {7, 7}};
  const ScanResult r = scan.flood(grid, goals);
  EXPECT_EQ(r.status, ScanStatus::NoGoals);
  EXPECT_EQ(r.wet, 0u);
  EXPECT_FALSE(scan.wet(grid, Cell{0, 0}));
  EXPECT_EQ(scan.routeLength(grid, Cell{0, 0}), -1);
}

TEST(ScanFlood, WaterRunsEastAndSouthInOnePassButNorthAndWestOneCellAPass) {
  // The in-place update is the point of the method: a row is wetted left to
  // right in the pass that reaches it, but each step against the scan waits
  // for the next pass. One extra quiet pass confirms that nothing changed.
  const Grid row(10, 1, mapTerrains(1), kMapGround);
  ScanFlood scan;
  const std::vector<Cell> west{{0, 0}};
  ScanResult r = scan.flood(row, west);
  EXPECT_EQ(r.status, ScanStatus::Converged);
  EXPECT_EQ(r.passes, 2u);
  EXPECT_EQ(r.wet, 10u);
  const std::vector<Cell> east{{9, 0}};
  r = scan.flood(row, east);
  EXPECT_EQ(r.passes, 10u);
  EXPECT_EQ(r.wet, 10u);
  EXPECT_EQ(scan.direction(row, Cell{0, 0}), Direction::East);
  EXPECT_EQ(scan.direction(row, Cell{9, 0}), Direction::None);

  const Grid column(1, 10, mapTerrains(1), kMapGround);
  const std::vector<Cell> top{{0, 0}};
  EXPECT_EQ(scan.flood(column, top).passes, 2u);
  const std::vector<Cell> bottom{{0, 9}};
  EXPECT_EQ(scan.flood(column, bottom).passes, 10u);
  EXPECT_EQ(scan.direction(column, Cell{0, 0}), Direction::South);
}

TEST(ScanFlood, PassLimitStopsEarlyAndLeavesCellsDry) {
  const Grid row(10, 1, mapTerrains(1), kMapGround);
  ScanFlood scan;
  const std::vector<Cell> goals{{9, 0}};
  const ScanResult r = scan.flood(row, goals, 3);
  EXPECT_EQ(r.status, ScanStatus::PassLimit);
  EXPECT_EQ(r.passes, 3u);
  EXPECT_EQ(r.wet, 4u);
  EXPECT_TRUE(scan.wet(row, Cell{6, 0}));
  EXPECT_FALSE(scan.wet(row, Cell{5, 0}));
}

TEST(ScanFlood, HandCheckedDirections) {
  const Grid grid = gridFromRows({
      ".....",
      ".###.",
      "..G..",
  });
  ScanFlood scan;
  const std::vector<Cell> goals{{2, 2}};
  ASSERT_EQ(scan.flood(grid, goals).status, ScanStatus::Converged);
  EXPECT_EQ(scan.direction(grid, Cell{2, 2}), Direction::None);
  EXPECT_EQ(scan.direction(grid, Cell{3, 2}), Direction::West);
  EXPECT_EQ(scan.direction(grid, Cell{4, 1}), Direction::South);
  EXPECT_EQ(scan.direction(grid, Cell{0, 1}), Direction::South);
  EXPECT_EQ(scan.routeLength(grid, Cell{2, 0}), 6);
  EXPECT_FALSE(scan.wet(grid, Cell{2, 1}));
}

TEST(ScanFlood, ReachesExactlyWhatFlowFieldReachesAndRoutesEndAtAGoal) {
  for (const MapKind kind : {MapKind::Open, MapKind::Random, MapKind::Rooms, MapKind::Maze}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      const Grid grid = generateMap({.kind = kind, .width = 57, .height = 43, .seed = seed});
      const std::vector<Cell> goals{firstPassableFrom(grid, Cell{40, 10}), firstPassableFrom(grid, Cell{5, 30})};
      ScanFlood scan;
      const ScanResult r = scan.flood(grid, goals);
      ASSERT_EQ(r.status, ScanStatus::Converged);
      FlowField field;
      ASSERT_EQ(field.compute(grid, goals, Connectivity::Four), FlowStatus::Ok);
      uint32_t reached = 0;
      for (int32_t y = 0; y < grid.height(); ++y) {
        for (int32_t x = 0; x < grid.width(); ++x) {
          const Cell c{x, y};
          ASSERT_EQ(scan.wet(grid, c), field.reachable(grid, c)) << mapKindName(kind) << " " << x << "," << y;
          if (!scan.wet(grid, c)) continue;
          ++reached;
          // Every step of a route stays on passable cells and the route ends
          // on a goal.
          Cell at = c;
          for (int32_t k = 0; k < grid.cellCount() && scan.direction(grid, at) != Direction::None; ++k) {
            at = scan.next(grid, at);
            ASSERT_TRUE(grid.passable(at));
          }
          EXPECT_TRUE(at == goals[0] || at == goals[1]) << mapKindName(kind) << " " << x << "," << y;
        }
      }
      EXPECT_EQ(r.wet, reached);
    }
  }
}

TEST(ScanFlood, RoutesAreNeverShorterThanBreadthFirstAndOnUniformGroundEqualIt) {
  // Counting passes shows why: a route with n steps north or west takes n
  // passes to wet, and with the start and end fixed every step against the
  // scan is paid for by one step with it, so fewer passes means a shorter
  // route. The first water to arrive therefore came along a shortest route.
  for (const MapKind kind : {MapKind::Random, MapKind::Rooms, MapKind::Maze}) {
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      const Grid grid = generateMap({.kind = kind, .width = 64, .height = 48, .seed = seed});
      const std::vector<Cell> goals{firstPassableFrom(grid, Cell{50, 40})};
      ScanFlood scan;
      scan.flood(grid, goals);
      const std::vector<int32_t> steps = bfsSteps(grid, goals);
      for (int32_t y = 0; y < grid.height(); ++y) {
        for (int32_t x = 0; x < grid.width(); ++x) {
          const int32_t best = steps[static_cast<size_t>(y * grid.width() + x)];
          ASSERT_EQ(scan.routeLength(grid, Cell{x, y}), best) << mapKindName(kind) << " " << x << "," << y;
        }
      }
    }
  }
}

TEST(ScanFlood, PassCountFollowsTheStepsAgainstTheScan) {
  // With updates in place, a cell whose shortest route from the goal takes
  // k steps north or west is wetted in pass k or k + 1, so the flood needs the
  // largest such k plus one or two passes. A flood that only spread from
  // cells wet before the pass began would need one pass per step instead.
  for (const MapKind kind : {MapKind::Open, MapKind::Random, MapKind::Rooms, MapKind::Maze}) {
    const Grid grid = generateMap({.kind = kind, .width = 71, .height = 53, .seed = 21});
    const Cell goal = firstPassableFrom(grid, Cell{35, 26});
    const std::vector<int32_t> steps = bfsSteps(grid, {goal});
    int32_t against = 0;
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) {
        const int32_t length = steps[static_cast<size_t>(y * grid.width() + x)];
        if (length < 0) continue;
        // Steps with the scan minus steps against it is the displacement.
        against = std::max(against, (length - (x - goal.x) - (y - goal.y)) / 2);
      }
    }
    ScanFlood scan;
    const std::vector<Cell> goals{goal};
    const ScanResult r = scan.flood(grid, goals);
    EXPECT_GE(r.passes, static_cast<uint32_t>(against + 1)) << mapKindName(kind);
    EXPECT_LE(r.passes, static_cast<uint32_t>(against + 2)) << mapKindName(kind);
  }
}

TEST(ScanFlood, IgnoresTerrainCostSoWeightedRoutesCostMore) {
  // Straight through the mud is shortest in steps, which is all the scan
  // knows; around it is cheaper.
  const Grid grid = gridFromRows({
      ".......",
      ".99999.",
      "G99999.",
      ".99999.",
      ".......",
  });
  const std::vector<Cell> goals{{0, 2}};
  ScanFlood scan;
  scan.flood(grid, goals);
  FlowField field;
  field.compute(grid, goals, Connectivity::Four);
  const Cell start{6, 2};
  EXPECT_EQ(scan.routeLength(grid, start), 6);
  EXPECT_EQ(routeCost(grid, scan, start), 5u * 9u + 1u);
  EXPECT_EQ(field.distance(grid, start), 10u * kOrthogonalUnit);

  // And never cheaper than the true cheapest route, on any generated map.
  for (const MapKind kind : {MapKind::Open, MapKind::Rooms, MapKind::Random}) {
    const Grid rough = generateMap({.kind = kind, .width = 60, .height = 60, .seed = 8, .maxTerrainCost = 6});
    const std::vector<Cell> roughGoals{firstPassableFrom(rough, Cell{30, 30})};
    scan.flood(rough, roughGoals);
    field.compute(rough, roughGoals, Connectivity::Four);
    int32_t dearer = 0;
    for (int32_t y = 0; y < rough.height(); ++y) {
      for (int32_t x = 0; x < rough.width(); ++x) {
        const Cell c{x, y};
        if (!scan.wet(rough, c)) continue;
        const uint64_t scanned = routeCost(rough, scan, c) * kOrthogonalUnit;
        ASSERT_GE(scanned, field.distance(rough, c));
        dearer += scanned > field.distance(rough, c) ? 1 : 0;
      }
    }
    EXPECT_GT(dearer, 0) << mapKindName(kind);
  }
}

TEST(ScanFlood, FourConnectedRoutesAreLongerThanEightConnectedOnes) {
  const Grid grid(20, 20, mapTerrains(1), kMapGround);
  const std::vector<Cell> goals{{0, 0}};
  ScanFlood scan;
  scan.flood(grid, goals);
  FlowField field;
  field.compute(grid, goals, Connectivity::Eight);
  EXPECT_EQ(scan.routeLength(grid, Cell{19, 19}), 38);
  EXPECT_EQ(field.distance(grid, Cell{19, 19}), 19u * kDiagonalUnit);
}

}  // namespace
}  // namespace td
