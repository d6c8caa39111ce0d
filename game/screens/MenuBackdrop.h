#pragma once

#include <SFML/Graphics/RenderTarget.hpp>

namespace td {

// The background of the menus: a dark gradient with a faint grid and a few
// towers and enemies, drifting slowly with `seconds`.
void drawMenuBackdrop(sf::RenderTarget& target, float seconds);

}  // namespace td
