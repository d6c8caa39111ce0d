#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

#include "engine/sim/World.h"

namespace td {

// The bar along the top of the play screen: the level's name on the left,
// gold, lives, wave, the countdown to the next wave and the score flush
// right, in a screen `width` units wide. Where they would meet, the score
// gives way first, then the name gets smaller and, at the last, is cut.
// `livesPulse` (0..1) lights the lives counter up after a leak (LeakAlarm). `watching`: a replay, whose
// waves come when its player called them. `nextKey`: the key that calls the next wave, as the player bound it.
void drawTopBar(sf::RenderTarget& target, const sf::Font& font, const World& world, const std::string& title,
                float width, float livesPulse = 0.f, bool watching = false, const std::string& nextKey = "N");

}  // namespace td
