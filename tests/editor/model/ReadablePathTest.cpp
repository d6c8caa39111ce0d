#include <gtest/gtest.h>

#include "editor/model/ReadablePath.h"

namespace td::editor {
namespace {

TEST(ReadablePath, CountsFromOneAsThePanelsDo) {
  EXPECT_EQ(readablePath("spawns[0]"), "Spawn 1");
  EXPECT_EQ(readablePath("waves[2].groups[0].count"), "Wave 3, group 1, count");
  EXPECT_EQ(readablePath("lanes[1].waypoints[3]"), "Lane 2, waypoint 4");
  EXPECT_EQ(readablePath("tiles[4]"), "Row 5");
  EXPECT_EQ(readablePath("messages[2].text"), "Message 3, text");
  EXPECT_EQ(readablePath("gold"), "Gold");
  EXPECT_EQ(readablePath("legend.x"), "Legend, x");
  // A list it does not know, or an index that is not one, stays as written.
  EXPECT_EQ(readablePath("colours[2]"), "Colours[2]");
  EXPECT_EQ(readablePath("spawns[x]"), "Spawns[x]");
  EXPECT_EQ(readablePath(""), "");
}

TEST(ReadablePath, KeepsItsWordsInPartsForTheGameToTranslate) {
  // "Wave 3, group 1, count": ("Wave 3", "group 1") joined, then "count", a key of the file in words.
  const Phrase p = readablePathPhrase("waves[2].groups[0].count");
  EXPECT_EQ(p.english(), "Wave 3, group 1, count");
  EXPECT_STREQ(p.pattern(), "{0}, {1}");
  ASSERT_EQ(p.args().size(), 2u);
  ASSERT_EQ(p.args()[1].inner.size(), 1u);
  EXPECT_STREQ(p.args()[1].inner.front().pattern(), "count");
  ASSERT_EQ(p.args()[0].inner.size(), 1u);
  const Phrase& items = p.args()[0].inner.front();
  ASSERT_EQ(items.args().size(), 2u);
  ASSERT_EQ(items.args()[0].inner.size(), 1u);
  EXPECT_STREQ(items.args()[0].inner.front().pattern(), "Wave {0}");
  EXPECT_EQ(items.args()[0].inner.front().args()[0].text, "3");
  ASSERT_EQ(items.args()[1].inner.size(), 1u);
  EXPECT_STREQ(items.args()[1].inner.front().pattern(), "group {0}");
  EXPECT_STREQ(readablePathPhrase("tiles[4]").pattern(), "Row {0}");
  EXPECT_EQ(readablePathPhrase("gold").english(), "Gold");
  EXPECT_STREQ(readablePathPhrase("gold").pattern(), "Gold");
  // A key the editor does not name stays as the file writes it, its first letter raised at the head.
  EXPECT_EQ(readablePathPhrase("colours").english(), "Colours");
  EXPECT_STREQ(readablePathPhrase("colours").pattern(), "{0}");
  EXPECT_TRUE(readablePathPhrase("").empty());
}

// A challenge's lists and keys in the words of the Challenges section, the challenge named when the level is known.
TEST(ReadablePath, NamesAChallengeAndItsRulesAsTheChallengesSectionDoes) {
  EXPECT_EQ(readablePath("challenges[0].towers[1]"), "Challenge 1, allowed kind 2");
  EXPECT_EQ(readablePath("challenges[2].forbid[0]"), "Challenge 3, forbidden action 1");
  EXPECT_EQ(readablePath("challenges[1].waveHealth"), "Challenge 2, wave health");
  EXPECT_EQ(readablePath("challenges[1].id"), "Challenge 2, id");
  EXPECT_EQ(readablePath("challenges[1].lives"), "Challenge 2, lives");
  EXPECT_EQ(readablePath("challenges"), "Challenges");
  // Elsewhere "towers" keeps its own words.
  EXPECT_EQ(readablePath("towers[1]"), "Tower 2");

  LevelDef level;
  level.challenges.resize(2);
  level.challenges[0].name = "Iron";
  EXPECT_EQ(readablePathPhrase("challenges[0].towers[1]", level).english(), "Challenge 1 (Iron), allowed kind 2");
  EXPECT_STREQ(readablePathPhrase("challenges[0]", level).pattern(), "Challenge {0} ({1})");
  // Without a name, or past the list, it is counted only.
  EXPECT_EQ(readablePathPhrase("challenges[1].name", level).english(), "Challenge 2, name");
  EXPECT_EQ(readablePathPhrase("challenges[5].gold", level).english(), "Challenge 6, gold");
  // Other paths read as without the level.
  EXPECT_EQ(readablePathPhrase("waves[2].groups[0].count", level).english(), "Wave 3, group 1, count");
}

}  // namespace
}  // namespace td::editor
