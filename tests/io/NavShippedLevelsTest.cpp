#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "engine/level/LevelGrid.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavQuery.h"
#include "engine/nav/ObjFormat.h"
#include "engine/nav/VisibilityGraph.h"
#include "io/LevelJson.h"
#include "tests/engine/support/MeshCanonical.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

const char* const kLevels[] = {"01_first_steps", "02_open_field", "03_crossroads",
                               "04_two_gates",   "05_mudflats",   "13_grand_campaign"};

Grid shippedGrid(const std::string& stem) {
  const LevelLoad level =
      loadLevel(test::sourceDir() / "levels" / (stem + ".json"), test::shippedTerrains(), &test::shippedDefs());
  EXPECT_TRUE(level.ok()) << stem;
  return makeGrid(level.level);
}

TEST(NavShippedLevels, MeshesWrittenAsObjReadBackTheSame) {
  for (const char* stem : kLevels) {
    SCOPED_TRACE(stem);
    LevelNavMesh nav;
    nav.build(shippedGrid(stem));
    std::ostringstream out;
    writeObj(out, nav.mesh());
    std::istringstream in(out.str());
    const ObjLoad back = readObj(in);
    ASSERT_TRUE(back.ok()) << back.line << ": " << back.error;
    EXPECT_EQ(test::canonicalTriangles(back.mesh), test::canonicalTriangles(nav.mesh()));
  }
}

// Every pair of walkable cell centres on a coarse lattice of each shipped
// level: the path against the exact Euclidean shortest one, for the three
// ways of choosing the corridor.
TEST(NavShippedLevels, PathsAgainstTheExactShortestPath) {
  NavQuery query;
  NavPath path;
  const NavCost costs[] = {NavCost::Exact, NavCost::Centroids, NavCost::Portals};
  const char* const names[] = {"interval search", "A* centroids", "A* portals"};
  for (const char* stem : kLevels) {
    const Grid grid = shippedGrid(stem);
    LevelNavMesh nav;
    nav.build(grid);
    VisibilityGraph exact;
    exact.build(grid);
    std::vector<Vec2> points;
    for (int32_t y = 0; y < grid.height(); y += 3) {
      for (int32_t x = 0; x < grid.width(); x += 3) {
        if (grid.passable({x, y})) points.push_back({static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f});
      }
    }
    double worst[3] = {1, 1, 1};
    double sum[3] = {0, 0, 0};
    int pairs = 0;
    for (size_t i = 0; i < points.size(); i += 2) {
      for (size_t j = i + 1; j < points.size(); j += 5) {
        const float best = exact.shortest(points[i], points[j]);
        ASSERT_GT(best, 0.0f);
        ++pairs;
        for (int c = 0; c < 3; ++c) {
          NavPathOptions options;
          options.cost = costs[c];
          ASSERT_EQ(query.findPath(nav, points[i], points[j], path, options), NavStatus::Found);
          ASSERT_GE(path.length, best - 1e-3f) << names[c];
          worst[c] = std::max(worst[c], static_cast<double>(path.length / best));
          sum[c] += path.length / best;
        }
      }
    }
    for (int c = 0; c < 3; ++c) {
      std::printf("%s, %s: %d paths, mean excess %.3f%%, worst %.3f%%\n", stem, names[c], pairs,
                  100.0 * (sum[c] / pairs - 1.0), 100.0 * (worst[c] - 1.0));
    }
    EXPECT_GT(pairs, 50) << stem;
    EXPECT_LT(worst[0], 1.001) << stem;
  }
}

}  // namespace
}  // namespace td
