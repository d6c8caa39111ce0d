#pragma once

#include <SFML/Graphics/Image.hpp>

namespace td {

// The game's icon: a tile of grass on which stone walls fold a sandy route into a serpentine, a tower on a wall's
// end aiming at an enemy on the route, the game's idea in one picture. Painted in software, sample by sample, so
// that it needs no display: the build paints the desktop's icons with it (td-icon) and the game gives its window
// the same picture. Every size is painted from the same shapes, antialiased by 4x4 samples a pixel.
sf::Image paintIcon(unsigned size);

}  // namespace td
