#include <gtest/gtest.h>

#include "editor/model/HeroStart.h"
#include "editor/model/Selection.h"
#include "editor/model/WaveEdits.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;
using test::kind;
using test::rowsOf;
using Rows = std::vector<std::string>;

TEST(Selection, SpannedAndClippedRects) {
  EXPECT_EQ(spannedRect({4, 1}, {2, 3}), (CellRect{2, 1, 3, 3}));
  EditorDoc doc = docWith({"....", "...."});
  EXPECT_EQ(clipToMap(doc.level(), {-1, 1, 3, 5}), (CellRect{0, 1, 2, 1}));
  EXPECT_FALSE(clipToMap(doc.level(), {4, 0, 2, 2}).has_value());
  EXPECT_TRUE(rectContains({1, 1, 2, 2}, {2, 2}));
  EXPECT_FALSE(rectContains({1, 1, 2, 2}, {3, 2}));
}

TEST(Selection, CopyKeepsTerrainByNameAndTheEndpoints) {
  EditorDoc doc = docWith({"S.#..", ".~#..", "....G"});
  const Clipboard clip = copyArea(doc, {0, 0, 3, 2});
  EXPECT_EQ(clip.width, 3);
  EXPECT_EQ(clip.height, 2);
  EXPECT_EQ(clip.kinds, (std::vector<std::string>{"road", "grass", "rock", "water"}));
  EXPECT_EQ(clip.cells, (std::vector<uint8_t>{0, 1, 2, 1, 3, 2}));
  ASSERT_EQ(clip.endpoints.size(), 1u);
  EXPECT_EQ(clip.endpoints[0].kind, EndpointKind::Spawn);
  EXPECT_EQ(clip.endpoints[0].offset, (Cell{0, 0}));
  EXPECT_TRUE(copyArea(doc, {7, 7, 2, 2}).empty());
  EXPECT_FALSE(doc.canUndo());  // copying changes nothing
}

TEST(Selection, PasteIsOneStepAndClippedToTheMap) {
  EditorDoc doc = docWith({"##...", "#~...", ".....", "....."});
  const Clipboard clip = copyArea(doc, {0, 0, 2, 2});
  ASSERT_TRUE(pasteClip(doc, clip, {4, 3}).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"##...", "#~...", ".....", "....#"}));
  ASSERT_TRUE(pasteClip(doc, clip, {2, 1}).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"##...", "#~##.", "..#~.", "....#"}));
  EXPECT_EQ(doc.history().undoCount(), 2u);
  doc.undo();
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"##...", "#~...", ".....", "....#"}));
  EXPECT_TRUE(pasteClip(doc, clip, {5, 0}).refused());  // wholly outside
  EXPECT_TRUE(pasteClip(doc, Clipboard{}, {0, 0}).refused());
}

TEST(Selection, PasteBetweenLevelsAddsLegendEntriesByName) {
  EditorDoc from = docWith({",~=", "..."});
  const Clipboard clip = copyArea(from, {0, 0, 3, 1});
  EditorDoc to = docWith({"#...", "#..."});
  ASSERT_EQ(to.level().glyphs, ".#");
  ASSERT_TRUE(pasteClip(to, clip, {1, 1}).applied());
  EXPECT_EQ(rowsOf(to.level()), (Rows{"#...", "#,~="}));
  EXPECT_EQ(to.level().terrains.size(), 5u);
  to.undo();
  EXPECT_EQ(to.level().glyphs, ".#");  // the new kinds leave with the step
}

TEST(Selection, PasteLeavesOutEndpointsOnTakenOrOutsideCells) {
  EditorDoc doc = docWith({"S...G", ".....", "....."});
  const Clipboard clip = copyArea(doc, {0, 0, 5, 1});  // a spawn and a goal
  // The spawn lands on the goal's cell, the goal outside the map.
  const EditResult r = pasteClip(doc, clip, {4, 2});
  ASSERT_TRUE(r.applied());
  EXPECT_NE(r.message.english().find("left out"), std::string::npos);
  EXPECT_EQ(doc.level().spawns.size(), 2u);  // the spawn at (4, 2) is new
  EXPECT_EQ(doc.level().goals.size(), 1u);
  const EditResult again = pasteClip(doc, clip, {4, 2});  // same place: nothing new
  EXPECT_TRUE(again.refused());
  EXPECT_NE(again.message.english().find("already holds"), std::string::npos);
  EXPECT_EQ(doc.history().undoCount(), 1u);
}

TEST(Selection, DeleteFillsTheBaseKindAndRemovesEndpoints) {
  EditorDoc doc = docWith({"S##..", "~~...", "....G"});
  ASSERT_TRUE(addWave(doc).applied());
  ASSERT_EQ(doc.level().waves[0].groups[0].spawn, 0);
  const EditResult r = deleteArea(doc, {0, 0, 2, 2});
  ASSERT_TRUE(r.applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"..#..", ".....", "....="}));
  EXPECT_TRUE(doc.level().spawns.empty());
  EXPECT_NE(r.message.english().find("removed 1 spawn and 0 goals; 1 wave group lost its spawn"), std::string::npos)
      << r.message.english();
  EXPECT_EQ(doc.history().undoCount(), 2u);  // the wave, then the delete
  doc.undo();
  EXPECT_EQ(doc.level().spawns.size(), 1u);
  EXPECT_EQ(doc.level().waves[0].groups[0].spawn, 0);
  EXPECT_EQ(deleteArea(doc, {2, 1, 2, 1}).status, EditStatus::NoChange);
}

TEST(Selection, CutCopiesAndClearsAsOneStepAndTheClipboardSurvivesUndo) {
  EditorDoc doc = docWith({"##...", "##...", "....."});
  Clipboard clip;
  ASSERT_TRUE(cutArea(doc, {0, 0, 2, 2}, clip).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{".....", ".....", "....."}));
  EXPECT_EQ(doc.undoLabel().english(), "Cut");
  doc.undo();
  EXPECT_EQ(rowsOf(doc.level())[0], "##...");
  ASSERT_FALSE(clip.empty());
  ASSERT_TRUE(pasteClip(doc, clip, {3, 1}).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"##...", "##.##", "...##"}));
}

TEST(Selection, MoveCarriesTerrainEndpointsAndHeroInOneStep) {
  EditorDoc doc = docWith({"S#....", "......", ".....G"});
  ASSERT_TRUE(placeHero(doc, {1, 1}).applied());
  ASSERT_TRUE(addWave(doc).applied());
  const size_t steps = doc.history().undoCount();
  ASSERT_TRUE(moveArea(doc, {0, 0, 2, 2}, {2, 1}).applied());
  EXPECT_EQ(rowsOf(doc.level()), (Rows{"......", "..=#..", ".....="}));
  EXPECT_EQ(doc.level().spawns[0], (Cell{2, 1}));  // still spawn 0: the wave keeps it
  EXPECT_EQ(doc.level().waves[0].groups[0].spawn, 0);
  EXPECT_EQ(heroCell(doc.level()), (Cell{3, 2}));
  EXPECT_EQ(doc.history().undoCount(), steps + 1);
  doc.undo();
  EXPECT_EQ(rowsOf(doc.level())[0], "=#....");
  EXPECT_EQ(doc.level().spawns[0], (Cell{0, 0}));
  EXPECT_EQ(heroCell(doc.level()), (Cell{1, 1}));
}

TEST(Selection, MoveNeverPushesAnythingOffTheMapOrOntoAnEndpoint) {
  EditorDoc doc = docWith({"S#...", ".....", "..G.."});
  EXPECT_TRUE(moveArea(doc, {0, 0, 2, 1}, {-1, 0}).refused());
  EXPECT_TRUE(moveArea(doc, {0, 0, 2, 1}, {0, 3}).refused());
  EXPECT_TRUE(moveArea(doc, {0, 0, 2, 1}, {2, 2}).refused());  // the spawn would land on the goal
  EXPECT_FALSE(doc.canUndo());
  EXPECT_EQ(moveArea(doc, {0, 0, 2, 1}, {0, 0}).status, EditStatus::NoChange);
  // Overlapping its old place is fine.
  ASSERT_TRUE(moveArea(doc, {0, 0, 2, 1}, {1, 0}).applied());
  EXPECT_EQ(rowsOf(doc.level())[0], ".=#..");
}

}  // namespace
}  // namespace td::editor
