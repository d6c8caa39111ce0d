#include "engine/sim/move/HandRule.h"

namespace td {

uint8_t handRuleHeading(const Grid& grid, Cell cell, uint8_t heading, Hand hand) {
  // Turns to try, as clockwise quarter turns: the hand's side first, back last.
  static constexpr uint8_t kLeftHand[4] = {3, 0, 1, 2};
  static constexpr uint8_t kRightHand[4] = {1, 0, 3, 2};
  const uint8_t* turns = hand == Hand::Left ? kLeftHand : kRightHand;
  for (int k = 0; k < 4; ++k) {
    const auto h = static_cast<uint8_t>((heading + turns[k]) & 3u);
    if (grid.passable(neighbourOf(cell, h))) return h;
  }
  return 0xFF;
}

}  // namespace td
