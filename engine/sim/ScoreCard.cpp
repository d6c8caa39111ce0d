#include "engine/sim/ScoreCard.h"

#include <algorithm>
#include <cmath>

#include "engine/sim/RouteLength.h"

namespace td {

ScoreCard scoreCard(const SimState& s) {
  ScoreCard c;
  const bool won = s.result == GameResult::Won;
  c.kills = s.economy.killPoints;
  c.lives = won ? static_cast<int64_t>(s.economy.lives) * 100 : 0;
  c.early = static_cast<int64_t>(s.economy.earlySeconds) * 5;
  c.gold = won ? s.economy.gold : 0;
  c.maze = s.economy.mazeMilli / kMazeMilli;
  if (s.rules.endless) {
    const int32_t beyond = s.waves.cleared - s.levelWaves;
    c.endless = static_cast<int64_t>(std::max(beyond, 0)) * 250;
  }
  c.factor = difficultyDef(s.rules.difficulty).score;
  const int64_t sum = c.kills + c.lives + c.early + c.gold + c.maze + c.endless;
  c.total = static_cast<int64_t>(std::llround(static_cast<double>(sum) * static_cast<double>(c.factor)));
  return c;
}

int64_t mazeKillMilli(const SimState& s, const Enemy& e) {
  if (e.flying) return 0;
  const RouteLength r = routeOf(s, e.layer, e.spawn);
  if (r.now == kUnreachable || r.open == kUnreachable || r.open == 0 || r.now <= r.open) return 0;
  // The stretch less one in thousandths, then the kill's points. A route crosses at most 4096 x 4096 cells at
  // the dearest cost, under 2^49 in Distance units, and an open route is at least one step (2^16): the first
  // product stays under 2^59 and the second, with the format's largest bounty (100000), under 2^63.
  const auto excess = static_cast<int64_t>((r.now - r.open) * static_cast<Distance>(kMazeMilli) / r.open);
  return excess * 10 * static_cast<int64_t>(s.defs.enemies[e.kind].bounty);
}

}  // namespace td
