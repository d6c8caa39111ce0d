#include "game/play/EnemyCard.h"

#include <cmath>

#include "engine/core/TextFormat.h"
#include "engine/sim/move/MoveState.h"
#include "game/play/PlayText.h"
#include "game/text/Catalogue.h"

namespace td {

std::vector<std::string> enemyCardLines(const EnemyDef& def, float health, float maxHealth) {
  std::vector<std::string> lines;
  const auto whole = [](float value) { return groupedText(static_cast<long long>(std::ceil(value))); };
  lines.push_back(textf(tr("Health {0} / {1}"), whole(health), whole(maxHealth)));
  if (def.armour > 0.0f) {
    lines.push_back(textf(tr("Armour {0}%: absorbs that share of every hit"), decimalText(def.armour * 100.0, 0)));
  }
  lines.push_back(textf(tr("Speed {0} cells a second"), decimalText(def.speed, 1)));
  if (def.flying) lines.push_back(tr("Flies: only towers that hit air reach it"));
  // The engine's words for the way it moves (engine/sim/move/), marked for the catalogue there.
  if (const std::string_view way = movementInfo(def.movement).way; !way.empty()) {
    lines.push_back(capitalised(tr(std::string(way).c_str())));
  }
  lines.push_back(textf(trn("Costs {0} life if it gets through; pays {1} gold",
                            "Costs {0} lives if it gets through; pays {1} gold", static_cast<unsigned long>(def.lives)),
                        def.lives, groupedText(def.bounty)));
  return lines;
}

const Enemy* enemyAt(const World& world, sf::Vector2f point) {
  const auto& enemies = world.enemies();
  const Enemy* best = nullptr;
  float bestScore = 0.0f;
  for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
    if (!enemies.aliveAt(i)) continue;
    const Enemy& e = enemies.at(i);
    if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) continue;
    // A little wider than the body: a moving target is hard to point at.
    const float reach = world.defs().enemies[e.kind].radius + 0.25f;
    const float dx = e.pos.x - point.x;
    const float dy = e.pos.y - point.y;
    const float d2 = dx * dx + dy * dy;
    if (d2 > reach * reach) continue;
    // Flyers are drawn over walkers, so they are what the mouse is on.
    const float score = d2 - (e.flying ? 100.0f : 0.0f);
    if (best == nullptr || score < bestScore) {
      best = &e;
      bestScore = score;
    }
  }
  return best;
}

}  // namespace td
