#include <gtest/gtest.h>

#include <SFML/Graphics/VertexArray.hpp>
#include <cmath>

#include "game/render/Look.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

sf::VertexArray towerShape(const TowerDef& def, int spec) {
  sf::VertexArray out(sf::Triangles);
  addTowerShape(out, def, {5.5f, 5.5f}, 0.3f, 2, 1.f, 0.f, spec);
  return out;
}

bool same(const sf::VertexArray& a, const sf::VertexArray& b) {
  if (a.getVertexCount() != b.getVertexCount()) return false;
  for (size_t i = 0; i < a.getVertexCount(); ++i) {
    if (a[i].position != b[i].position || a[i].color != b[i].color) return false;
  }
  return true;
}

// A tower that has specialised looks unlike a plain one at its top level, and its two specialisations unlike each
// other by shape (a diamond or a triangle), not by colour alone.
TEST(TowerLook, ASpecialisedTowerWearsTheCrestOfWhatItBecame) {
  for (const TowerDef& def : test::testDefs().towers) {
    const sf::VertexArray plain = towerShape(def, -1);
    const sf::VertexArray first = towerShape(def, 0);
    const sf::VertexArray second = towerShape(def, 1);
    EXPECT_FALSE(same(plain, first)) << def.id;
    EXPECT_FALSE(same(first, second)) << def.id;
    EXPECT_GT(first.getVertexCount(), plain.getVertexCount()) << def.id;
    EXPECT_NE(first.getVertexCount(), second.getVertexCount()) << def.id;
    EXPECT_EQ(first.getVertexCount() % 3, 0u) << def.id;
    // The crest comes on top of the tower as it was, on the plinth (0.46 from the centre), in the upper half.
    for (const sf::VertexArray* shape : {&first, &second}) {
      for (size_t i = plain.getVertexCount(); i < shape->getVertexCount(); ++i) {
        const sf::Vector2f p = (*shape)[i].position;
        EXPECT_LE(std::abs(p.x - 5.5f), 0.46f) << def.id << " " << i;
        EXPECT_LE(std::abs(p.y - 5.5f), 0.46f) << def.id << " " << i;
        EXPECT_LT(p.y, 5.5f) << def.id << " " << i;
      }
    }
  }
}

TEST(TowerLook, AWallHasNoCrest) {
  const GameDefs defs = test::testDefsWithAWall();
  const TowerDef& wall = defs.towers.back();
  ASSERT_FALSE(wall.attacks());
  EXPECT_TRUE(same(towerShape(wall, -1), towerShape(wall, 0)));
}

TEST(TowerLook, TheTwoCrestsHaveShapesOfTheirOwn) {
  sf::VertexArray diamond(sf::Triangles);
  sf::VertexArray triangle(sf::Triangles);
  addSpecCrest(diamond, {0.f, 0.f}, 1.f, 0, sf::Color::Red);
  addSpecCrest(triangle, {0.f, 0.f}, 1.f, 1, sf::Color::Red);
  ASSERT_GT(diamond.getVertexCount(), 0u);
  ASSERT_GT(triangle.getVertexCount(), 0u);
  EXPECT_NE(diamond.getVertexCount(), triangle.getVertexCount());
  // In the kind's colour, on the gold rim.
  bool coloured = false;
  for (size_t i = 0; i < diamond.getVertexCount(); ++i) coloured = coloured || diamond[i].color == sf::Color::Red;
  EXPECT_TRUE(coloured);
}

}  // namespace
}  // namespace td
