#include "game/play/EnemyTraits.h"

#include <cmath>

#include "engine/core/TextFormat.h"
#include "engine/sim/move/MoveState.h"
#include "game/text/Catalogue.h"

namespace td {

std::string enemyTraits(const EnemyDef& def) {
  std::string text;
  const auto add = [&text](const std::string& part) {
    // TRANSLATORS: joins the traits of an enemy kind into one line: "in the air, 50% armour".
    text = text.empty() ? part : textf(tr("{0}, {1}"), text, part);
  };
  // The way is the engine's English (engine/sim/move/), whatever the language shown.
  if (def.flying && movementInfo(def.movement).way.find("fl") == std::string_view::npos) add(tr("in the air"));
  if (def.armour > 0.0f) {
    // xgettext:no-c-format
    add(textf(tr("{0}% armour"), static_cast<int>(std::lround(def.armour * 100.0f))));
  }
  if (def.lives > 1) {
    add(textf(trn("costs {0} life", "costs {0} lives", static_cast<unsigned long>(def.lives)), def.lives));
  }
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
