#include <gtest/gtest.h>

#include "editor/model/LessonEdits.h"
#include "editor/model/LevelEquality.h"
#include "editor/model/Validation.h"
#include "io/LevelCheck.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;

const std::vector<std::string> kLessonLevel = {"S....", ".....", "....G"};

TEST(LessonEdits, StepsAreAddedEditedMovedAndRemovedEachInOneUndoStep) {
  EditorDoc doc = docWith(kLessonLevel);
  const LevelDef empty = doc.level();
  ASSERT_TRUE(addLessonStep(doc, 0).applied());
  ASSERT_TRUE(addLessonStep(doc, 5).applied());  // past the end: appended
  ASSERT_EQ(doc.level().lesson.size(), 2u);
  EXPECT_EQ(doc.level().lesson[0].until, LessonGoal::Build);
  ASSERT_TRUE(setLessonText(doc, 1, "Send the first wave.").applied());
  ASSERT_TRUE(setLessonUntil(doc, 1, LessonGoal::Wave).applied());
  EXPECT_EQ(setLessonUntil(doc, 1, LessonGoal::Wave).status, EditStatus::NoChange);
  const LevelDef beforeMove = doc.level();
  ASSERT_TRUE(moveLessonStep(doc, 1, 0).applied());
  EXPECT_EQ(doc.level().lesson[0].text, "Send the first wave.");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), beforeMove));
  ASSERT_TRUE(removeLessonStep(doc, 0).applied());
  ASSERT_EQ(doc.level().lesson.size(), 1u);
  EXPECT_EQ(doc.level().lesson[0].text, "Send the first wave.");
  while (doc.canUndo()) doc.undo();
  EXPECT_TRUE(sameLevel(doc.level(), empty));
}

TEST(LessonEdits, CellsAreMarkedAndUnmarkedOnTheMapOnly) {
  EditorDoc doc = docWith(kLessonLevel);
  addLessonStep(doc, 0);
  ASSERT_TRUE(toggleLessonCell(doc, 0, {2, 1}).applied());
  ASSERT_TRUE(toggleLessonCell(doc, 0, {3, 1}).applied());
  EXPECT_EQ(doc.level().lesson[0].cells, (std::vector<Cell>{{2, 1}, {3, 1}}));
  ASSERT_TRUE(toggleLessonCell(doc, 0, {2, 1}).applied());  // again: unmarked
  EXPECT_EQ(doc.level().lesson[0].cells, (std::vector<Cell>{{3, 1}}));
  EXPECT_TRUE(toggleLessonCell(doc, 0, {5, 0}).refused());
  EXPECT_TRUE(toggleLessonCell(doc, 1, {1, 1}).refused());
  ASSERT_TRUE(clearLessonCells(doc, 0).applied());
  EXPECT_TRUE(doc.level().lesson[0].cells.empty());
  EXPECT_EQ(clearLessonCells(doc, 0).status, EditStatus::NoChange);
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(doc.level().lesson[0].cells.size(), 1u);
}

TEST(LessonEdits, OutOfRangeStepsAreRefused) {
  EditorDoc doc = docWith(kLessonLevel);
  EXPECT_TRUE(removeLessonStep(doc, 0).refused());
  EXPECT_TRUE(setLessonText(doc, 0, "x").refused());
  addLessonStep(doc, 0);
  EXPECT_TRUE(moveLessonStep(doc, 0, 1).refused());
  EXPECT_EQ(moveLessonStep(doc, 0, 0).status, EditStatus::NoChange);
}

// A file with more steps or marked cells than io allows does not open, so the editor must not make one.
TEST(LessonEdits, StepsAndCellsPastTheFilesLimitsAreRefused) {
  EditorDoc doc = docWith({"S.......", "........", "........", "..G....."});
  while (doc.level().lesson.size() < kMaxLessonSteps) ASSERT_TRUE(addLessonStep(doc, 0).applied());
  const LevelDef full = doc.level();
  EXPECT_TRUE(addLessonStep(doc, 0).refused());
  for (int32_t i = 0; i < static_cast<int32_t>(kMaxLessonCells); ++i) {
    ASSERT_TRUE(toggleLessonCell(doc, 0, {i % 8, i / 8}).applied());
  }
  EXPECT_TRUE(toggleLessonCell(doc, 0, {0, 3}).refused());
  EXPECT_EQ(doc.level().lesson[0].cells.size(), kMaxLessonCells);
  // Unmarking still works at the limit, and the refusals left no undo step behind.
  ASSERT_TRUE(toggleLessonCell(doc, 0, {0, 0}).applied());
  for (size_t i = 0; i <= kMaxLessonCells; ++i) ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), full));
}

TEST(LessonEdits, AMarkedStepWithoutCellsIsAProblemNamedFromOne) {
  EditorDoc doc = docWith(kLessonLevel);
  addLessonStep(doc, 0);
  addLessonStep(doc, 1);
  setLessonUntil(doc, 1, LessonGoal::Marked);
  bool found = false;
  for (const Problem& p : findProblems(doc.level(), doc.defs(), computeRoutes(doc.level()))) {
    if (p.path.rfind("lesson", 0) != 0) continue;
    found = true;
    // The second step, counted from 1 as the Lesson tab counts it.
    EXPECT_EQ(p.text().rfind("Lesson step 2", 0), 0u) << "[" << p.path << "] " << p.text();
    EXPECT_EQ(p.panel, ProblemPanel::Lesson);
    EXPECT_EQ(p.step, 1);
  }
  EXPECT_TRUE(found);
}

}  // namespace
}  // namespace td::editor
