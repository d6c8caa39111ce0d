#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "engine/motion/DiscMotion.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

DiscArena openRoom(int32_t w, int32_t h) {
  DiscArena arena;
  arena.reset(w, h);
  return arena;
}

const DiscMaterial kElastic{0.0f, 1.0f, 0.0f};

TEST(DiscMotion, ReflectsWithEqualAngles) {
  DiscArena arena = openRoom(10, 10);
  // Toward the right edge (x = 10) at 45 degrees, no friction, no losses.
  Disc d{{8.0f, 5.0f}, {4.0f, 4.0f}, 0.5f};
  const DiscStep step = advanceDisc(d, kElastic, arena, 0.5f);
  ASSERT_EQ(step.impactCount, 1);
  EXPECT_NEAR(step.impacts[0].t, 1.5f / 4.0f, 1e-4f);
  EXPECT_EQ(step.impacts[0].normal, (Vec2{-1.0f, 0.0f}));
  // Incidence 45 degrees in, 45 degrees out: x reverses, y keeps.
  EXPECT_NEAR(d.vel.x, -4.0f, 1e-5f);
  EXPECT_NEAR(d.vel.y, 4.0f, 1e-5f);
  // It went on for the rest of the step after the bounce.
  EXPECT_NEAR(d.pos.x, 9.5f - 4.0f * (0.5f - 0.375f), 1e-4f);
  EXPECT_NEAR(d.pos.y, 7.0f, 1e-4f);
}

TEST(DiscMotion, IntoACornerBouncesOffBothWalls) {
  DiscArena arena = openRoom(4, 4);
  Disc d{{2.0f, 2.0f}, {10.0f, 10.0f}, 0.5f};
  advanceDisc(d, kElastic, arena, 0.2f);
  // Straight back out of the corner (3.5, 3.5) it touched.
  EXPECT_NEAR(d.vel.x, -10.0f, 1e-4f);
  EXPECT_NEAR(d.vel.y, -10.0f, 1e-4f);
}

TEST(DiscMotion, FrictionStopsItAndNeverTurnsItBack) {
  DiscArena arena = openRoom(40, 4);
  Disc d{{1.0f, 2.0f}, {6.0f, 0.0f}, 0.3f};
  const DiscMaterial rough{3.0f, 0.8f, 0.1f};
  float lastX = d.pos.x;
  bool stopped = false;
  for (int k = 0; k < 240; ++k) {
    const DiscStep step = advanceDisc(d, rough, arena, 1.0f / 60.0f);
    EXPECT_GE(d.pos.x, lastX);
    lastX = d.pos.x;
    stopped = stopped || step.stopped;
  }
  EXPECT_TRUE(stopped);
  EXPECT_EQ(d.vel, (Vec2{}));
  // v^2 / 2a = 36 / 6 = 6 cells.
  EXPECT_NEAR(d.pos.x, 7.0f, 1e-3f);
}

TEST(DiscMotion, RestitutionAndGripTakeSpeed) {
  const DiscMaterial m{0.0f, 0.5f, 0.2f};
  const Vec2 out = bounce({3.0f, -4.0f}, {0.0f, 1.0f}, m);
  EXPECT_NEAR(out.y, 2.0f, 1e-5f);         // -0.5 * -4
  EXPECT_NEAR(out.x, 3.0f - 0.8f, 1e-5f);  // grip 0.2 of the normal speed 4
  // The grip never reverses the tangential motion.
  const Vec2 stuck = bounce({0.1f, -4.0f}, {0.0f, 1.0f}, m);
  EXPECT_EQ(stuck.x, 0.0f);
}

// Random throws in random rooms: no disc ends a step with its centre in a
// solid cell or off the map, overlapping a wall by more than rounding, or
// with more kinetic energy than it started with.
TEST(DiscMotion, RandomThrowsStayOutOfWalls) {
  test::Rng rng(5);
  int throws = 0;
  int impacts = 0;
  const DiscMaterial material{1.5f, 0.8f, 0.1f};
  while (throws < 100000) {
    const int32_t w = 6 + rng.below(10);
    const int32_t h = 6 + rng.below(10);
    DiscArena arena = openRoom(w, h);
    for (int k = 0; k < w * h / 6; ++k) arena.setSolid({rng.below(w), rng.below(h)}, true);
    for (int k = 0; k < 200; ++k, ++throws) {
      const Cell start{rng.below(w), rng.below(h)};
      if (arena.solid(start)) continue;
      const float radius = 0.1f + 0.3f * static_cast<float>(rng.below(100)) / 100.0f;
      Disc d{{static_cast<float>(start.x) + 0.5f, static_cast<float>(start.y) + 0.5f}, {}, radius};
      // Only where the disc fits in its cell at the start.
      bool fits = true;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) fits = fits && (radius <= 0.5f || !arena.solid({start.x + dx, start.y + dy}));
      }
      if (!fits) continue;
      const float angle = 6.2831853f * static_cast<float>(rng.below(3600)) / 3600.0f;
      const float speed = 2.0f + 13.0f * static_cast<float>(rng.below(100)) / 100.0f;
      d.vel = {speed * std::cos(angle), speed * std::sin(angle)};
      float energy = lengthSquared(d.vel);
      for (int t = 0; t < 30; ++t) {
        const DiscStep step = advanceDisc(d, material, arena, 1.0f / 60.0f);
        impacts += step.impactCount;
        const Cell c{static_cast<int32_t>(std::floor(d.pos.x)), static_cast<int32_t>(std::floor(d.pos.y))};
        ASSERT_FALSE(arena.solid(c)) << "throw " << throws << " at " << d.pos.x << "," << d.pos.y;
        const float e = lengthSquared(d.vel);
        ASSERT_LE(e, energy * (1.0f + 1e-5f) + 1e-6f);
        energy = e;
        // No overlap with the walls beyond rounding.
        DiscArena::Near near;
        ASSERT_TRUE(arena.near(d.pos, d.pos, d.radius, near));
        for (int32_t k2 = 0; k2 < near.wallCount; ++k2) {
          const Wall& wall = near.walls[static_cast<size_t>(k2)];
          const Vec2 along = wall.b - wall.a;
          const float u = dot(d.pos - wall.a, along) / lengthSquared(along);
          if (u < 0.0f || u > 1.0f) continue;
          const float s = sideOf(wall, d.pos);
          if (s > -1e-3f) {
            ASSERT_GT(s, d.radius - 1e-3f) << "throw " << throws;
          }
        }
        if (step.stopped) break;
      }
    }
  }
  EXPECT_GT(impacts, 50000);
}

TEST(DiscMotion, TheSameThrowGoesTheSameWay) {
  DiscArena arena = openRoom(12, 12);
  arena.setSolid({6, 6}, true);
  arena.setSolid({7, 6}, true);
  Disc a{{2.5f, 2.5f}, {9.0f, 7.0f}, 0.25f};
  Disc b = a;
  const DiscMaterial m{1.0f, 0.85f, 0.05f};
  for (int t = 0; t < 200; ++t) {
    advanceDisc(a, m, arena, 1.0f / 60.0f);
    advanceDisc(b, m, arena, 1.0f / 60.0f);
  }
  EXPECT_EQ(a.pos, b.pos);
  EXPECT_EQ(a.vel, b.vel);
}

// A speed cap (article 003's puck has one): a disc thrown faster is slowed to
// it at once and then slides as before.
TEST(DiscMotion, AThrowFasterThanTheCapIsSlowedToIt) {
  DiscArena arena = openRoom(60, 4);
  Disc d{{1.0f, 2.0f}, {10.0f, 0.0f}, 0.3f};
  d.maxSpeed = 5.0f;
  const DiscMaterial rough{2.0f, 0.8f, 0.1f};
  advanceDisc(d, rough, arena, 1.0f / 60.0f);
  EXPECT_NEAR(d.vel.x, 5.0f - 2.0f / 60.0f, 1e-4f);
  EXPECT_NEAR(d.pos.x, 1.0f + 5.0f / 60.0f - 1.0f / 3600.0f, 1e-4f);
  // Then friction alone: 5^2 / (2 x 2) = 6.25 cells from where it was slowed.
  for (int k = 0; k < 300; ++k) advanceDisc(d, rough, arena, 1.0f / 60.0f);
  EXPECT_EQ(d.vel, (Vec2{}));
  EXPECT_NEAR(d.pos.x, 7.25f, 1e-3f);
}

// A cap it never reaches, and a push of zero, change nothing at all.
TEST(DiscMotion, ACapItNeverReachesChangesNothing) {
  DiscArena arena = openRoom(12, 12);
  arena.setSolid({6, 6}, true);
  Disc plain{{2.5f, 2.5f}, {9.0f, 7.0f}, 0.25f};
  Disc capped = plain;
  capped.maxSpeed = 100.0f;
  const DiscMaterial m{1.0f, 0.85f, 0.05f};
  for (int t = 0; t < 200; ++t) {
    const DiscStep a = advanceDisc(plain, m, arena, 1.0f / 60.0f);
    const DiscStep b = advanceDisc(capped, m, arena, 1.0f / 60.0f);
    ASSERT_EQ(a.impactCount, b.impactCount);
    ASSERT_EQ(plain.pos, capped.pos);
    ASSERT_EQ(plain.vel, capped.vel);
  }
}

// Pushed along an open floor, it speeds up at push - friction until the cap,
// then holds it: v = a t up to the cap, x = a t^2 / 2, then steady.
TEST(DiscMotion, APushedDiscSpeedsUpToItsCapAndHoldsIt) {
  DiscArena arena = openRoom(100, 4);
  const DiscMaterial m{1.0f, 0.8f, 0.1f};
  Disc free{{1.0f, 2.0f}, {}, 0.3f};
  free.push = {3.0f, 0.0f};
  Disc capped = free;
  capped.maxSpeed = 4.0f;
  float fastest = 0.0f;
  for (int k = 0; k < 180; ++k) {
    const DiscStep a = advanceDisc(free, m, arena, 1.0f / 60.0f);
    const DiscStep b = advanceDisc(capped, m, arena, 1.0f / 60.0f);
    EXPECT_FALSE(a.stopped || a.dropped || b.stopped || b.dropped) << k;
    fastest = std::max(fastest, length(capped.vel));
    if (k == 119) {  // 2 s: the capped one has just reached its cap
      EXPECT_NEAR(capped.vel.x, 4.0f, 1e-3f);
      EXPECT_NEAR(capped.pos.x, 1.0f + 4.0f, 1e-3f);
    }
  }
  // 3 s: uncapped 2 x 3 = 6 cells a second, 9 cells; capped 4, and 4 + 4 cells.
  EXPECT_NEAR(free.vel.x, 6.0f, 1e-3f);
  EXPECT_NEAR(free.pos.x, 10.0f, 1e-3f);
  EXPECT_NEAR(capped.vel.x, 4.0f, 1e-5f);
  EXPECT_NEAR(capped.pos.x, 9.0f, 1e-3f);
  EXPECT_EQ(capped.vel.y, 0.0f);
  EXPECT_LE(fastest, 4.0f * (1.0f + 1e-6f));
}

// Friction holds a disc at rest against a weaker push, and brings a pushed
// disc moving against its push to rest and then (a stronger push) back.
TEST(DiscMotion, FrictionHoldsADiscAgainstAWeakerPush) {
  DiscArena arena = openRoom(40, 4);
  const DiscMaterial m{2.0f, 0.8f, 0.1f};
  Disc held{{20.0f, 2.0f}, {}, 0.3f};
  held.push = {1.5f, 0.0f};
  EXPECT_TRUE(advanceDisc(held, m, arena, 1.0f / 60.0f).stopped);
  EXPECT_EQ(held.pos, (Vec2{20.0f, 2.0f}));
  // Thrown at 3 against a push of 1: it slows at 3 a second squared, stops
  // 1.5 cells on and stays.
  Disc slowed{{20.0f, 2.0f}, {3.0f, 0.0f}, 0.3f};
  slowed.push = {-1.0f, 0.0f};
  bool stopped = false;
  for (int k = 0; k < 120; ++k) stopped = advanceDisc(slowed, m, arena, 1.0f / 60.0f).stopped || stopped;
  EXPECT_TRUE(stopped);
  EXPECT_NEAR(slowed.pos.x, 21.5f, 1e-3f);
  EXPECT_EQ(slowed.vel, (Vec2{}));
  // Against a push of 3 it turns back: 5 a second squared to rest, then 1 back.
  Disc turned{{20.0f, 2.0f}, {3.0f, 0.0f}, 0.3f};
  turned.push = {-3.0f, 0.0f};
  for (int k = 0; k < 60; ++k) advanceDisc(turned, m, arena, 1.0f / 60.0f);
  // At rest after 0.6 s, 0.9 cells on; then 0.4 s at 1 cell/s^2: 0.08 cells back, 0.4 cells a second.
  EXPECT_NEAR(turned.pos.x, 20.9f - 0.08f, 2e-3f);
  EXPECT_NEAR(turned.vel.x, -0.4f, 2e-3f);
}

// Pushed discs in random rooms, bouncing as they go: never in a solid cell,
// never over their cap.
TEST(DiscMotion, PushedAndCappedDiscsStayOutOfWallsAndUnderTheirCap) {
  test::Rng rng(17);
  const DiscMaterial material{0.5f, 0.9f, 0.05f};
  int impacts = 0;
  int rooms = 0;
  for (int room = 0; room < 300; ++room) {
    const int32_t w = 6 + rng.below(10);
    const int32_t h = 6 + rng.below(10);
    DiscArena arena = openRoom(w, h);
    for (int k = 0; k < w * h / 8; ++k) arena.setSolid({rng.below(w), rng.below(h)}, true);
    // A disc of radius 0.2 at the centre of an open cell touches nothing.
    const Cell start{rng.below(w), rng.below(h)};
    if (arena.solid(start)) continue;
    ++rooms;
    const float angle = 6.2831853f * static_cast<float>(rng.below(3600)) / 3600.0f;
    Disc d{{static_cast<float>(start.x) + 0.5f, static_cast<float>(start.y) + 0.5f},
           {4.0f * std::cos(angle), 4.0f * std::sin(angle)},
           0.2f};
    d.push = {static_cast<float>(rng.below(11)) - 5.0f, static_cast<float>(rng.below(11)) - 5.0f};
    d.maxSpeed = 3.0f + static_cast<float>(rng.below(60)) / 10.0f;
    for (int t = 0; t < 300; ++t) {
      const DiscStep step = advanceDisc(d, material, arena, 1.0f / 60.0f);
      impacts += step.impactCount;
      const Cell c{static_cast<int32_t>(std::floor(d.pos.x)), static_cast<int32_t>(std::floor(d.pos.y))};
      ASSERT_FALSE(arena.solid(c)) << "room " << room << " tick " << t;
      ASSERT_LE(length(d.vel), d.maxSpeed * (1.0f + 1e-5f)) << "room " << room << " tick " << t;
    }
  }
  EXPECT_GT(rooms, 200);
  EXPECT_GT(impacts, 1000);
}

// Pressed on a wall by a push with a part along it, a disc slides along the
// wall, neither sticking to it nor sinking into it.
TEST(DiscMotion, APushedDiscSlidesAlongTheWallItIsPressedOn) {
  DiscArena arena = openRoom(10, 30);
  Disc d{{9.7f, 2.0f}, {}, 0.3f};
  d.push = {3.0f, 3.0f};
  d.maxSpeed = 4.0f;
  const DiscMaterial m{0.5f, 0.9f, 0.05f};
  for (int k = 0; k < 180; ++k) {
    const DiscStep step = advanceDisc(d, m, arena, 1.0f / 60.0f);
    ASSERT_FALSE(step.dropped) << k;
    ASSERT_LE(d.pos.x, 9.7f + 1e-4f) << k;
    ASSERT_GE(d.pos.x, 9.7f - 1e-3f) << k;
  }
  // Along the wall at push - friction = 2.5 to the cap of 4 (1.6 s, 3.2 cells), then 1.4 s at 4.
  EXPECT_NEAR(d.vel.y, 4.0f, 1e-3f);
  EXPECT_NEAR(d.pos.y, 2.0f + 3.2f + 5.6f, 1e-2f);
}

}  // namespace
}  // namespace td
