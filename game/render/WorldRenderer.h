#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <vector>

#include "engine/sim/World.h"
#include "game/render/EnemyFx.h"
#include "game/render/GlyphBatch.h"
#include "game/render/Look.h"

namespace td {

// Everything that moves in a world, rebuilt every frame into a few vertex
// arrays: towers, enemies (with health bars, status marks and what they do
// about the hero: EnemyMarks), their hit flashes and deaths (EnemyFx),
// projectiles, effects and their floating numbers. The number of draw calls does not grow
// with the number of enemies. Coordinates are world units (one per cell).
class WorldRenderer {
 public:
  explicit WorldRenderer(const sf::Font& font) : labels_(font) {}

  // How large a cell is on screen: below a few pixels an enemy is drawn with
  // fewer points (Look's compact bodies), which is what keeps a crowd of
  // thousands cheap on a zoomed-out big map. Full detail until told.
  void setPixelsPerCell(float pixels) { pixelsPerCell_ = pixels; }

  // Hits flash enemies white unless flashing is turned off (Settings: an accessibility choice).
  void setFlashing(bool on) { flashing_ = on; }

  // `selected` (may be null) gets its range and its current target ringed.
  void build(const World& world, const Tower* selected, float seconds);
  // Towers and marks on the ground sit under enemies; projectiles and effects over both, and health bars over
  // everything, so a big enemy in a splash still shows how it fares.
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const;
  size_t vertexCount() const;

 private:
  void buildTowers(const World& world, const Tower* selected, float seconds);
  void buildEnemies(const World& world, float seconds);
  void buildProjectiles(const World& world);
  void buildEffects(const World& world);

  std::vector<EnemyLook> looks_;
  EnemyFx fx_;
  float pixelsPerCell_ = 1e6f;
  bool flashing_ = true;
  sf::VertexArray towers_{sf::Triangles};
  sf::VertexArray ground_{sf::Triangles};
  sf::VertexArray enemies_{sf::Triangles};
  sf::VertexArray bars_{sf::Triangles};
  sf::VertexArray shots_{sf::Triangles};
  sf::VertexArray effects_{sf::Triangles};
  GlyphBatch labels_;
};

}  // namespace td
