#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>

#include "engine/grid/MapGenerator.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavQuery.h"
#include "engine/nav/VisibilityGraph.h"
#include "engine/path/FlowField.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

Vec2 centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

// The mesh covers exactly the walkable cells: every cell's centre is on it
// or not as the cell is walkable, the areas add up, and no triangle edge is
// a border inside walkable ground (neighbouring rectangles share whole
// edges, so there are no cracks).
void expectCoversExactly(const Grid& grid, const LevelNavMesh& nav) {
  const NavMesh& mesh = nav.mesh();
  int walkable = 0;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      const bool open = grid.passable({x, y});
      walkable += open ? 1 : 0;
      const Located at = nav.locate({static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f});
      ASSERT_EQ(at.status == LocateStatus::Inside, open) << "cell " << x << "," << y;
    }
  }
  double area = 0.0;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    area += mesh.area(t);
    for (int e = 0; e < 3; ++e) {
      if (mesh.edgeUses(t, e) != 1) continue;
      // A border edge: walkable on the inside, not on the outside.
      const Vec2 a = mesh.corner(t, e);
      const Vec2 b = mesh.corner(t, (e + 1) % 3);
      const Vec2 mid = (a + b) * 0.5f;
      const Vec2 out = mid + Vec2{b.y - a.y, a.x - b.x} * (0.25f / distance(a, b));
      const Cell beyond{static_cast<int32_t>(std::floor(out.x)), static_cast<int32_t>(std::floor(out.y))};
      ASSERT_FALSE(grid.passable(beyond)) << "a crack at " << mid.x << "," << mid.y;
    }
  }
  EXPECT_NEAR(area, walkable, 1e-3);
}

TEST(LevelNavMesh, CoversTheWalkableCellsAndNothingElse) {
  test::Rng rng(99);
  for (int round = 0; round < 30; ++round) {
    const Grid grid = test::randomGrid(rng, 5 + rng.below(30), 5 + rng.below(20), rng.below(45), false);
    LevelNavMesh nav;
    nav.build(grid);
    expectCoversExactly(grid, nav);
    if (HasFatalFailure()) return;
  }
}

TEST(LevelNavMesh, LocalUpdatesCoverWhatARebuildCovers) {
  test::Rng rng(5);
  for (int round = 0; round < 8; ++round) {
    Grid grid = test::randomGrid(rng, 24, 16, 15, false);
    LevelNavMesh nav;
    nav.build(grid);
    for (int change = 0; change < 120; ++change) {
      const Cell c{rng.below(grid.width()), rng.below(grid.height())};
      if (grid.terrain(c) == test::kWall) continue;
      if (grid.blocked(c)) {
        grid.setBlocked(c, false);
        nav.cellFreed(grid, c);
      } else {
        grid.setBlocked(c, true);
        nav.cellBlocked(grid, c);
      }
      expectCoversExactly(grid, nav);
      if (HasFatalFailure()) return;
    }
    LevelNavMesh rebuilt;
    rebuilt.build(grid);
    expectCoversExactly(grid, rebuilt);
  }
}

// On weighted ground every triangle lies on cells of one cost, which it
// carries, and so it stays through towers built and sold.
void expectTrianglesOnGroundOfTheirCost(const Grid& grid, const LevelNavMesh& nav) {
  const NavMesh& mesh = nav.mesh();
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    // A point well inside the triangle, and the cells its corners' insides touch.
    const Vec2 c = mesh.centroid(t);
    for (int k = 0; k < 3; ++k) {
      const Vec2 p = c + (mesh.corner(t, k) - c) * 0.98f;
      const Cell cell{static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))};
      ASSERT_EQ(static_cast<float>(grid.cost(cell)), mesh.region(t).cost) << "triangle " << t;
    }
  }
}

TEST(LevelNavMesh, TrianglesCarryTheCostOfTheOneGroundTheyLieOn) {
  test::Rng rng(23);
  for (int round = 0; round < 6; ++round) {
    Grid grid = test::randomGrid(rng, 20, 14, 12, true);
    LevelNavMesh nav;
    nav.build(grid);
    expectCoversExactly(grid, nav);
    expectTrianglesOnGroundOfTheirCost(grid, nav);
    EXPECT_FALSE(nav.mesh().uniformCost());
    for (int change = 0; change < 60; ++change) {
      const Cell c{rng.below(grid.width()), rng.below(grid.height())};
      if (grid.terrain(c) == test::kWall) continue;
      if (grid.blocked(c)) {
        grid.setBlocked(c, false);
        nav.cellFreed(grid, c);
      } else {
        grid.setBlocked(c, true);
        nav.cellBlocked(grid, c);
      }
      expectCoversExactly(grid, nav);
      expectTrianglesOnGroundOfTheirCost(grid, nav);
      if (HasFatalFailure()) return;
    }
  }
}

// Random levels: a path exists exactly when a grid route does; every segment
// stays on walkable ground; none is shorter than the exact Euclidean
// shortest path (the visibility graph). The interval search matches it; the
// classic A* over triangles (centroid or portal costs) is measured too.
TEST(LevelNavMesh, PathsAgreeWithTheGridAndTheExactShortestPath) {
  test::Rng rng(2718);
  NavQuery query;
  NavPath path;
  constexpr NavCost kCosts[] = {NavCost::Exact, NavCost::Centroids, NavCost::Portals};
  const char* const kNames[] = {"interval search", "A* centroids", "A* portals"};
  double worst[3] = {1.0, 1.0, 1.0};
  double sum[3] = {0.0, 0.0, 0.0};
  int found = 0;
  int none = 0;
  for (int round = 0; round < 40; ++round) {
    const Grid grid = test::randomGrid(rng, 12 + rng.below(20), 10 + rng.below(12), 10 + rng.below(25), false);
    LevelNavMesh nav;
    nav.build(grid);
    VisibilityGraph exact;
    exact.build(grid);
    for (int q = 0; q < 25; ++q) {
      const Cell a = test::randomPassable(rng, grid);
      const Cell b = test::randomPassable(rng, grid);
      // On the cell's west edge, on its middle line, anywhere inside. (Not on
      // a corner: where two walls touch diagonally a corner point belongs to
      // two unconnected places at once, so which one it is in is a choice.)
      const float fx =
          q % 3 == 0 ? 0.0f : (q % 3 == 1 ? 0.5f : 0.1f + 0.8f * static_cast<float>(rng.below(100)) / 100.0f);
      const float fy = 0.1f + 0.8f * static_cast<float>(rng.below(100)) / 100.0f;
      const Vec2 pa{static_cast<float>(a.x) + fx, static_cast<float>(a.y) + fy};
      const Vec2 pb{static_cast<float>(b.x) + 0.5f, static_cast<float>(b.y) + 0.5f};
      FlowField field;
      const std::vector<Cell> goal{b};
      field.compute(grid, goal, Connectivity::Four);
      const float best = exact.shortest(pa, pb);
      for (int c = 0; c < 3; ++c) {
        NavPathOptions options;
        options.cost = kCosts[c];
        const NavStatus status = query.findPath(nav, pa, pb, path, options);
        ASSERT_EQ(status == NavStatus::Found, best >= 0.0f) << kNames[c] << ", round " << round << " query " << q;
        if (status != NavStatus::Found) continue;
        for (size_t i = 0; i + 1 < path.points.size(); ++i) {
          ASSERT_TRUE(exact.visible(path.points[i], path.points[i + 1]))
              << kNames[c] << ": segment " << i << " leaves the walkable ground, round " << round;
        }
        ASSERT_GE(path.length, best - 1e-3f) << kNames[c] << ": shorter than the shortest path, round " << round;
        const double ratio = best > 1e-4f ? path.length / best : 1.0;
        worst[c] = std::max(worst[c], ratio);
        sum[c] += ratio;
      }
      ASSERT_EQ(best >= 0.0f, field.reachable(grid, a)) << "the reference disagrees with the grid, round " << round;
      if (best < 0.0f) {
        ++none;
      } else {
        ++found;
      }
    }
  }
  for (int c = 0; c < 3; ++c) {
    std::printf("%s: %d paths, mean excess %.3f%%, worst %.3f%% over the exact shortest path (%d pairs apart)\n",
                kNames[c], found, 100.0 * (sum[c] / found - 1.0), 100.0 * (worst[c] - 1.0), none);
  }
  EXPECT_GT(found, 500);
  EXPECT_GT(none, 10);
  EXPECT_LT(worst[0], 1.001);
}

TEST(LevelNavMesh, PathsExistExactlyWhereGridRoutesDo) {
  test::Rng rng(77);
  NavQuery query;
  NavPath path;
  for (int round = 0; round < 60; ++round) {
    const Grid grid = test::randomGrid(rng, 8 + rng.below(24), 6 + rng.below(16), 15 + rng.below(30), false);
    LevelNavMesh nav;
    nav.build(grid);
    for (int q = 0; q < 20; ++q) {
      const Cell a = test::randomPassable(rng, grid);
      const Cell b = test::randomPassable(rng, grid);
      FlowField field;
      const std::vector<Cell> goal{b};
      field.compute(grid, goal, Connectivity::Four);
      const NavStatus status = query.findPath(nav, centre(a), centre(b), path);
      ASSERT_EQ(status == NavStatus::Found, field.reachable(grid, a)) << "round " << round;
    }
  }
}

// Mazes and rooms: long winding paths with a turn at nearly every wall end,
// where rounding near vertices once cut the search short.
TEST(LevelNavMesh, MazesAndRoomsAgreeWithTheExactShortestPath) {
  NavQuery query;
  NavPath path;
  int checked = 0;
  for (const MapKind kind : {MapKind::Maze, MapKind::Rooms}) {
    for (const int32_t side : {33, 64}) {
      MapSpec spec;
      spec.kind = kind;
      spec.width = spec.height = side;
      spec.seed = static_cast<uint64_t>(side);
      const Grid grid = generateMap(spec);
      LevelNavMesh nav;
      nav.build(grid);
      VisibilityGraph exact;
      exact.build(grid);
      test::Rng rng(static_cast<uint64_t>(side) * 3 + static_cast<uint64_t>(kind));
      for (int q = 0; q < 60; ++q) {
        const Vec2 a = centre(test::randomPassable(rng, grid));
        const Vec2 b = centre(test::randomPassable(rng, grid));
        const float best = exact.shortest(a, b);
        const NavStatus status = query.findPath(nav, a, b, path);
        ASSERT_EQ(status == NavStatus::Found, best >= 0.0f) << mapKindName(kind) << side << " query " << q;
        if (best < 0.0f) continue;
        ASSERT_NEAR(path.length, best, 1e-3f * (1.0f + best)) << mapKindName(kind) << side << " query " << q;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 150);
}

TEST(LevelNavMesh, WarmedUpQueriesAllocateNothing) {
  test::Rng rng(8);
  const Grid grid = test::randomGrid(rng, 40, 30, 25, false);
  LevelNavMesh nav;
  nav.build(grid);
  NavQuery query;
  NavPath path;
  path.points.reserve(256);
  std::vector<std::pair<Vec2, Vec2>> pairs;
  for (int q = 0; q < 200; ++q)
    pairs.push_back({centre(test::randomPassable(rng, grid)), centre(test::randomPassable(rng, grid))});
  for (const auto& [a, b] : pairs) query.findPath(nav, a, b, path);  // warm up
  const size_t before = test::allocationCount();
  int found = 0;
  for (const NavCost cost : {NavCost::Exact, NavCost::Centroids, NavCost::Portals}) {
    NavPathOptions options;
    options.cost = cost;
    for (const auto& [a, b] : pairs) found += query.findPath(nav, a, b, path, options) == NavStatus::Found;
  }
  EXPECT_EQ(test::allocationCount(), before);
  EXPECT_GT(found, 100);
}

}  // namespace
}  // namespace td
