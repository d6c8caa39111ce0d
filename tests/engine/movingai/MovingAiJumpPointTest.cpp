// Jump Point Search against A* and the optimal lengths of the Moving AI
// benchmark maps: every scenario of the samples in tests/data, and of the
// larger set in the shared data folder when it is there (td::test::sharedDataDir();
// the cases skip without it, so a fresh clone's tests need nothing outside
// the project).

#include <gtest/gtest.h>

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/movingai/MismatchTolerance.h"
#include "engine/movingai/MovingAiMap.h"
#include "engine/movingai/MovingAiScenario.h"
#include "engine/movingai/PathMoves.h"
#include "engine/path/AStar.h"
#include "engine/path/JumpPointSearch.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

struct Sample {
  const char* folder;  // "tests" or "shared"
  const char* name;
};

void PrintTo(const Sample& s, std::ostream* out) { *out << s.folder << "/" << s.name; }

std::string folderPath(const Sample& s) {
  return std::string(s.folder) == "tests" ? td::test::testDataDir().string() + "/movingai"
                                          : td::test::sharedDataDir().string() + "/movingai";
}

class MovingAiJumpPoint : public testing::TestWithParam<Sample> {};

TEST_P(MovingAiJumpPoint, SameCostsAsAStarAndNoMismatch) {
  const std::string base = folderPath(GetParam()) + "/" + GetParam().name + ".map";
  if (std::string(GetParam().folder) == "shared" && !std::filesystem::exists(base)) {
    GTEST_SKIP() << base << " is not there";
  }
  const MovingAiMapParse map = loadMovingAiMap(base);
  ASSERT_TRUE(map.ok()) << map.error;
  const MovingAiScenarioParse scen = loadMovingAiScenarios(base + ".scen");
  ASSERT_TRUE(scen.ok()) << scen.error;
  ASSERT_FALSE(scen.scenarios.empty());
  const Grid grid = map.map.toGrid();
  ASSERT_TRUE(JumpPointSearch::applies(grid));
  JumpPointSearch jps;
  AStar astar;
  std::vector<Cell> path;
  std::vector<Cell> reference;
  size_t mismatches = 0;
  size_t costDifferences = 0;
  // Every route is held to the benchmark's optimal length below; A* is a second opinion on the cost. On the large
  // shared maps it reruns every eighth scenario only: A* over every scenario of maze512-1-0 was a third of the
  // whole test run, and it certified what the optimal lengths already do.
  const size_t astarStride = std::string(GetParam().folder) == "shared" ? 8 : 1;
  size_t index = 0;
  for (const MovingAiScenario& s : scen.scenarios) {
    const bool checkAStar = index++ % astarStride == 0;
    const PathResult r = jps.find(grid, s.start, s.goal, path);
    ASSERT_EQ(r.status, PathStatus::Found) << "line " << s.line;
    ASSERT_EQ(path.front(), s.start) << "line " << s.line;
    ASSERT_EQ(path.back(), s.goal) << "line " << s.line;
    const PathMoves moves = countMoves(grid, path, Connectivity::Eight);
    ASSERT_TRUE(moves.valid) << "line " << s.line << ": the route is not a chain of legal moves";
    if (checkAStar) {
      const PathResult a = astar.find(grid, s.start, s.goal, Connectivity::Eight, reference, Heuristic::Octile);
      if (a.cost != r.cost) {
        ++costDifferences;
        ADD_FAILURE() << "line " << s.line << ": cost " << r.cost << ", A* " << a.cost;
      }
    }
    if (isLengthMismatch(moves.length(), s.optimal, s.optimalDecimals)) {
      ++mismatches;
      ADD_FAILURE() << "line " << s.line << ": length " << moves.length() << ", optimal " << s.optimal;
    }
  }
  EXPECT_EQ(mismatches, 0u);
  EXPECT_EQ(costDifferences, 0u);
}

INSTANTIATE_TEST_SUITE_P(Samples, MovingAiJumpPoint,
                         testing::Values(Sample{"tests", "arena"}, Sample{"tests", "den312d"},
                                         Sample{"tests", "den520d"}, Sample{"tests", "Berlin_0_256"},
                                         Sample{"shared", "brc202d"}, Sample{"shared", "8room_000"},
                                         Sample{"shared", "maze512-1-0"}, Sample{"shared", "random512-10-0"}),
                         [](const testing::TestParamInfo<Sample>& p) {
                           std::string name = std::string(p.param.folder) + "_" + p.param.name;
                           for (char& c : name) {
                             if (c == '-') c = '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace td
