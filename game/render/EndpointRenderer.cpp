#include "game/render/EndpointRenderer.h"

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

void EndpointRenderer::build(const LevelDef& level, float size) {
  vertices_.clear();
  size_ = size;
  const float s = size;
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    const Cell p = level.spawns[i];
    const sf::Vector2f c(static_cast<float>(p.x) + 0.5f, static_cast<float>(p.y) + 0.5f);
    addDisc(vertices_, c + sf::Vector2f(0.04f, 0.07f) * s, 0.46f * s, sf::Color(0, 0, 0, 90), 28);
    addDisc(vertices_, c, 0.44f * s, sf::Color(58, 18, 20), 28);
    addRing(vertices_, c, 0.3f * s, 0.42f * s, routeColor(i));
    addDisc(vertices_, c, 0.2f * s, colors::kSpawn, 20);
    addDisc(vertices_, c, 0.09f * s, sf::Color(255, 214, 190), 12);
  }
  for (const Cell g : level.goals) {
    const sf::Vector2f c(static_cast<float>(g.x) + 0.5f, static_cast<float>(g.y) + 0.5f);
    addDisc(vertices_, c + sf::Vector2f(0.04f, 0.07f) * s, 0.46f * s, sf::Color(0, 0, 0, 90), 28);
    addDisc(vertices_, c, 0.44f * s, sf::Color(18, 44, 70), 28);
    addRing(vertices_, c, 0.3f * s, 0.42f * s, colors::kGoal);
    // A diamond: the thing the enemies are after.
    const sf::Color gem(226, 246, 255);
    const sf::Vector2f top(c.x, c.y - 0.2f * s);
    const sf::Vector2f right(c.x + 0.15f * s, c.y);
    addQuad(vertices_, top, right, {c.x, c.y + 0.2f * s}, {c.x - 0.15f * s, c.y}, gem);
    addTriangle(vertices_, top, right, c, colors::kGoal);
  }
}

}  // namespace td
