#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include "game/screens/LevelEntries.h"

namespace td {

// The boxed word that says whether a level is a maze or a road level ("MAZE", "ROAD"), as the level select
// draws it on each card and beside the explanation under the list.
inline constexpr float kWayTagHeight = 20.f;

// The tag's box with its left edge at `x` and its top at `y`.
sf::FloatRect wayTagBox(const sf::Font& font, LevelWay way, float x, float y);
// The tag drawn in `box`: the wall's stone for a maze, the road's sand for a road; the word says it, the colour
// helps.
void drawWayTag(sf::RenderTarget& target, const sf::Font& font, LevelWay way, const sf::FloatRect& box);

}  // namespace td
