#include "engine/sim/EndCheck.h"

#include "engine/sim/EffectSystem.h"

namespace td {

void checkEnd(SimState& s) {
  if (s.economy.lives <= 0) {
    s.result = GameResult::Lost;
    emit(s, SimEventKind::Lost, {});
    return;
  }
  const bool allSent = s.waves.next >= static_cast<int32_t>(s.level.waves.size()) && s.waves.groups.empty();
  if (!allSent || s.enemies.count() != 0) return;
  s.result = GameResult::Won;
  s.economy.score += static_cast<int64_t>(s.economy.lives) * 100;
  emit(s, SimEventKind::Won, {});
}

}  // namespace td
