#include "game/play/NewKindCard.h"

#include "game/play/EnemyCard.h"
#include "game/play/TowerCard.h"
#include "game/ui/InfoCard.h"
#include "game/ui/NumberText.h"

namespace td {

NewKindCard newKindCard(const NewKind& kind, const GameDefs& defs) {
  NewKindCard card;
  if (kind.what == NewKind::What::Tower) {
    const TowerDef& def = defs.towers[kind.kind];
    card.title = "New tower: " + def.name;
    card.lines = towerCardLines(def, 0);
  } else {
    const EnemyDef& def = defs.enemies[kind.kind];
    card.title = "New enemy in wave " + std::to_string(kind.wave + 1) + ": " + def.name;
    card.lines = enemyCardLines(def, def.health, def.health);
    // Its health as a kind, not as a wounded one on the map.
    card.lines.front() = "Health " + fixedText(def.health, 0);
  }
  card.lines.push_back("Got it: Enter, or click this card");
  return card;
}

sf::FloatRect newKindCardRect(const sf::Font& font, const NewKindCard& card, const sf::FloatRect& map) {
  const sf::Vector2f size = infoCardSize(font, card.title, card.lines);
  return {map.left + map.width - size.x - 10.f, map.top + 10.f, size.x, size.y};
}

void drawNewKindCard(sf::RenderTarget& target, const sf::Font& font, const NewKindCard& card,
                     const sf::FloatRect& map) {
  const sf::FloatRect r = newKindCardRect(font, card, map);
  drawInfoCard(target, font, card.title, card.lines, {r.left, r.top}, true);
}

}  // namespace td
