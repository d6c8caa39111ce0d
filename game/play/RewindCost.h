#pragma once

#include <algorithm>
#include <cstdint>

namespace td {

// Going back in time costs score, so that it stays a decision: a tenth of the level's score for each time
// back, at most half (docs/campaign.md, "Score").
inline constexpr int32_t kRewindCostPercent = 10;
inline constexpr int32_t kRewindCostCapPercent = 50;

inline int32_t rewindCostPercent(int32_t rewinds) {
  return std::clamp(rewinds * kRewindCostPercent, 0, kRewindCostCapPercent);
}

// The score kept after `rewinds` times back.
inline int64_t scoreAfterRewinds(int64_t score, int32_t rewinds) {
  return score * (100 - rewindCostPercent(rewinds)) / 100;
}

}  // namespace td
