#include "game/play/EnemyCard.h"

#include <cctype>
#include <cmath>

#include "engine/sim/move/MoveState.h"
#include "game/ui/NumberText.h"

namespace td {

std::vector<std::string> enemyCardLines(const EnemyDef& def, float health, float maxHealth) {
  std::vector<std::string> lines;
  lines.push_back("Health " + fixedText(std::ceil(health), 0) + " / " + fixedText(std::ceil(maxHealth), 0));
  if (def.armour > 0.0f) {
    lines.push_back("Armour " + fixedText(def.armour * 100.0f, 0) + "%: absorbs that share of every hit");
  }
  lines.push_back("Speed " + fixedText(def.speed, 1) + " cells a second");
  if (def.flying) lines.push_back("Flies: only towers that hit air reach it");
  if (const std::string_view way = movementInfo(def.movement).way; !way.empty()) {
    std::string text(way);
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    lines.push_back(text);
  }
  lines.push_back("Costs " + std::to_string(def.lives) + (def.lives == 1 ? " life" : " lives") +
                  " if it gets through; pays " + std::to_string(def.bounty) + " gold");
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
