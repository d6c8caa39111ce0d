#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Transform.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <optional>

#include "engine/sim/World.h"
#include "game/render/GlyphBatch.h"
#include "game/render/HeroLook.h"

namespace td {

// The animation frame for the hero as it stands in the simulation: walking
// strides and sword strokes follow simulated time, so they freeze when the
// game is paused and hurry at higher speeds like everything else.
HeroPose heroPose(const Hero& hero, const HeroDef& def);

// The hero on the map, rebuilt every frame into two layers of reused vertex
// arrays: on the ground (its breadcrumbs, the path it walks, where it is
// going, where an order would send it, the selection ring) under towers and
// enemies, and the unit itself (body, health bar, state signs, or the marker
// where it will stand again with the seconds left) over them, so it is never
// lost in a melee. World units, one per cell.
class HeroRenderer {
 public:
  explicit HeroRenderer(const sf::Font& font) : labels_(font) {}

  struct View {
    bool selected = false;
    bool hovered = false;  // under the mouse: it can be clicked
    // While an order is being aimed: the mouse, and where the hero would go
    // (none when the order would be refused).
    std::optional<sf::Vector2f> aim;
    std::optional<sf::Vector2f> aimDestination;
    // The hero itself drawn this many times its size about its centre, so that it stays in sight far out
    // (markerScale); its ground marks (guard radius, orders) keep their sizes in cells.
    float unitScale = 1.f;
  };

  // Empties both layers on a level without a hero.
  void build(const World& world, const View& view, float seconds);
  void drawGround(sf::RenderTarget& target, const sf::RenderStates& states) const;
  void drawUnit(sf::RenderTarget& target, const sf::RenderStates& states) const;
  size_t vertexCount() const { return ground_.getVertexCount() + unit_.getVertexCount(); }

 private:
  void buildGround(const Hero& hero, const HeroDef& def, const View& view, float seconds);
  void buildUnit(const Hero& hero, const HeroDef& def, float seconds);
  void buildAim(const View& view, float seconds);

  sf::VertexArray ground_{sf::Triangles};
  sf::VertexArray unit_{sf::Triangles};
  GlyphBatch labels_;
  sf::Transform unitTransform_;  // the unit's scale about its centre (View::unitScale)
};

}  // namespace td
