#include <gtest/gtest.h>

#include <set>
#include <string>

#include "game/render/FreeMoverShapes.h"
#include "game/render/Look.h"
#include "tests/engine/sim/move/FreeMoverSupport.h"

namespace td {
namespace {

// The kinds that find their own way each have an outline no other kind has.
TEST(FreeMoverShapes, EachOwnWayKindHasAShapeOfItsOwn) {
  const GameDefs defs = test::freeMoverDefs();
  const std::pair<const char*, EnemyShape> own[] = {{"wanderer", EnemyShape::Gremlin},
                                                    {"golem", EnemyShape::Golem},
                                                    {"cart", EnemyShape::Cart},
                                                    {"rat", EnemyShape::Rat}};
  std::set<std::string> ownIds;
  for (const auto& [id, shape] : own) {
    const int k = defs.enemyIndex(id);
    ASSERT_GE(k, 0) << id;
    EXPECT_EQ(enemyLook(defs.enemies[static_cast<size_t>(k)], static_cast<uint16_t>(k)).shape, shape) << id;
    ownIds.insert(id);
  }
  for (size_t k = 0; k < defs.enemies.size(); ++k) {
    if (ownIds.count(defs.enemies[k].id)) continue;
    const EnemyShape other = enemyLook(defs.enemies[k], static_cast<uint16_t>(k)).shape;
    for (const auto& [id, shape] : own) EXPECT_NE(other, shape) << defs.enemies[k].id << " looks like " << id;
  }
}

TEST(FreeMoverShapes, BodiesAreDrawnAndCompactOnesWithFewerVertices) {
  using Draw = void (*)(sf::VertexArray&, sf::Vector2f, float, sf::Vector2f, sf::Color, sf::Color, bool);
  for (const Draw draw : {Draw{&addGremlinShape}, Draw{&addGolemShape}, Draw{&addCartShape}, Draw{&addRatShape}}) {
    sf::VertexArray full(sf::Triangles);
    sf::VertexArray compact(sf::Triangles);
    draw(full, {5.f, 5.f}, 0.3f, {1.f, 0.f}, sf::Color::Red, sf::Color::Black, false);
    draw(compact, {5.f, 5.f}, 0.3f, {1.f, 0.f}, sf::Color::Red, sf::Color::Black, true);
    EXPECT_GT(compact.getVertexCount(), 0u);
    EXPECT_LT(compact.getVertexCount(), full.getVertexCount());
    // Nothing strays far from the body: the whole shape lies within three radii.
    for (size_t i = 0; i < full.getVertexCount(); ++i) {
      const sf::Vector2f p = full[i].position - sf::Vector2f(5.f, 5.f);
      EXPECT_LT(p.x * p.x + p.y * p.y, 0.9f * 0.9f);
    }
  }
}

}  // namespace
}  // namespace td
