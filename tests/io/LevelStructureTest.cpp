#include <gtest/gtest.h>

#include <functional>
#include <limits>

#include "io/JsonCheck.h"
#include "io/LevelJson.h"
#include "io/LevelStructure.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using test::hasError;

LevelDef small() {
  LevelLoad load = parseLevel(test::smallLevel().dump(), test::shippedTerrains(), "small.json");
  EXPECT_TRUE(load.ok());
  return load.level;
}

std::vector<JsonError> structureErrors(const LevelDef& level, bool tileValues = true) {
  JsonCheck check{"level"};
  checkLevelStructure(level, check, tileValues);
  return check.takeErrors();
}

TEST(LevelStructure, AValidLevelHasIt) {
  EXPECT_TRUE(structureErrors(small()).empty());
  EXPECT_TRUE(hasLevelStructure(small()));
}

TEST(LevelStructure, AnUnfinishedLevelHasItToo) {
  LevelDef level = small();
  level.spawns.clear();
  level.goals.clear();
  level.name.clear();
  level.lives = 0;
  level.waves = {WaveDef{{WaveGroupDef{"dragon", 0, 0.0f, 7, -1.0f}}, 0}};
  EXPECT_TRUE(hasLevelStructure(level));
}

TEST(LevelStructure, TileValuesAreCheckedOnlyWhenAsked) {
  LevelDef level = small();
  level.tiles[2 * 6 + 3] = 9;
  EXPECT_TRUE(hasError(structureErrors(level), "tiles[2][3]", "terrain kind 9 is not in the legend"));
  EXPECT_FALSE(hasLevelStructure(level));
  EXPECT_TRUE(structureErrors(level, false).empty());
  EXPECT_TRUE(hasLevelStructure(level, false));
}

struct Broken {
  const char* what;
  std::function<void(LevelDef&)> mutate;
  const char* path;
  const char* message;
};
void PrintTo(const Broken& c, std::ostream* os) { *os << c.what; }

// clang-format off
const Broken kBroken[] = {
    {"no width", [](LevelDef& l) { l.width = 0; }, "size", "expected a width and height in 1..4096, found 0x4"},
    {"too high", [](LevelDef& l) { l.height = 5000; }, "size", "found 6x5000"},
    {"cells missing", [](LevelDef& l) { l.tiles.pop_back(); }, "tiles", "expected 24 cells (6x4), found 23"},
    {"no legend", [](LevelDef& l) { l.terrains.clear(); l.glyphs.clear(); }, "legend", "expected at least one entry"},
    {"glyph missing", [](LevelDef& l) { l.glyphs.pop_back(); }, "legend",
     "expected one character for each of the 4 terrain kinds, found 3"},
    {"glyph a space", [](LevelDef& l) { l.glyphs[1] = ' '; }, "legend[\" \"]", "expected a printable character"},
    {"glyph twice", [](LevelDef& l) { l.glyphs[1] = '.'; }, "legend[\".\"]", "the character is used for two kinds"},
    {"spawn outside", [](LevelDef& l) { l.spawns[0] = {6, 1}; }, "spawns[0]",
     "expected a cell inside the 6x4 map, found (6, 1)"},
    {"goal above", [](LevelDef& l) { l.goals[0] = {5, -1}; }, "goals[0]", "found (5, -1)"},
    {"spawn twice", [](LevelDef& l) { l.spawns.push_back(l.spawns[0]); }, "spawns[1]",
     "(0, 1) is already spawns[0]; the editor holds each spawn and goal on a cell of its own"},
    {"goal on a spawn", [](LevelDef& l) { l.goals.push_back(l.spawns[0]); }, "goals[1]", "(0, 1) is already spawns[0]"},
    {"hero outside", [](LevelDef& l) { l.hero = HeroPlacement{"", {6.0f, 1.5f}}; }, "hero.start",
     "expected a point inside the 6x4 map, found [6, 1.5]"},
    {"hero nowhere", [](LevelDef& l) { l.hero = HeroPlacement{"", {std::numeric_limits<float>::quiet_NaN(), 1.5f}}; },
     "hero.start", "expected a point inside the 6x4 map"},
};
// clang-format on

class LevelStructureBroken : public ::testing::TestWithParam<Broken> {};

TEST_P(LevelStructureBroken, IsReportedAtItsPath) {
  LevelDef level = small();
  GetParam().mutate(level);
  EXPECT_TRUE(hasError(structureErrors(level), GetParam().path, GetParam().message));
  EXPECT_FALSE(hasLevelStructure(level));
}

INSTANTIATE_TEST_SUITE_P(EveryRule, LevelStructureBroken, ::testing::ValuesIn(kBroken), test::caseName<Broken>);

}  // namespace
}  // namespace td
