#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>
#include <cstdint>

namespace td {

// How the hero looks. It must never pass for an enemy or a tower: it is the
// only unit in blue and gold, with a cape, a helmet and a sword that points
// the way it faces.
namespace heroColors {
inline const sf::Color kCloth{58, 104, 226};
inline const sf::Color kCape{30, 48, 124};
inline const sf::Color kTrim{246, 206, 96};
inline const sf::Color kSteel{226, 232, 242};
inline const sf::Color kPath{120, 190, 255};
}  // namespace heroColors

// The body is drawn a quarter larger than the hero's radius (what hits
// it): it is the one unit the player steers and must find in a crowd. Clicks
// on it use the same size.
inline constexpr float kHeroBodyScale = 1.25f;

// The moment of the hero's animation to draw.
struct HeroPose {
  float facing = 1.5708f;  // radians: 0 is +x, pi/2 is +y (down the screen)
  float stride = 0.f;      // -1..1: how far each foot is ahead while walking
  float swing = 0.f;       // 0..1: the stroke of the sword, 1 the instant of a blow
  uint8_t alpha = 255;
  bool ghost = false;  // drained of colour: where it will stand again after falling
};

// Appends the hero at `centre` with a body `radius` across (world units or
// pixels alike: everything scales with the radius).
void addHeroShape(sf::VertexArray& out, sf::Vector2f centre, float radius, const HeroPose& pose);

}  // namespace td
