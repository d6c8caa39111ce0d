#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <cstddef>

#include "engine/sim/TowerDef.h"
#include "game/play/PlayLayout.h"

namespace td {

// The card of specialisation `index` of `def`, shown while the mouse is over its button in the side panel: the
// choice's summary, wrapped to a width that leaves the map in sight, then its figures and traits; beside the panel,
// level with the button, inside the window.
void drawChoiceCard(sf::RenderTarget& target, const sf::Font& font, const PlayLayout& layout, const TowerDef& def,
                    size_t index);

}  // namespace td
