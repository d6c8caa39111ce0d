#include <gtest/gtest.h>

#include <cstdio>
#include <vector>

#include "bench/DetourNav.h"
#include "engine/grid/MapGenerator.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavQuery.h"
#include "engine/path/FlowField.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

Vec2 centre(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }

// Detour, given the same triangles, finds a path exactly when the engine
// does, and never a shorter one (the engine's are the shortest); where
// Detour's is longer, it took another corridor. Its straight path stays on
// the same mesh, so its corners must be on it too.
TEST(DetourOracle, SamePathsOrLongerOnRandomLevelsMazesAndRooms) {
  test::Rng rng(4242);
  NavQuery query;
  NavPath path;
  int compared = 0;
  int longer = 0;
  for (int round = 0; round < 36; ++round) {
    Grid grid = round % 3 == 0
                    ? test::randomGrid(rng, 16 + rng.below(30), 12 + rng.below(20), 10 + rng.below(30), false)
                    : generateMap({.kind = round % 3 == 1 ? MapKind::Maze : MapKind::Rooms,
                                   .width = 33 + 2 * rng.below(10),
                                   .height = 33,
                                   .seed = static_cast<uint64_t>(round)});
    LevelNavMesh nav;
    nav.build(grid);
    bench::DetourNav detour(nav.mesh());
    ASSERT_TRUE(detour.ok()) << "round " << round;
    std::vector<Vec2> corners;
    for (int q = 0; q < 20; ++q) {
      const Cell a = test::randomPassable(rng, grid);
      const Cell b = test::randomPassable(rng, grid);
      FlowField field;
      field.compute(grid, std::vector<Cell>{b}, Connectivity::Four);
      const bool ours = query.findPath(nav, centre(a), centre(b), path) == NavStatus::Found;
      const float theirs = detour.pathLength(centre(a), centre(b), &corners);
      ASSERT_EQ(ours, field.reachable(grid, a));
      ASSERT_EQ(theirs >= 0.0f, ours) << "round " << round << " query " << q;
      if (!ours) continue;
      ASSERT_GE(theirs, path.length * 0.999f) << "Detour beat the shortest path, round " << round << " query " << q;
      for (const Vec2 p : corners) ASSERT_NE(nav.locate(p, 1e-3f).status, LocateStatus::Outside);
      longer += theirs > path.length * 1.001f ? 1 : 0;
      ++compared;
    }
  }
  std::printf("%d paths compared with Detour's: %d of Detour's were more than 0.1%% longer\n", compared, longer);
  EXPECT_GT(compared, 400);
}

}  // namespace
}  // namespace td
