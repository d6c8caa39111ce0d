#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <functional>
#include <limits>

#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;
using test::shippedDefs;
using test::shippedTerrains;

// The small level with two spawns, a tower list and three waves.
Json wavedLevel() {
  Json doc = test::smallLevel();
  doc["spawns"] = Json::array({Json::array({0, 1}), Json::array({0, 2})});
  doc["towers"] = Json::array({"arrow", "frost"});
  doc["firstWaveDelay"] = 5;
  doc["waveBreak"] = 7.5;
  doc["earlyBonusPerSecond"] = 0.1;
  doc["waves"] = Json::parse(R"([
    {"bonus": 20, "groups": [{"enemy": "normal", "count": 10, "interval": 1.0, "spawn": 0, "delay": 0.0}]},
    {"bonus": 25, "groups": [{"enemy": "fast", "count": 5, "interval": 0.3, "spawn": 1, "delay": 0.5},
                             {"enemy": "flying", "count": 3, "interval": 2, "spawn": 0, "delay": 4}]},
    {"groups": [{"enemy": "boss", "count": 1}, {"enemy": "swarm", "count": 40, "interval": 0.05}]}])");
  return doc;
}

LevelLoad parse(const Json& doc, const GameDefs* defs = &shippedDefs()) {
  return parseLevel(doc.dump(), shippedTerrains(), "waved.json", defs);
}

TEST(LevelWaves, AreRead) {
  const LevelLoad load = parse(wavedLevel());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  const LevelDef& level = load.level;
  EXPECT_EQ(level.towers, (std::vector<std::string>{"arrow", "frost"}));
  EXPECT_EQ(level.firstWaveDelay, 5.0f);
  EXPECT_EQ(level.waveBreak, 7.5f);
  EXPECT_EQ(level.earlyBonusPerSecond, 0.1f);
  ASSERT_EQ(level.waves.size(), 3u);
  EXPECT_EQ(level.waves[0].bonus, 20);
  ASSERT_EQ(level.waves[1].groups.size(), 2u);
  const WaveGroupDef& fast = level.waves[1].groups[0];
  EXPECT_EQ(fast.enemy, "fast");
  EXPECT_EQ(fast.count, 5);
  EXPECT_EQ(fast.interval, 0.3f);
  EXPECT_EQ(fast.spawn, 1);
  EXPECT_EQ(fast.delay, 0.5f);
  EXPECT_EQ(level.waves[1].groups[1].interval, 2.0f);
}

TEST(LevelWaves, OptionalKeysTakeTheirDefaults) {
  const LevelLoad plain = parse(test::smallLevel());
  ASSERT_TRUE(plain.ok());
  const LevelDef defaults;
  EXPECT_TRUE(plain.level.towers.empty());  // every kind
  EXPECT_TRUE(plain.level.waves.empty());
  EXPECT_EQ(plain.level.firstWaveDelay, defaults.firstWaveDelay);
  EXPECT_EQ(plain.level.waveBreak, defaults.waveBreak);
  EXPECT_EQ(plain.level.earlyBonusPerSecond, defaults.earlyBonusPerSecond);

  // A wave without a bonus pays none; a group without interval, spawn or delay uses 1 s, spawn 0, no delay.
  const LevelLoad load = parse(wavedLevel());
  ASSERT_TRUE(load.ok());
  EXPECT_EQ(load.level.waves[2].bonus, 0);
  EXPECT_EQ(load.level.waves[2].health, 1.0f);
  const WaveGroupDef& boss = load.level.waves[2].groups[0];
  EXPECT_EQ(boss.interval, 1.0f);
  EXPECT_EQ(boss.spawn, 0);
  EXPECT_EQ(boss.delay, 0.0f);
}

TEST(LevelWaves, CanonicalTextWritesEveryWaveField) {
  const LevelLoad load = parse(wavedLevel());
  ASSERT_TRUE(load.ok());
  const std::string text = levelToJson(load.level);
  const std::string tail =
      "  \"lives\": 10,\n"
      "  \"towers\": [\"arrow\", \"frost\"],\n"
      "  \"firstWaveDelay\": 5.0,\n"
      "  \"waveBreak\": 7.5,\n"
      "  \"earlyBonusPerSecond\": 0.1,\n"
      "  \"waves\": [\n"
      "    {\"bonus\": 20, \"groups\": [\n"
      "      {\"enemy\": \"normal\", \"count\": 10, \"interval\": 1.0, \"spawn\": 0, \"delay\": 0.0}\n"
      "    ]},\n"
      "    {\"bonus\": 25, \"groups\": [\n"
      "      {\"enemy\": \"fast\", \"count\": 5, \"interval\": 0.3, \"spawn\": 1, \"delay\": 0.5},\n"
      "      {\"enemy\": \"flying\", \"count\": 3, \"interval\": 2.0, \"spawn\": 0, \"delay\": 4.0}\n"
      "    ]},\n"
      "    {\"bonus\": 0, \"groups\": [\n"
      "      {\"enemy\": \"boss\", \"count\": 1, \"interval\": 1.0, \"spawn\": 0, \"delay\": 0.0},\n"
      "      {\"enemy\": \"swarm\", \"count\": 40, \"interval\": 0.05, \"spawn\": 0, \"delay\": 0.0}\n"
      "    ]}\n"
      "  ]\n"
      "}\n";
  ASSERT_GE(text.size(), tail.size());
  EXPECT_EQ(text.substr(text.size() - tail.size()), tail) << text;
}

TEST(LevelWaves, AWavesHealthFactorIsReadWrittenOnlyWhenSetAndChecked) {
  Json doc = wavedLevel();
  doc["waves"][1]["health"] = 1.75;
  const LevelLoad load = parse(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  EXPECT_EQ(load.level.waves[1].health, 1.75f);
  const std::string text = levelToJson(load.level);
  EXPECT_NE(text.find("{\"bonus\": 25, \"health\": 1.75, \"groups\": ["), std::string::npos) << text;
  // The waves left at 1 are written as before the key existed.
  EXPECT_NE(text.find("{\"bonus\": 20, \"groups\": ["), std::string::npos) << text;

  doc["waves"][1]["health"] = 0.05;
  EXPECT_TRUE(hasError(parse(doc).errors, "waves[1].health", "expected a number in 0.1..100, found 0.05"));
  doc["waves"][1]["health"] = 101;
  EXPECT_TRUE(hasError(parse(doc).errors, "waves[1].health", "expected a number in 0.1..100, found 101"));
  doc["waves"][1]["health"] = "tough";
  EXPECT_FALSE(parse(doc).ok());
}

TEST(LevelWaves, RoundTripIsLosslessAndStable) {
  Json doc = wavedLevel();
  // Values with no short decimal form must come back as the same floats.
  doc["waveBreak"] = 1.0 / 3.0;
  doc["waves"][0]["groups"][0]["interval"] = 0.1 + 0.2;
  doc["waves"][1]["groups"][1]["delay"] = 1234.5678;
  doc["waves"][2]["health"] = 1.0 / 7.0 + 1.0;
  doc["earlyBonusPerSecond"] = 999.99999;
  const LevelLoad first = parse(doc);
  ASSERT_TRUE(first.ok()) << first.errors[0].text();
  const std::string text = levelToJson(first.level);
  const LevelLoad second = parseLevel(text, shippedTerrains(), "again.json", &shippedDefs());
  ASSERT_TRUE(second.ok()) << second.errors[0].text();
  test::expectSameLevel(first.level, second.level);
  EXPECT_EQ(levelToJson(second.level), text);
}

TEST(LevelWaves, SaveWritesWhatLoadReads) {
  const LevelLoad load = parse(wavedLevel());
  ASSERT_TRUE(load.ok());
  const auto file = std::filesystem::temp_directory_path() / "td-waved-level.json";
  ASSERT_TRUE(saveLevel(load.level, file, &shippedDefs()).ok());
  const LevelLoad again = loadLevel(file, shippedTerrains(), &shippedDefs());
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  test::expectSameLevel(load.level, again.level);
  std::filesystem::remove(file);
}

TEST(LevelWaves, KindsAreCheckedOnlyAgainstGivenDefinitions) {
  Json doc = wavedLevel();
  doc["waves"][1]["groups"][0]["enemy"] = "dragon";
  doc["towers"][1] = "laser";
  EXPECT_TRUE(parse(doc, nullptr).ok());
  const LevelLoad load = parse(doc);
  ASSERT_EQ(load.errors.size(), 2u);
  EXPECT_TRUE(
      hasError(load.errors, "waves[1].groups[0].enemy",
               "unknown enemy kind \"dragon\" (known kinds: normal, fast, armoured, swarm, boss, flying, imp, wolf"));
  EXPECT_TRUE(hasError(load.errors, "towers[1]",
                       "unknown tower kind \"laser\" (known kinds: arrow, cannon, frost, storm, discus, wall)"));
}

TEST(LevelWaves, ShippedLevelsLoadWithTheShippedDefinitions) {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::sourceDir() / "levels")) {
    if (entry.path().extension() != ".json") continue;
    ++count;
    SCOPED_TRACE(entry.path().filename().string());
    const LevelLoad load = loadLevel(entry.path(), shippedTerrains(), &shippedDefs());
    ASSERT_TRUE(load.ok()) << load.errors[0].text();
    EXPECT_GE(load.level.waves.size(), 5u);  // a real game, not a stub
    for (const WaveDef& wave : load.level.waves) EXPECT_GT(wave.bonus, 0);
  }
  EXPECT_GE(count, 2);
}

struct BadWaves {
  const char* what;
  std::function<void(Json&)> mutate;
  const char* path;
  const char* message;
};

// clang-format off
const BadWaves kBadWaves[] = {
    {"towers not a list", [](Json& d) { d["towers"] = "arrow"; }, "towers", "expected an array, found a string"},
    {"towers empty", [](Json& d) { d["towers"] = Json::array(); }, "towers", "leave the key out to allow every kind"},
    {"tower not text", [](Json& d) { d["towers"][1] = 2; }, "towers[1]", "expected a string, found the number 2"},
    {"tower empty", [](Json& d) { d["towers"][0] = ""; }, "towers[0]", "expected a tower kind id"},
    {"tower twice", [](Json& d) { d["towers"][1] = "arrow"; }, "towers[1]", "\"arrow\" is already towers[0]"},
    {"waves not a list", [](Json& d) { d["waves"] = Json::object(); }, "waves", "expected an array, found an object"},
    {"wave not an object", [](Json& d) { d["waves"][1] = 3; }, "waves[1]", "expected an object, found the number 3"},
    {"groups missing", [](Json& d) { d["waves"][0].erase("groups"); }, "waves[0].groups", "missing"},
    {"groups empty", [](Json& d) { d["waves"][0]["groups"] = Json::array(); }, "waves[0].groups",
     "expected at least one group"},
    {"bonus negative", [](Json& d) { d["waves"][1]["bonus"] = -1; }, "waves[1].bonus",
     "expected an integer in 0..1000000, found -1"},
    {"bonus fraction", [](Json& d) { d["waves"][1]["bonus"] = 2.5; }, "waves[1].bonus",
     "expected an integer, found the number 2.5"},
    {"group not an object", [](Json& d) { d["waves"][1]["groups"][1] = "fast"; }, "waves[1].groups[1]",
     "expected an object, found a string"},
    {"enemy missing", [](Json& d) { d["waves"][2]["groups"][0].erase("enemy"); }, "waves[2].groups[0].enemy",
     "missing"},
    {"enemy empty", [](Json& d) { d["waves"][2]["groups"][0]["enemy"] = ""; }, "waves[2].groups[0].enemy",
     "expected an enemy kind id"},
    {"count missing", [](Json& d) { d["waves"][2]["groups"][0].erase("count"); }, "waves[2].groups[0].count",
     "missing"},
    {"count zero", [](Json& d) { d["waves"][2]["groups"][0]["count"] = 0; }, "waves[2].groups[0].count",
     "expected an integer in 1..10000, found 0"},
    {"count huge", [](Json& d) { d["waves"][2]["groups"][1]["count"] = 10001; }, "waves[2].groups[1].count",
     "expected an integer in 1..10000, found 10001"},
    {"count beyond int", [](Json& d) { d["waves"][2]["groups"][1]["count"] = 5'000'000'000LL; },
     "waves[2].groups[1].count", "too large"},
    {"interval short", [](Json& d) { d["waves"][0]["groups"][0]["interval"] = 0.01; }, "waves[0].groups[0].interval",
     "expected a number in 0.05..60, found 0.01"},
    {"interval long", [](Json& d) { d["waves"][0]["groups"][0]["interval"] = 61; }, "waves[0].groups[0].interval",
     "expected a number in 0.05..60, found 61"},
    {"interval text", [](Json& d) { d["waves"][0]["groups"][0]["interval"] = "1"; }, "waves[0].groups[0].interval",
     "expected a number, found a string"},
    {"interval beyond float", [](Json& d) { d["waves"][0]["groups"][0]["interval"] = 1e300; },
     "waves[0].groups[0].interval", "too large"},
    {"spawn outside", [](Json& d) { d["waves"][1]["groups"][0]["spawn"] = 2; }, "waves[1].groups[0].spawn",
     "expected a spawn index in 0..1 (the level has 2 spawns), found 2"},
    {"spawn negative", [](Json& d) { d["waves"][1]["groups"][0]["spawn"] = -1; }, "waves[1].groups[0].spawn",
     "found -1"},
    {"delay negative", [](Json& d) { d["waves"][1]["groups"][1]["delay"] = -0.5; }, "waves[1].groups[1].delay",
     "expected a number in 0..3600, found -0.5"},
    {"first delay negative", [](Json& d) { d["firstWaveDelay"] = -1; }, "firstWaveDelay",
     "expected a number in 0..3600, found -1"},
    {"wave break text", [](Json& d) { d["waveBreak"] = "soon"; }, "waveBreak", "expected a number, found a string"},
    {"early bonus huge", [](Json& d) { d["earlyBonusPerSecond"] = 5000; }, "earlyBonusPerSecond",
     "expected a number in 0..1000, found 5000"},
};
// clang-format on

void PrintTo(const BadWaves& c, std::ostream* os) { *os << c.what; }

class LevelWavesBad : public ::testing::TestWithParam<BadWaves> {};

TEST_P(LevelWavesBad, ReportsThePathAndWhatWasExpected) {
  const BadWaves& bad = GetParam();
  Json doc = wavedLevel();
  bad.mutate(doc);
  const LevelLoad load = parse(doc);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, bad.path, bad.message)) << bad.what;
  // One mistake, one message.
  EXPECT_EQ(load.errors.size(), 1u) << bad.what;
  for (const JsonError& e : load.errors) EXPECT_EQ(e.source, "waved.json");
}

INSTANTIATE_TEST_SUITE_P(EveryMessage, LevelWavesBad, ::testing::ValuesIn(kBadWaves), test::caseName<BadWaves>);

TEST(LevelWaves, UnknownKeysInWavesAreWarnings) {
  Json doc = wavedLevel();
  doc["waves"][0]["name"] = "opening";
  doc["waves"][1]["groups"][1]["speed"] = 2;
  const LevelLoad load = parse(doc);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 2u);
  EXPECT_EQ(load.warnings[0].path, "waves[0].name");
  EXPECT_EQ(load.warnings[1].path, "waves[1].groups[1].speed");
}

TEST(LevelWaves, TooManyWavesAreRefusedBeforeReading) {
  Json doc = wavedLevel();
  doc["waves"] = Json::array();
  for (size_t i = 0; i <= kMaxWaves; ++i) doc["waves"].push_back(Json::object());
  const LevelLoad load = parse(doc);
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_TRUE(hasError(load.errors, "waves", "expected at most 1000 waves, found 1001"));
}

// Levels built in code (the editor) meet the same rules.
TEST(LevelWaves, ValidateCatchesEditedValues) {
  const LevelLoad load = parse(wavedLevel());
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(validateLevel(load.level, "ed", &shippedDefs()).empty());

  LevelDef level = load.level;
  level.waves[2].groups[0].count = 0;
  level.waves[0].groups[0].interval = std::numeric_limits<float>::quiet_NaN();
  level.waves[1].groups[1].enemy = "ghost";
  level.waveBreak = std::numeric_limits<float>::infinity();
  level.waves.push_back({});
  const auto errors = validateLevel(level, "ed", &shippedDefs());
  EXPECT_TRUE(hasError(errors, "waves[2].groups[0].count", "expected an integer in 1..10000, found 0"));
  EXPECT_TRUE(hasError(errors, "waves[0].groups[0].interval", "expected a number in 0.05..60, found nan"));
  EXPECT_TRUE(hasError(errors, "waves[1].groups[1].enemy", "unknown enemy kind \"ghost\""));
  EXPECT_TRUE(hasError(errors, "waveBreak", "found inf"));
  EXPECT_TRUE(hasError(errors, "waves[3].groups", "expected at least one group"));
  EXPECT_EQ(errors.size(), 5u);
  // Without definitions the unknown kind passes.
  EXPECT_EQ(validateLevel(level, "ed").size(), 4u);

  // Saving refuses what validation refuses.
  const auto file = std::filesystem::temp_directory_path() / "td-bad-waves.json";
  std::filesystem::remove(file);
  EXPECT_FALSE(saveLevel(level, file, &shippedDefs()).ok());
  EXPECT_FALSE(std::filesystem::exists(file));
}

}  // namespace
}  // namespace td
