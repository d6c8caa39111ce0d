#pragma once

#include <SFML/Window/ContextSettings.hpp>

namespace td {

// Multisampling smooths the edges of discs and diagonal lines. It costs a
// graphics card next to nothing, but a software renderer (a machine without
// one, or a virtual display) slows to a crawl with it, so the game asks for
// it and drops it again there.
sf::ContextSettings smoothSettings();
sf::ContextSettings plainSettings();

// True when the OpenGL context active on this thread renders in software.
bool softwareRenderer();

}  // namespace td
