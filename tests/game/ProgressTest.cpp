#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "game/GameContext.h"
#include "io/store/Progress.h"

namespace td {
namespace {

// How the game keys and unlocks levels on top of persist::Progress; the
// store itself is tested with the persist module.

TEST(ProgressTest, LevelsAreKeptUnderTheirFileStem) {
  EXPECT_EQ(levelId("levels/01_first_steps.json"), "01_first_steps");
  EXPECT_EQ(levelId("/some/where/02_open_field.json"), "02_open_field");
}

TEST(ProgressTest, WinningALevelOpensTheNextOne) {
  const std::vector<std::string> order = {levelId("a/01.json"), levelId("a/02.json"), levelId("a/03.json")};
  persist::Progress p;
  EXPECT_TRUE(p.isUnlocked(order, 0));
  EXPECT_FALSE(p.isUnlocked(order, 1));
  EXPECT_FALSE(p.record(order[0], false, 0, 20));  // a loss opens nothing
  EXPECT_FALSE(p.isUnlocked(order, 1));
  EXPECT_TRUE(p.record(order[0], true, 10, 20));
  EXPECT_TRUE(p.isUnlocked(order, 1));
  EXPECT_FALSE(p.isUnlocked(order, 2));
}

TEST(ProgressTest, ResultScreenStarsMatchTheRecord) {
  persist::Progress p;
  ASSERT_TRUE(p.record("01", true, 15, 20));
  EXPECT_EQ(p.level("01").stars, persist::starsFor(true, 15, 20));
  EXPECT_EQ(p.level("01").bestLives, 15);
  EXPECT_FALSE(p.record("01", true, 5, 20));  // worse: the best stays
  EXPECT_EQ(p.level("01").bestLives, 15);
}

}  // namespace
}  // namespace td
