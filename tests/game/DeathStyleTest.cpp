#include <gtest/gtest.h>

#include <set>

#include "game/render/DeathStyle.h"

namespace td {
namespace {

constexpr auto kShapes = static_cast<int>(EnemyShape::Hawk) + 1;

TEST(DeathStyle, EveryShapeBreaksItsOwnWayAndIsGoneAtTheEnd) {
  std::set<int> motions;
  for (int s = 0; s < kShapes; ++s) {
    const DeathStyle& style = deathStyle(static_cast<EnemyShape>(s));
    EXPECT_GT(style.first.count, 0) << "shape " << s;
    motions.insert(static_cast<int>(style.motion));
    const DeathPose start = deathPose(style.motion, 0.f);
    const DeathPose end = deathPose(style.motion, 1.f);
    EXPECT_GT(start.alpha, 200) << "shape " << s;
    EXPECT_EQ(end.alpha, 0) << "shape " << s;
  }
  EXPECT_EQ(motions.size(), 4u);
  // Flyers fall spinning; walkers roll over a quarter turn.
  EXPECT_EQ(deathStyle(EnemyShape::Winged).motion, DeathMotion::Spiral);
  EXPECT_GT(deathPose(DeathMotion::Spiral, 0.5f).turn, 3.f);
  EXPECT_NEAR(deathPose(DeathMotion::Topple, 1.f).turn, 3.14159f / 2.f, 1e-3f);
  EXPECT_LT(deathPose(DeathMotion::Shatter, 0.5f).alpha, 1);
}

TEST(DeathStyle, ParticlesComeInTheKindsColoursTheSameForTheSameSeed) {
  const EnemyLook look{EnemyShape::Block, {140, 156, 178}, {44, 52, 66}};
  const DeathStyle& style = deathStyle(look.shape);
  ParticlePool a(500);
  ParticlePool b(500);
  emitDeath(a, style, look, {5.f, 5.f}, 0.35f, 0.f, 42);
  emitDeath(b, style, look, {5.f, 5.f}, 0.35f, 0.f, 42);
  ASSERT_EQ(a.size(), static_cast<size_t>(style.first.count + style.second.count));
  ASSERT_EQ(a.size(), b.size());
  int bodyLike = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a.at(i).pos, b.at(i).pos);
    EXPECT_EQ(a.at(i).vel, b.at(i).vel);
    const sf::Color c = a.at(i).color;
    // Body or edge, lightened at most a little.
    const bool body = c.r >= look.body.r && c.r <= look.body.r + 20;
    const bool edge = c.r >= look.edge.r && c.r <= look.edge.r + 35;
    EXPECT_TRUE(body || edge) << int(c.r);
    bodyLike += body ? 1 : 0;
  }
  EXPECT_GE(bodyLike, style.first.count);
  ParticlePool c(500);
  emitDeath(c, style, look, {5.f, 5.f}, 0.35f, 0.f, 43);
  EXPECT_NE(c.at(0).vel, a.at(0).vel);
}

TEST(DeathStyle, ACrowdDyingAtOnceStaysWithinThePool) {
  const EnemyLook look{EnemyShape::Round, {214, 70, 62}, {96, 24, 20}};
  ParticlePool pool(6000);
  int shown = 0;
  for (uint32_t i = 0; i < 5000; ++i) {
    const size_t before = pool.size();
    emitDeath(pool, deathStyle(look.shape), look, {static_cast<float>(i % 100), 1.f}, 0.3f, 0.f, i + 1);
    shown += pool.size() > before ? 1 : 0;
  }
  EXPECT_EQ(pool.size(), pool.capacity());
  // The first few hundred throw pieces; the pool's budget, not the crowd, sets the frame's cost.
  EXPECT_GT(shown, 300);
}

}  // namespace
}  // namespace td
