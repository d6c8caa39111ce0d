#include <gtest/gtest.h>

#include <string>

#include "io/LevelCheck.h"
#include "io/LevelDraft.h"
#include "io/LevelJson.h"
#include "io/LevelMessagesJson.h"
#include "io/MessageCheck.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;
using test::shippedTerrains;

// The small level with three waves, so that messages have waves to name.
Json wavedLevel() {
  Json doc = test::smallLevel();
  doc["waves"] = Json::parse(R"([{"groups": [{"enemy": "normal", "count": 1}]},
                                 {"groups": [{"enemy": "normal", "count": 1}]},
                                 {"groups": [{"enemy": "flying", "count": 1}]}])");
  return doc;
}

Json wavedWithMessages(Json messages) {
  Json doc = wavedLevel();
  doc["messages"] = std::move(messages);
  return doc;
}

LevelLoad parseWithMessages(const std::string& messages) {
  return parseLevel(wavedWithMessages(Json::parse(messages)).dump(), shippedTerrains(), "messages.json");
}

TEST(LevelMessagesJson, MessagesAreReadAndWrittenBackTheSame) {
  const LevelLoad load = parseWithMessages(R"([
    {"wave": 3, "text": "Flyers come next: they cross walls."},
    {"seconds": 30, "text": "Call a wave early with N for gold."},
    {"text": "Half a second in.", "seconds": 0.5}])");
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  const std::vector<LevelMessage>& messages = load.level.messages;
  ASSERT_EQ(messages.size(), 3u);
  EXPECT_EQ(messages[0], (LevelMessage{MessageCue::Wave, 3, 0.0f, "Flyers come next: they cross walls."}));
  EXPECT_EQ(messages[1], (LevelMessage{MessageCue::Time, 1, 30.0f, "Call a wave early with N for gold."}));
  EXPECT_EQ(messages[2].seconds, 0.5f);
  // The cue first, then the text, one message a line, after the name and before the size.
  const std::string text = levelToJson(load.level);
  EXPECT_NE(text.find("  \"name\": \"Small\",\n"
                      "  \"messages\": [\n"
                      "    {\"wave\": 3, \"text\": \"Flyers come next: they cross walls.\"},\n"
                      "    {\"seconds\": 30.0, \"text\": \"Call a wave early with N for gold.\"},\n"
                      "    {\"seconds\": 0.5, \"text\": \"Half a second in.\"}\n"
                      "  ],\n"
                      "  \"size\": [6, 4],\n"),
            std::string::npos)
      << text;
  const LevelLoad again = parseLevel(text, shippedTerrains(), "again.json");
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  EXPECT_EQ(again.level.messages, messages);
  EXPECT_EQ(levelToJson(again.level), text);
}

TEST(LevelMessagesJson, ALevelWithoutMessagesWritesNone) {
  const LevelLoad load = parseLevel(wavedLevel().dump(), shippedTerrains(), "plain.json");
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.level.messages.empty());
  EXPECT_EQ(levelToJson(load.level).find("\"messages\""), std::string::npos);
}

TEST(LevelMessagesJson, MistakesAreReportedAtTheirPaths) {
  EXPECT_TRUE(
      hasError(parseWithMessages(R"([{"wave": 2, "seconds": 4.0, "text": "x"}])").errors, "messages[0]", "not both"));
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"text": "x"}])").errors, "messages[0]",
                       "expected \"wave\" (shown as that wave starts) or \"seconds\""));
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"wave": 1}])").errors, "messages[0].text", "missing"));
  EXPECT_TRUE(
      hasError(parseWithMessages(R"([{"wave": "3", "text": "x"}])").errors, "messages[0].wave", "expected an integer"));
  EXPECT_TRUE(
      hasError(parseWithMessages(R"([{"wave": 1.5, "text": "x"}])").errors, "messages[0].wave", "expected an integer"));
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"seconds": "soon", "text": "x"}])").errors, "messages[0].seconds",
                       "expected a number"));
  EXPECT_TRUE(
      hasError(parseWithMessages(R"([{"seconds": 1e300, "text": "x"}])").errors, "messages[0].seconds", "too large"));
  EXPECT_TRUE(
      hasError(parseWithMessages(R"([{"wave": 1, "text": 7}])").errors, "messages[0].text", "expected a string"));
  EXPECT_TRUE(hasError(parseWithMessages(R"([[1, "x"]])").errors, "messages[0]", "expected an object"));
  EXPECT_TRUE(hasError(parseWithMessages(R"({"wave": 1, "text": "x"})").errors, "messages", "expected an array"));
}

TEST(LevelMessagesJson, ValuesOutOfRangeAreReportedInWords) {
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"wave": 4, "text": "x"}])").errors, "messages[0].wave",
                       "expected a wave of the level, 1..3, found 4: the message would never show"));
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"wave": 0, "text": "x"}])").errors, "messages[0].wave",
                       "expected a wave of the level, 1..3, found 0"));
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"seconds": -1, "text": "x"}])").errors, "messages[0].seconds",
                       "expected a number in 0..86400, found -1"));
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"seconds": 2, "text": ""}])").errors, "messages[0].text",
                       "expected a non-empty line"));
  EXPECT_TRUE(
      hasError(parseWithMessages(R"([{"seconds": 2, "text": "one\ntwo"}])").errors, "messages[0].text", "one line"));
  const std::string longest(kMaxMessageLength, 'x');
  EXPECT_TRUE(parseWithMessages(R"([{"wave": 1, "text": ")" + longest + R"("}])").ok());
  EXPECT_TRUE(hasError(parseWithMessages(R"([{"wave": 1, "text": ")" + longest + R"(y"}])").errors, "messages[0].text",
                       "expected at most 150 characters, found 151"));
  // Characters, not bytes: 150 letters of two bytes each fit.
  std::string accents;
  for (size_t i = 0; i < kMaxMessageLength; ++i) accents += "\u00e9";
  EXPECT_TRUE(parseWithMessages(R"([{"wave": 1, "text": ")" + accents + R"("}])").ok());
}

TEST(LevelMessagesJson, ALevelWithoutWavesSaysWhyItsWaveMessageNeverShows) {
  Json doc = test::smallLevel();
  doc["messages"] = Json::parse(R"([{"wave": 1, "text": "x"}])");
  EXPECT_TRUE(hasError(parseLevel(doc.dump(), shippedTerrains(), "m.json").errors, "messages[0].wave",
                       "the level has no waves, so the message would never show"));
}

TEST(LevelMessagesJson, MisspeltKeysAreNamedOnBothSides) {
  const LevelLoad text = parseWithMessages(R"([{"wave": 1, "txet": "x"}])");
  EXPECT_TRUE(hasError(text.warnings, "messages[0].txet", "unknown key, ignored (did you mean \"text\"?)"));
  EXPECT_TRUE(hasError(text.errors, "messages[0].text", "missing; this key is required (the file has \"txet\""));
  const LevelLoad wave = parseWithMessages(R"([{"wvae": 1, "text": "x"}])");
  EXPECT_TRUE(hasError(wave.warnings, "messages[0].wvae", "unknown key, ignored (did you mean \"wave\"?)"));
  EXPECT_TRUE(hasError(wave.errors, "messages[0]", "(the file has \"wvae\": a typo of \"wave\"?)"));
  const LevelLoad extra = parseWithMessages(R"([{"wave": 1, "text": "x", "colour": "red"}])");
  EXPECT_TRUE(extra.ok());
  EXPECT_TRUE(hasError(extra.warnings, "messages[0].colour", "unknown key, ignored"));
}

TEST(LevelMessagesJson, TooManyMessagesAreRefusedBeforeTheyAreRead) {
  Json many = Json::array();
  for (size_t i = 0; i <= kMaxMessages; ++i) many.push_back({{"wave", 1}, {"text", "x"}});
  EXPECT_TRUE(hasError(parseLevel(wavedWithMessages(many).dump(), shippedTerrains(), "m.json").errors, "messages",
                       "expected at most 100 messages, found 101"));
}

TEST(LevelMessagesJson, ADraftKeepsAMessageOutOfRangeAsAProblem) {
  const LevelDraftLoad draft = parseLevelDraft(wavedWithMessages(Json::parse(R"([{"wave": 9, "text": "x"}])")).dump(),
                                               shippedTerrains(), "draft.json");
  ASSERT_TRUE(draft.ok()) << draft.errors[0].text();
  ASSERT_EQ(draft.level.messages.size(), 1u);
  EXPECT_EQ(draft.level.messages[0].wave, 9);
  EXPECT_TRUE(hasError(draft.problems, "messages[0].wave", "1..3, found 9"));
}

TEST(LevelMessagesJson, AnEditedLevelMeetsTheSameRules) {
  LevelLoad load = parseLevel(wavedLevel().dump(), shippedTerrains(), "edited.json");
  ASSERT_TRUE(load.ok());
  load.level.messages = {{MessageCue::Time, 1, 90000.0f, "Late."}};
  EXPECT_TRUE(hasError(validateLevel(load.level), "messages[0].seconds", "expected a number in 0..86400"));
  load.level.messages = {{MessageCue::Wave, 3, 0.0f, "Flyers."}, {MessageCue::Time, 1, 12.5f, "Now."}};
  EXPECT_TRUE(validateLevel(load.level).empty());
}

}  // namespace
}  // namespace td
