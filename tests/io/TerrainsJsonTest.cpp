#include <gtest/gtest.h>

#include <functional>

#include "engine/grid/MoverClass.h"
#include "io/TerrainsJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;

Json smallTerrains() {
  return Json::parse(R"({"format": "td-terrains", "version": 1, "terrains": [
    {"name": "grass", "cost": 2, "buildable": true},
    {"name": "wall", "cost": "impassable", "buildable": false}]})");
}

TEST(TerrainsJson, ShippedDefinitionsLoad) {
  const TerrainsLoad load = loadTerrains(test::sourceDir() / "assets/defs/terrains.json");
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  ASSERT_GE(load.terrains.size(), 5u);
  // The level files and the game's palette rely on these names.
  for (const char* name : {"grass", "road", "mud", "rock", "water"}) {
    bool found = false;
    for (const TerrainDef& t : load.terrains) found = found || t.name == name;
    EXPECT_TRUE(found) << name;
  }
}

TEST(TerrainsJson, ReadsCostsAndBuildability) {
  const TerrainsLoad load = parseTerrains(smallTerrains().dump());
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.terrains.size(), 2u);
  EXPECT_EQ(load.terrains[0].name, "grass");
  EXPECT_EQ(load.terrains[0].cost, 2);
  EXPECT_TRUE(load.terrains[0].buildable);
  EXPECT_EQ(load.terrains[1].cost, kImpassableCost);
  EXPECT_FALSE(load.terrains[1].buildable);
}

TEST(TerrainsJson, ReadsACostPerMovementClass) {
  Json doc = smallTerrains();
  doc["terrains"][0]["cost"] = Json{{"foot", 2}, {"wheeled", 7}};
  doc["terrains"].push_back(
      Json{{"name", "ford"}, {"cost", {{"foot", 3}, {"wheeled", "impassable"}}}, {"buildable", false}});
  doc["terrains"].push_back(Json{{"name", "path"}, {"cost", {{"foot", 1}}}, {"buildable", false}});
  const TerrainsLoad load = parseTerrains(doc.dump());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  ASSERT_EQ(load.terrains.size(), 4u);
  EXPECT_EQ(load.terrains[0].cost, 2);
  EXPECT_EQ(load.terrains[0].costFor(static_cast<size_t>(MoverClass::Wheeled)), 7);
  EXPECT_EQ(load.terrains[2].costFor(static_cast<size_t>(MoverClass::Foot)), 3);
  EXPECT_EQ(load.terrains[2].costFor(static_cast<size_t>(MoverClass::Wheeled)), kImpassableCost);
  // A class left out costs what foot does, and so does every class of a
  // plain number.
  EXPECT_EQ(load.terrains[3].costFor(static_cast<size_t>(MoverClass::Wheeled)), 1);
  EXPECT_EQ(load.terrains[1].costFor(static_cast<size_t>(MoverClass::Wheeled)), kImpassableCost);
}

TEST(TerrainsJson, ShippedRoadsAreCheapForWheelsAndMudAlmostStopsThem) {
  const TerrainsLoad load = loadTerrains(test::sourceDir() / "assets/defs/terrains.json");
  ASSERT_TRUE(load.ok());
  auto cost = [&](const char* name, MoverClass c) {
    for (const TerrainDef& t : load.terrains) {
      if (t.name == name) return static_cast<int>(t.costFor(static_cast<size_t>(c)));
    }
    return -1;
  };
  EXPECT_LT(cost("road", MoverClass::Wheeled), cost("grass", MoverClass::Wheeled));
  EXPECT_GE(cost("mud", MoverClass::Wheeled), 3 * cost("grass", MoverClass::Wheeled));
  EXPECT_EQ(cost("ford", MoverClass::Wheeled), kImpassableCost);
  EXPECT_NE(cost("ford", MoverClass::Foot), kImpassableCost);
}

TEST(TerrainsJson, ReadsASlopeItsFallAndItsFactors) {
  Json doc = smallTerrains();
  doc["terrains"][0]["slope"] = Json{{"falls", "south"}, {"uphill", 1.5}, {"downhill", 0.5}};
  const TerrainsLoad load = parseTerrains(doc.dump());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  const TerrainDef& hill = load.terrains[0];
  EXPECT_EQ(hill.slope, Direction::South);
  EXPECT_FLOAT_EQ(hill.uphill, 1.5f);
  EXPECT_FLOAT_EQ(hill.downhill, 0.5f);
  EXPECT_EQ(hill.entryCost(hill.cost, Direction::South), 1);
  EXPECT_EQ(hill.entryCost(hill.cost, Direction::North), 3);
  EXPECT_EQ(hill.entryCost(hill.cost, Direction::West), 2);
  EXPECT_FALSE(load.terrains[1].sloped());
}

TEST(TerrainsJson, ShippedSlopesFallEachWayAndCostTheSameAcross) {
  const TerrainsLoad load = loadTerrains(test::sourceDir() / "assets/defs/terrains.json");
  ASSERT_TRUE(load.ok());
  int slopes = 0;
  for (const TerrainDef& t : load.terrains) {
    if (!t.sloped()) continue;
    ++slopes;
    EXPECT_EQ(t.name, "slope-" + std::string(t.slope == Direction::East    ? "east"
                                             : t.slope == Direction::West  ? "west"
                                             : t.slope == Direction::South ? "south"
                                                                           : "north"));
    // Down the hill as cheap as a road, up it as dear as mud, across as grass.
    EXPECT_EQ(t.entryCost(t.cost, t.slope), 1) << t.name;
    EXPECT_EQ(t.entryCost(t.cost, opposite(t.slope)), 4) << t.name;
    EXPECT_EQ(t.cost, 2) << t.name;
    EXPECT_TRUE(t.buildable);
    EXPECT_EQ(t.names.size(), 3u) << t.name;
  }
  EXPECT_EQ(slopes, 4);
}

TEST(TerrainsJson, UnknownKeysAreWarnings) {
  Json doc = smallTerrains();
  doc["terrains"][0]["colour"] = "green";
  const TerrainsLoad load = parseTerrains(doc.dump(), "t.json");
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 1u);
  EXPECT_EQ(load.warnings[0].path, "terrains[0].colour");
}

struct BadTerrains {
  const char* what;
  std::function<void(Json&)> mutate;
  const char* path;
  const char* message;
};

// clang-format off
const BadTerrains kBadTerrains[] = {
    {"root array", [](Json& d) { d = Json::array(); }, "", "expected an object"},
    {"format wrong", [](Json& d) { d["format"] = "td-level"; }, "format", "expected \"td-terrains\""},
    {"version newer", [](Json& d) { d["version"] = 3; }, "version", "expected 1, found 3"},
    {"list missing", [](Json& d) { d.erase("terrains"); }, "terrains", "missing"},
    {"list object", [](Json& d) { d["terrains"] = Json::object(); }, "terrains", "expected an array"},
    {"list empty", [](Json& d) { d["terrains"] = Json::array(); }, "terrains", "at least one terrain kind"},
    {"entry not object", [](Json& d) { d["terrains"][1] = "rock"; }, "terrains[1]", "expected an object"},
    {"name missing", [](Json& d) { d["terrains"][0].erase("name"); }, "terrains[0].name", "missing"},
    {"name empty", [](Json& d) { d["terrains"][0]["name"] = ""; }, "terrains[0].name", "lowercase letters"},
    {"name twice", [](Json& d) { d["terrains"][1]["name"] = "grass"; }, "terrains[1].name",
     "\"grass\" is already defined by terrains[0]"},
    {"cost missing", [](Json& d) { d["terrains"][0].erase("cost"); }, "terrains[0].cost", "missing"},
    {"cost zero", [](Json& d) { d["terrains"][0]["cost"] = 0; }, "terrains[0].cost", "in 1..254, found 0"},
    {"cost too high", [](Json& d) { d["terrains"][0]["cost"] = 255; }, "terrains[0].cost", "in 1..254, found 255"},
    {"cost word", [](Json& d) { d["terrains"][0]["cost"] = "slow"; }, "terrains[0].cost",
     "expected an integer in 1..254 or \"impassable\", found \"slow\""},
    {"buildable missing", [](Json& d) { d["terrains"][0].erase("buildable"); }, "terrains[0].buildable", "missing"},
    {"buildable text", [](Json& d) { d["terrains"][0]["buildable"] = "yes"; }, "terrains[0].buildable",
     "expected true or false"},
    {"impassable buildable", [](Json& d) { d["terrains"][1]["buildable"] = true; }, "terrains[1].buildable",
     "an impassable kind cannot be buildable"},
    {"class unknown", [](Json& d) { d["terrains"][0]["cost"] = Json{{"foot", 2}, {"tracked", 3}}; },
     "terrains[0].cost.tracked", "unknown movement class \"tracked\" (known: \"foot\", \"wheeled\")"},
    {"class cost zero", [](Json& d) { d["terrains"][0]["cost"] = Json{{"foot", 2}, {"wheeled", 0}}; },
     "terrains[0].cost.wheeled", "in 1..254, found 0"},
    {"foot left out", [](Json& d) { d["terrains"][0]["cost"] = Json{{"wheeled", 3}}; }, "terrains[0].cost",
     "expected a \"foot\" cost"},
    {"wall for feet, not wheels", [](Json& d) { d["terrains"][1]["cost"] = Json{{"foot", "impassable"}, {"wheeled", 4}}; },
     "terrains[1].cost.wheeled", "what foot cannot enter, no class may"},
    {"slope no object", [](Json& d) { d["terrains"][0]["slope"] = "east"; }, "terrains[0].slope", "expected an object"},
    {"slope falls nowhere", [](Json& d) { d["terrains"][0]["slope"] = Json{{"falls", "up"}, {"uphill", 2.0}, {"downhill", 0.5}}; },
     "terrains[0].slope.falls", "expected one of east, west, south, north, found \"up\""},
    {"slope diagonal", [](Json& d) { d["terrains"][0]["slope"] = Json{{"falls", "north-east"}, {"uphill", 2.0}, {"downhill", 0.5}}; },
     "terrains[0].slope.falls", "expected one of east, west, south, north"},
    {"slope uphill missing", [](Json& d) { d["terrains"][0]["slope"] = Json{{"falls", "east"}, {"downhill", 0.5}}; },
     "terrains[0].slope.uphill", "missing"},
    {"slope downhill zero", [](Json& d) { d["terrains"][0]["slope"] = Json{{"falls", "east"}, {"uphill", 2.0}, {"downhill", 0.0}}; },
     "terrains[0].slope.downhill", "0.1"},
    {"slope uphill huge", [](Json& d) { d["terrains"][0]["slope"] = Json{{"falls", "east"}, {"uphill", 11.0}, {"downhill", 0.5}}; },
     "terrains[0].slope.uphill", "10"},
};
// clang-format on

// Names the case in failure output instead of dumping its bytes.
void PrintTo(const BadTerrains& c, std::ostream* os) { *os << c.what; }

class TerrainsJsonBad : public ::testing::TestWithParam<BadTerrains> {};

TEST_P(TerrainsJsonBad, ReportsThePathAndWhatWasExpected) {
  const BadTerrains& bad = GetParam();
  Json doc = smallTerrains();
  bad.mutate(doc);
  const TerrainsLoad load = parseTerrains(doc.dump(), "t.json");
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(load.terrains.empty());
  EXPECT_TRUE(hasError(load.errors, bad.path, bad.message)) << bad.what;
}

INSTANTIATE_TEST_SUITE_P(EveryMessage, TerrainsJsonBad, ::testing::ValuesIn(kBadTerrains), test::caseName<BadTerrains>);

TEST(TerrainsJson, MissingFileIsAnError) {
  const auto file = std::filesystem::temp_directory_path() / "td-no-terrains.json";
  const TerrainsLoad load = loadTerrains(file);
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_EQ(load.errors[0].source, file.string());
  EXPECT_NE(load.errors[0].message.english().find("does not exist"), std::string::npos);
}

TEST(TerrainsJson, NamesFollowTheIdRules) {
  for (const char* bad : {"", "Grass", "deep water",
                          "m\xc3\xbc"
                          "d",
                          "a/b"}) {
    SCOPED_TRACE(bad);
    Json doc = smallTerrains();
    doc["terrains"][0]["name"] = bad;
    const TerrainsLoad load = parseTerrains(doc.dump(-1, ' ', false, Json::error_handler_t::replace));
    ASSERT_FALSE(load.ok());
    EXPECT_EQ(load.errors[0].path, "terrains[0].name");
    EXPECT_NE(load.errors[0].message.english().find("lowercase letters, digits"), std::string::npos)
        << load.errors[0].message.english();
  }
  Json doc = smallTerrains();
  doc["terrains"][0]["name"] = "deep-water_2";
  EXPECT_TRUE(parseTerrains(doc.dump()).ok());
}

}  // namespace
}  // namespace td
