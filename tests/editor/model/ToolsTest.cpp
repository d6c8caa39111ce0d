#include <gtest/gtest.h>

#include "editor/model/LevelEquality.h"
#include "editor/model/Tools.h"
#include "editor/model/WaveEdits.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;
using test::kind;
using test::rowsOf;
using Rows = std::vector<std::string>;

const Rows kBlank5 = {".....", ".....", ".....", ".....", "....."};

TEST(Paint, Brush1PaintsOneCell) {
  EditorDoc doc = docWith(kBlank5);
  ASSERT_TRUE(paint(doc, {2, 2}, 1, kind("rock")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".....", ".....", "..#..", ".....", "....."}));
}

TEST(Paint, Brush3PaintsASquareAroundTheCell) {
  EditorDoc doc = docWith(kBlank5);
  ASSERT_TRUE(paint(doc, {2, 2}, 3, kind("rock")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".....", ".###.", ".###.", ".###.", "....."}));
}

TEST(Paint, Brush5IsClippedAtTheEdge) {
  EditorDoc doc = docWith(kBlank5);
  ASSERT_TRUE(paint(doc, {0, 4}, 5, kind("water")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".....", ".....", "~~~..", "~~~..", "~~~.."}));
  EXPECT_EQ(brushCells(doc, {0, 4}, 5).size(), 9u);
}

TEST(Paint, OutsideTheMapChangesNothing) {
  EditorDoc doc = docWith(kBlank5);
  EXPECT_EQ(paint(doc, {-3, 2}, 3, kind("rock")).status, EditStatus::NoChange);
  EXPECT_EQ(doc.level().terrains.size(), 1u);  // rock did not join the legend
  EXPECT_FALSE(doc.canUndo());
}

TEST(Paint, RefusesBadBrushesAndKinds) {
  EditorDoc doc = docWith(kBlank5);
  EXPECT_TRUE(paint(doc, {2, 2}, 2, kind("rock")).refused());
  EXPECT_TRUE(paint(doc, {2, 2}, 0, kind("rock")).refused());
  EXPECT_TRUE(paint(doc, {2, 2}, kMaxBrush + 2, kind("rock")).refused());
  EXPECT_TRUE(paint(doc, {2, 2}, 1, test::palette().size()).refused());
  EXPECT_FALSE(paint(doc, {2, 2}, 2, kind("rock")).message.empty());
  EXPECT_FALSE(doc.canUndo());
}

TEST(Paint, ANewKindJoinsTheLegendAndLeavesItOnUndo) {
  EditorDoc doc = docWith(kBlank5);
  ASSERT_EQ(doc.level().glyphs, ".");
  ASSERT_TRUE(paint(doc, {1, 1}, 1, kind("mud")).applied());
  EXPECT_EQ(doc.level().glyphs, ".,");
  EXPECT_EQ(doc.level().terrains[1].name, "mud");
  ASSERT_EQ(doc.history().undoCount(), 1u);  // legend and cell are one step
  doc.undo();
  EXPECT_EQ(doc.level().glyphs, ".");
  EXPECT_EQ(doc.level().terrains.size(), 1u);
  doc.redo();
  EXPECT_EQ(rowsOf(doc.level())[1], ".,...");
}

TEST(Paint, SlopesArePaintedLikeAnyKindWithTheirFallInTheirGlyph) {
  EditorDoc doc = docWith(kBlank5);
  ASSERT_TRUE(paint(doc, {1, 1}, 1, kind("slope-east")).applied());
  ASSERT_TRUE(paint(doc, {3, 3}, 1, kind("slope-north")).applied());
  EXPECT_EQ(doc.level().glyphs, ".>^");
  EXPECT_EQ(doc.level().terrains[1].slope, Direction::East);
  EXPECT_EQ(doc.level().terrains[2].slope, Direction::North);
  EXPECT_EQ(rowsOf(doc.level())[1], ".>...");
  EXPECT_EQ(rowsOf(doc.level())[3], "...^.");
  doc.undo();
  EXPECT_EQ(doc.level().glyphs, ".>");
}

TEST(Paint, PaintingACellItsOwnKindIsNoChange) {
  EditorDoc doc = docWith(kBlank5);
  paint(doc, {2, 2}, 3, kind("rock"));
  EXPECT_EQ(paint(doc, {2, 2}, 1, kind("rock")).status, EditStatus::NoChange);
  EXPECT_EQ(doc.history().undoCount(), 1u);
}

TEST(Erase, PaintsTheBaseKind) {
  EditorDoc doc = docWith({"##...", "##..."});
  ASSERT_TRUE(erase(doc, {0, 0}, 1).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".#...", "##..."}));
  EXPECT_EQ(erase(doc, {4, 1}, 3).status, EditStatus::NoChange);
  EXPECT_TRUE(erase(doc, {0, 0}, 4).refused());
}

TEST(FillRect, FillsBetweenCornersInAnyOrder) {
  EditorDoc doc = docWith(kBlank5);
  ASSERT_TRUE(fillRect(doc, {3, 3}, {1, 2}, kind("road")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".....", ".....", ".===.", ".===.", "....."}));
  EXPECT_EQ(doc.history().undoCount(), 1u);
}

TEST(FillRect, IsClippedToTheMap) {
  EditorDoc doc = docWith({"...", "..."});
  ASSERT_TRUE(fillRect(doc, {-5, -5}, {0, 9}, kind("rock")).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"#..", "#.."}));
  EXPECT_EQ(fillRect(doc, {5, 5}, {9, 9}, kind("rock")).status, EditStatus::NoChange);
}

TEST(FloodFill, FillsTheFourConnectedAreaOfTheSameKind) {
  EditorDoc doc = docWith({
      "..#..",
      "..#..",
      "##.##",
      "..#..",
  });
  ASSERT_TRUE(floodFill(doc, {0, 0}, kind("water")).applied());
  // Diagonal neighbours are not joined: (2, 2) stays grass.
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"~~#..", "~~#..", "##.##", "..#.."}));
  EXPECT_EQ(doc.history().undoCount(), 1u);
}

TEST(FloodFill, SameKindIsNoChangeAndOutsideIsRefused) {
  EditorDoc doc = docWith(kBlank5);
  EXPECT_EQ(floodFill(doc, {1, 1}, kind("grass")).status, EditStatus::NoChange);
  EXPECT_TRUE(floodFill(doc, {5, 1}, kind("rock")).refused());
  ASSERT_TRUE(floodFill(doc, {1, 1}, kind("mud")).applied());
  for (uint8_t t : doc.level().tiles) EXPECT_EQ(doc.level().terrains[t].name, "mud");
  doc.undo();
  for (uint8_t t : doc.level().tiles) EXPECT_EQ(doc.level().terrains[t].name, "grass");
}

TEST(FloodFill, AFillOverALargeMapUndoes) {
  EditorDoc doc(test::palette());
  ASSERT_TRUE(doc.newLevel(300, 300).applied());
  paint(doc, {150, 150}, 1, kind("rock"));
  const LevelDef before = doc.level();
  ASSERT_TRUE(floodFill(doc, {0, 0}, kind("water")).applied());
  // Cheaper as two arrays than as 90 000 single-cell changes.
  EXPECT_TRUE(doc.history().nextUndo()->tilesBefore.has_value());
  const LevelDef after = doc.level();
  doc.undo();
  EXPECT_TRUE(sameLevel(doc.level(), before));
  doc.redo();
  EXPECT_TRUE(sameLevel(doc.level(), after));
}

TEST(Eyedrop, ReturnsThePaletteKind) {
  EditorDoc doc = docWith({".#~", "=,."});
  EXPECT_EQ(eyedrop(doc, {0, 0}), kind("grass"));
  EXPECT_EQ(eyedrop(doc, {1, 0}), kind("rock"));
  EXPECT_EQ(eyedrop(doc, {2, 0}), kind("water"));
  EXPECT_EQ(eyedrop(doc, {0, 1}), kind("road"));
  EXPECT_EQ(eyedrop(doc, {1, 1}), kind("mud"));
  EXPECT_FALSE(eyedrop(doc, {3, 0}).has_value());
}

TEST(Endpoints, PlaceMoveAndDelete) {
  EditorDoc doc = docWith(kBlank5);
  ASSERT_TRUE(placeSpawn(doc, {0, 0}).applied());
  ASSERT_TRUE(placeGoal(doc, {4, 4}).applied());
  ASSERT_TRUE(placeSpawn(doc, {0, 4}).applied());
  EXPECT_EQ(doc.level().spawns, (std::vector<Cell>{{0, 0}, {0, 4}}));
  EXPECT_EQ(doc.level().goals, (std::vector<Cell>{{4, 4}}));
  const auto at = endpointAt(doc, {0, 4});
  ASSERT_TRUE(at.has_value());
  EXPECT_EQ(at->kind, EndpointKind::Spawn);
  EXPECT_EQ(at->index, 1u);
  ASSERT_TRUE(moveEndpoint(doc, {EndpointKind::Goal, 0}, {2, 2}).applied());
  EXPECT_EQ(doc.level().goals[0], (Cell{2, 2}));
  EXPECT_EQ(moveEndpoint(doc, {EndpointKind::Goal, 0}, {2, 2}).status, EditStatus::NoChange);
  ASSERT_TRUE(deleteEndpoint(doc, {EndpointKind::Spawn, 0}).applied());
  EXPECT_EQ(doc.level().spawns, (std::vector<Cell>{{0, 4}}));
  EXPECT_EQ(doc.history().undoCount(), 5u);
  doc.undo();
  EXPECT_EQ(doc.level().spawns, (std::vector<Cell>{{0, 0}, {0, 4}}));
  doc.undo();
  EXPECT_EQ(doc.level().goals[0], (Cell{4, 4}));
}

TEST(Endpoints, TwoMayNotShareACell) {
  EditorDoc doc = docWith({"S...G"});
  const EditResult r = placeGoal(doc, {0, 0});
  ASSERT_TRUE(r.refused());
  EXPECT_EQ(r.message.english(), "(0, 0) already holds spawn 0");
  EXPECT_TRUE(placeSpawn(doc, {4, 0}).refused());
  EXPECT_TRUE(moveEndpoint(doc, {EndpointKind::Spawn, 0}, {4, 0}).refused());
  EXPECT_TRUE(placeSpawn(doc, {5, 0}).refused());  // outside
  EXPECT_TRUE(moveEndpoint(doc, {EndpointKind::Spawn, 3}, {2, 0}).refused());
  EXPECT_TRUE(deleteEndpoint(doc, {EndpointKind::Goal, 1}).refused());
  EXPECT_FALSE(doc.canUndo());
}

TEST(Endpoints, OnImpassableTerrainIsAllowed) {
  EditorDoc doc = docWith({"S.#.G"});
  // Validation reports it; the designer may paint a road under it next.
  EXPECT_TRUE(placeGoal(doc, {2, 0}).applied());
}

TEST(Endpoints, DeletingASpawnMovesItsGroupsToTheNearestAndRenumbersTheRest) {
  EditorDoc doc = docWith({"S.S.S", "....G"});
  ASSERT_TRUE(addWave(doc).applied());
  ASSERT_EQ(doc.level().waves[0].groups[0].spawn, 0);
  ASSERT_TRUE(addGroup(doc, 0).applied());
  ASSERT_TRUE(setGroupSpawn(doc, 0, 1, 1).applied());
  ASSERT_TRUE(addGroup(doc, 0).applied());
  ASSERT_TRUE(setGroupSpawn(doc, 0, 2, 2).applied());
  // Spawn 2 (index 1, at x 2) is as near to spawn 1 as to spawn 3: its group goes to the first of them.
  const EditResult r = deleteEndpoint(doc, {EndpointKind::Spawn, 1});
  ASSERT_TRUE(r.applied());
  EXPECT_EQ(r.message.english(), "1 wave group moved to spawn 1, the nearest");
  const auto& groups = doc.level().waves[0].groups;
  EXPECT_EQ(groups[0].spawn, 0);
  EXPECT_EQ(groups[1].spawn, 0);
  EXPECT_EQ(groups[2].spawn, 1);
  doc.undo();
  EXPECT_EQ(doc.level().waves[0].groups[1].spawn, 1);
  EXPECT_EQ(doc.level().waves[0].groups[2].spawn, 2);
  // The last spawn left: its groups have nowhere to go and lose it, which the problems list says.
  EditorDoc one = docWith({"S...G"});
  ASSERT_TRUE(addWave(one).applied());
  const EditResult last = deleteEndpoint(one, {EndpointKind::Spawn, 0});
  EXPECT_EQ(last.message.english(), "1 wave group lost its spawn");
  EXPECT_EQ(one.level().waves[0].groups[0].spawn, -1);
}

TEST(Resize, GrowingKeepsEverythingAndAddsBaseCells) {
  EditorDoc doc = docWith({"S#", ".G"});
  ASSERT_TRUE(resize(doc, 3, 3).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"=#.", ".=.", "..."}));
  EXPECT_EQ(doc.level().spawns, (std::vector<Cell>{{0, 0}}));
  EXPECT_EQ(doc.level().goals, (std::vector<Cell>{{1, 1}}));
}

TEST(Resize, AnOffsetGrowsTowardsTheTopLeft) {
  EditorDoc doc = docWith({"S#", ".G"});
  ASSERT_TRUE(resize(doc, 3, 3, {1, 1}).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"...", ".=#", "..="}));
  EXPECT_EQ(doc.level().spawns, (std::vector<Cell>{{1, 1}}));
  EXPECT_EQ(doc.level().goals, (std::vector<Cell>{{2, 2}}));
}

TEST(Resize, ShrinkingDropsWhatFallsOutside) {
  EditorDoc doc = docWith({"S..S", "....", "...G"});
  ASSERT_TRUE(addWave(doc).applied());
  ASSERT_TRUE(setGroupSpawn(doc, 0, 0, 1).applied());
  const EditResult r = resize(doc, 3, 2);
  ASSERT_TRUE(r.applied());
  EXPECT_EQ(r.message.english(), "removed 1 spawn and 1 goal outside the new map; 1 wave group lost its spawn");
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"=..", "..."}));
  EXPECT_EQ(doc.level().spawns, (std::vector<Cell>{{0, 0}}));
  EXPECT_TRUE(doc.level().goals.empty());
  EXPECT_EQ(doc.level().waves[0].groups[0].spawn, -1);
}

TEST(Resize, ANegativeOffsetCropsTheTopLeft) {
  EditorDoc doc = docWith({"S..", ".#.", "..G"});
  ASSERT_TRUE(resize(doc, 2, 2, {-1, -1}).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"#.", ".="}));
  EXPECT_TRUE(doc.level().spawns.empty());
  EXPECT_EQ(doc.level().goals, (std::vector<Cell>{{1, 1}}));
}

TEST(Resize, ToOneCellAndBackIsOneUndoEach) {
  EditorDoc doc = docWith({"S..", ".#.", "..G"});
  const LevelDef start = doc.level();
  ASSERT_TRUE(resize(doc, 1, 1).applied());
  EXPECT_EQ(doc.level().tiles.size(), 1u);
  ASSERT_TRUE(resize(doc, 4, 4).applied());
  EXPECT_EQ(doc.history().undoCount(), 2u);
  doc.undo();
  doc.undo();
  EXPECT_TRUE(sameLevel(doc.level(), start));
}

TEST(Resize, RefusesSizesOutsideTheLimit) {
  EditorDoc doc = docWith(kBlank5);
  EXPECT_TRUE(resize(doc, 0, 5).refused());
  EXPECT_TRUE(resize(doc, 5, -1).refused());
  EXPECT_TRUE(resize(doc, 4097, 5).refused());
  EXPECT_FALSE(doc.canUndo());
}

TEST(Glyphs, NewKindsGetTheirUsualCharacterOrAFreeOne) {
  EXPECT_EQ(glyphFor("rock", ".="), '#');
  EXPECT_EQ(glyphFor("rock", "#"), 'r');
  EXPECT_EQ(glyphFor("rock", "#r"), 'R');
  EXPECT_EQ(glyphFor("lava", ""), 'l');
  EXPECT_EQ(glyphFor("slope-east", "."), '>');
  EXPECT_EQ(glyphFor("slope-west", "."), '<');
  EXPECT_EQ(glyphFor("slope-south", "."), 'v');
  EXPECT_EQ(glyphFor("slope-north", "."), '^');
  const char g = glyphFor("rock", "#rR");
  EXPECT_TRUE(g >= 0x21 && g <= 0x7E);
  EXPECT_EQ(std::string("#rR").find(g), std::string::npos);
}

}  // namespace
}  // namespace td::editor
