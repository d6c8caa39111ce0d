#include <gtest/gtest.h>

#include <cmath>

#include "engine/sim/World.h"
#include "game/render/EnemyMarks.h"
#include "game/render/Look.h"
#include "tests/engine/sim/hero/HeroTestSupport.h"

namespace td {
namespace {

using test::testDefs;

Enemy withMove(MoveState move) {
  Enemy e;
  e.state = EnemyState::Walking;
  e.move = move;
  return e;
}

TEST(EnemyMarksTest, AFleeingImpLooksScaredThenCalmsDown) {
  Fleeing f;
  EXPECT_EQ(enemyMark(withMove(f)), EnemyMark::None);
  f.mode = FleeMode::Flee;
  EXPECT_EQ(enemyMark(withMove(f)), EnemyMark::Scared);
  f.mode = FleeMode::Return;
  EXPECT_EQ(enemyMark(withMove(f)), EnemyMark::Calming);
}

TEST(EnemyMarksTest, AWolfOnTheTrailShowsIt) {
  Tracking t;
  EXPECT_EQ(enemyMark(withMove(t)), EnemyMark::None);
  t.mode = TrackMode::Trail;
  EXPECT_EQ(enemyMark(withMove(t)), EnemyMark::Tracking);
}

TEST(EnemyMarksTest, AFightComesFirstAndTheDeadShowNothing) {
  Tracking t;
  t.mode = TrackMode::Trail;
  Enemy e = withMove(t);
  e.engaged = true;
  EXPECT_EQ(enemyMark(e), EnemyMark::Engaged);
  Enemy grunt = withMove(RouteWalk{});
  grunt.engaged = true;
  EXPECT_EQ(enemyMark(grunt), EnemyMark::Engaged);
  e.state = EnemyState::Dying;
  EXPECT_EQ(enemyMark(e), EnemyMark::None);
  EXPECT_EQ(enemyMark(withMove(Flight{})), EnemyMark::None);
}

TEST(EnemyMarksTest, EveryMarkButNoneDrawsSomething) {
  for (const EnemyMark mark :
       {EnemyMark::Engaged, EnemyMark::Scared, EnemyMark::Calming, EnemyMark::Tracking, EnemyMark::None}) {
    sf::VertexArray v(sf::Triangles);
    addEnemyMark(v, mark, {3.f, 3.f}, 0.3f, {1.f, 0.f}, 1.f);
    EXPECT_EQ(v.getVertexCount() == 0, mark == EnemyMark::None) << static_cast<int>(mark);
    EXPECT_EQ(v.getVertexCount() % 3, 0u);
  }
}

TEST(EnemyMarksTest, ScaredImpsTrembleOutOfStep) {
  const sf::Vector2f a = scaredShake(1, 2.f);
  const sf::Vector2f b = scaredShake(2, 2.f);
  EXPECT_NE(a, b);
  for (float t = 0.f; t < 2.f; t += 0.01f) {
    const sf::Vector2f s = scaredShake(5, t);
    EXPECT_LT(std::abs(s.x), 0.05f);
    EXPECT_LT(std::abs(s.y), 0.05f);
  }
}

TEST(EnemyMarksTest, ImpsAndWolvesLookLikeNoOtherKind) {
  const GameDefs defs = testDefs();
  const int imp = defs.enemyIndex("imp");
  const int wolf = defs.enemyIndex("wolf");
  ASSERT_GE(imp, 0);
  ASSERT_GE(wolf, 0);
  const EnemyShape impShape = enemyLook(defs.enemies[static_cast<size_t>(imp)], static_cast<uint16_t>(imp)).shape;
  const EnemyShape wolfShape = enemyLook(defs.enemies[static_cast<size_t>(wolf)], static_cast<uint16_t>(wolf)).shape;
  EXPECT_EQ(impShape, EnemyShape::Horned);
  EXPECT_EQ(wolfShape, EnemyShape::Hound);
  for (size_t k = 0; k < defs.enemies.size(); ++k) {
    if (static_cast<int>(k) == imp || static_cast<int>(k) == wolf) continue;
    const EnemyShape other = enemyLook(defs.enemies[k], static_cast<uint16_t>(k)).shape;
    EXPECT_NE(other, impShape) << defs.enemies[k].id;
    EXPECT_NE(other, wolfShape) << defs.enemies[k].id;
  }
}

// The stars of a stun circle over the top of the body, clear of the health bar above it, and turn with time.
TEST(EnemyMarksTest, AStunnedEnemyHasStarsCirclingOverItsHead) {
  const sf::Vector2f centre{3.f, 3.f};
  const float radius = 0.3f;
  sf::VertexArray now(sf::Triangles);
  addStunStars(now, centre, radius, 1.f);
  ASSERT_GT(now.getVertexCount(), 0u);
  EXPECT_EQ(now.getVertexCount() % 3, 0u);
  for (size_t i = 0; i < now.getVertexCount(); ++i) {
    const sf::Vector2f p = now[i].position;
    EXPECT_LT(std::abs(p.x - centre.x), radius * 1.6f) << i;
    // Above the body's middle, below the health bar (WorldRenderer: its top is `radius + 0.2` above the centre).
    EXPECT_LT(p.y, centre.y) << i;
    EXPECT_GT(p.y, centre.y - radius - 0.2f) << i;
  }
  sf::VertexArray later(sf::Triangles);
  addStunStars(later, centre, radius, 1.2f);
  ASSERT_EQ(later.getVertexCount(), now.getVertexCount());
  bool moved = false;
  for (size_t i = 0; i < now.getVertexCount(); ++i) moved = moved || now[i].position != later[i].position;
  EXPECT_TRUE(moved);
}

}  // namespace
}  // namespace td
