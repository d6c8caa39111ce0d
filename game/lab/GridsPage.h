#pragma once

#include <SFML/Graphics/Font.hpp>
#include <memory>

#include "game/lab/LabPage.h"

namespace td {

// The Lab's Grids page: a board to paint (walls, mud, ground) with a start and a goal to drag, and two grid
// searches side by side on it (engine/lab/GridAlgorithm.h), played step by step with their figures.
std::unique_ptr<LabPage> makeGridsPage(const sf::Font& font);

}  // namespace td
