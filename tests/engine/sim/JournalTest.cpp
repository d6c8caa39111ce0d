#include <gtest/gtest.h>

#include <vector>

#include "engine/sim/ActionDef.h"
#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "............",
    "S..........G",
    "............",
};

TEST(Journal, HoldsTheAcceptedCommandsAndReplaysTheSameGame) {
  const LevelDef level = test::testLevel(
      kField, {test::wave("normal", 4, 0.5f, 5), test::wave("fast", 4, 0.5f, 5), test::wave("normal", 6, 0.4f, 5)}, 200,
      10);
  const GameDefs defs = test::testDefs();
  const PlayRules rules{Difficulty::Hard, false};
  World played(level, defs, 9, rules);
  // A game with every kind of command, some refused.
  for (int t = 0; t < 60 * 200 && played.result() == GameResult::Playing; ++t) {
    if (t == 0) {
      EXPECT_TRUE(played.build(0, {4, 0}).ok());
      EXPECT_FALSE(played.build(0, {4, 0}).ok());  // occupied: refused, not journalled
      EXPECT_TRUE(played.build(1, {6, 2}).ok());
    }
    if (t == 30) {
      EXPECT_TRUE(played.callNextWave().ok());
    }
    if (t == 400) {
      EXPECT_TRUE(played.upgrade({4, 0}).ok());
    }
    if (t == 500) {
      EXPECT_TRUE(played.setTargetMode({6, 2}, TargetMode::Strongest).ok());
    }
    if (t == 900) {
      EXPECT_TRUE(played.sell({6, 2}).ok());
    }
    if (t == 901) {
      EXPECT_FALSE(played.sell({6, 2}).ok());
    }
    played.step();
  }
  const std::vector<ActionDef>& journal = played.journal();
  ASSERT_EQ(journal.size(), 6u);
  EXPECT_EQ(journal[0].kind, ActionKind::Build);
  EXPECT_EQ(journal[0].tower, "arrow");
  EXPECT_EQ(journal[0].tick, 0u);
  EXPECT_EQ(journal[3].kind, ActionKind::Upgrade);
  EXPECT_EQ(journal[3].tick, 400u);
  EXPECT_EQ(journal[5].kind, ActionKind::Sell);

  World replayed(level, defs, 9, rules);
  size_t next = 0;
  while (replayed.tick() < played.tick()) {
    for (; next < journal.size() && journal[next].tick <= replayed.tick(); ++next) {
      EXPECT_TRUE(applyAction(replayed, journal[next]).ok());
    }
    replayed.step();
  }
  EXPECT_EQ(replayed.result(), played.result());
  EXPECT_EQ(replayed.stateHash(), played.stateHash());
  EXPECT_EQ(replayed.journal(), journal);
}

}  // namespace
}  // namespace td
