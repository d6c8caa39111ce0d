#include "game/play/EnemyTraits.h"

#include <cmath>

#include "engine/sim/move/MoveState.h"

namespace td {

std::string enemyTraits(const EnemyDef& def) {
  std::string text;
  const auto add = [&text](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
  if (def.flying && movementInfo(def.movement).way.find("fl") == std::string_view::npos) add("in the air");
  if (def.armour > 0.0f) add(std::to_string(static_cast<int>(std::lround(def.armour * 100.0f))) + "% armour");
  if (def.lives > 1) add("costs " + std::to_string(def.lives) + " lives");
  return text;
}

bool anyTowerHitsAir(const World& world) {
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (towers.aliveAt(i) && world.defs().towers[towers.at(i).kind].hitsAir) return true;
  }
  return false;
}

}  // namespace td
