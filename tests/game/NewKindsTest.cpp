#include <gtest/gtest.h>

#include <vector>

#include "game/play/NewKinds.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

using test::testDefs;
using test::testLevel;
using test::wave;

class NewKinds : public ::testing::Test {
 protected:
  const GameDefs defs_ = testDefs();
  // Wave 1: Grunts; wave 2: Grunts and Bats.
  const LevelDef level_ = [] {
    LevelDef level = testLevel({"S....G"}, {wave("normal", 4, 1.0f), wave("normal", 4, 1.0f)});
    level.waves[1].groups.push_back({"flying", 3, 1.0f, 0, 0.0f});
    return level;
  }();
  const std::vector<uint16_t> towers_ = {static_cast<uint16_t>(defs_.towerIndex("arrow")),
                                         static_cast<uint16_t>(defs_.towerIndex("cannon"))};
};

TEST_F(NewKinds, TowersOnTheBuildBarComeFirstInSlotOrder) {
  persist::SeenKinds seen;
  const auto first = nextNewKind(seen, towers_, level_, 0, defs_);
  ASSERT_TRUE(first);
  EXPECT_EQ(*first, (NewKind{NewKind::What::Tower, towers_[0], -1}));
  EXPECT_TRUE(markSeen(seen, *first, defs_));
  EXPECT_FALSE(markSeen(seen, *first, defs_)) << "seen once is seen";
  const auto second = nextNewKind(seen, towers_, level_, 0, defs_);
  ASSERT_TRUE(second);
  EXPECT_EQ(second->kind, towers_[1]);
}

TEST_F(NewKinds, AnEnemyIsDueWhileTheWaveThatBringsItIsTheNextOne) {
  persist::SeenKinds seen;
  seen.towers = {"arrow", "cannon"};
  const auto grunt = nextNewKind(seen, towers_, level_, 0, defs_);
  ASSERT_TRUE(grunt);
  EXPECT_EQ(*grunt, (NewKind{NewKind::What::Enemy, static_cast<uint16_t>(defs_.enemyIndex("normal")), 0}));
  markSeen(seen, *grunt, defs_);
  // Wave 1 brings nothing new; the Bat's card waits for wave 2 to be next.
  EXPECT_FALSE(nextNewKind(seen, towers_, level_, 0, defs_));
  const auto bat = nextNewKind(seen, towers_, level_, 1, defs_);
  ASSERT_TRUE(bat);
  EXPECT_EQ(*bat, (NewKind{NewKind::What::Enemy, static_cast<uint16_t>(defs_.enemyIndex("flying")), 1}));
  EXPECT_EQ(seen.enemies.count("flying"), 0u);
  markSeen(seen, *bat, defs_);
  EXPECT_EQ(seen.enemies.count("flying"), 1u);
}

TEST_F(NewKinds, NothingIsDueOnceEveryKindIsSeenOrAfterTheLastWave) {
  persist::SeenKinds seen;
  seen.towers = {"arrow", "cannon"};
  seen.enemies = {"normal", "flying"};
  EXPECT_FALSE(nextNewKind(seen, towers_, level_, 0, defs_));
  EXPECT_FALSE(nextNewKind(seen, towers_, level_, 1, defs_));
  seen.enemies.clear();
  EXPECT_FALSE(nextNewKind(seen, towers_, level_, 2, defs_)) << "no wave is coming";
  EXPECT_FALSE(nextNewKind(seen, towers_, level_, -1, defs_));
}

}  // namespace
}  // namespace td
