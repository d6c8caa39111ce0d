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

}  // namespace
}  // namespace td
