#include "game/render/EndpointRenderer.h"

#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

void EndpointRenderer::build(const LevelDef& level) {
  vertices_.clear();
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    const Cell s = level.spawns[i];
    const sf::Vector2f c(static_cast<float>(s.x) + 0.5f, static_cast<float>(s.y) + 0.5f);
    addDisc(vertices_, c + sf::Vector2f(0.04f, 0.07f), 0.46f, sf::Color(0, 0, 0, 90), 28);
    addDisc(vertices_, c, 0.44f, sf::Color(58, 18, 20), 28);
    addRing(vertices_, c, 0.3f, 0.42f, routeColor(i));
    addDisc(vertices_, c, 0.2f, colors::kSpawn, 20);
    addDisc(vertices_, c, 0.09f, sf::Color(255, 214, 190), 12);
  }
  for (const Cell g : level.goals) {
    const sf::Vector2f c(static_cast<float>(g.x) + 0.5f, static_cast<float>(g.y) + 0.5f);
    addDisc(vertices_, c + sf::Vector2f(0.04f, 0.07f), 0.46f, sf::Color(0, 0, 0, 90), 28);
    addDisc(vertices_, c, 0.44f, sf::Color(18, 44, 70), 28);
    addRing(vertices_, c, 0.3f, 0.42f, colors::kGoal);
    // A diamond: the thing the enemies are after.
    const sf::Color gem(226, 246, 255);
    addQuad(vertices_, {c.x, c.y - 0.2f}, {c.x + 0.15f, c.y}, {c.x, c.y + 0.2f}, {c.x - 0.15f, c.y}, gem);
    addTriangle(vertices_, {c.x, c.y - 0.2f}, {c.x + 0.15f, c.y}, {c.x, c.y}, colors::kGoal);
  }
}

}  // namespace td
