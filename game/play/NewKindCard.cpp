#include "game/play/NewKindCard.h"

#include <cmath>

#include "engine/core/TextFormat.h"
#include "game/play/EnemyCard.h"
#include "game/play/TowerCard.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/ui/InfoCard.h"

namespace td {

NewKindCard newKindCard(const NewKind& kind, const GameDefs& defs) {
  NewKindCard card;
  if (kind.what == NewKind::What::Tower) {
    const TowerDef& def = defs.towers[kind.kind];
    // TRANSLATORS: {0} is the tower's name ("Cannon").
    card.title = textf(tr("New tower: {0}"), kindName(def));
    card.lines = towerCardLines(def, 0);
  } else {
    const EnemyDef& def = defs.enemies[kind.kind];
    // TRANSLATORS: {1} is the enemy's name ("Bat").
    card.title = textf(tr("New enemy in wave {0}: {1}"), kind.wave + 1, kindName(def));
    card.lines = enemyCardLines(def, def.health, def.health);
    // Its health as a kind, not as a wounded one on the map.
    card.lines.front() = textf(tr("Health {0}"), groupedText(std::lround(def.health)));
  }
  card.lines.push_back(tr("Got it: Enter, or click this card"));
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
