#include <gtest/gtest.h>

#include <vector>

#include "editor/model/HeroStart.h"
#include "game/editor/ToolInput.h"

namespace td::editorui {
namespace {

constexpr size_t kGrass = 0;
constexpr size_t kRoad = 1;
constexpr size_t kRock = 2;

std::vector<TerrainDef> palette() { return {{"grass", 2, true}, {"road", 1, false}, {"rock", kImpassableCost, false}}; }

class ToolInputTest : public ::testing::Test {
 protected:
  ToolInputTest() : doc_(palette()) {
    const editor::EditResult made = doc_.newLevel(10, 6, {});
    EXPECT_FALSE(made.refused()) << made.message.english();
    input_.setKind(kRock);
  }

  size_t kindAt(Cell c) const { return doc_.paletteIndexOfLegend(doc_.level().tile(c)).value_or(99); }

  size_t count(size_t kind) const {
    size_t n = 0;
    for (int32_t y = 0; y < doc_.level().height; ++y) {
      for (int32_t x = 0; x < doc_.level().width; ++x) n += kindAt({x, y}) == kind ? 1 : 0;
    }
    return n;
  }

  editor::EditorDoc doc_;
  ToolInput input_;
};

TEST_F(ToolInputTest, ABrushDragPaintsEveryCellPassedAsOneStep) {
  input_.press(doc_, {1, 1});
  EXPECT_TRUE(input_.dragging());
  // The mouse jumps four cells between two events: the cells between are painted too.
  input_.drag(doc_, {5, 1});
  input_.drag(doc_, {5, 3});
  input_.release(doc_, {5, 3});
  EXPECT_FALSE(input_.dragging());
  for (int32_t x = 1; x <= 5; ++x) EXPECT_EQ(kindAt({x, 1}), kRock) << x;
  EXPECT_EQ(kindAt({5, 2}), kRock);
  EXPECT_EQ(kindAt({5, 3}), kRock);
  EXPECT_EQ(count(kRock), 7u);
  EXPECT_TRUE(doc_.isDirty());
  ASSERT_TRUE(doc_.undo());
  EXPECT_EQ(count(kRock), 0u);
  EXPECT_FALSE(doc_.canUndo());  // the whole drag was one step
}

// Picking a terrain kind (keys 1-9) keeps a painting tool in hand and gives the brush to any other.
TEST_F(ToolInputTest, EveryShapeToolPaintsTheKindPickedAndTheOthersDoNot) {
  for (const Tool t :
       {Tool::Brush, Tool::Rect, Tool::Fill, Tool::Line, Tool::RectOutline, Tool::Ellipse, Tool::EllipseOutline}) {
    input_.setTool(doc_, t);
    EXPECT_TRUE(input_.paintsTerrain()) << toolName(t);
  }
  for (const Tool t : {Tool::Eraser, Tool::Eyedropper, Tool::Spawn, Tool::Goal, Tool::Hero, Tool::Lane, Tool::Select}) {
    input_.setTool(doc_, t);
    EXPECT_FALSE(input_.paintsTerrain()) << toolName(t);
  }
}

TEST_F(ToolInputTest, BrushSizesStepThroughOneThreeFive) {
  EXPECT_EQ(input_.brush(), 1);
  input_.brushSmaller();
  EXPECT_EQ(input_.brush(), 1);
  input_.brushLarger();
  EXPECT_EQ(input_.brush(), 3);
  input_.brushLarger();
  EXPECT_EQ(input_.brush(), 5);
  input_.brushLarger();
  EXPECT_EQ(input_.brush(), 5);
  input_.brushSmaller();
  EXPECT_EQ(input_.brush(), 3);
  input_.setBrush(4);
  EXPECT_TRUE(input_.brush() == 3 || input_.brush() == 5);
  input_.setBrush(3);
  input_.press(doc_, {4, 3});
  input_.release(doc_, {4, 3});
  EXPECT_EQ(count(kRock), 9u);
  EXPECT_EQ(kindAt({3, 2}), kRock);
  EXPECT_EQ(kindAt({5, 4}), kRock);
  EXPECT_EQ(input_.cursorCells(doc_, {0, 0}).size(), 4u);  // clipped at the corner
}

TEST_F(ToolInputTest, EraserPaintsTheBaseKind) {
  input_.press(doc_, {2, 2});
  input_.release(doc_, {3, 2});
  ASSERT_EQ(count(kRock), 2u);
  input_.setTool(doc_, Tool::Eraser);
  input_.press(doc_, {2, 2});
  input_.release(doc_, {2, 2});
  EXPECT_EQ(kindAt({2, 2}), kGrass);
  EXPECT_EQ(kindAt({3, 2}), kRock);
}

TEST_F(ToolInputTest, RectangleFillsOnReleaseOnly) {
  input_.setTool(doc_, Tool::Rect);
  input_.setKind(kRoad);
  input_.press(doc_, {6, 4});
  input_.drag(doc_, {2, 1});
  const auto preview = input_.rectPreview();
  ASSERT_TRUE(preview.has_value());
  EXPECT_EQ(*preview, (editor::CellRect{2, 1, 5, 4}));
  EXPECT_EQ(count(kRoad), 0u);
  input_.release(doc_, {2, 1});
  EXPECT_FALSE(input_.rectPreview().has_value());
  EXPECT_EQ(count(kRoad), 20u);
  ASSERT_TRUE(doc_.undo());
  EXPECT_EQ(count(kRoad), 0u);
}

TEST_F(ToolInputTest, FillFloodsTheAreaOfOneKind) {
  // A wall across the map splits it in two.
  for (int32_t y = 0; y < 6; ++y) {
    input_.press(doc_, {4, y});
    input_.release(doc_, {4, y});
  }
  input_.setTool(doc_, Tool::Fill);
  input_.setKind(kRoad);
  input_.press(doc_, {0, 0});
  EXPECT_FALSE(input_.dragging());
  EXPECT_EQ(count(kRoad), 24u);  // x 0..3, all six rows
  EXPECT_EQ(kindAt({5, 0}), kGrass);
}

TEST_F(ToolInputTest, EyedropperPicksAKindAndGoesBackToPainting) {
  input_.press(doc_, {1, 1});
  input_.release(doc_, {1, 1});
  input_.setTool(doc_, Tool::Rect);
  input_.setKind(kRoad);
  input_.setTool(doc_, Tool::Eyedropper);
  input_.press(doc_, {1, 1});
  EXPECT_EQ(input_.kind(), kRock);
  EXPECT_EQ(input_.tool(), Tool::Rect);
  input_.setTool(doc_, Tool::Eyedropper);
  input_.press(doc_, {-3, 1});  // outside: nothing picked
  EXPECT_EQ(input_.kind(), kRock);
}

TEST_F(ToolInputTest, SpawnsArePlacedMovedAndDeleted) {
  input_.setTool(doc_, Tool::Spawn);
  input_.press(doc_, {1, 1});
  input_.release(doc_, {1, 1});
  input_.setTool(doc_, Tool::Goal);
  input_.press(doc_, {8, 4});
  input_.release(doc_, {8, 4});
  ASSERT_EQ(doc_.level().spawns.size(), 1u);
  ASSERT_EQ(doc_.level().goals.size(), 1u);

  // Dragging the spawn (with the goal tool: any endpoint can be dragged)
  // moves it; the goal's cell is skipped on the way.
  input_.press(doc_, {1, 1});
  ASSERT_TRUE(input_.moving().has_value());
  EXPECT_EQ(input_.moving()->kind, editor::EndpointKind::Spawn);
  input_.drag(doc_, {3, 2});
  input_.drag(doc_, {8, 4});
  input_.release(doc_, {8, 4});
  EXPECT_EQ(doc_.level().spawns[0], (Cell{3, 2}));
  EXPECT_EQ(doc_.level().goals[0], (Cell{8, 4}));
  ASSERT_TRUE(doc_.undo());  // the move was one step
  EXPECT_EQ(doc_.level().spawns[0], (Cell{1, 1}));
  ASSERT_TRUE(doc_.redo());

  // A right click deletes with the spawn and goal tools only.
  input_.setTool(doc_, Tool::Brush);
  input_.secondaryClick(doc_, {8, 4});
  EXPECT_EQ(doc_.level().goals.size(), 1u);
  input_.setTool(doc_, Tool::Spawn);
  input_.secondaryClick(doc_, {8, 4});
  EXPECT_TRUE(doc_.level().goals.empty());
  input_.secondaryClick(doc_, {0, 0});  // nothing there
  EXPECT_EQ(doc_.level().spawns.size(), 1u);
}

TEST_F(ToolInputTest, TheHeroIsPlacedMovedByClickOrDragAndRemoved) {
  input_.setTool(doc_, Tool::Hero);
  EXPECT_STREQ(toolName(input_.tool()), "Hero");
  input_.press(doc_, {2, 1});
  EXPECT_TRUE(input_.movingHero());
  input_.release(doc_, {2, 1});
  EXPECT_FALSE(input_.movingHero());
  ASSERT_TRUE(doc_.level().hero.has_value());
  EXPECT_EQ(editor::heroCell(doc_.level()), (Cell{2, 1}));
  EXPECT_EQ(doc_.undoLabel().english(), "Place hero");

  // A click elsewhere and a drag from there are one step; cells outside the
  // map are passed over.
  input_.press(doc_, {5, 3});
  input_.drag(doc_, {6, 3});
  input_.drag(doc_, {12, 3});
  input_.drag(doc_, {7, 4});
  input_.release(doc_, {7, 4});
  EXPECT_EQ(editor::heroCell(doc_.level()), (Cell{7, 4}));
  EXPECT_EQ(doc_.level().hero->start.x, 7.5f);
  EXPECT_EQ(doc_.undoLabel().english(), "Move hero");
  ASSERT_TRUE(doc_.undo());
  EXPECT_EQ(editor::heroCell(doc_.level()), (Cell{2, 1}));
  ASSERT_TRUE(doc_.redo());

  // A click on the hero itself changes nothing until it is dragged.
  const size_t steps = doc_.history().undoCount();
  input_.press(doc_, {7, 4});
  input_.release(doc_, {7, 4});
  EXPECT_EQ(doc_.history().undoCount(), steps);

  // A right click removes it with the hero tool only, and only on its cell.
  input_.setTool(doc_, Tool::Spawn);
  input_.secondaryClick(doc_, {7, 4});
  EXPECT_TRUE(doc_.level().hero.has_value());
  input_.setTool(doc_, Tool::Hero);
  input_.secondaryClick(doc_, {1, 1});
  EXPECT_TRUE(doc_.level().hero.has_value());
  input_.secondaryClick(doc_, {7, 4});
  EXPECT_FALSE(doc_.level().hero.has_value());
  EXPECT_EQ(doc_.undoLabel().english(), "Remove hero");
}

TEST_F(ToolInputTest, APressOutsideTheMapPlacesNoHero) {
  input_.setTool(doc_, Tool::Hero);
  input_.press(doc_, {-1, 2});
  input_.release(doc_, {-1, 2});
  EXPECT_FALSE(doc_.level().hero.has_value());
  EXPECT_FALSE(doc_.canUndo());
  EXPECT_FALSE(doc_.inStroke());
}

TEST_F(ToolInputTest, CancelKeepsAHalfDoneStrokeAsOneStep) {
  input_.press(doc_, {0, 0});
  input_.drag(doc_, {3, 0});
  input_.cancel(doc_);
  EXPECT_FALSE(input_.dragging());
  EXPECT_FALSE(doc_.inStroke());
  EXPECT_EQ(count(kRock), 4u);
  // A later release does nothing.
  input_.release(doc_, {9, 5});
  EXPECT_EQ(count(kRock), 4u);
  ASSERT_TRUE(doc_.undo());
  EXPECT_EQ(count(kRock), 0u);
}

TEST_F(ToolInputTest, ACancelledRectangleFillsNothing) {
  input_.setTool(doc_, Tool::Rect);
  input_.press(doc_, {0, 0});
  input_.drag(doc_, {5, 5});
  input_.cancel(doc_);
  EXPECT_EQ(count(kRock), 0u);
  EXPECT_FALSE(doc_.isDirty());
}

TEST_F(ToolInputTest, SwitchingToolsMidDragEndsTheStroke) {
  input_.press(doc_, {0, 0});
  input_.drag(doc_, {1, 0});
  input_.setTool(doc_, Tool::Fill);
  EXPECT_FALSE(doc_.inStroke());
  EXPECT_EQ(count(kRock), 2u);
}

TEST_F(ToolInputTest, ALineIsDrawnOnReleaseWithTheBrushAsOneStep) {
  input_.setTool(doc_, Tool::Line);
  input_.setBrush(3);
  input_.press(doc_, {1, 2});
  input_.drag(doc_, {8, 2});
  EXPECT_EQ(count(kRock), 0u);                     // only a preview while dragging
  EXPECT_EQ(input_.shapeCells(doc_).size(), 30u);  // the brush square at each end too: 10 x 3
  input_.release(doc_, {8, 2});
  EXPECT_EQ(count(kRock), 30u);
  EXPECT_TRUE(input_.shapeCells(doc_).empty());
  ASSERT_TRUE(doc_.undo());
  EXPECT_FALSE(doc_.canUndo());
}

TEST_F(ToolInputTest, ShiftConstrainsLinesAndShapes) {
  input_.setTool(doc_, Tool::Line);
  input_.setConstrain(true);
  input_.press(doc_, {0, 0});
  input_.drag(doc_, {9, 2});  // nearer the horizontal than the diagonal
  EXPECT_EQ(*input_.rectPreview(), (editor::CellRect{0, 0, 10, 1}));
  input_.release(doc_, {9, 2});
  for (int32_t x = 0; x < 10; ++x) EXPECT_EQ(kindAt({x, 0}), kRock) << x;
  EXPECT_EQ(count(kRock), 10u);
  doc_.undo();
  input_.setTool(doc_, Tool::RectOutline);
  input_.press(doc_, {0, 0});
  input_.release(doc_, {5, 3});  // a square 6 on a side
  EXPECT_EQ(count(kRock), 6u + 6u + 4u + 4u);
  EXPECT_EQ(kindAt({5, 5}), kRock);
  EXPECT_EQ(kindAt({0, 5}), kRock);
  doc_.undo();
  input_.setConstrain(false);
  input_.press(doc_, {0, 0});
  input_.release(doc_, {5, 3});
  EXPECT_EQ(count(kRock), 6u + 6u + 2u + 2u);
  EXPECT_EQ(kindAt({0, 5}), kGrass);
}

TEST_F(ToolInputTest, EllipsesFilledAndOutlined) {
  input_.setTool(doc_, Tool::Ellipse);
  input_.press(doc_, {0, 0});
  input_.release(doc_, {4, 4});
  EXPECT_EQ(count(kRock), 21u);
  EXPECT_EQ(kindAt({0, 0}), kGrass);
  EXPECT_EQ(kindAt({2, 2}), kRock);
  doc_.undo();
  input_.setTool(doc_, Tool::EllipseOutline);
  input_.press(doc_, {0, 0});
  input_.release(doc_, {4, 4});
  EXPECT_EQ(count(kRock), 12u);
  EXPECT_EQ(kindAt({2, 2}), kGrass);
}

TEST_F(ToolInputTest, MirrorAppliesToTerrainToolsButNotToSpawns) {
  input_.setMirror(editor::MirrorMode::Horizontal);
  input_.press(doc_, {1, 1});
  input_.release(doc_, {1, 1});
  EXPECT_EQ(kindAt({8, 1}), kRock);
  EXPECT_EQ(input_.mirroredCursorCells(doc_, {2, 3}), (std::vector<Cell>{{7, 3}}));
  input_.setTool(doc_, Tool::Rect);
  input_.press(doc_, {0, 4});
  input_.release(doc_, {1, 5});
  EXPECT_EQ(kindAt({9, 5}), kRock);
  EXPECT_EQ(count(kRock), 10u);
  input_.setTool(doc_, Tool::Spawn);
  EXPECT_TRUE(input_.mirroredCursorCells(doc_, {2, 3}).empty());
  input_.press(doc_, {2, 3});
  input_.release(doc_, {2, 3});
  EXPECT_EQ(doc_.level().spawns.size(), 1u);
  input_.cycleMirror();
  EXPECT_EQ(input_.mirror(), editor::MirrorMode::Vertical);
}

TEST_F(ToolInputTest, ACancelledShapeDrawsNothing) {
  input_.setTool(doc_, Tool::Ellipse);
  input_.press(doc_, {0, 0});
  input_.drag(doc_, {5, 5});
  input_.cancel(doc_);
  EXPECT_EQ(count(kRock), 0u);
  EXPECT_FALSE(input_.rectPreview().has_value());
}

TEST_F(ToolInputTest, TheSelectToolSpansMovesAndPastesWithTheMouse) {
  input_.press(doc_, {1, 1});
  input_.release(doc_, {2, 1});  // two rock cells
  input_.setTool(doc_, Tool::Select);
  input_.press(doc_, {0, 0});
  input_.drag(doc_, {2, 1});
  EXPECT_EQ(input_.select().dragRect(), (editor::CellRect{0, 0, 3, 2}));
  input_.release(doc_, {2, 1});
  ASSERT_EQ(input_.select().selection(), (editor::CellRect{0, 0, 3, 2}));
  const size_t steps = doc_.history().undoCount();
  // A drag from inside the selection moves it, in one step.
  input_.press(doc_, {1, 1});
  input_.drag(doc_, {3, 2});
  input_.drag(doc_, {5, 3});
  EXPECT_EQ(count(kRock), 2u);
  input_.release(doc_, {5, 3});
  EXPECT_EQ(kindAt({5, 3}), kRock);
  EXPECT_EQ(kindAt({6, 3}), kRock);
  EXPECT_EQ(count(kRock), 2u);
  EXPECT_EQ(input_.select().selection(), (editor::CellRect{4, 2, 3, 2}));
  EXPECT_EQ(doc_.history().undoCount(), steps + 1);
  // Copy, then Ctrl+V: the copy follows the mouse and a click lays it down.
  ASSERT_FALSE(input_.select().copy(doc_).refused());
  input_.setTool(doc_, Tool::Brush);  // another tool drops the selection, not the clipboard
  EXPECT_FALSE(input_.select().selection().has_value());
  ASSERT_FALSE(input_.startPaste(doc_).refused());
  EXPECT_EQ(input_.tool(), Tool::Select);
  EXPECT_EQ(input_.select().pasteRect({1, 1}), (editor::CellRect{0, 0, 3, 2}));
  input_.press(doc_, {1, 1});
  input_.release(doc_, {1, 1});
  EXPECT_FALSE(input_.select().pasting());
  EXPECT_EQ(count(kRock), 4u);
  EXPECT_EQ(kindAt({1, 1}), kRock);
  // A right click drops the selection.
  input_.secondaryClick(doc_, {0, 0});
  EXPECT_FALSE(input_.select().selection().has_value());
}

}  // namespace
}  // namespace td::editorui
