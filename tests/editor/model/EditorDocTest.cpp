#include <gtest/gtest.h>

#include "editor/model/EditorDoc.h"
#include "editor/model/LevelEquality.h"
#include "editor/model/SettingsEdits.h"
#include "editor/model/Tools.h"
#include "io/AtomicFile.h"
#include "io/LevelJson.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

namespace fs = std::filesystem;
using test::docWith;
using test::kind;
using test::rowsOf;

const std::vector<std::string> kTiny = {
    "S....",
    ".....",
    "....G",
};

TEST(EditorDoc, StartsCleanWithABlankLevel) {
  EditorDoc doc(test::palette());
  EXPECT_FALSE(doc.isDirty());
  EXPECT_FALSE(doc.canUndo());
  EXPECT_GT(doc.level().width, 0);
  EXPECT_EQ(doc.displayName(), "untitled");
}

TEST(EditorDoc, NewLevelHasTheSizeAndBaseKindAsked) {
  EditorDoc doc(test::palette());
  NewLevelOptions options;
  options.baseKind = kind("mud");
  options.name = "Swamp";
  ASSERT_TRUE(doc.newLevel(7, 3, options).applied());
  EXPECT_EQ(doc.level().width, 7);
  EXPECT_EQ(doc.level().height, 3);
  EXPECT_EQ(doc.level().name, "Swamp");
  ASSERT_EQ(doc.level().terrains.size(), 1u);
  EXPECT_EQ(doc.level().terrains[0].name, "mud");
  EXPECT_EQ(doc.level().glyphs, ",");
  EXPECT_EQ(doc.level().tiles, std::vector<uint8_t>(21, 0));
  EXPECT_FALSE(doc.isDirty());
}

TEST(EditorDoc, NewLevelRefusesSizesOutOfRange) {
  EditorDoc doc(test::palette());
  EXPECT_TRUE(doc.newLevel(0, 5).refused());
  EXPECT_TRUE(doc.newLevel(5, 4097).refused());
  EXPECT_TRUE(doc.newLevel(4096, 1).applied());
  // The format takes 4096 x 4096; the game and the editor open up to 1024 x 1024 cells (io/PlayableSize.h).
  const EditResult big = doc.newLevel(1025, 1024);
  EXPECT_TRUE(big.refused());
  EXPECT_NE(big.message.english().find("1024 x 1024"), std::string::npos) << big.message.english();
  EXPECT_TRUE(doc.newLevel(1024, 1024).applied());
  EXPECT_TRUE(resize(doc, 2048, 1024, {0, 0}).refused());
}

TEST(EditorDoc, AdoptRefusesAnInconsistentLevel) {
  EditorDoc doc(test::palette());
  LevelDef level = test::levelFrom(kTiny);
  level.tiles.pop_back();
  EXPECT_TRUE(doc.adopt(level, {}, false).refused());
  level = test::levelFrom(kTiny);
  level.spawns.push_back(level.goals[0]);  // two endpoints on one cell
  EXPECT_TRUE(doc.adopt(level, {}, false).refused());
  level = test::levelFrom(kTiny);
  level.goals.push_back({5, 0});  // outside
  EXPECT_TRUE(doc.adopt(level, {}, false).refused());
}

TEST(EditorDoc, UndoAndRedoRestoreEveryState) {
  EditorDoc doc = docWith(kTiny);
  const LevelDef start = doc.level();
  ASSERT_TRUE(paint(doc, {1, 1}, 1, kind("rock")).applied());
  const LevelDef afterPaint = doc.level();
  ASSERT_TRUE(setGold(doc, 500).applied());
  ASSERT_TRUE(resize(doc, 8, 4).applied());
  const LevelDef end = doc.level();
  EXPECT_TRUE(doc.undo());
  EXPECT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), afterPaint));
  EXPECT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), start));
  EXPECT_FALSE(doc.undo());
  EXPECT_TRUE(doc.redo());
  EXPECT_TRUE(doc.redo());
  EXPECT_TRUE(doc.redo());
  EXPECT_FALSE(doc.redo());
  EXPECT_TRUE(sameLevel(doc.level(), end));
}

TEST(EditorDoc, LabelsNameTheNextUndoAndRedo) {
  EditorDoc doc = docWith(kTiny);
  ASSERT_TRUE(paint(doc, {1, 1}, 1, kind("rock")).applied());
  ASSERT_TRUE(setName(doc, "Other").applied());
  EXPECT_EQ(doc.undoLabel().english(), "Level name");
  doc.undo();
  EXPECT_EQ(doc.undoLabel().english(), "Paint");
  EXPECT_EQ(doc.redoLabel().english(), "Level name");
}

TEST(EditorDoc, ANewEditClearsRedo) {
  EditorDoc doc = docWith(kTiny);
  paint(doc, {1, 1}, 1, kind("rock"));
  doc.undo();
  ASSERT_TRUE(doc.canRedo());
  paint(doc, {2, 1}, 1, kind("rock"));
  EXPECT_FALSE(doc.canRedo());
  EXPECT_FALSE(doc.redo());
}

TEST(EditorDoc, NoOpEditsMakeNoStepAndStayClean) {
  EditorDoc doc = docWith(kTiny);
  const uint64_t revision = doc.revision();
  EXPECT_EQ(paint(doc, {1, 1}, 1, kind("grass")).status, EditStatus::NoChange);
  EXPECT_EQ(setGold(doc, doc.level().gold).status, EditStatus::NoChange);
  EXPECT_EQ(resize(doc, doc.level().width, doc.level().height).status, EditStatus::NoChange);
  EXPECT_FALSE(doc.canUndo());
  EXPECT_FALSE(doc.isDirty());
  EXPECT_EQ(doc.revision(), revision);
}

TEST(EditorDoc, AStrokeIsOneUndoStep) {
  EditorDoc doc = docWith(kTiny);
  doc.beginStroke(Phrase::verbatim("Paint"));
  for (int32_t x = 0; x < 5; ++x) paint(doc, {x, 1}, 1, kind("rock"));
  EXPECT_TRUE(doc.isDirty());
  EXPECT_TRUE(doc.canUndo());
  doc.endStroke();
  EXPECT_EQ(doc.history().undoCount(), 1u);
  EXPECT_EQ(rowsOf(doc.level())[1], "#####");
  doc.undo();
  EXPECT_EQ(rowsOf(doc.level())[1], ".....");
  EXPECT_FALSE(doc.canUndo());
}

TEST(EditorDoc, AStrokeKeepsOnlyTheNetChangeOfEachCell) {
  EditorDoc doc = docWith(kTiny);
  doc.beginStroke(Phrase::verbatim("Paint"));
  paint(doc, {1, 1}, 1, kind("rock"));
  paint(doc, {1, 1}, 1, kind("mud"));
  paint(doc, {2, 1}, 1, kind("rock"));
  paint(doc, {2, 1}, 1, kind("grass"));  // back to what it was
  doc.endStroke();
  ASSERT_EQ(doc.history().undoCount(), 1u);
  EXPECT_EQ(doc.history().nextUndo()->tiles.size(), 1u);
  EXPECT_EQ(rowsOf(doc.level())[1], ".,...");
}

TEST(EditorDoc, AStrokeThatChangesNothingInTheEndLeavesNoStep) {
  EditorDoc doc = docWith(kTiny);
  doc.beginStroke(Phrase::verbatim("Paint"));
  paint(doc, {1, 1}, 1, kind("mud"));
  paint(doc, {1, 1}, 1, kind("grass"));
  doc.endStroke();
  EXPECT_FALSE(doc.canUndo());
  EXPECT_FALSE(doc.isDirty());
}

TEST(EditorDoc, NestedStrokesFormOneStepNamedByTheOutermost) {
  EditorDoc doc = docWith(kTiny);
  doc.beginStroke(Phrase::verbatim("Drag"));
  doc.beginStroke(Phrase::verbatim("Inner"));
  paint(doc, {1, 1}, 1, kind("rock"));
  doc.endStroke();
  setGold(doc, 7);
  doc.endStroke();
  doc.endStroke();  // one too many: harmless
  EXPECT_EQ(doc.history().undoCount(), 1u);
  EXPECT_EQ(doc.undoLabel().english(), "Drag");
  doc.undo();
  EXPECT_EQ(doc.level().gold, 100);
  EXPECT_EQ(rowsOf(doc.level())[1], ".....");
}

TEST(EditorDoc, CancelStrokeRevertsIt) {
  EditorDoc doc = docWith(kTiny);
  const LevelDef start = doc.level();
  doc.beginStroke(Phrase::verbatim("Paint"));
  paint(doc, {1, 1}, 3, kind("water"));
  resize(doc, 9, 9);
  setLives(doc, 3);
  doc.cancelStroke();
  EXPECT_TRUE(sameLevel(doc.level(), start));
  EXPECT_FALSE(doc.inStroke());
  EXPECT_FALSE(doc.canUndo());
  EXPECT_FALSE(doc.isDirty());
}

TEST(EditorDoc, UndoDuringAStrokeFinishesItFirst) {
  EditorDoc doc = docWith(kTiny);
  doc.beginStroke(Phrase::verbatim("Paint"));
  paint(doc, {1, 1}, 1, kind("rock"));
  EXPECT_TRUE(doc.undo());
  EXPECT_FALSE(doc.inStroke());
  EXPECT_EQ(rowsOf(doc.level())[1], ".....");
  EXPECT_TRUE(doc.redo());
  EXPECT_EQ(rowsOf(doc.level())[1], ".#...");
}

TEST(EditorDoc, PaintAndResizeInOneStrokeUndoTogether) {
  EditorDoc doc = docWith(kTiny);
  const LevelDef start = doc.level();
  doc.beginStroke(Phrase::verbatim("Mixed"));
  paint(doc, {4, 1}, 1, kind("rock"));
  resize(doc, 3, 3);
  paint(doc, {0, 1}, 1, kind("mud"));
  doc.endStroke();
  const LevelDef end = doc.level();
  doc.undo();
  EXPECT_TRUE(sameLevel(doc.level(), start));
  doc.redo();
  EXPECT_TRUE(sameLevel(doc.level(), end));
}

TEST(EditorDoc, KeepsTwoHundredStepsAndMore) {
  EditorDoc doc = docWith({"S...................", "...................G"});
  std::vector<LevelDef> states{doc.level()};
  for (int i = 0; i < 250; ++i) {
    const Cell c{1 + i % 18, i % 2};
    const size_t k = (i / 18) % 2 == 0 ? kind("rock") : kind("mud");
    ASSERT_TRUE(paint(doc, c, 1, k).applied()) << "step " << i;
    states.push_back(doc.level());
  }
  EXPECT_EQ(doc.history().undoCount(), 250u);
  for (int i = 249; i >= 0; --i) {
    ASSERT_TRUE(doc.undo());
    ASSERT_TRUE(sameLevel(doc.level(), states[static_cast<size_t>(i)])) << "after undoing step " << i;
  }
  EXPECT_FALSE(doc.undo());
  for (int i = 1; i <= 250; ++i) {
    ASSERT_TRUE(doc.redo());
    ASSERT_TRUE(sameLevel(doc.level(), states[static_cast<size_t>(i)]));
  }
}

TEST(EditorDoc, HistoryIsCappedAtFiveHundredSteps) {
  EditorDoc doc = docWith(kTiny);
  for (int i = 1; i <= 600; ++i) ASSERT_TRUE(setGold(doc, 1000 + i).applied());
  EXPECT_EQ(doc.history().undoCount(), 500u);
  while (doc.undo()) {
  }
  EXPECT_EQ(doc.level().gold, 1100);  // steps 1..100 were dropped, step 100 set 1100
}

TEST(EditorDoc, PaintStepsStoreChangedCellsNotWholeLevels) {
  EditorDoc doc(test::palette());
  ASSERT_TRUE(doc.newLevel(1000, 1000).applied());
  for (int i = 0; i < 300; ++i) ASSERT_TRUE(paint(doc, {i * 3, 500}, 3, kind("rock")).applied());
  // A million-cell map copied 300 times would be 300 MB.
  EXPECT_LT(doc.history().bytes(), size_t{1} << 20);
  const UndoStep* last = doc.history().nextUndo();
  EXPECT_EQ(last->tiles.size(), 9u);
  EXPECT_FALSE(last->tilesBefore.has_value());
  EXPECT_FALSE(last->settingsBefore.has_value());
}

TEST(EditorDoc, MemoryBoundDropsOldStepsOfHugeEdits) {
  EditorDoc doc(test::palette());
  ASSERT_TRUE(doc.newLevel(1024, 1024).applied());  // the largest map the editor opens
  doc.setHistoryLimits(500, size_t{10} << 20);
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(resize(doc, 1024 - i - 1, 1024).applied());  // ~2 MB each
  EXPECT_LE(doc.history().bytes(), size_t{10} << 20);
  EXPECT_LT(doc.history().undoCount(), 10u);
  EXPECT_GE(doc.history().undoCount(), 3u);
}

TEST(EditorDoc, DirtyFollowsUndoBackToTheSavedState) {
  EditorDoc doc = docWith(kTiny);
  EXPECT_FALSE(doc.isDirty());
  paint(doc, {1, 1}, 1, kind("rock"));
  EXPECT_TRUE(doc.isDirty());
  doc.undo();
  EXPECT_FALSE(doc.isDirty());
  doc.redo();
  EXPECT_TRUE(doc.isDirty());
}

TEST(EditorDoc, RevisionChangesOnEveryChangeAndDiffersBetweenDocuments) {
  EditorDoc a = docWith(kTiny);
  EditorDoc b = docWith(kTiny);
  EXPECT_NE(a.revision(), b.revision());
  uint64_t last = a.revision();
  paint(a, {1, 1}, 1, kind("rock"));
  EXPECT_NE(a.revision(), last);
  last = a.revision();
  a.undo();
  EXPECT_NE(a.revision(), last);
  last = a.revision();
  a.redo();
  EXPECT_NE(a.revision(), last);
}

class EditorDocFiles : public test::TempDirTest {
 protected:
  void TearDown() override {
    setAtomicWriteFaultForTesting(nullptr);
    TempDirTest::TearDown();
  }
};

// A level bigger than the editor opens is refused with the reason, and the document is left as it was.
TEST_F(EditorDocFiles, ALevelTooBigToOpenIsRefusedSayingSo) {
  std::string text = R"({"format": "td-level", "version": 1, "name": "Vast", "size": [1100, 1000],
    "legend": {".": "grass"}, "tiles": [)";
  for (int y = 0; y < 1000; ++y) text += (y ? ",\n\"" : "\"") + std::string(1100, '.') + "\"";
  text += R"(], "spawns": [[0, 0]], "goals": [[1099, 999]], "connectivity": 8, "gold": 100, "lives": 10,
    "waves": [{"groups": [{"enemy": "normal", "count": 1, "interval": 1, "spawn": 0}]}]})";
  test::writePlain(dir_ / "vast.json", text);
  EditorDoc doc(test::palette(), test::gameDefs());
  ASSERT_TRUE(doc.newLevel(5, 5).applied());
  const LevelDef before = doc.level();
  const FileResult result = doc.open(dir_ / "vast.json");
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.errors[0].path, "size");
  EXPECT_NE(result.errors[0].message.english().find("1100 x 1000"), std::string::npos) << result.text();
  EXPECT_EQ(doc.level().width, before.width);
}

TEST_F(EditorDocFiles, SaveAsThenOpenGivesTheSameLevel) {
  EditorDoc doc = docWith(kTiny);
  paint(doc, {2, 1}, 1, kind("mud"));
  setName(doc, "Round trip");
  const fs::path file = dir_ / "trip.json";
  const FileResult saved = doc.saveAs(file);
  ASSERT_TRUE(saved.ok()) << saved.text();
  EXPECT_FALSE(doc.isDirty());
  EXPECT_EQ(doc.path(), file);
  EXPECT_EQ(doc.displayName(), "trip.json");
  EXPECT_EQ(test::readAll(file), levelToJson(doc.level()));

  EditorDoc other(test::palette(), test::gameDefs());
  const FileResult opened = other.open(file);
  ASSERT_TRUE(opened.ok()) << opened.text();
  EXPECT_TRUE(sameLevel(other.level(), doc.level()));
  EXPECT_FALSE(other.isDirty());
  EXPECT_FALSE(other.canUndo());
}

TEST_F(EditorDocFiles, EveryShippedLevelOpensAndSavesWithoutLoss) {
  size_t count = 0;
  for (const auto& entry : fs::directory_iterator(test::sourceDir() / "levels")) {
    if (entry.path().extension() != ".json") continue;
    ++count;
    EditorDoc doc(test::palette(), test::gameDefs());
    const FileResult opened = doc.open(entry.path());
    ASSERT_TRUE(opened.ok()) << opened.text();
    const LevelDef original = doc.level();
    ASSERT_TRUE(doc.saveAs(dir_ / entry.path().filename()).ok());
    EditorDoc again(test::palette(), test::gameDefs());
    ASSERT_TRUE(again.open(dir_ / entry.path().filename()).ok());
    EXPECT_TRUE(sameLevel(again.level(), original)) << entry.path();
  }
  EXPECT_GE(count, 6u);
}

TEST_F(EditorDocFiles, OpeningABadFileLeavesTheDocumentAlone) {
  EditorDoc doc = docWith(kTiny);
  paint(doc, {1, 1}, 1, kind("rock"));
  const LevelDef before = doc.level();
  test::writePlain(dir_ / "bad.json", "{\"format\": \"td-level\", \"version\": 1}");
  const FileResult opened = doc.open(dir_ / "bad.json");
  EXPECT_FALSE(opened.ok());
  EXPECT_FALSE(opened.text().empty());
  EXPECT_TRUE(sameLevel(doc.level(), before));
  EXPECT_TRUE(doc.isDirty());
  EXPECT_TRUE(doc.canUndo());
  EXPECT_FALSE(doc.open(dir_ / "missing.json").ok());
}

TEST_F(EditorDocFiles, SaveWithoutAPathAsksForSaveAs) {
  EditorDoc doc = docWith(kTiny);
  paint(doc, {1, 1}, 1, kind("rock"));
  const FileResult saved = doc.save();
  ASSERT_FALSE(saved.ok());
  EXPECT_NE(saved.errors[0].message.english().find("Save As"), std::string::npos);
  EXPECT_TRUE(doc.isDirty());
}

AtomicWriteStep gFailing = AtomicWriteStep::Create;
bool failOne(AtomicWriteStep step) { return step == gFailing; }

class EditorDocSaveFault : public EditorDocFiles, public ::testing::WithParamInterface<AtomicWriteStep> {};

TEST_P(EditorDocSaveFault, AFailedSaveKeepsTheOldFileAndTheDocumentDirty) {
  EditorDoc doc = docWith(kTiny);
  const fs::path file = dir_ / "level.json";
  ASSERT_TRUE(doc.saveAs(file).ok());
  const std::string before = test::readAll(file);
  paint(doc, {1, 1}, 1, kind("mud"));
  gFailing = GetParam();
  setAtomicWriteFaultForTesting(&failOne);
  const FileResult saved = doc.save();
  setAtomicWriteFaultForTesting(nullptr);
  ASSERT_FALSE(saved.ok());
  EXPECT_EQ(saved.errors[0].source, file.string());
  EXPECT_FALSE(saved.errors[0].message.empty());
  EXPECT_EQ(test::readAll(file), before);
  EXPECT_TRUE(doc.isDirty());
  // Saving again once the fault is gone works.
  ASSERT_TRUE(doc.save().ok());
  EXPECT_FALSE(doc.isDirty());
  EXPECT_EQ(test::readAll(file), levelToJson(doc.level()));
}

TEST_P(EditorDocSaveFault, AFailedSaveAsKeepsThePath) {
  EditorDoc doc = docWith(kTiny);
  ASSERT_TRUE(doc.saveAs(dir_ / "first.json").ok());
  paint(doc, {1, 1}, 1, kind("mud"));
  gFailing = GetParam();
  setAtomicWriteFaultForTesting(&failOne);
  EXPECT_FALSE(doc.saveAs(dir_ / "second.json").ok());
  setAtomicWriteFaultForTesting(nullptr);
  EXPECT_EQ(doc.path(), dir_ / "first.json");
  EXPECT_FALSE(fs::exists(dir_ / "second.json"));
  EXPECT_TRUE(doc.isDirty());
}

INSTANTIATE_TEST_SUITE_P(EveryStep, EditorDocSaveFault,
                         ::testing::Values(AtomicWriteStep::Create, AtomicWriteStep::Write, AtomicWriteStep::Sync,
                                           AtomicWriteStep::Rename));

TEST_F(EditorDocFiles, SavingMakesTheCurrentStateTheCleanOne) {
  EditorDoc doc = docWith(kTiny);
  paint(doc, {1, 1}, 1, kind("rock"));
  paint(doc, {2, 1}, 1, kind("rock"));
  ASSERT_TRUE(doc.saveAs(dir_ / "a.json").ok());
  doc.undo();
  EXPECT_TRUE(doc.isDirty());
  doc.redo();
  EXPECT_FALSE(doc.isDirty());
  doc.undo();
  paint(doc, {3, 1}, 1, kind("rock"));  // the saved state is now unreachable
  EXPECT_TRUE(doc.isDirty());
  doc.undo();
  EXPECT_TRUE(doc.isDirty());
}

}  // namespace
}  // namespace td::editor
