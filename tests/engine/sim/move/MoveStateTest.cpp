#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "engine/sim/move/MoveState.h"

namespace td {
namespace {

// The table is read off the memory types: one row each, in the enum's order, each name its own.
TEST(MoveState, EveryBehaviourHasItsRowInOrderAndItsOwnName) {
  std::set<std::string_view> names;
  for (size_t k = 0; k < kMovementCount; ++k) {
    const MovementInfo& m = kMovements[k];
    EXPECT_EQ(static_cast<size_t>(m.kind), k);
    EXPECT_FALSE(m.name.empty());
    EXPECT_TRUE(names.insert(m.name).second) << m.name;
    EXPECT_EQ(movementNamed(m.name), m.kind);
    EXPECT_EQ(freshMoveState(m.kind).index(), k) << m.name << ": its memory is another behaviour's";
  }
  EXPECT_EQ(movementNamed("teleport"), std::nullopt);
}

TEST(MoveState, EveryWayButTheRouteIsDescribedAndNoTwoAlike) {
  std::set<std::string> seen;
  for (const MovementInfo& m : kMovements) {
    const std::string way(m.way);
    if (m.kind == MovementKind::Route) {
      EXPECT_TRUE(way.empty());
      continue;
    }
    EXPECT_FALSE(way.empty()) << m.name;
    // The side panel fits about 32 characters beside the wave preview.
    EXPECT_LE(way.size(), 32u) << m.name << ": too long for the side panel";
    EXPECT_TRUE(seen.insert(way).second) << m.name;
  }
  EXPECT_NE(std::string(movementInfo(MovementKind::Trace).way).find("towers"), std::string::npos);
  EXPECT_NE(std::string(movementInfo(MovementKind::Road).way).find("road"), std::string::npos);
}

// A behaviour's fresh memory is in one of its modes (what the trace writes), or none for one without modes.
TEST(MoveState, AFreshMemoryIsInOneOfItsModes) {
  for (const MovementInfo& m : kMovements) {
    const char* mode = traceMode(freshMoveState(m.kind));
    if (m.modes.empty()) {
      EXPECT_EQ(mode, nullptr) << m.name;
      continue;
    }
    ASSERT_NE(mode, nullptr) << m.name;
    EXPECT_NE(std::find(m.modes.begin(), m.modes.end(), std::string_view(mode)), m.modes.end()) << m.name;
  }
  EXPECT_TRUE(movementInfo(MovementKind::Fly).airborne);
  EXPECT_TRUE(movementInfo(MovementKind::Waypoints).airborne);
  EXPECT_FALSE(movementInfo(MovementKind::Route).airborne);
}

}  // namespace
}  // namespace td
