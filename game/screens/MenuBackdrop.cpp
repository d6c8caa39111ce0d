#include "game/screens/MenuBackdrop.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <cmath>

#include "game/render/Look.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {

void drawMenuBackdrop(sf::RenderTarget& target, float seconds) {
  // The view the screen is drawn through (its logical size), which the
  // backdrop keeps.
  const sf::Vector2f size = target.getView().getSize();
  const float w = size.x;
  const float h = size.y;
  target.clear(colors::kBackground);
  sf::VertexArray v(sf::Triangles);
  addRectGradient(v, {0.f, 0.f, w, h}, {30, 40, 36}, {16, 18, 24});
  constexpr float kCell = 48.f;
  for (float x = std::fmod(seconds * 6.f, kCell); x < w; x += kCell) addRect(v, {x, 0.f, 1.f, h}, {255, 255, 255, 10});
  for (float y = 0.f; y < h; y += kCell) addRect(v, {0.f, y, w, 1.f}, {255, 255, 255, 10});
  // A marching column of enemies along the bottom.
  const EnemyDef grunt{"normal", "", 1, 1, 0, 0.3f, 1, 1, false};
  const EnemyDef runner{"fast", "", 1, 1, 0, 0.3f, 1, 1, false};
  const EnemyDef knight{"armoured", "", 1, 1, 0, 0.3f, 1, 1, false};
  const EnemyDef* kinds[] = {&grunt, &runner, &grunt, &knight, &grunt};
  for (int i = 0; i < 12; ++i) {
    const float x = std::fmod(seconds * 40.f + static_cast<float>(i) * 130.f, w + 200.f) - 100.f;
    const EnemyDef& def = *kinds[i % 5];
    addEnemyShape(v, enemyLook(def, 0), {x, h - 60.f + 10.f * std::sin(static_cast<float>(i))}, 11.f, 0.f, 150);
  }
  target.draw(v);
}

}  // namespace td
