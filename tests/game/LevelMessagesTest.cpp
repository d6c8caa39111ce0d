#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/sim/SimStep.h"
#include "game/play/LevelMessages.h"

namespace td {
namespace {

LevelMessage atWave(int32_t wave, std::string text) { return {MessageCue::Wave, wave, 0.0f, std::move(text)}; }
LevelMessage atSeconds(float seconds, std::string text) { return {MessageCue::Time, 1, seconds, std::move(text)}; }

// The text shown, or "" for none.
std::string shownText(const LevelMessages& messages) {
  return messages.shown() != nullptr ? messages.shown()->text : std::string();
}

TEST(LevelMessages, AWaveMessageShowsAsItsWaveStartsAndOnlyOnce) {
  const std::vector<LevelMessage> list = {atWave(2, "Flyers next.")};
  LevelMessages messages(list, 0);
  messages.observe(0, 10);
  messages.observe(1, 500);
  EXPECT_EQ(messages.shown(), nullptr);
  messages.observe(2, 900);
  EXPECT_EQ(shownText(messages), "Flyers next.");
  messages.advance(kMostReadingSeconds);
  EXPECT_EQ(messages.shown(), nullptr);
  // Still wave 2, and later waves: it came once.
  messages.observe(2, 901);
  messages.observe(3, 2000);
  EXPECT_EQ(messages.shown(), nullptr);
}

TEST(LevelMessages, ATimedMessageShowsAtTheTickNearestItsTime) {
  const std::vector<LevelMessage> list = {atSeconds(30.0f, "Half a minute."), atSeconds(0.0f, "At once.")};
  LevelMessages messages(list, 0);
  EXPECT_EQ(messageTick(30.0f), 1800u);
  EXPECT_EQ(messageTick(0.5f), 30u);
  EXPECT_EQ(messageTick(0.01f), 1u);  // 0.6 of a step
  messages.observe(0, 0);
  EXPECT_EQ(shownText(messages), "At once.");
  messages.advance(kMostReadingSeconds);
  messages.observe(0, 1799);
  EXPECT_EQ(messages.shown(), nullptr);
  messages.observe(0, 1800);
  EXPECT_EQ(shownText(messages), "Half a minute.");
}

TEST(LevelMessages, MessagesDueTogetherShowInTurnInTheOrderOfTheList) {
  const std::vector<LevelMessage> list = {atWave(1, "First of wave one."), atSeconds(1.0f, "Timed."),
                                          atWave(1, "Second of wave one.")};
  LevelMessages messages(list, 0);
  messages.observe(1, 60);
  EXPECT_EQ(shownText(messages), "First of wave one.");
  const float first = messages.shownLeft();
  EXPECT_FLOAT_EQ(first, readingSeconds("First of wave one."));
  messages.advance(first - 0.1f);
  EXPECT_EQ(shownText(messages), "First of wave one.");
  messages.advance(0.2f);
  EXPECT_EQ(shownText(messages), "Timed.");
  EXPECT_FLOAT_EQ(messages.shownLeft(), readingSeconds("Timed."));
  messages.advance(messages.shownLeft());
  EXPECT_EQ(shownText(messages), "Second of wave one.");
  messages.advance(messages.shownLeft());
  EXPECT_EQ(messages.shown(), nullptr);
}

TEST(LevelMessages, ALongerLineStaysLongerUpToALimit) {
  EXPECT_FLOAT_EQ(readingSeconds(""), 2.f);
  EXPECT_FLOAT_EQ(readingSeconds("Flyers come next: they cross walls."), 2.f + 6 * 0.3f);
  EXPECT_FLOAT_EQ(readingSeconds("  spaced   out  "), 2.f + 2 * 0.3f);
  std::string many;
  for (int i = 0; i < 40; ++i) many += "word ";
  EXPECT_FLOAT_EQ(readingSeconds(many), kMostReadingSeconds);
}

TEST(LevelMessages, ChineseCountsItsCharactersWhereItHasNoSpaces) {
  // Six characters and a full-width comma and stop: 0.2 seconds each; the Latin word among them is one word.
  EXPECT_FLOAT_EQ(readingSeconds("\u98de\u884c\u8005\uff0c\u8d8a\u8fc7\u5899\u3002"), 2.f + 8 * 0.2f);
  EXPECT_FLOAT_EQ(readingSeconds("\u5efa Wall \u5899"), 2.f + 2 * 0.2f + 0.3f);
}

TEST(LevelMessages, AMessageShowsForAsLongAsItsTextInThePlayersLanguageTakes) {
  const std::vector<LevelMessage> list = {atSeconds(0.0f, "Short."), atSeconds(0.0f, "Also short.")};
  const std::vector<std::string_view> shown = {"A much longer line in the player's own language.", "Krótko."};
  LevelMessages messages(list, 0, shown);
  messages.observe(0, 0);
  EXPECT_EQ(shownText(messages), "Short.");
  EXPECT_FLOAT_EQ(messages.shownLeft(), readingSeconds(shown[0]));
  messages.advance(messages.shownLeft());
  EXPECT_FLOAT_EQ(messages.shownLeft(), readingSeconds(shown[1]));
}

TEST(LevelMessages, ATestPlayFromALaterWaveSkipsTheMessagesOfTheWavesBefore) {
  const std::vector<LevelMessage> list = {atWave(2, "Skipped."), atWave(3, "Played."), atSeconds(0.0f, "Start.")};
  // Waves 1 and 2 skipped: World::wavesStarted counts them.
  LevelMessages messages(list, 2);
  messages.observe(2, 0);
  EXPECT_EQ(shownText(messages), "Start.");
  messages.advance(kMostReadingSeconds);
  EXPECT_EQ(messages.shown(), nullptr);
  messages.observe(3, 400);
  EXPECT_EQ(shownText(messages), "Played.");
}

// A rewind replays the game to just before a wave started: what came before was read, the wave's own
// message comes again as the wave does, and so does a time still ahead.
TEST(LevelMessages, AGameReplayedToAPointShowsWhatComesAfterItOnly) {
  const std::vector<LevelMessage> list = {atSeconds(0.0f, "Start."), atWave(1, "Wave one."), atWave(2, "Wave two."),
                                          atSeconds(100.0f, "Later.")};
  LevelMessages messages(list, 0);
  messages.observe(0, 0);  // as a screen opens
  messages.passOver(1, 3000);
  EXPECT_EQ(messages.shown(), nullptr) << "the start's message was read in the game replayed";
  messages.observe(1, 3001);
  EXPECT_EQ(messages.shown(), nullptr);
  messages.observe(2, 4000);
  EXPECT_EQ(shownText(messages), "Wave two.");
  messages.advance(kMostReadingSeconds);
  messages.observe(2, 6000);
  EXPECT_EQ(shownText(messages), "Later.");
}

TEST(LevelMessages, TitlesSayTheWave) {
  EXPECT_EQ(messageTitle(atWave(3, "x")), "Wave 3");
  EXPECT_EQ(messageTitle(atSeconds(3.0f, "x")), "Note");
}

TEST(LevelMessages, NoMessagesShowNothing) {
  LevelMessages none;
  none.observe(5, 10000);
  none.advance(1.f);
  EXPECT_EQ(none.shown(), nullptr);
}

}  // namespace
}  // namespace td
