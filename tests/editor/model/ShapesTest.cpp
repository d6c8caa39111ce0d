#include <gtest/gtest.h>

#include <cstdlib>

#include "editor/model/Shapes.h"
#include "editor/model/Tools.h"
#include "editor/model/Validation.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;
using test::kind;
using test::rowsOf;
using Rows = std::vector<std::string>;
using Cells = std::vector<Cell>;

TEST(LineCells, RunsFromStartToEndOneStepAtATime) {
  EXPECT_EQ(lineCells({1, 1}, {1, 1}), (Cells{{1, 1}}));
  EXPECT_EQ(lineCells({0, 0}, {3, 0}), (Cells{{0, 0}, {1, 0}, {2, 0}, {3, 0}}));
  EXPECT_EQ(lineCells({2, 2}, {0, 0}), (Cells{{2, 2}, {1, 1}, {0, 0}}));
  const Cells shallow = lineCells({0, 0}, {6, 2});
  ASSERT_EQ(shallow.size(), 7u);
  EXPECT_EQ(shallow.front(), (Cell{0, 0}));
  EXPECT_EQ(shallow.back(), (Cell{6, 2}));
  for (size_t i = 1; i < shallow.size(); ++i) {
    EXPECT_EQ(shallow[i].x - shallow[i - 1].x, 1);
    EXPECT_LE(std::abs(shallow[i].y - shallow[i - 1].y), 1);
  }
}

TEST(LineCells, ABrushWidensTheLine) {
  const Cells wide = thickLineCells({2, 2}, {4, 2}, 3);
  EXPECT_EQ(wide.size(), 15u);  // 5 x 3, each cell once
  EXPECT_EQ(thickLineCells({2, 2}, {4, 2}, 1), lineCells({2, 2}, {4, 2}));
}

TEST(LineCells, ADiagonalWallSealsTheWayForGroundEnemies) {
  // Walkers may not cut corners, so a thin diagonal line of rock across the
  // map seals the spawn off from the goal.
  EditorDoc doc = docWith({"S.....", "......", "......", "......", "......", ".....G"});
  ASSERT_TRUE(computeRoutes(doc.level())[0].reachable);
  ASSERT_TRUE(drawLine(doc, {5, 0}, {0, 5}, 1, kind("rock")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"=....#", "....#.", "...#..", "..#...", ".#....", "#....="}));
  EXPECT_FALSE(computeRoutes(doc.level())[0].reachable);
}

TEST(Constrain, LinesSnapToTheNearestOf0_45And90Degrees) {
  EXPECT_EQ(constrainLine({0, 0}, {10, 3}), (Cell{10, 0}));
  EXPECT_EQ(constrainLine({0, 0}, {-2, 9}), (Cell{0, 9}));
  EXPECT_EQ(constrainLine({0, 0}, {7, 5}), (Cell{7, 7}));
  EXPECT_EQ(constrainLine({5, 5}, {1, 8}), (Cell{1, 9}));
  EXPECT_EQ(constrainSquare({0, 0}, {4, 2}), (Cell{4, 4}));
  EXPECT_EQ(constrainSquare({5, 5}, {3, 9}), (Cell{1, 9}));
}

TEST(RectOutline, IsTheBorderOnly) {
  EditorDoc doc = docWith({".....", ".....", ".....", "....."});
  EXPECT_EQ(rectOutlineCells({0, 0}, {0, 0}).size(), 1u);
  EXPECT_EQ(rectOutlineCells({0, 0}, {3, 0}).size(), 4u);
  EXPECT_EQ(rectOutlineCells({3, 2}, {0, 0}).size(), 10u);
  ASSERT_TRUE(drawRectOutline(doc, {4, 3}, {1, 0}, kind("rock")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".####", ".#..#", ".#..#", ".####"}));
  EXPECT_EQ(doc.history().undoCount(), 1u);
}

TEST(Ellipse, FilledCircleAndItsOutline) {
  EditorDoc doc = docWith({".......", ".......", ".......", ".......", "......."});
  ASSERT_TRUE(drawEllipse(doc, {0, 0}, {4, 4}, true, kind("water")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".~~~...", "~~~~~..", "~~~~~..", "~~~~~..", ".~~~..."}));
  doc.undo();
  ASSERT_TRUE(drawEllipse(doc, {0, 0}, {4, 4}, false, kind("rock")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".###...", "#...#..", "#...#..", "#...#..", ".###..."}));
}

TEST(Ellipse, IsSymmetricAndStaysInItsBox) {
  for (bool filled : {true, false}) {
    const Cells cells = ellipseCells({2, 1}, {13, 6}, filled);
    ASSERT_FALSE(cells.empty());
    for (Cell c : cells) {
      EXPECT_TRUE(c.x >= 2 && c.x <= 13 && c.y >= 1 && c.y <= 6);
      const Cell image{15 - c.x, 7 - c.y};
      EXPECT_NE(std::find(cells.begin(), cells.end(), image), cells.end());
    }
    // It touches all four sides of the box.
    EXPECT_NE(std::find_if(cells.begin(), cells.end(), [](Cell c) { return c.x == 2; }), cells.end());
    EXPECT_NE(std::find_if(cells.begin(), cells.end(), [](Cell c) { return c.y == 1; }), cells.end());
  }
  EXPECT_EQ(ellipseCells({3, 0}, {3, 4}, false).size(), 5u);  // one cell wide: a line
}

TEST(Shapes, AreClippedRefusedAndOneStep) {
  EditorDoc doc = docWith({"....", "....", "...."});
  EXPECT_EQ(drawLine(doc, {-5, -1}, {-1, -1}, 1, kind("rock")).status, EditStatus::NoChange);
  EXPECT_EQ(doc.level().terrains.size(), 1u);  // rock did not join the legend
  ASSERT_TRUE(drawLine(doc, {-2, 1}, {9, 1}, 1, kind("rock")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"....", "####", "...."}));
  EXPECT_TRUE(drawLine(doc, {0, 0}, {1, 1}, 2, kind("rock")).refused());
  EXPECT_TRUE(drawEllipse(doc, {0, 0}, {1, 1}, true, test::palette().size()).refused());
  EXPECT_TRUE(drawRectOutline(doc, {0, 0}, {1, 1}, test::palette().size()).refused());
  EXPECT_EQ(doc.history().undoCount(), 1u);
}

}  // namespace
}  // namespace td::editor
