#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "game/screens/mode/NormalPlay.h"
#include "game/screens/mode/PlayMode.h"
#include "game/screens/mode/ReplayWatch.h"
#include "game/screens/mode/TestPlay.h"

namespace td {
namespace {

TEST(PlayMode, APlayersOwnGameIsRecordedTaughtAndAskedAboutAtTheLevelsStart) {
  const std::unique_ptr<PlayMode> mode = makeNormalPlay();
  EXPECT_TRUE(mode->recordsPlay());
  EXPECT_TRUE(mode->teaches());
  EXPECT_TRUE(mode->asksBeforeClose());
  EXPECT_FALSE(mode->watching());
  EXPECT_FALSE(mode->start().has_value());
  EXPECT_TRUE(mode->titleNote(0).empty());
  // The menus keep their own way out.
  EXPECT_TRUE(mode->leaveLabel().empty());
  EXPECT_EQ(mode->backHelp(), nullptr);
}

TEST(PlayMode, ATestPlayKeepsItsStartThroughARestartAndGoesBackToTheEditor) {
  const TestPlay mode(TestPlayStart{4, 150});
  EXPECT_FALSE(mode.recordsPlay());
  EXPECT_FALSE(mode.asksBeforeClose());  // the editor below asks about unsaved work itself
  ASSERT_TRUE(mode.start().has_value());
  EXPECT_EQ(mode.start()->wave, 4);
  const std::unique_ptr<PlayMode> again = mode.again();
  ASSERT_TRUE(again->start().has_value());
  EXPECT_EQ(again->start()->wave, 4);
  EXPECT_EQ(again->start()->extraGold, 150);
  EXPECT_EQ(mode.titleNote(4), "  (test play from wave 5, +150 gold)");
  EXPECT_EQ(mode.leaveLabel(), "Back to the editor");
  EXPECT_EQ(mode.leaveQuestion(), "Back to the editor?");
  EXPECT_NE(mode.backHelp(), nullptr);
}

TEST(PlayMode, AWatchedReplayPlaysItsCommandsAgainAfterARestartAndRecordsNothing) {
  std::vector<ActionDef> actions(3);
  actions[1].tick = 40;
  const ReplayWatch mode(actions, true);
  EXPECT_TRUE(mode.watching());
  EXPECT_TRUE(mode.watchedHold());
  EXPECT_FALSE(mode.recordsPlay());
  EXPECT_FALSE(mode.teaches());  // its refused placements were never recorded
  const std::unique_ptr<PlayMode> again = mode.again();
  ASSERT_EQ(again->watched().size(), 3u);
  EXPECT_EQ(again->watched()[1].tick, 40u);
  EXPECT_TRUE(again->watchedHold());
  EXPECT_EQ(mode.titleNote(0), "  (replay)");
}

}  // namespace
}  // namespace td
