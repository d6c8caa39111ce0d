#include "engine/sim/ScoreCard.h"

#include <algorithm>
#include <cmath>

namespace td {

ScoreCard scoreCard(const SimState& s) {
  ScoreCard c;
  const bool won = s.result == GameResult::Won;
  c.kills = s.economy.killPoints;
  c.lives = won ? static_cast<int64_t>(s.economy.lives) * 100 : 0;
  c.early = static_cast<int64_t>(s.economy.earlySeconds) * 5;
  c.gold = won ? s.economy.gold : 0;
  if (s.rules.endless) {
    const int32_t beyond = s.waves.cleared - s.levelWaves;
    c.endless = static_cast<int64_t>(std::max(beyond, 0)) * 250;
  }
  c.factor = difficultyDef(s.rules.difficulty).score;
  const int64_t sum = c.kills + c.lives + c.early + c.gold + c.endless;
  c.total = static_cast<int64_t>(std::llround(static_cast<double>(sum) * static_cast<double>(c.factor)));
  return c;
}

}  // namespace td
