#include <gtest/gtest.h>

#include "engine/sim/GameDefs.h"

namespace td {
namespace {

// Every walker's pace, and so every recorded game and rating, rests on these
// quotients to the bit: a cheaper form (a reciprocal, a table built another
// way) must give exactly the division worked out at run time here (volatile
// keeps the compiler from folding it).
TEST(GameDefs, TerrainSpeedsAreTheQuotientsWorkedOutAtRunTime) {
  volatile float reference = static_cast<float>(kReferenceTerrainCost);
  EXPECT_EQ(terrainSpeed(0), 1.0f);
  for (int cost = 1; cost < 256; ++cost) {
    volatile float c = static_cast<float>(cost);
    const float quotient = reference / c;
    EXPECT_EQ(terrainSpeed(static_cast<uint8_t>(cost)), quotient) << "cost " << cost;
  }
  EXPECT_EQ(terrainSpeed(1), 2.0f);
  EXPECT_EQ(terrainSpeed(4), 0.5f);
}

}  // namespace
}  // namespace td
