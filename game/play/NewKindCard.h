#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>
#include <vector>

#include "engine/sim/GameDefs.h"
#include "game/play/NewKinds.h"

namespace td {

// The encyclopedia card of a kind met for the first time: a title ("New
// enemy in wave 5: Bat"), the lines its hover card gives (TowerCard.h,
// EnemyCard.h), and how to put it away.
struct NewKindCard {
  std::string title;
  std::vector<std::string> lines;
};

NewKindCard newKindCard(const NewKind& kind, const GameDefs& defs);

// Where the card goes: the map area's top right corner, out of the way of
// the hint card at the map's foot.
sf::FloatRect newKindCardRect(const sf::Font& font, const NewKindCard& card, const sf::FloatRect& map);
void drawNewKindCard(sf::RenderTarget& target, const sf::Font& font, const NewKindCard& card, const sf::FloatRect& map);

}  // namespace td
