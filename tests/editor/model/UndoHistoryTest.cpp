#include <gtest/gtest.h>

#include "editor/model/UndoHistory.h"

namespace td::editor {
namespace {

UndoStep stepWithCells(size_t cells) {
  UndoStep s;
  s.label = Phrase::verbatim("Paint");
  s.tiles.resize(cells);
  return s;
}

TEST(UndoHistory, PushUndoRedoMoveStepsBetweenStacks) {
  UndoHistory h;
  h.push(stepWithCells(1));
  h.push(stepWithCells(2));
  EXPECT_EQ(h.undoCount(), 2u);
  EXPECT_EQ(h.popUndo().tiles.size(), 2u);
  EXPECT_EQ(h.redoCount(), 1u);
  EXPECT_EQ(h.popRedo().tiles.size(), 2u);
  EXPECT_EQ(h.undoCount(), 2u);
  EXPECT_FALSE(h.canRedo());
}

TEST(UndoHistory, ANewStepClearsRedo) {
  UndoHistory h;
  h.push(stepWithCells(1));
  h.push(stepWithCells(1));
  (void)h.popUndo();
  ASSERT_TRUE(h.canRedo());
  h.push(stepWithCells(1));
  EXPECT_FALSE(h.canRedo());
  EXPECT_EQ(h.undoCount(), 2u);
}

TEST(UndoHistory, KeepsAtMostMaxStepsDroppingTheOldest) {
  UndoHistory h(500);
  for (size_t i = 1; i <= 600; ++i) h.push(stepWithCells(i));
  EXPECT_EQ(h.undoCount(), 500u);
  const UndoStep* oldest = nullptr;
  while (h.canUndo()) oldest = &h.popUndo();
  ASSERT_NE(oldest, nullptr);
  EXPECT_EQ(oldest->tiles.size(), 101u);  // steps 1..100 were dropped
}

TEST(UndoHistory, ByteLimitDropsOldStepsButKeepsTheNewest) {
  UndoHistory h(500, 10'000);
  for (int i = 0; i < 50; ++i) h.push(stepWithCells(100));  // ~800 bytes each
  EXPECT_LE(h.bytes(), 10'000u);
  EXPECT_GE(h.undoCount(), 5u);
  EXPECT_LT(h.undoCount(), 50u);
  h.push(stepWithCells(100'000));  // alone larger than the limit
  EXPECT_EQ(h.undoCount(), 1u);
  EXPECT_EQ(h.nextUndo()->tiles.size(), 100'000u);
}

TEST(UndoHistory, SavedStateIsFoundAgainByUndoAndRedo) {
  UndoHistory h;
  h.push(stepWithCells(1));
  h.markSaved();
  EXPECT_TRUE(h.atSavedState());
  h.push(stepWithCells(1));
  EXPECT_FALSE(h.atSavedState());
  (void)h.popUndo();
  EXPECT_TRUE(h.atSavedState());
  (void)h.popUndo();
  EXPECT_FALSE(h.atSavedState());
  (void)h.popRedo();
  EXPECT_TRUE(h.atSavedState());
}

TEST(UndoHistory, SavedStateSurvivesTrimmingOfItsOwnStep) {
  UndoHistory h(3);
  h.push(stepWithCells(1));
  h.markSaved();
  for (int i = 0; i < 3; ++i) h.push(stepWithCells(1));  // the saved step falls off the bottom
  EXPECT_FALSE(h.atSavedState());
  while (h.canUndo()) (void)h.popUndo();
  EXPECT_TRUE(h.atSavedState());  // the bottom state is the saved one
}

TEST(UndoHistory, ASavedStateOnTheDiscardedRedoBranchIsNeverReachedAgain) {
  UndoHistory h;
  h.push(stepWithCells(1));
  h.markSaved();
  (void)h.popUndo();
  h.push(stepWithCells(2));
  (void)h.popUndo();
  EXPECT_FALSE(h.atSavedState());
  (void)h.popRedo();
  EXPECT_FALSE(h.atSavedState());
}

TEST(UndoHistory, NeverSavedIsNeverClean) {
  UndoHistory h;
  h.markNeverSaved();
  EXPECT_FALSE(h.atSavedState());
  h.push(stepWithCells(1));
  (void)h.popUndo();
  EXPECT_FALSE(h.atSavedState());
}

}  // namespace
}  // namespace td::editor
