#include <gtest/gtest.h>

#include <vector>

#include "engine/path/PathTurns.h"

namespace td {
namespace {

TEST(PathTurns, CountsEveryChangeOfDirectionOnce) {
  EXPECT_EQ(countTurns(std::vector<Cell>{}), 0u);
  EXPECT_EQ(countTurns(std::vector<Cell>{{0, 0}, {1, 0}}), 0u);
  EXPECT_EQ(countTurns(std::vector<Cell>{{0, 0}, {1, 0}, {2, 0}, {3, 0}}), 0u);
  // East, then South-East (45 degrees), then South (45), then West (90).
  EXPECT_EQ(countTurns(std::vector<Cell>{{0, 0}, {1, 0}, {2, 1}, {2, 2}, {1, 2}}), 3u);
  // A straight diagonal, then straight back up (135 degrees) counts once.
  EXPECT_EQ(countTurns(std::vector<Cell>{{0, 0}, {1, 1}, {2, 2}, {2, 1}}), 1u);
}

}  // namespace
}  // namespace td
