#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <sstream>

#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;
using test::shippedTerrains;
using test::smallLevel;

LevelLoad parse(const Json& doc) { return parseLevel(doc.dump(), shippedTerrains(), "small.json"); }

TEST(LevelJson, LoadsAValidLevel) {
  const LevelLoad load = parse(smallLevel());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  const LevelDef& level = load.level;
  EXPECT_EQ(level.name, "Small");
  EXPECT_EQ(level.width, 6);
  EXPECT_EQ(level.height, 4);
  ASSERT_EQ(level.terrains.size(), 4u);
  EXPECT_EQ(level.glyphs, ".=#,");
  EXPECT_EQ(level.terrains[1].name, "road");
  EXPECT_EQ(level.terrains[2].cost, kImpassableCost);
  ASSERT_EQ(level.tiles.size(), 24u);
  EXPECT_EQ(level.tile({2, 0}), 2);  // '#'
  EXPECT_EQ(level.tile({3, 2}), 3);  // ','
  EXPECT_EQ(level.tile({5, 3}), 0);  // '.'
  EXPECT_EQ(level.spawns, (std::vector<Cell>{{0, 1}}));
  EXPECT_EQ(level.goals, (std::vector<Cell>{{5, 1}}));
  EXPECT_EQ(level.connectivity, Connectivity::Eight);
  EXPECT_EQ(level.gold, 100);
  EXPECT_EQ(level.lives, 10);
}

TEST(LevelJson, TheHintIsReadAndWrittenOnlyWhenGiven) {
  const LevelLoad without = parse(smallLevel());
  ASSERT_TRUE(without.ok());
  EXPECT_EQ(without.level.hint, "");
  EXPECT_EQ(levelToJson(without.level).find("\"hint\""), std::string::npos);

  Json doc = smallLevel();
  // Counted in characters, like the name: 300 of them, in more bytes.
  const std::string hint = "Bats fly over the maze \xC3\xA9" + std::string(275, '.');
  doc["hint"] = hint;
  const LevelLoad with = parse(doc);
  ASSERT_TRUE(with.ok()) << with.errors[0].text();
  EXPECT_TRUE(with.warnings.empty());
  EXPECT_EQ(with.level.hint, hint);
  const std::string text = levelToJson(with.level);
  // Right after the name, in the canonical order.
  EXPECT_NE(text.find("\"name\": \"Small\",\n  \"hint\": "), std::string::npos) << text;
  const LevelLoad again = parseLevel(text, shippedTerrains(), "again.json");
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.level.hint, hint);
  EXPECT_EQ(levelToJson(again.level), text);
}

TEST(LevelJson, FourConnectivityIsRead) {
  Json doc = smallLevel();
  doc["connectivity"] = 4;
  const LevelLoad load = parse(doc);
  ASSERT_TRUE(load.ok());
  EXPECT_EQ(load.level.connectivity, Connectivity::Four);
}

TEST(LevelJson, UnknownKeysAreWarningsOnly) {
  Json doc = smallLevel();
  doc["author"] = "someone";
  doc["legend"]["~"] = "water";
  const LevelLoad load = parse(doc);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 1u);
  EXPECT_EQ(load.warnings[0].path, "author");
  EXPECT_NE(load.warnings[0].message.english().find("unknown key"), std::string::npos);
  EXPECT_EQ(load.warnings[0].source, "small.json");
}

// A misspelt key: the unknown one says what it was likely meant to be, and the missing one names it.
TEST(LevelJson, AMisspeltKeyIsNamedOnBothSides) {
  Json doc = smallLevel();
  doc["spwans"] = doc["spawns"];
  doc.erase("spawns");
  const LevelLoad load = parse(doc);
  ASSERT_FALSE(load.ok());
  bool missingSaysTypo = false;
  for (const JsonError& e : load.errors) {
    if (e.path == "spawns") missingSaysTypo = e.message.english().find("\"spwans\": a typo?") != std::string::npos;
  }
  EXPECT_TRUE(missingSaysTypo);
  ASSERT_FALSE(load.warnings.empty());
  EXPECT_EQ(load.warnings[0].path, "spwans");
  EXPECT_NE(load.warnings[0].message.english().find("did you mean \"spawns\"?"), std::string::npos)
      << load.warnings[0].message.english();
}

TEST(LevelJson, AFailedLoadHandsOutNoHalfLevel) {
  Json doc = smallLevel();
  doc["lives"] = 0;
  const LevelLoad load = parse(doc);
  ASSERT_FALSE(load.ok());
  EXPECT_TRUE(load.level.tiles.empty());
  EXPECT_TRUE(load.level.name.empty());
}

Json repeated(const Json& value, size_t times) {
  Json list = Json::array();
  for (size_t i = 0; i < times; ++i) list.push_back(value);
  return list;
}

struct BadLevel {
  const char* what;
  std::function<void(Json&)> mutate;
  const char* path;
  const char* message;
};

// One case per message the loader can give, each pinned to its path.
// clang-format off
const BadLevel kBadLevels[] = {
    {"root not an object", [](Json& d) { d = Json::array(); }, "", "expected an object, found an array"},
    {"format missing", [](Json& d) { d.erase("format"); }, "format", "missing"},
    {"format wrong", [](Json& d) { d["format"] = "td-terrains"; }, "format", "expected \"td-level\""},
    {"format not text", [](Json& d) { d["format"] = 3; }, "format", "expected a string, found the number 3"},
    {"version missing", [](Json& d) { d.erase("version"); }, "version", "missing"},
    {"version newer", [](Json& d) { d["version"] = 2; }, "version", "newer version"},
    {"version text", [](Json& d) { d["version"] = "1"; }, "version", "expected an integer, found a string"},
    {"name missing", [](Json& d) { d.erase("name"); }, "name", "missing"},
    {"name empty", [](Json& d) { d["name"] = ""; }, "name", "non-empty"},
    {"name not text", [](Json& d) { d["name"] = nullptr; }, "name", "expected a string, found null"},
    {"size missing", [](Json& d) { d.erase("size"); }, "size", "missing"},
    {"size not pair", [](Json& d) { d["size"] = Json::array({6}); }, "size", "expected [width, height]"},
    {"size object", [](Json& d) { d["size"] = Json::object(); }, "size", "found an object"},
    {"width zero", [](Json& d) { d["size"][0] = 0; }, "size[0]", "expected an integer in 1..4096, found 0"},
    {"height huge", [](Json& d) { d["size"][1] = 5000; }, "size[1]", "in 1..4096, found 5000"},
    {"width fraction", [](Json& d) { d["size"][0] = 2.5; }, "size[0]", "expected an integer, found the number 2.5"},
    {"legend missing", [](Json& d) { d.erase("legend"); }, "legend", "missing"},
    {"legend array", [](Json& d) { d["legend"] = Json::array(); }, "legend", "expected an object"},
    {"legend empty", [](Json& d) { d["legend"] = Json::object(); }, "legend", "at least one entry"},
    {"legend long key", [](Json& d) { d["legend"]["ab"] = "grass"; }, "legend[\"ab\"]", "single printable"},
    {"legend space key", [](Json& d) { d["legend"][" "] = "grass"; }, "legend[\" \"]", "single printable"},
    {"legend unknown kind", [](Json& d) { d["legend"]["!"] = "lava"; }, "legend[\"!\"]",
     "unknown terrain kind \"lava\" (known kinds: grass, road, mud, rock, water, ford, slope-east, slope-west, slope-south, slope-north)"},
    {"legend value number", [](Json& d) { d["legend"]["!"] = 1; }, "legend[\"!\"]", "expected a string"},
    {"legend kind twice", [](Json& d) { d["legend"]["o"] = "grass"; }, "legend[\"o\"]",
     "\"grass\" already has the character '.'"},
    {"tiles missing", [](Json& d) { d.erase("tiles"); }, "tiles", "missing"},
    {"tiles text", [](Json& d) { d["tiles"] = "......"; }, "tiles", "expected an array, found a string"},
    {"tiles row missing", [](Json& d) { d["tiles"].erase(3); }, "tiles",
     "expected 4 rows (the height in size), found 3"},
    {"tiles row short", [](Json& d) { d["tiles"][3] = "#...."; }, "tiles[3]",
     "expected 6 characters (the width in size), found 5"},
    {"tiles row number", [](Json& d) { d["tiles"][2] = 7; }, "tiles[2]", "expected a string, found the number 7"},
    {"tiles unknown char", [](Json& d) { d["tiles"][3] = "#..x.."; }, "tiles[3][3]", "'x' is not in the legend"},
    {"tiles control char", [](Json& d) { d["tiles"][0] = "..#..\t"; }, "tiles[0][5]", "byte 0x09 is not in the legend"},
    {"spawns missing", [](Json& d) { d.erase("spawns"); }, "spawns", "missing"},
    {"spawns object", [](Json& d) { d["spawns"] = Json::object(); }, "spawns", "expected an array"},
    {"spawns empty", [](Json& d) { d["spawns"] = Json::array(); }, "spawns", "expected at least one spawn"},
    {"spawn not pair", [](Json& d) { d["spawns"][0] = Json::array({1, 2, 3}); }, "spawns[0]", "expected [x, y]"},
    {"spawn x text", [](Json& d) { d["spawns"][0][0] = "0"; }, "spawns[0][0]", "expected an integer"},
    {"spawn y outside", [](Json& d) { d["spawns"][0][1] = 4; }, "spawns[0][1]", "expected an integer in 0..3, found 4"},
    {"spawn x negative", [](Json& d) { d["spawns"][0][0] = -1; }, "spawns[0][0]", "in 0..5, found -1"},
    {"spawn on rock", [](Json& d) { d["spawns"][0] = Json::array({2, 0}); }, "spawns[0]",
     "expected a passable cell, but (2, 0) is rock"},
    {"spawn twice", [](Json& d) { d["spawns"].push_back(Json::array({0, 1})); }, "spawns[1]",
     "(0, 1) is already spawns[0]"},
    {"goals missing", [](Json& d) { d.erase("goals"); }, "goals", "missing"},
    {"goals empty", [](Json& d) { d["goals"] = Json::array(); }, "goals", "expected at least one goal"},
    {"goal y text", [](Json& d) { d["goals"][0][1] = true; }, "goals[0][1]", "expected an integer, found true"},
    {"goal outside", [](Json& d) { d["goals"][0][0] = 6; }, "goals[0][0]", "in 0..5, found 6"},
    {"goal on rock", [](Json& d) { d["goals"][0] = Json::array({0, 3}); }, "goals[0]", "(0, 3) is rock"},
    {"no route", [](Json& d) { d["tiles"] = Json::array({"..#...", "==#===", "..#,,.", "#.#..."}); }, "spawns[0]",
     "no route leads from (0, 1) to any goal"},
    {"connectivity missing", [](Json& d) { d.erase("connectivity"); }, "connectivity", "missing"},
    {"connectivity six", [](Json& d) { d["connectivity"] = 6; }, "connectivity", "expected 4 or 8, found 6"},
    {"connectivity text", [](Json& d) { d["connectivity"] = "8"; }, "connectivity", "expected an integer"},
    {"gold missing", [](Json& d) { d.erase("gold"); }, "gold", "missing"},
    {"gold negative", [](Json& d) { d["gold"] = -5; }, "gold", "expected an integer in 0..1000000000, found -5"},
    {"gold huge", [](Json& d) { d["gold"] = 18446744073709551615ull; }, "gold", "too large"},
    {"lives missing", [](Json& d) { d.erase("lives"); }, "lives", "missing"},
    {"lives zero", [](Json& d) { d["lives"] = 0; }, "lives", "expected an integer in 1..1000000, found 0"},
    {"name too long", [](Json& d) { d["name"] = std::string(101, 'n'); }, "name",
     "expected at most 100 characters, found 101"},
    {"hint too long", [](Json& d) { d["hint"] = std::string(301, 'h'); }, "hint",
     "expected at most 300 characters, found 301"},
    {"hint on two lines", [](Json& d) { d["hint"] = "Build here.\nThen there."; }, "hint",
     "expected one line of text, without line breaks or other control characters"},
    {"hint not text", [](Json& d) { d["hint"] = 3; }, "hint", "expected a string, found the number 3"},
    {"tiles row not ascii", [](Json& d) { d["tiles"][1] = "===\xC3\xA9=="; }, "tiles[1]",
     "expected 6 characters (the width in size), found 7 bytes, some of them not ASCII"},
    {"spawn on goal", [](Json& d) { d["goals"].push_back(Json::array({0, 1})); }, "spawns[0]",
     "(0, 1) is also goals[1]"},
    {"too many spawns", [](Json& d) { d["spawns"] = repeated(Json::array({0, 1}), 101); }, "spawns",
     "expected at most 100 spawns, found 101"},
    {"too many goals", [](Json& d) { d["goals"] = repeated(7, 101); }, "goals",
     "expected at most 100 goals, found 101"},
    {"too many towers", [](Json& d) { d["towers"] = repeated("arrow", 101); }, "towers",
     "expected at most 100 tower kinds, found 101"},
    {"too many groups", [](Json& d) { d["waves"] = Json::array({Json::object({{"groups", repeated(1, 101)}})}); },
     "waves[0].groups", "expected at most 100 groups, found 101"},
};
// clang-format on

// Names the case in failure output instead of dumping its bytes.
void PrintTo(const BadLevel& c, std::ostream* os) { *os << c.what; }

class LevelJsonBad : public ::testing::TestWithParam<BadLevel> {};

TEST_P(LevelJsonBad, ReportsThePathAndWhatWasExpected) {
  const BadLevel& bad = GetParam();
  Json doc = smallLevel();
  bad.mutate(doc);
  const LevelLoad load = parse(doc);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, bad.path, bad.message)) << bad.what;
  for (const JsonError& e : load.errors) EXPECT_EQ(e.source, "small.json");
}

INSTANTIATE_TEST_SUITE_P(EveryMessage, LevelJsonBad, ::testing::ValuesIn(kBadLevels), test::caseName<BadLevel>);

TEST(LevelJson, OneMistakeIsReportedOnce) {
  // A short row must not also produce complaints about tiles or routes.
  Json doc = smallLevel();
  doc["tiles"][1] = "=====";
  const LevelLoad load = parse(doc);
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_EQ(load.errors[0].path, "tiles[1]");
}

TEST(LevelJson, AnUnreadableHeaderStopsBeforeTheRest) {
  Json doc = smallLevel();
  doc["version"] = 7;
  doc["lives"] = 0;
  const LevelLoad load = parse(doc);
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_EQ(load.errors[0].path, "version");
}

TEST(LevelJson, SyntaxErrorsGiveLineAndColumn) {
  const std::string text = "{\n  \"format\": \"td-level\",\n  \"version\": 1,,\n}";
  const LevelLoad load = parseLevel(text, shippedTerrains(), "x.json");
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_EQ(load.errors[0].path, "");
  EXPECT_NE(load.errors[0].message.english().find("invalid JSON"), std::string::npos);
  EXPECT_NE(load.errors[0].message.english().find("line 3"), std::string::npos) << load.errors[0].message.english();
  EXPECT_EQ(load.errors[0].message.english().find("json.exception"), std::string::npos);
  EXPECT_EQ(load.errors[0].text().rfind("x.json: invalid JSON", 0), 0u);
}

TEST(LevelJson, EmptyAndDeeplyNestedInputFailCleanly) {
  EXPECT_TRUE(hasError(parseLevel("", shippedTerrains()).errors, "", "invalid JSON"));
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const LevelLoad load = parseLevel(deep, shippedTerrains());
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_TRUE(hasError(load.errors, "", "invalid JSON: nested more than 64 levels deep"));
  // Exactly the limit is still JSON worth reading (and then refused as a level).
  const std::string limit = std::string(JsonCheck::kMaxDepth, '[') + std::string(JsonCheck::kMaxDepth, ']');
  EXPECT_TRUE(hasError(parseLevel(limit, shippedTerrains()).errors, "", "expected an object, found an array"));
}

TEST(LevelJson, DuplicateKeysAreErrorsWithTheirPaths) {
  // A parser keeps one of the two silently; the author meant something else.
  std::string text = smallLevel().dump();
  text.insert(text.size() - 1, ", \"gold\": 5");
  const size_t legend = text.find("\"legend\":{") + 10;
  text.insert(legend, "\"#\":\"water\",");
  const size_t group = text.find("\"size\"");
  text.insert(group, "\"extra\": [{\"a\": 1, \"a\": 2}], ");
  const LevelLoad load = parseLevel(text, shippedTerrains(), "dup.json");
  EXPECT_TRUE(hasError(load.errors, "gold", "the key appears more than once in this object")) << text;
  EXPECT_TRUE(hasError(load.errors, "legend[\"#\"]", "appears more than once"));
  EXPECT_TRUE(hasError(load.errors, "extra[0].a", "appears more than once"));
  EXPECT_EQ(load.errors.size(), 3u);
}

TEST(LevelJson, HugeInputIsRefusedBeforeParsing) {
  const std::string huge(kMaxLevelBytes + 1, ' ');
  const LevelLoad load = parseLevel(huge, shippedTerrains(), "huge.json");
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_TRUE(hasError(load.errors, "", "the level is too large (33554433 bytes; at most 33554432 expected)"));

  // A file is judged by its size alone: this one is sparse, nothing is read.
  const auto file = std::filesystem::temp_directory_path() / "td-huge-level.json";
  { std::ofstream(file, std::ios::binary) << "{}"; }
  std::filesystem::resize_file(file, kMaxLevelBytes + 1);
  const LevelLoad fromFile = loadLevel(file, shippedTerrains());
  std::filesystem::remove(file);
  ASSERT_EQ(fromFile.errors.size(), 1u);
  EXPECT_TRUE(hasError(fromFile.errors, "", "the file is too large (33554433 bytes; at most 33554432 expected)"));
}

TEST(LevelJson, TheRouteIsCheckedDespiteUnrelatedErrors) {
  Json doc = smallLevel();
  doc["tiles"] = Json::array({"..#...", "==#===", "..#,,.", "#.#..."});
  doc["gold"] = -1;
  doc["name"] = "";
  const LevelLoad load = parse(doc);
  EXPECT_TRUE(hasError(load.errors, "spawns[0]", "no route leads from (0, 1) to any goal"));
  EXPECT_TRUE(hasError(load.errors, "gold", "found -1"));
  EXPECT_TRUE(hasError(load.errors, "name", "non-empty"));
  EXPECT_EQ(load.errors.size(), 3u);
}

TEST(LevelJson, AFloodOfErrorsIsCut) {
  Json doc = smallLevel();
  doc["size"] = Json::array({100, 4});
  std::string junk(100, 'x');
  doc["tiles"] = Json::array({junk, junk, junk, junk});
  doc["goals"][0][0] = 99;
  const LevelLoad load = parse(doc);
  ASSERT_EQ(load.errors.size(), JsonCheck::kMaxErrors + 1);
  EXPECT_EQ(load.errors.back().message.english(), "too many errors; the rest are not shown");
  EXPECT_EQ(load.errors[0].path, "tiles[0][0]");
}

TEST(LevelJson, FileErrorsNameTheFile) {
  const auto missing = std::filesystem::temp_directory_path() / "td-no-such-level.json";
  const LevelLoad gone = loadLevel(missing, shippedTerrains());
  ASSERT_EQ(gone.errors.size(), 1u);
  EXPECT_EQ(gone.errors[0].source, missing.string());
  EXPECT_NE(gone.errors[0].message.english().find("does not exist"), std::string::npos);

  const LevelLoad dir = loadLevel(std::filesystem::temp_directory_path(), shippedTerrains());
  ASSERT_EQ(dir.errors.size(), 1u);
  EXPECT_NE(dir.errors[0].message.english().find("is a directory"), std::string::npos);
}

TEST(LevelJson, CanonicalTextHasAFixedLayout) {
  const LevelLoad load = parse(smallLevel());
  ASSERT_TRUE(load.ok());
  EXPECT_EQ(levelToJson(load.level),
            "{\n"
            "  \"format\": \"td-level\",\n"
            "  \"version\": 1,\n"
            "  \"name\": \"Small\",\n"
            "  \"size\": [6, 4],\n"
            "  \"legend\": {\".\": \"grass\", \"=\": \"road\", \"#\": \"rock\", \",\": \"mud\"},\n"
            "  \"tiles\": [\n"
            "    \"..#...\",\n"
            "    \"======\",\n"
            "    \"...,,.\",\n"
            "    \"#.....\"\n"
            "  ],\n"
            "  \"spawns\": [[0, 1]],\n"
            "  \"goals\": [[5, 1]],\n"
            "  \"connectivity\": 8,\n"
            "  \"gold\": 100,\n"
            "  \"lives\": 10,\n"
            "  \"firstWaveDelay\": 20.0,\n"
            "  \"waveBreak\": 12.0,\n"
            "  \"earlyBonusPerSecond\": 1.0,\n"
            "  \"waves\": []\n"
            "}\n");
}

TEST(LevelJson, SaveAndLoadAreLossless) {
  // Key order, spacing and escapes of the input do not matter; the level does.
  Json doc = smallLevel();
  doc["name"] = "Quote \" and \\ and \xC3\xA9";
  doc["legend"] = Json::object({{"\"", "grass"}, {"\\", "road"}, {"#", "rock"}, {",", "mud"}});
  doc["tiles"] = Json::array({"\"\"#\"\"\"", "\\\\\\\\\\\\", "\"\"\",,\"", "#\"\"\"\"\""});
  doc["connectivity"] = 4;
  const LevelLoad first = parseLevel(doc.dump(2), shippedTerrains());
  ASSERT_TRUE(first.ok()) << first.errors[0].text();
  const std::string text = levelToJson(first.level);
  const LevelLoad second = parseLevel(text, shippedTerrains());
  ASSERT_TRUE(second.ok()) << second.errors[0].text();
  test::expectSameLevel(first.level, second.level);
  EXPECT_EQ(levelToJson(second.level), text);
}

std::string readAll(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(LevelJson, ShippedLevelsRoundTripByteForByte) {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(test::sourceDir() / "levels")) {
    if (entry.path().extension() != ".json") continue;
    ++count;
    SCOPED_TRACE(entry.path().filename().string());
    const LevelLoad load = loadLevel(entry.path(), shippedTerrains());
    ASSERT_TRUE(load.ok()) << load.errors[0].text();
    EXPECT_TRUE(load.warnings.empty());
    EXPECT_EQ(levelToJson(load.level), readAll(entry.path()));

    const auto copy = std::filesystem::temp_directory_path() / ("td-roundtrip-" + entry.path().filename().string());
    ASSERT_TRUE(saveLevel(load.level, copy).ok());
    EXPECT_EQ(readAll(copy), readAll(entry.path()));
    const LevelLoad again = loadLevel(copy, shippedTerrains());
    ASSERT_TRUE(again.ok());
    test::expectSameLevel(load.level, again.level);
    std::filesystem::remove(copy);
  }
  EXPECT_GE(count, 2);
}

TEST(LevelJson, SaveRefusesAnInvalidLevel) {
  LevelLoad load = parse(smallLevel());
  ASSERT_TRUE(load.ok());
  load.level.spawns.clear();
  const auto file = std::filesystem::temp_directory_path() / "td-invalid-level.json";
  std::filesystem::remove(file);
  const LevelSave save = saveLevel(load.level, file);
  EXPECT_FALSE(save.ok());
  EXPECT_TRUE(hasError(save.errors, "spawns", "at least one spawn"));
  EXPECT_EQ(save.errors[0].source, file.string());
  EXPECT_FALSE(std::filesystem::exists(file));
}

// The example in docs/level-format.md is a valid level in canonical form, so
// a designer can copy it as a starting point.
TEST(LevelJson, TheDocumentedExampleIsCanonical) {
  const std::string doc = readAll(test::sourceDir() / "docs/level-format.md");
  const size_t start = doc.find("```json\n");
  ASSERT_NE(start, std::string::npos);
  const size_t end = doc.find("```\n", start + 8);
  ASSERT_NE(end, std::string::npos);
  const std::string example = doc.substr(start + 8, end - start - 8);
  const LevelLoad load = parseLevel(example, shippedTerrains(), "example", &test::shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  EXPECT_EQ(levelToJson(load.level), example);
}

}  // namespace
}  // namespace td
