#include <gtest/gtest.h>

#include <SFML/Graphics/VertexArray.hpp>

#include "game/render/ParticlePool.h"

namespace td {
namespace {

Particle dot(float life, bool ground = false) {
  Particle p;
  p.life = life;
  p.vel = {1.f, 0.f};
  p.color = sf::Color::Red;
  p.shape = ground ? ParticleShape::Stain : ParticleShape::Dot;
  p.ground = ground;
  return p;
}

TEST(ParticlePool, AllowanceFallsAsThePoolFillsAndThePoolNeverGrows) {
  ParticlePool pool(100);
  EXPECT_EQ(pool.allowance(20), 20);
  for (int i = 0; i < 50; ++i) ASSERT_TRUE(pool.add(dot(1.f)));
  // Half full: from here fewer, but still at least one while there is room.
  EXPECT_EQ(pool.allowance(20), 20);
  for (int i = 0; i < 25; ++i) ASSERT_TRUE(pool.add(dot(1.f)));
  EXPECT_EQ(pool.allowance(20), 10);
  for (int i = 0; i < 24; ++i) ASSERT_TRUE(pool.add(dot(1.f)));
  EXPECT_EQ(pool.allowance(20), 1);
  ASSERT_TRUE(pool.add(dot(1.f)));
  EXPECT_EQ(pool.allowance(20), 0);
  EXPECT_FALSE(pool.add(dot(1.f)));
  EXPECT_EQ(pool.size(), 100u);
  EXPECT_EQ(pool.capacity(), 100u);
}

TEST(ParticlePool, ParticlesMoveSlowDownAndGoWhenTheirLifeEnds) {
  ParticlePool pool(10);
  Particle p = dot(0.5f);
  p.drag = 1.f;
  pool.add(p);
  pool.add(dot(2.f));
  pool.update(0.25f);
  ASSERT_EQ(pool.size(), 2u);
  EXPECT_NEAR(pool.at(0).pos.x, 0.25f, 1e-5f);
  EXPECT_LT(pool.at(0).vel.x, 1.f);
  pool.update(0.3f);
  ASSERT_EQ(pool.size(), 1u);
  EXPECT_FLOAT_EQ(pool.at(0).life, 2.f);
  // Stopped time holds them still.
  const sf::Vector2f at = pool.at(0).pos;
  pool.update(0.f);
  EXPECT_EQ(pool.at(0).pos, at);
}

TEST(ParticlePool, StainsLieOnTheGroundAndTheRestFlyOver) {
  ParticlePool pool(10);
  pool.add(dot(1.f, true));
  pool.add(dot(1.f));
  pool.add(dot(1.f));
  sf::VertexArray ground(sf::Triangles);
  sf::VertexArray air(sf::Triangles);
  pool.build(ground, air);
  EXPECT_GT(ground.getVertexCount(), 0u);
  EXPECT_GT(air.getVertexCount(), ground.getVertexCount());
  pool.clear();
  ground.clear();
  air.clear();
  pool.build(ground, air);
  EXPECT_EQ(ground.getVertexCount() + air.getVertexCount(), 0u);
}

}  // namespace
}  // namespace td
