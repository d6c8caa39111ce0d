#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <new>
#include <string>

#include "io/ActionsJson.h"
#include "io/JsonCheck.h"
#include "io/LevelJson.h"
#include "tests/io/AllocationBudget.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

TEST(JsonCheckMemory, AnAllocationFailureIsReportedWithTheFile) {
  JsonCheck check("a.json");
  EXPECT_FALSE(check.whileReading([] { throw std::bad_alloc(); }));
  EXPECT_TRUE(check.ranOutOfMemory());
  const std::vector<JsonError> errors = check.takeErrors();
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].text(), "a.json: out of memory while reading the file");
}

// A 512 x 512 level with 200 waves, as the editor would save it.
std::string bigLevel() {
  LevelDef level;
  level.name = "Big";
  level.width = level.height = 512;
  level.terrains = {test::shippedTerrains()[0]};
  level.glyphs = ".";
  level.tiles.assign(512u * 512u, 0);
  level.spawns = {{0, 0}};
  level.goals = {{511, 511}};
  level.gold = 100;
  level.lives = 10;
  WaveDef wave;
  wave.groups.assign(10, WaveGroupDef{"normal", 5, 1.0f, 0, 0.0f});
  level.waves.assign(200, wave);
  return levelToJson(level);
}

// However little memory there is, loading a level gives the level or says
// that memory ran out: never a crash, never an abort, and never a
// misleading "invalid JSON". The budgets run from too little to read the
// text at all to enough for the whole load, so that memory runs out in
// every phase: reading, scanning, building the document, reading the level
// from it and checking it.
TEST(JsonCheckMemory, ALevelLoadsOrRunsOutOfMemoryAtEveryBudget) {
  const std::string text = bigLevel();
  const auto file = std::filesystem::temp_directory_path() / ("td-memory-level-" + std::to_string(::getpid()));
  std::ofstream(file, std::ios::binary) << text;
  ASSERT_TRUE(loadLevel(file, test::shippedTerrains(), &test::shippedDefs()).ok());
  size_t outOfMemory = 0;
  bool loaded = false;
  for (size_t budget = 64u << 10; budget < 64u * text.size() && !loaded; budget += budget / 4) {
    LevelLoad load;
    {
      const test::AllocationBudget limit(budget);
      load = loadLevel(file, test::shippedTerrains(), &test::shippedDefs());
    }
    loaded = load.ok();
    if (loaded) break;
    ++outOfMemory;
    EXPECT_TRUE(load.outOfMemory) << budget;
    ASSERT_EQ(load.errors.size(), 1u) << budget;
    EXPECT_EQ(load.errors[0].message.english(), "out of memory while reading the file") << budget;
    EXPECT_EQ(load.level.tiles.size(), 0u);
  }
  std::filesystem::remove(file);
  EXPECT_TRUE(loaded);
  EXPECT_GT(outOfMemory, 5u);
}

}  // namespace
}  // namespace td
