#include <gtest/gtest.h>

#include "game/audio/SoundLimiter.h"

namespace td {
namespace {

int allowedOf(SoundLimiter& limiter, SoundId id, double now, int tries) {
  int allowed = 0;
  for (int i = 0; i < tries; ++i) allowed += limiter.allow(id, now) ? 1 : 0;
  return allowed;
}

TEST(SoundLimiter, AVolleyInOneTickIsCutToTheBudget) {
  SoundLimiter limiter;
  limiter.setBudget(SoundId::ShootArrow, 3);
  EXPECT_EQ(allowedOf(limiter, SoundId::ShootArrow, 1.0, 500), 3);
  // Still inside the window: nothing more.
  EXPECT_EQ(allowedOf(limiter, SoundId::ShootArrow, 1.0 + kSoundWindow * 0.9, 10), 0);
  // A window later the budget is back.
  EXPECT_EQ(allowedOf(limiter, SoundId::ShootArrow, 1.0 + kSoundWindow, 10), 3);
}

TEST(SoundLimiter, TheWindowSlides) {
  SoundLimiter limiter;
  limiter.setBudget(SoundId::Hit, 2);
  EXPECT_TRUE(limiter.allow(SoundId::Hit, 0.00));
  EXPECT_TRUE(limiter.allow(SoundId::Hit, 0.05));
  EXPECT_FALSE(limiter.allow(SoundId::Hit, 0.08));
  EXPECT_TRUE(limiter.allow(SoundId::Hit, 0.10));   // the start at 0.00 has left the window
  EXPECT_FALSE(limiter.allow(SoundId::Hit, 0.12));  // 0.05 and 0.10 are still in it
  EXPECT_TRUE(limiter.allow(SoundId::Hit, 0.16));
}

TEST(SoundLimiter, AtSixtyFramesASecondAHugeArmyStaysWithinBudget) {
  SoundLimiter limiter;
  const uint8_t budget = limiter.budget(SoundId::ShootCannon);
  ASSERT_GE(budget, 1);
  int allowed = 0;
  for (int frame = 0; frame < 60; ++frame) allowed += allowedOf(limiter, SoundId::ShootCannon, frame / 60.0, 500);
  // One second holds ten windows.
  EXPECT_LE(allowed, budget * 10 + budget);
  EXPECT_GE(allowed, budget * 9);
}

TEST(SoundLimiter, SoundsHaveSeparateBudgets) {
  SoundLimiter limiter;
  limiter.setBudget(SoundId::ShootArrow, 1);
  limiter.setBudget(SoundId::ShootFrost, 1);
  EXPECT_TRUE(limiter.allow(SoundId::ShootArrow, 0.0));
  EXPECT_FALSE(limiter.allow(SoundId::ShootArrow, 0.0));
  EXPECT_TRUE(limiter.allow(SoundId::ShootFrost, 0.0));
}

TEST(SoundLimiter, FrequentSoundsGetMoreThanOneOffCues) {
  SoundLimiter limiter;
  EXPECT_GT(limiter.budget(SoundId::ShootArrow), limiter.budget(SoundId::Win));
  EXPECT_EQ(limiter.budget(SoundId::Win), 1);
  EXPECT_LE(limiter.budget(SoundId::Hit), SoundLimiter::kMaxBudget);
}

TEST(SoundLimiter, ABudgetOfZeroMutesAndLargeBudgetsAreCapped) {
  SoundLimiter limiter;
  limiter.setBudget(SoundId::Click, 0);
  EXPECT_FALSE(limiter.allow(SoundId::Click, 0.0));
  limiter.setBudget(SoundId::Click, 200);
  EXPECT_EQ(limiter.budget(SoundId::Click), SoundLimiter::kMaxBudget);
  EXPECT_EQ(allowedOf(limiter, SoundId::Click, 0.0, 50), SoundLimiter::kMaxBudget);
}

TEST(SoundLimiter, AClockThatJumpsBackStartsAfresh) {
  SoundLimiter limiter;
  limiter.setBudget(SoundId::Death, 2);
  EXPECT_EQ(allowedOf(limiter, SoundId::Death, 100.0, 5), 2);
  // A new game restarts its clock at zero.
  EXPECT_EQ(allowedOf(limiter, SoundId::Death, 0.0, 5), 2);
}

TEST(SoundLimiter, ResetForgetsRecentStarts) {
  SoundLimiter limiter;
  limiter.setBudget(SoundId::Leak, 1);
  EXPECT_TRUE(limiter.allow(SoundId::Leak, 5.0));
  EXPECT_FALSE(limiter.allow(SoundId::Leak, 5.0));
  limiter.reset();
  EXPECT_TRUE(limiter.allow(SoundId::Leak, 5.0));
}

}  // namespace
}  // namespace td
