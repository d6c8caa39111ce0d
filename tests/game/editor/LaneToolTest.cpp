#include <gtest/gtest.h>

#include <vector>

#include "editor/model/LaneEdits.h"
#include "editor/model/Tools.h"
#include "game/editor/Shortcuts.h"
#include "game/editor/ToolInput.h"

namespace td::editorui {
namespace {

std::vector<TerrainDef> palette() { return {{"grass", 2, true}, {"rock", kImpassableCost, false}}; }

// Two spawns on the left, a goal on the right; the lane tool picked.
class LaneToolTest : public ::testing::Test {
 protected:
  LaneToolTest() : doc_(palette()) {
    EXPECT_FALSE(doc_.newLevel(10, 6, {}).refused());
    editor::placeSpawn(doc_, {0, 1});
    editor::placeSpawn(doc_, {0, 4});
    editor::placeGoal(doc_, {9, 2});
    input_.setTool(doc_, Tool::Lane);
  }

  std::vector<Cell> lane(int32_t spawn) const {
    const Lane* l = doc_.level().laneOf(spawn);
    return l != nullptr ? l->waypoints : std::vector<Cell>{};
  }

  void click(Cell c) {
    input_.press(doc_, c);
    input_.release(doc_, c);
  }

  editor::EditorDoc doc_;
  ToolInput input_;
};

TEST_F(LaneToolTest, ClicksAppendWaypointsToThePickedSpawnsLane) {
  click({3, 1});
  click({5, 4});
  EXPECT_EQ(lane(0), (std::vector<Cell>{{3, 1}, {5, 4}}));
  EXPECT_EQ(doc_.undoLabel().english(), "Add waypoint");
  click({0, 4});  // picks spawn 1: no waypoint there
  EXPECT_EQ(input_.lane().spawn(doc_), 1);
  click({4, 0});
  EXPECT_EQ(lane(1), (std::vector<Cell>{{4, 0}}));
  EXPECT_EQ(lane(0).size(), 2u);
  click({12, 1});  // outside the map: refused
  EXPECT_EQ(lane(1).size(), 1u);
}

TEST_F(LaneToolTest, ADragMovesAWaypointInOneStep) {
  click({3, 1});
  click({5, 4});
  const size_t steps = doc_.history().undoCount();
  input_.press(doc_, {3, 1});
  input_.drag(doc_, {4, 1});
  input_.drag(doc_, {4, 2});
  EXPECT_EQ(input_.lane().moving(), 0u);
  input_.release(doc_, {5, 2});
  EXPECT_FALSE(input_.lane().moving().has_value());
  EXPECT_EQ(lane(0), (std::vector<Cell>{{5, 2}, {5, 4}}));
  EXPECT_EQ(doc_.history().undoCount(), steps + 1);
  EXPECT_EQ(doc_.undoLabel().english(), "Move waypoint");
  ASSERT_TRUE(doc_.undo());
  EXPECT_EQ(lane(0), (std::vector<Cell>{{3, 1}, {5, 4}}));
}

TEST_F(LaneToolTest, ARightClickRemovesTheWaypointUnderTheMouse) {
  click({3, 1});
  click({5, 4});
  EXPECT_EQ(input_.secondaryClick(doc_, {7, 3}).status, editor::EditStatus::NoChange);
  ASSERT_TRUE(input_.secondaryClick(doc_, {3, 1}).applied());
  EXPECT_EQ(lane(0), (std::vector<Cell>{{5, 4}}));
  EXPECT_EQ(doc_.undoLabel().english(), "Remove waypoint");
  ASSERT_TRUE(input_.secondaryClick(doc_, {5, 4}).applied());
  EXPECT_TRUE(doc_.level().lanes.empty());
}

TEST_F(LaneToolTest, OtherToolsLeaveLanesAlone) {
  click({3, 1});
  input_.setTool(doc_, Tool::Spawn);
  input_.secondaryClick(doc_, {3, 1});
  EXPECT_EQ(lane(0).size(), 1u);
}

TEST_F(LaneToolTest, ThePickedSpawnStaysInRangeWhenSpawnsGo) {
  click({0, 4});
  EXPECT_EQ(input_.lane().spawn(doc_), 1);
  editor::deleteEndpoint(doc_, {editor::EndpointKind::Spawn, 1});
  EXPECT_EQ(input_.lane().spawn(doc_), 0);
}

TEST(LaneShortcut, LPicksTheLaneTool) {
  sf::Event::KeyEvent key{};
  key.code = sf::Keyboard::L;
  const auto shortcut = shortcutFor(key);
  ASSERT_TRUE(shortcut.has_value());
  EXPECT_EQ(shortcut->command, Command::ToolLane);
  EXPECT_STREQ(toolName(Tool::Lane), "Lane");
}

}  // namespace
}  // namespace td::editorui
