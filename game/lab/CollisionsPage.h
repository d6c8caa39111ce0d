#pragma once

#include <SFML/Graphics/Font.hpp>
#include <memory>

#include "game/lab/LabPage.h"

namespace td {

// The Lab's Collisions page: discs thrown by dragging slide through a room and bounce off its blocks by the
// engine's swept step, with friction, bounce and grip set on the page; each contact shows where the disc touched,
// the surface's normal and the velocities in and out; a star on the floor answers whether the mouse is inside it
// by both point-in-polygon tests.
std::unique_ptr<LabPage> makeCollisionsPage(const sf::Font& font);

}  // namespace td
