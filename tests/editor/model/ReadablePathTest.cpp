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

}  // namespace
}  // namespace td::editor
