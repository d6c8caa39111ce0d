#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "game/editor/HeroMarker.h"

namespace td::editorui {
namespace {

TEST(HeroMarker, IsTrianglesWithinHalfACellOfItsCentre) {
  sf::VertexArray v(sf::Triangles);
  addHeroMarker(v, {3.5f, 7.5f});
  ASSERT_GT(v.getVertexCount(), 0u);
  EXPECT_EQ(v.getVertexCount() % 3, 0u);
  bool gold = false;
  for (size_t i = 0; i < v.getVertexCount(); ++i) {
    const sf::Vector2f p = v[i].position;
    EXPECT_LT(std::fabs(p.x - 3.5f), 0.5f) << i;
    EXPECT_LT(std::fabs(p.y - 7.5f), 0.5f) << i;
    gold = gold || (v[i].color.r > 200 && v[i].color.g > 150 && v[i].color.b < 150);
  }
  EXPECT_TRUE(gold);  // told apart from the red spawns and the blue goals
}

TEST(HeroMarker, AGhostIsFadedAndALiftedOneLarger) {
  sf::VertexArray ghost(sf::Triangles);
  addHeroMarker(ghost, {0.5f, 0.5f}, 1.f, 110);
  for (size_t i = 0; i < ghost.getVertexCount(); ++i) EXPECT_LE(ghost[i].color.a, 110) << i;

  const auto width = [](const sf::VertexArray& v) {
    float lo = 1e9f, hi = -1e9f;
    for (size_t i = 0; i < v.getVertexCount(); ++i) {
      lo = std::min(lo, v[i].position.x);
      hi = std::max(hi, v[i].position.x);
    }
    return hi - lo;
  };
  sf::VertexArray plain(sf::Triangles);
  addHeroMarker(plain, {0.5f, 0.5f});
  sf::VertexArray lifted(sf::Triangles);
  addHeroMarker(lifted, {0.5f, 0.5f}, 1.15f);
  EXPECT_GT(width(lifted), width(plain) * 1.1f);
}

}  // namespace
}  // namespace td::editorui
