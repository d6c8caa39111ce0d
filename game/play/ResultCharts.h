#pragma once

#include <cstdint>
#include <vector>

#include "game/ui/Charts.h"

namespace td {

class GameHistory;
class World;

// What the result screen draws as charts: damage by tower (in the towers' colours, the most first, the
// smallest summed as "others"), lives and gold over the game's time with the waves' starts marked, and how
// many got through in each wave.
struct ResultCharts {
  std::vector<ChartBar> towers;
  std::vector<float> lives;
  std::vector<float> gold;
  float livesTop = 1.f;
  float goldTop = 1.f;
  std::vector<float> waveMarks;  // 0..1 across the game's time
  std::vector<float> leaks;      // by wave played

  bool empty() const { return towers.empty() && lives.size() < 2 && leaks.empty(); }
  static constexpr size_t kMostBars = 8;
};

// The towers standing at the end: a sold tower's record went with it.
ResultCharts makeResultCharts(const GameHistory& history, const World& world, int32_t livesAtStart);

}  // namespace td
