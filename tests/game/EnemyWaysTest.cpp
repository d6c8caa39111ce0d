#include <gtest/gtest.h>

#include <set>
#include <string>

#include "game/play/EnemyWays.h"

namespace td {
namespace {

TEST(EnemyWays, EveryWayButTheRouteIsDescribedAndNoTwoAlike) {
  std::set<std::string> seen;
  for (const MovementInfo& m : kMovements) {
    const std::string way(enemyWay(m.kind));
    if (m.kind == MovementKind::Route) {
      EXPECT_TRUE(way.empty());
      continue;
    }
    EXPECT_FALSE(way.empty()) << m.name;
    // The side panel fits about 32 characters beside the wave preview.
    EXPECT_LE(way.size(), 32u) << m.name << ": too long for the side panel";
    EXPECT_TRUE(seen.insert(way).second) << m.name;
  }
}

TEST(EnemyWays, TheTracerIsToldToWalkRoundTowers) {
  EXPECT_NE(std::string(enemyWay(MovementKind::Trace)).find("towers"), std::string::npos);
  EXPECT_NE(std::string(enemyWay(MovementKind::Road)).find("road"), std::string::npos);
}

}  // namespace
}  // namespace td
