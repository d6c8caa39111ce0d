#include <gtest/gtest.h>

#include <limits>

#include "editor/model/LevelEquality.h"
#include "editor/model/MessageEdits.h"
#include "editor/model/Validation.h"
#include "editor/model/WaveEdits.h"
#include "io/LevelDraft.h"
#include "io/LevelJson.h"
#include "io/MessageCheck.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;

// A road with three waves, told apart by their bonus (1, 2, 3).
EditorDoc messageDoc() {
  EditorDoc doc = docWith({"S...G"});
  for (int32_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(addWave(doc).applied());
    EXPECT_TRUE(setWaveBonus(doc, static_cast<size_t>(i), i + 1).applied());
  }
  return doc;
}

// Each message as "wave 2: text" or "12.5 s: text", for readable expectations.
std::vector<std::string> messageLines(const EditorDoc& doc) {
  std::vector<std::string> lines;
  for (const LevelMessage& m : doc.level().messages) {
    std::string when = m.cue == MessageCue::Wave ? "wave " + std::to_string(m.wave) : std::to_string(m.seconds);
    if (m.cue == MessageCue::Time) when = when.substr(0, when.find('.') + 2) + " s";
    lines.push_back(when + ": " + m.text);
  }
  return lines;
}

const Problem* messageProblem(const std::vector<Problem>& problems, const std::string& path) {
  for (const Problem& p : problems) {
    if (p.path == path) return &p;
  }
  return nullptr;
}

TEST(MessageEdits, EachEditIsOneStepAndUndoRestoresTheLevelExactly) {
  EditorDoc doc = messageDoc();
  const LevelDef start = doc.level();
  ASSERT_TRUE(addMessage(doc).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Add message");
  ASSERT_TRUE(setMessageText(doc, 0, "Flyers come next.").applied());
  EXPECT_EQ(doc.undoLabel().english(), "Message text");
  ASSERT_TRUE(setMessageWave(doc, 0, 3).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Message wave");
  ASSERT_TRUE(addMessage(doc).applied());
  ASSERT_TRUE(setMessageSeconds(doc, 1, 12.5f).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Message time");
  ASSERT_TRUE(setMessageText(doc, 1, "Build first.").applied());
  ASSERT_TRUE(moveMessage(doc, 1, 0).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Move message");
  EXPECT_EQ(messageLines(doc), (std::vector<std::string>{"12.5 s: Build first.", "wave 3: Flyers come next."}));
  const LevelDef full = doc.level();
  ASSERT_TRUE(removeMessage(doc, 0).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Remove message");
  EXPECT_EQ(messageLines(doc), (std::vector<std::string>{"wave 3: Flyers come next."}));

  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), full));
  // Eight steps in all: undoing the seven left gives the level back as it was, and redoing them the messages.
  for (int i = 0; i < 7; ++i) ASSERT_TRUE(doc.undo()) << i;
  EXPECT_TRUE(sameLevel(doc.level(), start));
  EXPECT_TRUE(doc.level().messages.empty());
  EXPECT_EQ(doc.undoLabel().english(), "Wave bonus");
  for (int i = 0; i < 7; ++i) ASSERT_TRUE(doc.redo()) << i;
  EXPECT_TRUE(sameLevel(doc.level(), full));
}

TEST(MessageEdits, SameValuesMakeNoStep) {
  EditorDoc doc = messageDoc();
  addMessage(doc);
  setMessageText(doc, 0, "Hello.");
  const size_t steps = doc.history().undoCount();
  EXPECT_EQ(setMessageText(doc, 0, "Hello.").status, EditStatus::NoChange);
  EXPECT_EQ(setMessageWave(doc, 0, 1).status, EditStatus::NoChange);
  EXPECT_EQ(moveMessage(doc, 0, 0).status, EditStatus::NoChange);
  EXPECT_EQ(doc.history().undoCount(), steps);
}

TEST(MessageEdits, AMessageSwitchedBetweenWaveAndTimeSavesAndReadsBackEqual) {
  EditorDoc doc = messageDoc();
  addMessage(doc);
  setMessageText(doc, 0, "Now.");
  ASSERT_TRUE(setMessageWave(doc, 0, 2).applied());
  ASSERT_TRUE(setMessageSeconds(doc, 0, 40.0f).applied());
  EXPECT_EQ(doc.level().messages[0], (LevelMessage{MessageCue::Time, 1, 40.0f, "Now."}));
  ASSERT_TRUE(setMessageWave(doc, 0, 3).applied());
  EXPECT_EQ(doc.level().messages[0], (LevelMessage{MessageCue::Wave, 3, 0.0f, "Now."}));
  // What the editor holds is what the saved file gives back: the document is clean after a save.
  const LevelDraftLoad again =
      parseLevelDraft(levelToJson(doc.level()), test::palette(), "again.json", &test::gameDefs());
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  EXPECT_TRUE(sameLevel(again.level, doc.level()));
}

TEST(MessageEdits, ANewMessageOnALevelWithoutWavesIsTimed) {
  EditorDoc doc = docWith({"S...G"});
  ASSERT_TRUE(addMessage(doc).applied());
  EXPECT_EQ(doc.level().messages[0].cue, MessageCue::Time);
  EXPECT_EQ(doc.level().messages[0].seconds, 0.0f);
}

TEST(MessageEdits, RefusesWhatCannotBeDone) {
  EditorDoc doc = messageDoc();
  EXPECT_TRUE(removeMessage(doc, 0).refused());
  EXPECT_TRUE(setMessageText(doc, 0, "x").refused());
  addMessage(doc);
  EXPECT_TRUE(moveMessage(doc, 0, 1).refused());
  EXPECT_TRUE(setMessageSeconds(doc, 0, std::numeric_limits<float>::quiet_NaN()).refused());
  EXPECT_TRUE(setMessageSeconds(doc, 0, std::numeric_limits<float>::infinity()).refused());
  while (doc.level().messages.size() < kMaxMessages) ASSERT_TRUE(addMessage(doc).applied());
  const EditResult full = addMessage(doc);
  EXPECT_TRUE(full.refused());
  EXPECT_EQ(full.message.english(), "a level holds at most 100 messages");
}

TEST(MessageEdits, UnfinishedMessagesAreProblemsWithReadablePaths) {
  EditorDoc doc = messageDoc();
  addMessage(doc);
  addMessage(doc);
  setMessageText(doc, 0, "Fine.");
  setMessageWave(doc, 0, 5);
  const std::vector<Problem> problems = findProblems(doc.level(), doc.defs(), computeRoutes(doc.level()));
  const Problem* wave = messageProblem(problems, "messages[0].wave");
  ASSERT_NE(wave, nullptr);
  EXPECT_EQ(wave->text(), "Message 1, wave: expected a wave of the level, 1..3, found 5: the message would never show");
  EXPECT_EQ(wave->panel, ProblemPanel::Settings);
  EXPECT_FALSE(wave->area.has_value());
  const Problem* text = messageProblem(problems, "messages[1].text");
  ASSERT_NE(text, nullptr);
  EXPECT_EQ(text->text(), "Message 2, text: expected a non-empty line for the player");
  setMessageWave(doc, 0, 3);
  setMessageText(doc, 1, "Also fine.");
  EXPECT_TRUE(findProblems(doc.level(), doc.defs(), computeRoutes(doc.level())).empty());
}

TEST(MessageEdits, MessagesStayWithTheirWavesAsWavesMove) {
  EditorDoc doc = messageDoc();
  addMessage(doc);
  setMessageText(doc, 0, "Before the third.");
  setMessageWave(doc, 0, 3);
  addMessage(doc);
  setMessageText(doc, 1, "Before the first.");
  addMessage(doc);
  setMessageText(doc, 2, "At ten seconds.");
  setMessageSeconds(doc, 2, 10.0f);
  const LevelDef start = doc.level();

  ASSERT_TRUE(addWave(doc, 0).applied());
  EXPECT_EQ(messageLines(doc), (std::vector<std::string>{"wave 4: Before the third.", "wave 2: Before the first.",
                                                         "10.0 s: At ten seconds."}));
  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE(duplicateWave(doc, 0).applied());
  EXPECT_EQ(messageLines(doc)[0], "wave 4: Before the third.");
  EXPECT_EQ(messageLines(doc)[1], "wave 1: Before the first.");
  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE(moveWave(doc, 2, 0).applied());
  EXPECT_EQ(messageLines(doc)[0], "wave 1: Before the third.");
  EXPECT_EQ(messageLines(doc)[1], "wave 2: Before the first.");
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), start));

  const EditResult removed = removeWave(doc, 0);
  ASSERT_TRUE(removed.applied());
  EXPECT_EQ(removed.message.english(), "Wave 1 removed with its message");
  EXPECT_EQ(messageLines(doc), (std::vector<std::string>{"wave 2: Before the third.", "10.0 s: At ten seconds."}));
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), start));
  // A wave without messages goes without a word.
  const EditResult plain = removeWave(doc, 1);
  ASSERT_TRUE(plain.applied());
  EXPECT_TRUE(plain.message.empty());
}

}  // namespace
}  // namespace td::editor

namespace td::editor {
namespace {

std::vector<std::string> polish(const EditorDoc& doc) {
  const auto it = doc.level().translations.find("pl");
  return it == doc.level().translations.end() ? std::vector<std::string>{} : it->second.messages;
}

// A translation's messages are the level's by index: they follow every edit of the list, so that none ends up
// under another message's text.
TEST(MessageEdits, TranslationsFollowTheMessagesTheyTranslate) {
  EditorDoc doc = messageDoc();
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(addMessage(doc).applied());
  for (size_t i = 0; i < 3; ++i) {
    ASSERT_TRUE(setMessageText(doc, i, std::string(1, static_cast<char>('a' + i))).applied());
    setMessageWave(doc, i, static_cast<int32_t>(i) + 1);  // the first is on wave 1 already
  }
  ASSERT_TRUE(doc.editSettings(Phrase::verbatim("Translate"),
                               [](LevelDef& level) {
                                 level.translations["pl"].messages = {"pa", "pb", "pc"};
                                 return EditResult::done();
                               })
                  .applied());
  ASSERT_TRUE(moveMessage(doc, 0, 2).applied());  // b, c, a
  EXPECT_EQ(polish(doc), (std::vector<std::string>{"pb", "pc", "pa"}));
  ASSERT_TRUE(removeMessage(doc, 1).applied());  // b, a
  EXPECT_EQ(polish(doc), (std::vector<std::string>{"pb", "pa"}));
  ASSERT_TRUE(addMessage(doc).applied());  // b, a, (new): the new one has no translation yet
  EXPECT_EQ(polish(doc), (std::vector<std::string>{"pb", "pa"}));
  // Removing wave 2 takes b's message with it.
  ASSERT_TRUE(removeWave(doc, 1).applied());
  EXPECT_EQ(polish(doc), (std::vector<std::string>{"pa"}));
  doc.undo();
  EXPECT_EQ(polish(doc), (std::vector<std::string>{"pb", "pa"}));
}

}  // namespace
}  // namespace td::editor
