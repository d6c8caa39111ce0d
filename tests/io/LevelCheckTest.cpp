#include <gtest/gtest.h>

#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using test::hasError;

// Levels built in code (by the editor, say) go through the same rules as
// loaded ones; these are the rules a JSON document cannot break by its shape.
LevelDef validLevel() {
  const LevelLoad load = parseLevel(test::smallLevel().dump(), test::shippedTerrains());
  EXPECT_TRUE(load.ok());
  return load.level;
}

TEST(LevelCheck, AValidLevelHasNoErrors) { EXPECT_TRUE(validateLevel(validLevel()).empty()); }

TEST(LevelCheck, NameMustBeUtf8) {
  LevelDef level = validLevel();
  level.name = "bad \xFF byte";
  EXPECT_TRUE(hasError(validateLevel(level, "ed"), "name", "expected UTF-8 text"));
}

TEST(LevelCheck, SizeOutOfRange) {
  LevelDef level = validLevel();
  level.width = 5000;
  EXPECT_TRUE(hasError(validateLevel(level), "size", "expected a width and height in 1..4096, found 5000x4"));
}

TEST(LevelCheck, LegendNeedsOneGlyphPerKind) {
  LevelDef level = validLevel();
  level.glyphs.pop_back();
  EXPECT_TRUE(hasError(validateLevel(level), "legend", "one character for each of the 4 terrain kinds, found 3"));
}

TEST(LevelCheck, LegendGlyphsArePrintableAndDistinct) {
  LevelDef spaced = validLevel();
  spaced.glyphs[0] = ' ';
  EXPECT_TRUE(hasError(validateLevel(spaced), "legend[\" \"]", "printable character other than a space"));

  LevelDef twice = validLevel();
  twice.glyphs[1] = '.';
  EXPECT_TRUE(hasError(validateLevel(twice), "legend[\".\"]", "the character is used for two kinds"));
}

TEST(LevelCheck, LegendWithoutKinds) {
  LevelDef level = validLevel();
  level.terrains.clear();
  level.glyphs.clear();
  EXPECT_TRUE(hasError(validateLevel(level), "legend", "at least one entry"));
}

TEST(LevelCheck, TilesMustMatchTheSizeAndTheLegend) {
  LevelDef shortTiles = validLevel();
  shortTiles.tiles.pop_back();
  EXPECT_TRUE(hasError(validateLevel(shortTiles), "tiles", "expected 24 cells (6x4), found 23"));

  LevelDef badKind = validLevel();
  badKind.tiles[badKind.tileIndex({4, 2})] = 7;
  EXPECT_TRUE(hasError(validateLevel(badKind), "tiles[2][4]", "terrain kind 7 is not in the legend"));
}

TEST(LevelCheck, EndpointsInsideTheMap) {
  LevelDef level = validLevel();
  level.goals[0] = {6, 1};
  EXPECT_TRUE(hasError(validateLevel(level), "goals[0]", "expected a cell inside the 6x4 map, found (6, 1)"));
}

TEST(LevelCheck, NumbersInRange) {
  LevelDef level = validLevel();
  level.gold = -1;
  level.lives = 2'000'000;
  level.connectivity = static_cast<Connectivity>(7);
  const auto errors = validateLevel(level);
  EXPECT_TRUE(hasError(errors, "gold", "0..1000000000, found -1"));
  EXPECT_TRUE(hasError(errors, "lives", "1..1000000, found 2000000"));
  EXPECT_TRUE(hasError(errors, "connectivity", "expected 4 or 8"));
}

TEST(LevelCheck, EverySpawnNeedsARoute) {
  LevelDef level = validLevel();
  // The first spawn reaches the goal; a second one is walled in by rock.
  level.spawns = {{5, 3}, {0, 1}};
  for (Cell rock : {Cell{0, 0}, Cell{1, 0}, Cell{1, 1}, Cell{0, 2}}) level.tiles[level.tileIndex(rock)] = 2;
  const auto errors = validateLevel(level);
  ASSERT_EQ(errors.size(), 1u) << errors[0].text();
  EXPECT_TRUE(hasError(errors, "spawns[1]", "no route leads from (0, 1) to any goal"));
}

// A ford: feet wade it, wheels cannot cross. Carts need a route of their
// own from the spawns they leave from; feet do not care.
TEST(LevelCheck, EveryClassNeedsARouteFromTheSpawnsItLeavesFrom) {
  nlohmann::ordered_json doc = test::smallLevel();
  doc["legend"]["~"] = "ford";
  doc["tiles"] = {"..~...", "==~===", "..~...", "..~..."};
  doc["waves"] = nlohmann::ordered_json::parse(R"([{"groups": [{"enemy": "normal", "count": 2}]}])");
  const LevelLoad feet = parseLevel(doc.dump(), test::shippedTerrains(), "<level>", &test::shippedDefs());
  ASSERT_TRUE(feet.ok()) << feet.errors[0].text();
  EXPECT_TRUE(validateLevel(feet.level, "<level>", &test::shippedDefs()).empty());

  doc["waves"][0]["groups"].push_back(nlohmann::ordered_json::parse(R"({"enemy": "cart", "count": 1})"));
  const LevelLoad carts = parseLevel(doc.dump(), test::shippedTerrains(), "<level>", &test::shippedDefs());
  EXPECT_FALSE(carts.ok());
  EXPECT_TRUE(hasError(carts.errors, "spawns[0]", "no wheeled route leads from (0, 1) to any goal"));
}

TEST(LevelCheck, NameLengthIsCountedInCharacters) {
  LevelDef level = validLevel();
  // 100 snowmen are 300 bytes but 100 characters: allowed.
  level.name.clear();
  for (size_t i = 0; i < kMaxNameLength; ++i) level.name += "\xE2\x98\x83";
  EXPECT_TRUE(validateLevel(level).empty());
  level.name += "x";
  EXPECT_TRUE(hasError(validateLevel(level), "name", "expected at most 100 characters, found 101"));
}

TEST(LevelCheck, LegendKindsNeedNamesAndCosts) {
  LevelDef unnamed = validLevel();
  unnamed.terrains[3].name.clear();
  EXPECT_TRUE(hasError(validateLevel(unnamed), "legend[\",\"]", "expected a terrain kind name, found an empty one"));

  LevelDef costless = validLevel();
  costless.terrains[0].cost = 0;
  EXPECT_TRUE(hasError(validateLevel(costless), "legend[\".\"]", "terrain kind \"grass\" has cost 0"));

  LevelDef twice = validLevel();
  twice.terrains[3] = twice.terrains[0];
  EXPECT_TRUE(hasError(validateLevel(twice), "legend[\",\"]", "\"grass\" already has the character '.'"));
}

TEST(LevelCheck, EndpointsOnPassableDistinctCells) {
  LevelDef onRock = validLevel();
  onRock.spawns[0] = {2, 0};
  EXPECT_TRUE(hasError(validateLevel(onRock), "spawns[0]", "expected a passable cell, but (2, 0) is rock"));

  LevelDef twice = validLevel();
  twice.goals.push_back({5, 1});
  EXPECT_TRUE(hasError(validateLevel(twice), "goals[1]", "(5, 1) is already goals[0]"));

  LevelDef none = validLevel();
  none.goals.clear();
  EXPECT_TRUE(hasError(validateLevel(none), "goals", "expected at least one goal"));
}

TEST(LevelCheck, ASpawnMayNotSitOnAGoal) {
  LevelDef level = validLevel();
  level.goals.push_back({0, 1});
  const auto errors = validateLevel(level);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_TRUE(hasError(errors, "spawns[0]", "(0, 1) is also goals[1]; a spawn and a goal need cells of their own"));
}

TEST(LevelCheck, EndpointCountsAreLimited) {
  LevelDef level = validLevel();
  level.spawns.assign(kMaxSpawns + 1, Cell{0, 1});
  level.goals.assign(kMaxGoals + 1, Cell{5, 1});
  const auto errors = validateLevel(level);
  EXPECT_TRUE(hasError(errors, "spawns", "expected at most 100 spawns, found 101"));
  EXPECT_TRUE(hasError(errors, "goals", "expected at most 100 goals, found 101"));
}

TEST(LevelCheck, TowerKindsAreDistinctAndLimited) {
  LevelDef level = validLevel();
  level.towers = {"arrow", "frost", "arrow"};
  EXPECT_TRUE(hasError(validateLevel(level), "towers[2]", "\"arrow\" is already towers[0]"));
  level.towers.assign(kMaxTowerKinds + 1, "arrow");
  const auto errors = validateLevel(level);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_TRUE(hasError(errors, "towers", "expected at most 100 tower kinds, found 101"));
}

TEST(LevelCheck, WaveAndGroupCountsAreLimited) {
  LevelDef level = validLevel();
  WaveDef wave;
  wave.groups.assign(kMaxWaveGroups + 1, WaveGroupDef{"normal", 1, 1.0f, 0, 0.0f});
  level.waves = {wave};
  EXPECT_TRUE(hasError(validateLevel(level), "waves[0].groups", "expected at most 100 groups, found 101"));
  level.waves.assign(kMaxWaves + 1, WaveDef{{WaveGroupDef{}}, 0});
  EXPECT_TRUE(hasError(validateLevel(level), "waves", "expected at most 1000 waves, found 1001"));
}

TEST(LevelCheck, SpawnIndexMessagesNameTheSpawnCount) {
  LevelDef level = validLevel();
  level.waves = {WaveDef{{WaveGroupDef{"normal", 1, 1.0f, 1, 0.0f}}, 0}};
  EXPECT_TRUE(hasError(validateLevel(level), "waves[0].groups[0].spawn",
                       "expected a spawn index in 0..0 (the level has 1 spawn), found 1"));
}

// A wrong name or sum says nothing about the map: the sealed spawn is still
// found, and every other problem is reported in the same pass.
TEST(LevelCheck, EveryIndependentProblemIsReported) {
  LevelDef level = validLevel();
  level.name.clear();
  level.gold = -1;
  level.waveBreak = -2.0f;
  level.towers = {"arrow", "arrow"};
  for (Cell rock : {Cell{0, 0}, Cell{1, 0}, Cell{1, 1}, Cell{0, 2}}) level.tiles[level.tileIndex(rock)] = 2;
  level.waves = {WaveDef{{WaveGroupDef{"normal", 0, 1.0f, 0, 0.0f}}, -3}};
  const auto errors = validateLevel(level);
  EXPECT_TRUE(hasError(errors, "name", "non-empty"));
  EXPECT_TRUE(hasError(errors, "gold", "found -1"));
  EXPECT_TRUE(hasError(errors, "waveBreak", "found -2"));
  EXPECT_TRUE(hasError(errors, "towers[1]", "already towers[0]"));
  EXPECT_TRUE(hasError(errors, "spawns[0]", "no route leads from (0, 1) to any goal"));
  EXPECT_TRUE(hasError(errors, "waves[0].bonus", "found -3"));
  EXPECT_TRUE(hasError(errors, "waves[0].groups[0].count", "found 0"));
  EXPECT_EQ(errors.size(), 7u);
}

// With the spawn list unreadable, a group's spawn can only be judged by sign.
TEST(LevelCheck, SpawnIndexWithoutReadableSpawns) {
  nlohmann::ordered_json doc = test::smallLevel();
  doc["spawns"] = "north";
  doc["waves"] = nlohmann::ordered_json::parse(R"([{"groups": [{"enemy": "normal", "count": 1, "spawn": -1},
                                                               {"enemy": "normal", "count": 1, "spawn": 5}]}])");
  const LevelLoad load = parseLevel(doc.dump(), test::shippedTerrains(), "x.json", &test::shippedDefs());
  EXPECT_TRUE(hasError(load.errors, "spawns", "expected an array, found a string"));
  EXPECT_TRUE(hasError(load.errors, "waves[0].groups[0].spawn", "expected a spawn index of a spawn, found -1"));
  EXPECT_EQ(load.errors.size(), 2u);
}

// Duplicates and a spawn on a goal do not stop the route check: the sealed
// spawn is a separate mistake and is reported in the same pass.
TEST(LevelCheck, MisplacedEndpointsDoNotHideASealedSpawn) {
  LevelDef level = validLevel();
  for (Cell rock : {Cell{0, 0}, Cell{1, 0}, Cell{1, 1}, Cell{0, 2}}) level.tiles[level.tileIndex(rock)] = 2;
  level.spawns = {{0, 1}, {5, 1}, {5, 1}};
  const auto errors = validateLevel(level);
  EXPECT_TRUE(hasError(errors, "spawns[0]", "no route leads from (0, 1) to any goal"));
  EXPECT_TRUE(hasError(errors, "spawns[1]", "(5, 1) is also goals[0]"));
  EXPECT_TRUE(hasError(errors, "spawns[2]", "(5, 1) is already spawns[1]"));
  EXPECT_EQ(errors.size(), 4u);  // spawns[2] is on the goal too
}

}  // namespace
}  // namespace td
