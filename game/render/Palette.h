#pragma once

#include <SFML/Graphics/Color.hpp>
#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/grid/TerrainDef.h"
#include "game/render/ColourVision.h"

namespace td {

// How a terrain kind is painted. Kinds are known to the renderer by name;
// a kind it has never heard of still gets a stable colour of its own.
enum class TerrainLook : uint8_t { Grass, Road, Mud, Rock, Water, Slope, Plain };

struct TerrainStyle {
  TerrainLook look = TerrainLook::Plain;
  sf::Color base;
  sf::Color edge;                    // drawn along borders with other kinds
  float jitter = 0;                  // per-cell brightness variation, 0..1
  Direction fall = Direction::None;  // a slope's: the way its arrows point
};

TerrainStyle terrainStyle(const TerrainDef& kind);

// A stable pseudo-random number per cell, so that the per-cell variation does
// not flicker or change between runs.
uint32_t cellHash(Cell c, uint32_t salt = 0);
// 0..1 from a hash.
inline float unitFromHash(uint32_t h) { return static_cast<float>(h & 0xFFFFu) / 65535.f; }
// The flat colour of cell `c` of a kind painted in `style`: its base varied a
// little per cell, so a field does not look like one slab.
sf::Color groundColor(const TerrainStyle& style, Cell c);

// Scales the brightness of a colour by `factor`, keeping alpha.
sf::Color shade(sf::Color c, float factor);
sf::Color withAlpha(sf::Color c, uint8_t alpha);
sf::Color mix(sf::Color a, sf::Color b, float t);

// The colours of the interface, in one place.
namespace colors {
inline const sf::Color kBackground{24, 27, 33};
inline const sf::Color kMapShadow{8, 9, 12, 150};
inline const sf::Color kPanel{15, 17, 22, 235};
inline const sf::Color kPanelLine{58, 64, 76};
inline const sf::Color kText{236, 238, 242};
inline const sf::Color kTextDim{150, 158, 172};
inline const sf::Color kGold{246, 206, 96};
inline const sf::Color kLives{240, 110, 100};
inline const sf::Color kWall{164, 158, 148};
inline const sf::Color kGoal{92, 200, 255};
inline const sf::Color kSpawn{236, 84, 72};
// Placement allowed and refused (and the messages that say so), in the palette chosen for the player's colour
// vision (setColourPalette).
sf::Color accept();
sf::Color refuse();
}  // namespace colors

// A distinct colour for the route of spawn `index`, in the chosen palette.
sf::Color routeColor(size_t index);

// The palette of the colours that carry meaning (allowed and refused, the routes'): the standard one, or one
// chosen to stay far apart for a player with that colour-vision deficiency (Settings > Colours;
// tests/game/ColourVisionTest.cpp measures both).
void setColourPalette(ColourVision vision);
ColourVision colourPalette();

}  // namespace td
