#include <gtest/gtest.h>

#include "engine/sim/GameDefs.h"

namespace td {
namespace {

// The table must give to the bit what the division it replaced gave, worked
// out at run time here (volatile keeps the compiler from folding it), or every
// walker's pace and every recorded game would change.
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
