#include <gtest/gtest.h>

#include <cmath>
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
using test::smallLevel;

// smallLevel() with a hero in the middle of the grass below the road.
Json heroLevel() {
  Json doc = smallLevel();
  doc["hero"] = Json::parse(R"({"start": [2.5, 2.5], "kind": "warden"})");
  return doc;
}

LevelLoad parse(const Json& doc, const GameDefs* defs = &shippedDefs()) {
  return parseLevel(doc.dump(), shippedTerrains(), "hero.json", defs);
}

TEST(LevelHero, IsRead) {
  const LevelLoad load = parse(heroLevel());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  ASSERT_TRUE(load.level.hero.has_value());
  EXPECT_EQ(load.level.hero->kind, "warden");
  EXPECT_EQ(load.level.hero->start.x, 2.5f);
  EXPECT_EQ(load.level.hero->start.y, 2.5f);
}

TEST(LevelHero, KindMayBeLeftOut) {
  Json doc = heroLevel();
  doc["hero"].erase("kind");
  const LevelLoad load = parse(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  ASSERT_TRUE(load.level.hero.has_value());
  EXPECT_EQ(load.level.hero->kind, "");
}

TEST(LevelHero, ALevelWithoutOneHasNone) {
  const LevelLoad load = parse(smallLevel());
  ASSERT_TRUE(load.ok());
  EXPECT_FALSE(load.level.hero.has_value());
  EXPECT_EQ(levelToJson(load.level).find("\"hero\""), std::string::npos);
}

TEST(LevelHero, UnknownKeysInsideAreWarnings) {
  Json doc = heroLevel();
  doc["hero"]["speed"] = 3;
  const LevelLoad load = parse(doc);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 1u);
  EXPECT_EQ(load.warnings[0].path, "hero.speed");
}

TEST(LevelHero, CanonicalTextPutsItAfterTheTowers) {
  Json doc = heroLevel();
  doc["towers"] = Json::array({"arrow"});
  doc["hero"]["start"] = Json::array({3, 2.25});
  const LevelLoad load = parse(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  const std::string text = levelToJson(load.level);
  EXPECT_NE(text.find("  \"towers\": [\"arrow\"],\n"
                      "  \"hero\": {\"start\": [3.0, 2.25], \"kind\": \"warden\"},\n"
                      "  \"firstWaveDelay\": 20.0,\n"),
            std::string::npos)
      << text;

  doc["hero"].erase("kind");
  const LevelLoad first = parse(doc);
  ASSERT_TRUE(first.ok());
  EXPECT_NE(levelToJson(first.level).find("  \"hero\": {\"start\": [3.0, 2.25]},\n"), std::string::npos);
}

TEST(LevelHero, SaveAndLoadAreLossless) {
  for (const char* kind : {"warden", ""}) {
    SCOPED_TRACE(kind);
    Json doc = heroLevel();
    // A float with no short decimal: the text must still read back to it.
    doc["hero"]["start"] = Json::array({4.0f / 3.0f, 3.999f});
    if (*kind == '\0') doc["hero"].erase("kind");
    const LevelLoad first = parse(doc);
    ASSERT_TRUE(first.ok()) << first.errors[0].text();
    const std::string text = levelToJson(first.level);
    const LevelLoad second = parseLevel(text, shippedTerrains(), "again.json", &shippedDefs());
    ASSERT_TRUE(second.ok()) << second.errors[0].text();
    test::expectSameLevel(first.level, second.level);
    EXPECT_EQ(levelToJson(second.level), text);
  }
}

struct BadHero {
  const char* what;
  std::function<void(Json&)> mutate;
  const char* path;
  const char* message;
};

// One case per message about the hero, each pinned to its path.
// clang-format off
const BadHero kBadHeroes[] = {
    {"not an object", [](Json& d) { d["hero"] = 5; }, "hero", "expected an object, found the number 5"},
    {"start missing", [](Json& d) { d["hero"].erase("start"); }, "hero.start", "missing"},
    {"start not pair", [](Json& d) { d["hero"]["start"] = Json::array({1}); }, "hero.start",
     "expected [x, y], found an array"},
    {"start object", [](Json& d) { d["hero"]["start"] = Json::object(); }, "hero.start",
     "expected [x, y], found an object"},
    {"x text", [](Json& d) { d["hero"]["start"][0] = "2"; }, "hero.start[0]", "expected a number, found a string"},
    {"y huge", [](Json& d) { d["hero"]["start"][1] = 1e39; }, "hero.start[1]", "found one too large to use"},
    {"x outside", [](Json& d) { d["hero"]["start"][0] = 6; }, "hero.start[0]",
     "expected a number at least 0 and below 6 (the width in size), found 6"},
    {"y negative", [](Json& d) { d["hero"]["start"][1] = -0.5; }, "hero.start[1]",
     "expected a number at least 0 and below 4 (the height in size), found -0.5"},
    {"on rock", [](Json& d) { d["hero"]["start"] = Json::array({2.5, 0.5}); }, "hero.start",
     "expected a point on a passable cell, but (2, 0) is rock"},
    {"on spawn", [](Json& d) { d["hero"]["start"] = Json::array({0.5, 1.5}); }, "hero.start",
     "(0, 1) is spawns[0]; the hero needs a cell of its own"},
    {"on goal", [](Json& d) { d["hero"]["start"] = Json::array({5.9, 1.0}); }, "hero.start", "(5, 1) is goals[0]"},
    {"kind not text", [](Json& d) { d["hero"]["kind"] = 1; }, "hero.kind", "expected a string, found the number 1"},
    {"kind empty", [](Json& d) { d["hero"]["kind"] = ""; }, "hero.kind",
     "expected a hero kind id, found an empty string (leave the key out for the first kind)"},
    {"kind unknown", [](Json& d) { d["hero"]["kind"] = "paladin"; }, "hero.kind",
     "unknown hero kind \"paladin\" (known kinds: warden)"},
};
// clang-format on

void PrintTo(const BadHero& c, std::ostream* os) { *os << c.what; }

class LevelHeroBad : public ::testing::TestWithParam<BadHero> {};

TEST_P(LevelHeroBad, ReportsThePathAndWhatWasExpected) {
  const BadHero& bad = GetParam();
  Json doc = heroLevel();
  bad.mutate(doc);
  const LevelLoad load = parse(doc);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, bad.path, bad.message)) << bad.what;
  EXPECT_EQ(load.errors.size(), 1u) << bad.what;
  for (const JsonError& e : load.errors) EXPECT_EQ(e.source, "hero.json");
}

INSTANTIATE_TEST_SUITE_P(EveryMessage, LevelHeroBad, ::testing::ValuesIn(kBadHeroes), test::caseName<BadHero>);

TEST(LevelHero, KindsAreOnlyJudgedAgainstDefinitions) {
  Json doc = heroLevel();
  doc["hero"]["kind"] = "paladin";
  EXPECT_TRUE(parse(doc, nullptr).ok());
}

TEST(LevelHero, AGameWithoutHeroKindsRefusesAHero) {
  GameDefs defs = shippedDefs();
  defs.heroes.clear();
  Json doc = heroLevel();
  doc["hero"].erase("kind");
  const LevelLoad load = parse(doc, &defs);
  EXPECT_TRUE(hasError(load.errors, "hero", "the game defines no hero kinds"));
  EXPECT_TRUE(parse(smallLevel(), &defs).ok());
}

TEST(LevelHero, ABrokenMapGivesNoSecondMessageAboutTheHero) {
  Json doc = heroLevel();
  doc["size"] = Json::array({0, 4});
  doc["hero"]["start"] = Json::array({9.0, 9.0});
  const LevelLoad load = parse(doc);
  ASSERT_EQ(load.errors.size(), 1u) << load.errors[0].text();
  EXPECT_EQ(load.errors[0].path, "size[0]");
}

TEST(LevelHero, EditedLevelsAreCheckedToo) {
  LevelLoad load = parse(heroLevel());
  ASSERT_TRUE(load.ok());
  LevelDef level = load.level;
  level.hero->start = {std::numeric_limits<float>::quiet_NaN(), 1.0f};
  EXPECT_TRUE(hasError(validateLevel(level, "edit"), "hero.start[0]", "found nan"));
  level.hero->start = {6.0f, 3.0f};
  EXPECT_TRUE(hasError(validateLevel(level, "edit"), "hero.start[0]", "below 6"));
  // The far edge of the last cell is still inside.
  level.hero->start = {std::nextafter(6.0f, 0.0f), 3.5f};
  EXPECT_TRUE(validateLevel(level, "edit", &shippedDefs()).empty());
}

}  // namespace
}  // namespace td
