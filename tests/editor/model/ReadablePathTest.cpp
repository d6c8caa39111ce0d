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

}  // namespace
}  // namespace td::editor
