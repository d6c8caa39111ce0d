#include <gtest/gtest.h>

#include "game/editor/LoseWorkGuard.h"

namespace td::editorui {
namespace {

using Next = LoseWorkGuard::Next;
using Answer = LoseWorkGuard::Answer;

TEST(LoseWorkGuard, NothingUnsavedGoesAheadAtOnce) {
  LoseWorkGuard g;
  EXPECT_EQ(g.request(Leave::OpenLevel, false), Next::Proceed);
  EXPECT_EQ(g.pending(), Leave::OpenLevel);
  EXPECT_FALSE(g.asking());
  g.done();
  EXPECT_EQ(g.pending(), Leave::None);
}

TEST(LoseWorkGuard, UnsavedWorkAsksFirst) {
  LoseWorkGuard g;
  EXPECT_EQ(g.request(Leave::Quit, true), Next::Wait);
  EXPECT_TRUE(g.asking());
  EXPECT_EQ(g.pending(), Leave::Quit);
}

TEST(LoseWorkGuard, DiscardGoesAhead) {
  LoseWorkGuard g;
  g.request(Leave::NewLevel, true);
  EXPECT_EQ(g.answer(Answer::Discard, true), Next::Proceed);
  EXPECT_EQ(g.pending(), Leave::NewLevel);
  EXPECT_FALSE(g.asking());
}

TEST(LoseWorkGuard, CancelDropsTheAction) {
  LoseWorkGuard g;
  g.request(Leave::ToMenu, true);
  EXPECT_EQ(g.answer(Answer::Cancel, true), Next::Stop);
  EXPECT_EQ(g.pending(), Leave::None);
  EXPECT_EQ(g.stage(), LoseWorkGuard::Stage::Idle);
  // A new request is heard again.
  EXPECT_EQ(g.request(Leave::ToMenu, false), Next::Proceed);
}

TEST(LoseWorkGuard, SaveWithAFileSavesThenGoesAhead) {
  LoseWorkGuard g;
  g.request(Leave::OpenLevel, true);
  EXPECT_EQ(g.answer(Answer::Save, true), Next::Save);
  EXPECT_EQ(g.saved(true), Next::Proceed);
  EXPECT_EQ(g.pending(), Leave::OpenLevel);
}

TEST(LoseWorkGuard, SaveWithoutAFileAsksForOne) {
  LoseWorkGuard g;
  g.request(Leave::Quit, true);
  EXPECT_EQ(g.answer(Answer::Save, false), Next::SaveAs);
  EXPECT_EQ(g.stage(), LoseWorkGuard::Stage::SavingAs);
  EXPECT_EQ(g.saved(true), Next::Proceed);
  EXPECT_EQ(g.pending(), Leave::Quit);
}

TEST(LoseWorkGuard, AFailedSaveKeepsTheWork) {
  LoseWorkGuard g;
  g.request(Leave::Quit, true);
  g.answer(Answer::Save, true);
  EXPECT_EQ(g.saved(false), Next::Stop);
  EXPECT_EQ(g.pending(), Leave::None);
}

TEST(LoseWorkGuard, ACancelledSaveAsKeepsTheWork) {
  LoseWorkGuard g;
  g.request(Leave::NewLevel, true);
  g.answer(Answer::Save, false);
  EXPECT_EQ(g.saved(false), Next::Stop);
  EXPECT_EQ(g.pending(), Leave::None);
}

TEST(LoseWorkGuard, ASecondRequestWaitsForTheFirst) {
  LoseWorkGuard g;
  g.request(Leave::NewLevel, true);
  EXPECT_EQ(g.request(Leave::Quit, true), Next::Wait);
  EXPECT_EQ(g.pending(), Leave::NewLevel);
  // Answers outside the question change nothing.
  LoseWorkGuard idle;
  EXPECT_EQ(idle.answer(Answer::Discard, true), Next::Wait);
  EXPECT_EQ(idle.pending(), Leave::None);
}

}  // namespace
}  // namespace td::editorui
