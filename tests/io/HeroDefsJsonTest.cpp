#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include "io/GameDefsJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;

// assets/defs/heroes.json, through loadGameDefs' third file and parseHeroDefs.

std::filesystem::path defsFile(const char* name) { return test::sourceDir() / "assets/defs" / name; }

Json shippedHeroes() {
  std::ifstream in(defsFile("heroes.json"), std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return Json::parse(s.str());
}

GameDefsLoad parse(const Json& heroes) { return parseHeroDefs(heroes.dump(), "heroes.json"); }

TEST(HeroDefsJson, ShippedHeroesLoad) {
  const GameDefsLoad load = loadGameDefs(defsFile("enemies.json"), defsFile("towers.json"), defsFile("heroes.json"));
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  const GameDefs& defs = load.defs;
  ASSERT_FALSE(defs.heroes.empty());
  EXPECT_FALSE(defs.enemies.empty());
  EXPECT_FALSE(defs.towers.empty());
  ASSERT_GE(defs.heroIndex("warden"), 0);
  EXPECT_EQ(defs.heroIndex("nobody"), -1);
  for (const HeroDef& h : defs.heroes) {
    SCOPED_TRACE(h.id);
    EXPECT_FALSE(h.name.empty());
    ASSERT_FALSE(h.levels.empty());
    EXPECT_EQ(h.levels[0].cost, 0);
    // Upgrades cost gold and make the hero better, never worse.
    for (size_t l = 1; l < h.levels.size(); ++l) {
      EXPECT_GT(h.levels[l].cost, 0);
      EXPECT_GE(h.levels[l].health, h.levels[l - 1].health);
      EXPECT_GE(h.levels[l].damage, h.levels[l - 1].damage);
    }
  }
}

TEST(HeroDefsJson, EveryKeyIsRead) {
  const Json doc = Json::parse(R"({"format": "td-heroes", "version": 1, "heroes": [
    {"id": "scout", "name": "Scout", "speed": 3.5, "turnRate": 720, "arrival": 0.6, "radius": 0.25,
     "respawn": 8, "guard": 3, "blocks": 1, "hitsAir": true, "trail": 20,
     "levels": [{"cost": 0, "health": 80, "damage": 5, "range": 1.5, "interval": 0.5, "regen": 3},
                {"cost": 40, "health": 100, "damage": 7, "range": 1.75, "interval": 0.45, "regen": 4}]}]})");
  const GameDefsLoad load = parse(doc);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  ASSERT_EQ(load.defs.heroes.size(), 1u);
  const HeroDef& h = load.defs.heroes[0];
  EXPECT_EQ(h.id, "scout");
  EXPECT_EQ(h.name, "Scout");
  EXPECT_EQ(h.speed, 3.5f);
  EXPECT_EQ(h.turnRate, 720.0f);
  EXPECT_EQ(h.arrival, 0.6f);
  EXPECT_EQ(h.radius, 0.25f);
  EXPECT_EQ(h.respawn, 8.0f);
  EXPECT_EQ(h.guard, 3.0f);
  EXPECT_EQ(h.blocks, 1);
  EXPECT_TRUE(h.hitsAir);
  EXPECT_EQ(h.trail, 20);
  ASSERT_EQ(h.levels.size(), 2u);
  EXPECT_EQ(h.levels[1].cost, 40);
  EXPECT_EQ(h.levels[1].health, 100.0f);
  EXPECT_EQ(h.levels[1].damage, 7.0f);
  EXPECT_EQ(h.levels[1].range, 1.75f);
  EXPECT_EQ(h.levels[1].interval, 0.45f);
  EXPECT_EQ(h.levels[1].regen, 4.0f);
}

TEST(HeroDefsJson, UnknownKeysAreWarnings) {
  Json doc = shippedHeroes();
  doc["heroes"][0]["mood"] = "stern";
  doc["heroes"][0]["levels"][1]["armour"] = 1;
  const GameDefsLoad load = parse(doc);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 2u);
  EXPECT_EQ(load.warnings[0].path, "heroes[0].mood");
  EXPECT_EQ(load.warnings[1].path, "heroes[0].levels[1].armour");
  EXPECT_EQ(load.warnings[0].source, "heroes.json");
}

TEST(HeroDefsJson, AFailedLoadHandsOutNothing) {
  Json doc = shippedHeroes();
  doc["heroes"][0]["speed"] = 0;
  EXPECT_TRUE(parse(doc).defs.heroes.empty());

  // Through the three-file loader, a bad heroes file keeps the good enemies
  // and towers from being handed out half-complete.
  const auto file = std::filesystem::temp_directory_path() / "td-bad-heroes.json";
  { std::ofstream(file, std::ios::binary) << doc.dump(); }
  const GameDefsLoad load = loadGameDefs(defsFile("enemies.json"), defsFile("towers.json"), file);
  std::filesystem::remove(file);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, "heroes[0].speed", "expected a number in 0.1..20, found 0"));
  EXPECT_EQ(load.errors[0].source, file.string());
  EXPECT_TRUE(load.defs.heroes.empty());
  EXPECT_TRUE(load.defs.enemies.empty());
  EXPECT_TRUE(load.defs.towers.empty());
}

TEST(HeroDefsJson, AMissingFileIsNamed) {
  const auto missing = std::filesystem::temp_directory_path() / "td-no-such-heroes.json";
  const GameDefsLoad load = loadGameDefs(defsFile("enemies.json"), defsFile("towers.json"), missing);
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_EQ(load.errors[0].source, missing.string());
  EXPECT_NE(load.errors[0].message.english().find("does not exist"), std::string::npos);
}

struct BadHeroes {
  const char* what;
  std::function<void(Json&)> mutate;
  const char* path;
  const char* message;
};

Json& warden(Json& d) { return d["heroes"][0]; }

// One case per message, each pinned to its path.
// clang-format off
const BadHeroes kBadHeroes[] = {
    {"format wrong", [](Json& d) { d["format"] = "td-towers"; }, "format", "expected \"td-heroes\""},
    {"version newer", [](Json& d) { d["version"] = 2; }, "version", "newer version"},
    {"heroes missing", [](Json& d) { d.erase("heroes"); }, "heroes", "missing"},
    {"heroes empty", [](Json& d) { d["heroes"] = Json::array(); }, "heroes", "expected at least one hero kind"},
    {"hero not object", [](Json& d) { d["heroes"][0] = 3; }, "heroes[0]", "expected an object, found the number 3"},
    {"id missing", [](Json& d) { warden(d).erase("id"); }, "heroes[0].id", "missing"},
    {"id not plain", [](Json& d) { warden(d)["id"] = "Warden!"; }, "heroes[0].id",
     "expected 1..64 lowercase letters, digits, '_' or '-', found \"Warden!\""},
    {"id twice", [](Json& d) { d["heroes"].push_back(d["heroes"][0]); }, "heroes[1].id",
     "\"warden\" is already defined by heroes[0]"},
    {"name empty", [](Json& d) { warden(d)["name"] = ""; }, "heroes[0].name", "expected a non-empty name"},
    {"speed zero", [](Json& d) { warden(d)["speed"] = 0; }, "heroes[0].speed", "expected a number in 0.1..20, found 0"},
    {"turn rate text", [](Json& d) { warden(d)["turnRate"] = "fast"; }, "heroes[0].turnRate",
     "expected a number, found a string"},
    {"arrival small", [](Json& d) { warden(d)["arrival"] = 0.1; }, "heroes[0].arrival",
     "expected a number in 0.4..3, found 0.1"},
    {"radius large", [](Json& d) { warden(d)["radius"] = 0.6; }, "heroes[0].radius",
     "expected a number in 0.05..0.5, found 0.6"},
    {"respawn negative", [](Json& d) { warden(d)["respawn"] = -1; }, "heroes[0].respawn",
     "expected a number in 0..600, found -1"},
    {"guard missing", [](Json& d) { warden(d).erase("guard"); }, "heroes[0].guard", "missing"},
    {"blocks too many", [](Json& d) { warden(d)["blocks"] = 9; }, "heroes[0].blocks",
     "expected an integer in 0..8, found 9"},
    {"hits air number", [](Json& d) { warden(d)["hitsAir"] = 1; }, "heroes[0].hitsAir",
     "expected true or false, found the number 1"},
    {"trail too long", [](Json& d) { warden(d)["trail"] = 65; }, "heroes[0].trail",
     "expected an integer in 0..64, found 65"},
    {"levels missing", [](Json& d) { warden(d).erase("levels"); }, "heroes[0].levels", "missing"},
    {"levels empty", [](Json& d) { warden(d)["levels"] = Json::array(); }, "heroes[0].levels",
     "expected an array of 1 to 10 levels, found 0 levels"},
    {"levels object", [](Json& d) { warden(d)["levels"] = Json::object(); }, "heroes[0].levels",
     "expected an array of 1 to 10 levels, found an object"},
    {"level not object", [](Json& d) { warden(d)["levels"][1] = true; }, "heroes[0].levels[1]",
     "expected an object, found true"},
    {"first level costs", [](Json& d) { warden(d)["levels"][0]["cost"] = 5; }, "heroes[0].levels[0].cost",
     "expected an integer in 0..0, found 5"},
    {"upgrade free", [](Json& d) { warden(d)["levels"][2]["cost"] = 0; }, "heroes[0].levels[2].cost",
     "expected an integer in 1..1000000, found 0"},
    {"level health zero", [](Json& d) { warden(d)["levels"][0]["health"] = 0; }, "heroes[0].levels[0].health",
     "expected a number in 1..1000000, found 0"},
    {"level damage negative", [](Json& d) { warden(d)["levels"][1]["damage"] = -2; }, "heroes[0].levels[1].damage",
     "expected a number in 0..1000000, found -2"},
    {"level range far", [](Json& d) { warden(d)["levels"][0]["range"] = 11; }, "heroes[0].levels[0].range",
     "expected a number in 0.1..10, found 11"},
    {"level interval short", [](Json& d) { warden(d)["levels"][0]["interval"] = 0.01; },
     "heroes[0].levels[0].interval", "expected a number in 0.05..60, found 0.01"},
    {"level regen missing", [](Json& d) { warden(d)["levels"][2].erase("regen"); }, "heroes[0].levels[2].regen",
     "missing"},
};
// clang-format on

void PrintTo(const BadHeroes& c, std::ostream* os) { *os << c.what; }

class HeroDefsJsonBad : public ::testing::TestWithParam<BadHeroes> {};

TEST_P(HeroDefsJsonBad, ReportsThePathAndWhatWasExpected) {
  const BadHeroes& bad = GetParam();
  Json doc = shippedHeroes();
  bad.mutate(doc);
  const GameDefsLoad load = parse(doc);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, bad.path, bad.message)) << bad.what;
  EXPECT_EQ(load.errors.size(), 1u) << bad.what;
  EXPECT_TRUE(load.defs.heroes.empty());
  for (const JsonError& e : load.errors) EXPECT_EQ(e.source, "heroes.json");
}

INSTANTIATE_TEST_SUITE_P(EveryMessage, HeroDefsJsonBad, ::testing::ValuesIn(kBadHeroes), test::caseName<BadHeroes>);

}  // namespace
}  // namespace td
