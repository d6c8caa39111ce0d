#include <gtest/gtest.h>

#include "io/LevelChallengesJson.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;
using test::shippedDefs;
using test::shippedTerrains;
using test::smallLevel;

Json challengeLevelDoc() {
  Json doc = smallLevel();
  doc["towers"] = Json::parse(R"(["arrow", "cannon", "wall"])");
  doc["challenges"] = Json::parse(R"([
    {"id": "iron", "name": "Iron", "translations": {"pl": {"name": "Żelazo"}}, "towers": ["arrow", "wall"]},
    {"id": "heroic", "name": "Heroic", "lives": 1, "waveHealth": 1.25, "forbid": ["sell", "upgrade"]},
    {"id": "rich", "name": "Plenty", "gold": 900}
  ])");
  return doc;
}

LevelLoad parse(const Json& doc) {
  return parseLevel(doc.dump(), shippedTerrains(), "challenges.json", &shippedDefs());
}

TEST(LevelChallengesJson, AreReadWithWhatEachSets) {
  const LevelLoad load = parse(challengeLevelDoc());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty()) << load.warnings[0].text();
  const auto& c = load.level.challenges;
  ASSERT_EQ(c.size(), 3u);
  EXPECT_EQ(c[0].id, "iron");
  EXPECT_EQ(c[0].names.at("pl"), "Żelazo");
  EXPECT_EQ(c[0].towers, (std::vector<std::string>{"arrow", "wall"}));
  EXPECT_FALSE(c[0].lives.has_value());
  EXPECT_EQ(c[1].lives, 1);
  EXPECT_FLOAT_EQ(c[1].waveHealth, 1.25f);
  EXPECT_EQ(c[1].forbid, (std::vector<std::string>{"sell", "upgrade"}));
  EXPECT_EQ(c[2].gold, 900);
  EXPECT_FLOAT_EQ(c[2].waveHealth, 1.0f);
}

// Written as read and read back the same, so the editor keeps a level's challenges; a level without them writes no
// key at all.
TEST(LevelChallengesJson, SaveAndReadBackTheSame) {
  const LevelLoad load = parse(challengeLevelDoc());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  const std::string text = levelToJson(load.level);
  const LevelLoad again = parseLevel(text, shippedTerrains(), "again.json", &shippedDefs());
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  EXPECT_EQ(again.level.challenges, load.level.challenges);
  EXPECT_EQ(levelToJson(again.level), text);
  const LevelLoad plain = parse(smallLevel());
  ASSERT_TRUE(plain.ok());
  EXPECT_EQ(levelToJson(plain.level).find("challenges"), std::string::npos);
}

TEST(LevelChallengesJson, ProblemsSayWhereAndWhat) {
  const auto withChallenge = [](const char* challenge) {
    Json doc = challengeLevelDoc();
    doc["challenges"].push_back(Json::parse(challenge));
    return parse(doc);
  };
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "iron", "name": "Again"})").errors, "challenges[3].id",
                       "already defined by challenges[0]"));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "Bad Id", "name": "X"})").errors, "challenges[3].id", "lowercase"));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "x", "name": ""})").errors, "challenges[3].name", "empty"));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "x", "name": "X", "towers": ["storm"]})").errors,
                       "challenges[3].towers[0]", "not one of the level's tower kinds"));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "x", "name": "X", "towers": ["laser"]})").errors,
                       "challenges[3].towers[0]", "unknown tower kind"));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "x", "name": "X", "lives": 0})").errors, "challenges[3].lives",
                       "expected an integer in 1..1000000, found 0"));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "x", "name": "X", "waveHealth": 20})").errors,
                       "challenges[3].waveHealth", "0.1..10"));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "x", "name": "X", "forbid": ["build"]})").errors,
                       "challenges[3].forbid[0]", "expected \"sell\", \"upgrade\", \"specialise\" or \"next_wave\""));
  EXPECT_TRUE(hasError(withChallenge(R"({"id": "x", "name": "X", "forbid": ["sell", "sell"]})").errors,
                       "challenges[3].forbid[1]", "named twice"));
  EXPECT_FALSE(withChallenge(R"({"id": "x", "name": "X", "speed": 2})").warnings.empty());
}

}  // namespace
}  // namespace td
