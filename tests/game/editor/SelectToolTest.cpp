#include <gtest/gtest.h>

#include "game/editor/SelectTool.h"

namespace td::editorui {
namespace {

constexpr size_t kRock = 2;

std::vector<TerrainDef> palette() { return {{"grass", 2, true}, {"road", 1, false}, {"rock", kImpassableCost, false}}; }

class SelectToolTest : public ::testing::Test {
 protected:
  SelectToolTest() : doc_(palette()) {
    EXPECT_FALSE(doc_.newLevel(8, 5, {}).refused());
    EXPECT_TRUE(editor::paint(doc_, {1, 1}, 1, kRock).applied());
  }

  bool rockAt(Cell c) const { return doc_.paletteIndexOfLegend(doc_.level().tile(c)) == kRock; }

  editor::EditorDoc doc_;
  SelectTool select_;
};

TEST_F(SelectToolTest, ActionsNeedASelection) {
  EXPECT_TRUE(select_.copy(doc_).refused());
  EXPECT_TRUE(select_.cut(doc_).refused());
  EXPECT_TRUE(select_.deleteSelection(doc_).refused());
  EXPECT_TRUE(select_.nudge(doc_, {1, 0}).refused());
  EXPECT_TRUE(select_.startPaste().refused());  // nothing copied
  EXPECT_FALSE(select_.pasting());
}

TEST_F(SelectToolTest, ASelectionIsClippedToTheMap) {
  select_.press(doc_, {6, 3});
  select_.drag({20, 20});
  select_.release(doc_, {20, 20});
  EXPECT_EQ(select_.selection(), (editor::CellRect{6, 3, 2, 2}));
  select_.select(doc_, {-4, -4, 2, 2});
  EXPECT_FALSE(select_.selection().has_value());
}

TEST_F(SelectToolTest, ArrowKeysMoveTheSelectionAndStopAtTheEdge) {
  select_.select(doc_, {1, 1, 1, 1});
  ASSERT_TRUE(select_.nudge(doc_, {-1, 0}).applied());
  EXPECT_TRUE(rockAt({0, 1}));
  EXPECT_FALSE(rockAt({1, 1}));
  EXPECT_EQ(select_.selection(), (editor::CellRect{0, 1, 1, 1}));
  EXPECT_TRUE(select_.nudge(doc_, {-1, 0}).refused());  // nothing is pushed off the map
  EXPECT_EQ(select_.selection(), (editor::CellRect{0, 1, 1, 1}));
}

TEST_F(SelectToolTest, EscDropsThePasteFirstThenTheSelection) {
  select_.select(doc_, {0, 0, 3, 3});
  ASSERT_FALSE(select_.copy(doc_).refused());
  ASSERT_FALSE(select_.startPaste().refused());
  EXPECT_TRUE(select_.drop());
  EXPECT_FALSE(select_.pasting());
  EXPECT_TRUE(select_.selection().has_value());
  EXPECT_TRUE(select_.drop());
  EXPECT_FALSE(select_.selection().has_value());
  EXPECT_FALSE(select_.drop());
}

TEST_F(SelectToolTest, TheClipboardSurvivesUndoAndPastesIntoANewLevel) {
  select_.select(doc_, {0, 0, 3, 3});
  ASSERT_TRUE(select_.cut(doc_).applied());
  EXPECT_FALSE(rockAt({1, 1}));
  ASSERT_TRUE(doc_.undo());
  EXPECT_TRUE(rockAt({1, 1}));
  ASSERT_FALSE(select_.clipboard().empty());
  ASSERT_FALSE(doc_.newLevel(6, 6, {}).refused());
  select_.fit(doc_);
  ASSERT_FALSE(select_.startPaste().refused());
  select_.press(doc_, {4, 4});  // centred on the mouse: top-left (3, 3)
  EXPECT_TRUE(rockAt({4, 4}));
  EXPECT_EQ(select_.selection(), (editor::CellRect{3, 3, 3, 3}));
}

TEST_F(SelectToolTest, DeleteClearsToTheBaseKind) {
  select_.select(doc_, {0, 0, 2, 2});
  ASSERT_TRUE(select_.deleteSelection(doc_).applied());
  EXPECT_FALSE(rockAt({1, 1}));
}

TEST_F(SelectToolTest, AMoveOntoAnotherSpawnIsRefusedAndTheSelectionStays) {
  ASSERT_TRUE(editor::placeSpawn(doc_, {1, 1}).applied());
  ASSERT_TRUE(editor::placeGoal(doc_, {3, 1}).applied());
  select_.select(doc_, {1, 1, 1, 1});
  select_.press(doc_, {1, 1});
  select_.drag({3, 1});
  EXPECT_TRUE(select_.movingSelection());
  EXPECT_EQ(select_.dragRect(), (editor::CellRect{3, 1, 1, 1}));
  EXPECT_TRUE(select_.release(doc_, {3, 1}).refused());
  EXPECT_EQ(select_.selection(), (editor::CellRect{1, 1, 1, 1}));
  EXPECT_EQ(doc_.level().spawns[0], (Cell{1, 1}));
}

}  // namespace
}  // namespace td::editorui
