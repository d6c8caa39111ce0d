#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/System/Vector2.hpp>

#include "game/render/LevelThumbnail.h"
#include "game/screens/LevelEntries.h"
#include "game/ui/Button.h"

namespace td {

// One card of the level select's list: the map's picture, the level's name with its way tag just after it, its
// size and waves, the player's record, Play and, on a won level, Endless. Where everything goes, from the card's
// rectangle alone (in the list's unscrolled coordinates), so that drawing, clicks and the layout checks agree.
struct LevelCardLayout {
  sf::FloatRect card;
  sf::FloatRect thumb;
  sf::FloatRect title;  // smaller type rather than into the tag or the buttons
  unsigned titleSize = 18;
  sf::FloatRect tag;  // empty for a level whose way is unknown
  float textLeft = 0.f;
  float factsTop = 0.f;
  float recordTop = 0.f;
  Button play;
  Button endless;
  // Beside Endless on a won level with challenges, where the card has room for it (else only its key opens them).
  Button challenges;
  bool hasChallenges = false;
};

LevelCardLayout layoutLevelCard(const sf::Font& font, const LevelEntry& entry, const sf::FloatRect& card);

// `mouse` in the same coordinates as the layout; `thumb` null when the picture could not be made.
void drawLevelCard(sf::RenderTarget& target, const sf::Font& font, const LevelEntry& entry,
                   const LevelCardLayout& layout, const LevelThumbnail* thumb, sf::Vector2u thumbPixels, bool focused,
                   sf::Vector2f mouse);

}  // namespace td
