#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <span>
#include <sstream>

#include "io/AtomicFile.h"
#include "io/LevelCheck.h"
#include "io/LevelDraft.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;
using test::hasError;
using test::shippedDefs;
using test::shippedTerrains;
using test::smallLevel;

LevelDraftLoad draft(const Json& doc) {
  return parseLevelDraft(doc.dump(), shippedTerrains(), "small.json", &shippedDefs());
}
LevelLoad strict(const Json& doc) { return parseLevel(doc.dump(), shippedTerrains(), "small.json", &shippedDefs()); }

std::string readAll(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

fs::path dataFile(const char* name) { return test::sourceDir() / "tests/io/data" / name; }

TEST(LevelDraft, AValidLevelReadsAsItDoesStrictly) {
  const LevelDraftLoad load = draft(smallLevel());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.problems.empty());
  EXPECT_TRUE(load.warnings.empty());
  test::expectSameLevel(load.level, strict(smallLevel()).level);
}

TEST(LevelDraft, ASealedSpawnLoadsWithItsProblem) {
  Json doc = smallLevel();
  doc["tiles"] = Json::array({"..#...", "==#===", "..#,,.", "#.#..."});
  const LevelDraftLoad load = draft(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_EQ(load.level.spawns, (std::vector<Cell>{{0, 1}}));
  EXPECT_EQ(load.level.tile({2, 1}), 2);  // the rock that seals it
  ASSERT_EQ(load.problems.size(), 1u);
  EXPECT_TRUE(hasError(load.problems, "spawns[0]", "no route leads from (0, 1) to any goal"));
  EXPECT_EQ(load.problems[0].source, "small.json");
  // The game's reading says the same and refuses.
  const LevelLoad played = strict(doc);
  EXPECT_FALSE(played.ok());
  EXPECT_TRUE(hasError(played.errors, "spawns[0]", "no route leads from (0, 1) to any goal"));
}

TEST(LevelDraft, AMistypedEnemyIdIsKeptAsWritten) {
  Json doc = smallLevel();
  doc["waves"] = Json::parse(R"([{"groups": [{"enemy": "nromal", "count": 3}]}])");
  const LevelDraftLoad load = draft(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  ASSERT_EQ(load.level.waves.size(), 1u);
  EXPECT_EQ(load.level.waves[0].groups[0].enemy, "nromal");
  ASSERT_EQ(load.problems.size(), 1u);
  EXPECT_TRUE(
      hasError(load.problems, "waves[0].groups[0].enemy", "unknown enemy kind \"nromal\" (known kinds: normal"));
  EXPECT_FALSE(strict(doc).ok());
}

TEST(LevelDraft, AnUnknownTerrainKindIsKeptByNameAsAWall) {
  Json doc = smallLevel();
  doc["legend"]["L"] = "lava";
  doc["tiles"][3] = "#..LL.";
  const LevelDraftLoad load = draft(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  ASSERT_EQ(load.level.terrains.size(), 5u);
  const TerrainDef& lava = load.level.terrains[4];
  EXPECT_EQ(lava.name, "lava");
  EXPECT_TRUE(lava.unknown);
  EXPECT_EQ(lava.cost, kImpassableCost);
  for (size_t c = 0; c < kMaxMoverClasses; ++c) EXPECT_EQ(lava.costFor(c), kImpassableCost);
  EXPECT_FALSE(lava.buildable);
  EXPECT_EQ(load.level.glyphs, ".=#,L");
  EXPECT_EQ(load.level.tile({3, 3}), 4);
  EXPECT_EQ(load.level.tile({4, 3}), 4);
  for (const TerrainDef& known : std::span(load.level.terrains).first(4)) EXPECT_FALSE(known.unknown);
  ASSERT_EQ(load.problems.size(), 1u);
  EXPECT_TRUE(hasError(load.problems, "legend[\"L\"]",
                       "unknown terrain kind \"lava\" on 2 cells, the first (3, 3); paint them with a kind the game "
                       "defines"));
  // Strictly, the legend itself is refused, naming the kinds there are.
  const LevelLoad played = strict(doc);
  EXPECT_TRUE(hasError(played.errors, "legend[\"L\"]", "unknown terrain kind \"lava\" (known kinds: grass"));
}

TEST(LevelDraft, AnUnknownKindOnOneCellSaysSo) {
  Json doc = smallLevel();
  doc["legend"]["L"] = "lava";
  doc["tiles"][0] = "L.#...";
  const LevelDraftLoad load = draft(doc);
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(hasError(load.problems, "legend[\"L\"]", "\"lava\" on 1 cell, (0, 0); paint it with"));
}

TEST(LevelDraft, AnUnknownKindNoCellUsesIsAWarningAndIsNotWrittenBack) {
  Json doc = smallLevel();
  doc["legend"]["L"] = "lava";
  const LevelDraftLoad load = draft(doc);
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(load.problems.empty());
  EXPECT_TRUE(
      hasError(load.warnings, "legend[\"L\"]", "\"lava\" is on no cell; it is left out when the level is saved"));
  const std::string text = levelToJson(load.level);
  EXPECT_EQ(text.find("lava"), std::string::npos) << text;
  EXPECT_TRUE(parseLevel(text, shippedTerrains(), "saved.json", &shippedDefs()).ok());
}

TEST(LevelDraft, ValuesOutOfRangeAreKeptAsWritten) {
  Json doc = smallLevel();
  doc["gold"] = -5;
  doc["lives"] = 0;
  const LevelDraftLoad load = draft(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_EQ(load.level.gold, -5);
  EXPECT_EQ(load.level.lives, 0);
  EXPECT_TRUE(hasError(load.problems, "gold", "expected an integer in 0..1000000000, found -5"));
  EXPECT_TRUE(hasError(load.problems, "lives", "expected an integer in 1..1000000, found 0"));
  const std::string text = levelToJson(load.level);
  EXPECT_NE(text.find("\"gold\": -5,"), std::string::npos);
}

// The files as the editor saves levels with problems: reading one as a draft
// and writing it again gives the same bytes, unknown ids and all.
TEST(LevelDraft, AnUnfinishedFileRoundTripsByteForByte) {
  for (const char* name : {"unfinished-level.json", "sealed-level.json"}) {
    const fs::path file = dataFile(name);
    const LevelDraftLoad load = loadLevelDraft(file, shippedTerrains(), &shippedDefs());
    ASSERT_TRUE(load.ok()) << load.errors[0].text();
    EXPECT_FALSE(load.problems.empty()) << name;
    EXPECT_EQ(levelToJson(load.level), readAll(file)) << name;
    EXPECT_FALSE(loadLevel(file, shippedTerrains(), &shippedDefs()).ok()) << name;
  }
}

TEST(LevelDraft, EveryUnknownIdIsAProblemAtItsPath) {
  const LevelDraftLoad load = loadLevelDraft(dataFile("unfinished-level.json"), shippedTerrains(), &shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_EQ(load.level.towers, (std::vector<std::string>{"arrow", "canon"}));
  ASSERT_TRUE(load.level.hero.has_value());
  EXPECT_EQ(load.level.hero->kind, "paladin");
  EXPECT_TRUE(hasError(load.problems, "legend[\"L\"]", "unknown terrain kind \"lava\" on 2 cells, the first (3, 1)"));
  EXPECT_TRUE(hasError(load.problems, "spawns[0]", "no route leads from (0, 1)"));
  EXPECT_TRUE(hasError(load.problems, "towers[1]", "unknown tower kind \"canon\""));
  EXPECT_TRUE(hasError(load.problems, "hero.kind", "unknown hero kind \"paladin\""));
  EXPECT_TRUE(hasError(load.problems, "waves[0].groups[0].enemy", "unknown enemy kind \"nromal\""));
  EXPECT_EQ(load.problems.size(), 5u);
}

TEST(LevelDraft, WithoutDefinitionsOnlyTheTerrainIsJudged) {
  const LevelDraftLoad load = loadLevelDraft(dataFile("unfinished-level.json"), shippedTerrains());
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(hasError(load.problems, "legend[\"L\"]", "lava"));
  EXPECT_TRUE(hasError(load.problems, "spawns[0]", "no route"));
  EXPECT_EQ(load.problems.size(), 2u);
}

struct DraftCase {
  const char* what;
  std::function<void(Json&)> mutate;
  const char* path;
  const char* message;
};
void PrintTo(const DraftCase& c, std::ostream* os) { *os << c.what; }

// Wrong but representable: the level loads, the problem is listed, and the
// game's reading refuses it at the same path.
// clang-format off
const DraftCase kProblems[] = {
    {"name empty", [](Json& d) { d["name"] = ""; }, "name", "non-empty"},
    {"name too long", [](Json& d) { d["name"] = std::string(101, 'n'); }, "name", "at most 100 characters"},
    {"legend kind twice", [](Json& d) { d["legend"]["o"] = "grass"; }, "legend[\"o\"]", "already has the character"},
    {"no spawns", [](Json& d) { d["spawns"] = Json::array(); }, "spawns", "expected at least one spawn"},
    {"no goals", [](Json& d) { d["goals"] = Json::array(); }, "goals", "expected at least one goal"},
    {"spawn on rock", [](Json& d) { d["spawns"][0] = Json::array({2, 0}); }, "spawns[0]", "(2, 0) is rock"},
    {"goal on rock", [](Json& d) { d["goals"][0] = Json::array({0, 3}); }, "goals[0]", "(0, 3) is rock"},
    {"unknown tower", [](Json& d) { d["towers"] = Json::array({"arrow", "canon"}); }, "towers[1]",
     "unknown tower kind \"canon\""},
    {"tower twice", [](Json& d) { d["towers"] = Json::array({"arrow", "arrow"}); }, "towers[1]", "is already towers[0]"},
    {"unknown hero", [](Json& d) { d["hero"] = Json::parse(R"({"start": [1.5, 0.5], "kind": "paladin"})"); },
     "hero.kind", "unknown hero kind \"paladin\""},
    {"hero on rock", [](Json& d) { d["hero"] = Json::parse(R"({"start": [2.5, 0.5]})"); }, "hero.start",
     "(2, 0) is rock"},
    {"hero on spawn", [](Json& d) { d["hero"] = Json::parse(R"({"start": [0.5, 1.5]})"); }, "hero.start",
     "is spawns[0]"},
    {"group from no spawn", [](Json& d) { d["waves"] = Json::parse(R"([{"groups": [{"enemy": "normal", "count": 2, "spawn": 3}]}])"); },
     "waves[0].groups[0].spawn", "expected a spawn index in 0..0 (the level has 1 spawn), found 3"},
    {"group of none", [](Json& d) { d["waves"] = Json::parse(R"([{"groups": [{"enemy": "normal", "count": 0}]}])"); },
     "waves[0].groups[0].count", "expected an integer in 1..10000, found 0"},
    {"wave without groups", [](Json& d) { d["waves"] = Json::parse(R"([{"groups": []}])"); }, "waves[0].groups",
     "expected at least one group"},
    {"lane off the map", [](Json& d) { d["lanes"] = Json::parse(R"([{"spawn": 0, "waypoints": [[9, 1]]}])"); },
     "lanes[0].waypoints[0]", "expected a cell inside the 6x4 map, found (9, 1)"},
    {"lane for no spawn", [](Json& d) { d["lanes"] = Json::parse(R"([{"spawn": 4, "waypoints": [[3, 1]]}])"); },
     "lanes[0].spawn", "expected a spawn index in 0..0"},
    {"break too long", [](Json& d) { d["waveBreak"] = 4000.0; }, "waveBreak", "expected a number in 0..3600"},
};

// Not a level, or not one a LevelDef (and the editor) can hold: refused with the reason.
const DraftCase kRefused[] = {
    {"not json", [](Json& d) { d = "{"; }, "", "invalid JSON"},
    {"root an array", [](Json& d) { d = Json::array(); }, "", "expected an object, found an array"},
    {"format wrong", [](Json& d) { d["format"] = "td-terrains"; }, "format", "expected \"td-level\""},
    {"version newer", [](Json& d) { d["version"] = 2; }, "version", "newer version"},
    {"name missing", [](Json& d) { d.erase("name"); }, "name", "missing"},
    {"size not pair", [](Json& d) { d["size"] = Json::array({6}); }, "size", "expected [width, height]"},
    {"width zero", [](Json& d) { d["size"][0] = 0; }, "size[0]", "expected an integer in 1..4096, found 0"},
    {"legend empty", [](Json& d) { d["legend"] = Json::object(); }, "tiles[0][0]", "'.' is not in the legend"},
    {"legend long key", [](Json& d) { d["legend"]["ab"] = "grass"; }, "legend[\"ab\"]", "single printable"},
    {"legend value number", [](Json& d) { d["legend"]["!"] = 1; }, "legend[\"!\"]", "expected a string"},
    {"tiles row missing", [](Json& d) { d["tiles"].erase(3); }, "tiles", "expected 4 rows"},
    {"tiles row short", [](Json& d) { d["tiles"][3] = "#...."; }, "tiles[3]", "expected 6 characters"},
    {"tiles unknown char", [](Json& d) { d["tiles"][3] = "#..x.."; }, "tiles[3][3]", "'x' is not in the legend"},
    {"spawn outside", [](Json& d) { d["spawns"][0][1] = 4; }, "spawns[0][1]", "expected an integer in 0..3, found 4"},
    {"spawn twice", [](Json& d) { d["spawns"].push_back(Json::array({0, 1})); }, "spawns[1]",
     "(0, 1) is already spawns[0]; the editor holds each spawn and goal on a cell of its own"},
    {"spawn on goal", [](Json& d) { d["goals"].push_back(Json::array({0, 1})); }, "goals[1]",
     "(0, 1) is already spawns[0]"},
    {"too many spawns", [](Json& d) { d["spawns"] = Json::array(); for (int x = 0; x < 6; ++x) for (int y = 0; y < 4; ++y) for (int k = 0; k < 5; ++k) d["spawns"].push_back(Json::array({x, y})); },
     "spawns", "expected at most 100 spawns, found 120"},
    {"connectivity six", [](Json& d) { d["connectivity"] = 6; }, "connectivity", "expected 4 or 8, found 6"},
    {"gold huge", [](Json& d) { d["gold"] = 5000000000LL; }, "gold", "expected an integer in -2147483648..2147483647"},
    {"lives text", [](Json& d) { d["lives"] = "10"; }, "lives", "expected an integer, found a string"},
    {"towers empty", [](Json& d) { d["towers"] = Json::array(); }, "towers", "expected at least one tower kind"},
    {"hero kind empty", [](Json& d) { d["hero"] = Json::parse(R"({"start": [1.5, 0.5], "kind": ""})"); }, "hero.kind",
     "expected a hero kind id, found an empty string"},
    {"hero outside", [](Json& d) { d["hero"] = Json::parse(R"({"start": [7.5, 1.5]})"); }, "hero.start",
     "expected a point inside the 6x4 map, found [7.5, 1.5]"},
    {"group without enemy", [](Json& d) { d["waves"] = Json::parse(R"([{"groups": [{"count": 2}]}])"); },
     "waves[0].groups[0].enemy", "missing"},
};
// clang-format on

std::string textOf(const Json& doc) { return doc.is_string() ? doc.get<std::string>() : doc.dump(); }

class LevelDraftProblem : public ::testing::TestWithParam<DraftCase> {};

TEST_P(LevelDraftProblem, LoadsAndListsItWhereTheGameRefuses) {
  Json doc = smallLevel();
  GetParam().mutate(doc);
  const LevelDraftLoad load = parseLevelDraft(textOf(doc), shippedTerrains(), "small.json", &shippedDefs());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(hasError(load.problems, GetParam().path, GetParam().message));
  EXPECT_EQ(load.level.width, 6);
  // What was read is written back: the problem is still there after a save.
  const LevelDraftLoad again =
      parseLevelDraft(levelToJson(load.level), shippedTerrains(), "saved.json", &shippedDefs());
  ASSERT_TRUE(again.ok());
  EXPECT_TRUE(hasError(again.problems, GetParam().path, GetParam().message));
  const LevelLoad played = parseLevel(textOf(doc), shippedTerrains(), "small.json", &shippedDefs());
  EXPECT_FALSE(played.ok());
  EXPECT_TRUE(hasError(played.errors, GetParam().path, ""));
}

INSTANTIATE_TEST_SUITE_P(EveryKind, LevelDraftProblem, ::testing::ValuesIn(kProblems), test::caseName<DraftCase>);

class LevelDraftRefused : public ::testing::TestWithParam<DraftCase> {};

TEST_P(LevelDraftRefused, SaysWhyAndHandsOutNothing) {
  Json doc = smallLevel();
  GetParam().mutate(doc);
  const LevelDraftLoad load = parseLevelDraft(textOf(doc), shippedTerrains(), "small.json", &shippedDefs());
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, GetParam().path, GetParam().message));
  EXPECT_TRUE(load.problems.empty());
  EXPECT_TRUE(load.level.tiles.empty());
  EXPECT_TRUE(load.level.name.empty());
  EXPECT_FALSE(parseLevel(textOf(doc), shippedTerrains(), "small.json", &shippedDefs()).ok());
}

INSTANTIATE_TEST_SUITE_P(EveryKind, LevelDraftRefused, ::testing::ValuesIn(kRefused), test::caseName<DraftCase>);

TEST(LevelDraft, AMissingFileIsRefused) {
  const LevelDraftLoad load = loadLevelDraft(dataFile("no-such-level.json"), shippedTerrains(), &shippedDefs());
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, "", "does not exist"));
}

class LevelDraftSaving : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("td-level-draft-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    setAtomicWriteFaultForTesting(nullptr);
    fs::remove_all(dir_);
  }
  LevelDef unfinished() {
    LevelDraftLoad load = loadLevelDraft(dataFile("unfinished-level.json"), shippedTerrains(), &shippedDefs());
    EXPECT_TRUE(load.ok());
    return load.level;
  }
  fs::path dir_;
};

TEST_F(LevelDraftSaving, ALevelWithProblemsIsWrittenAndTheyAreListed) {
  const fs::path file = dir_ / "unfinished.json";
  const LevelDraftSave saved = saveLevelDraft(unfinished(), file, &shippedDefs());
  ASSERT_TRUE(saved.ok()) << saved.errors[0].text();
  EXPECT_EQ(saved.problems.size(), 5u);
  EXPECT_TRUE(hasError(saved.problems, "spawns[0]", "no route"));
  EXPECT_EQ(saved.problems[0].source, file.string());
  EXPECT_EQ(readAll(file), readAll(dataFile("unfinished-level.json")));
  // The game refuses what was written; the strict saver would not have written it.
  EXPECT_FALSE(loadLevel(file, shippedTerrains(), &shippedDefs()).ok());
  EXPECT_FALSE(saveLevel(unfinished(), dir_ / "strict.json", &shippedDefs()).ok());
  EXPECT_FALSE(fs::exists(dir_ / "strict.json"));
}

TEST_F(LevelDraftSaving, AFinishedLevelHasNoProblems) {
  const LevelLoad load = parseLevel(smallLevel().dump(), shippedTerrains(), "small.json", &shippedDefs());
  ASSERT_TRUE(load.ok());
  const LevelDraftSave saved = saveLevelDraft(load.level, dir_ / "small.json", &shippedDefs());
  ASSERT_TRUE(saved.ok());
  EXPECT_TRUE(saved.problems.empty());
  EXPECT_TRUE(loadLevel(dir_ / "small.json", shippedTerrains(), &shippedDefs()).ok());
}

TEST_F(LevelDraftSaving, ALevelWithoutTheStructureIsNotWritten) {
  LevelDef level = unfinished();
  level.spawns.push_back(level.goals[0]);
  const LevelDraftSave saved = saveLevelDraft(level, dir_ / "broken.json", &shippedDefs());
  EXPECT_FALSE(saved.ok());
  EXPECT_TRUE(hasError(saved.errors, "goals[0]", "(7, 1) is already spawns[1]"));
  EXPECT_FALSE(fs::exists(dir_ / "broken.json"));
}

bool failRename(AtomicWriteStep step) { return step == AtomicWriteStep::Rename; }

TEST_F(LevelDraftSaving, AFailedWriteKeepsTheOldFile) {
  const fs::path file = dir_ / "level.json";
  {
    std::ofstream out(file, std::ios::binary);
    out << "the old level";
  }
  setAtomicWriteFaultForTesting(&failRename);
  const LevelDraftSave saved = saveLevelDraft(unfinished(), file, &shippedDefs());
  EXPECT_FALSE(saved.ok());
  EXPECT_EQ(saved.errors.back().source, file.string());
  EXPECT_EQ(readAll(file), "the old level");
}

}  // namespace
}  // namespace td
