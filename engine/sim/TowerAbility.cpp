#include "engine/sim/TowerAbility.h"

#include "engine/sim/CommandSystem.h"
#include "engine/sim/EffectSystem.h"
#include "engine/sim/SimState.h"

namespace td {

CommandResult useTowerAbility(SimState& s, Cell cell) {
  if (s.result != GameResult::Playing) return refused(CommandStatus::GameOver);
  Tower* t = s.towers.get(towerAt(s, cell));
  if (t == nullptr) return refused(CommandStatus::NoTower);
  const TowerAbilityDef* ability = towerAbility(s.defs.towers[t->kind], *t);
  if (ability == nullptr) return refused(CommandStatus::NoAbility);
  if (t->abilityCooldown > 0.0f) return refused(CommandStatus::AbilityRecharging);
  t->surge = ability->duration;
  t->abilityCooldown = ability->cooldown;
  // Loaded at once: a surge that began by waiting out the last reload would waste its first shot.
  t->cooldown = 0.0f;
  emit(s, SimEventKind::AbilityUsed, t->pos, 0, t->kind);
  return {};
}

TowerLevelDef surged(const TowerLevelDef& stats, const TowerAbilityDef& ability) {
  TowerLevelDef out = stats;
  out.fireInterval = stats.fireInterval / ability.rate;
  out.damage = stats.damage * ability.damage;
  return out;
}

}  // namespace td
