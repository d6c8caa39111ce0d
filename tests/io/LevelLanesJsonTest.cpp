#include <gtest/gtest.h>

#include <fstream>

#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "io/LevelLanesJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;
using test::shippedDefs;
using test::shippedTerrains;
using test::smallLevel;

// smallLevel() (6x4, spawn (0, 1)) with a lane that dips over the rock.
Json laneLevel() {
  Json doc = smallLevel();
  doc["lanes"] = Json::parse(R"([{"spawn": 0, "waypoints": [[2, 0], [3, 3], [2, 0]]}])");
  return doc;
}

LevelLoad parse(const Json& doc) { return parseLevel(doc.dump(), shippedTerrains(), "lanes.json", &shippedDefs()); }

TEST(LevelLanesJson, IsRead) {
  const LevelLoad load = parse(laneLevel());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  ASSERT_EQ(load.level.lanes.size(), 1u);
  EXPECT_EQ(load.level.lanes[0].spawn, 0);
  EXPECT_EQ(load.level.lanes[0].waypoints, (std::vector<Cell>{{2, 0}, {3, 3}, {2, 0}}));
  EXPECT_NE(load.level.laneOf(0), nullptr);
  EXPECT_EQ(load.level.laneOf(1), nullptr);
}

TEST(LevelLanesJson, ALevelWithoutLanesLoadsAndSavesWithoutThem) {
  const LevelLoad load = parse(smallLevel());
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(load.level.lanes.empty());
  EXPECT_EQ(levelToJson(load.level).find("lanes"), std::string::npos);
}

TEST(LevelLanesJson, RoundTripsInCanonicalForm) {
  const LevelLoad load = parse(laneLevel());
  ASSERT_TRUE(load.ok());
  const std::string text = levelToJson(load.level);
  EXPECT_NE(text.find("  \"lanes\": [\n    {\"spawn\": 0, \"waypoints\": [[2, 0], [3, 3], [2, 0]]}\n  ],\n"),
            std::string::npos)
      << text;
  const LevelLoad again = parseLevel(text, shippedTerrains(), "again.json", &shippedDefs());
  ASSERT_TRUE(again.ok()) << again.errors[0].text();
  test::expectSameLevel(load.level, again.level);
  ASSERT_EQ(again.level.lanes.size(), 1u);
  EXPECT_EQ(again.level.lanes[0].waypoints, load.level.lanes[0].waypoints);
  EXPECT_EQ(levelToJson(again.level), text);
}

TEST(LevelLanesJson, TwoLanesAreWrittenOneALine) {
  std::vector<Lane> lanes{{0, {{1, 2}}}, {3, {{4, 5}, {6, 7}}}};
  EXPECT_EQ(levelLanesJson(lanes, "  "),
            "  \"lanes\": [\n    {\"spawn\": 0, \"waypoints\": [[1, 2]]},\n"
            "    {\"spawn\": 3, \"waypoints\": [[4, 5], [6, 7]]}\n  ]");
}

struct BadLane {
  const char* what;
  const char* lanes;
  const char* path;
  const char* fragment;
};

class LevelLanesRefused : public ::testing::TestWithParam<BadLane> {};

TEST_P(LevelLanesRefused, WithAMessageAtItsPath) {
  Json doc = smallLevel();
  doc["lanes"] = Json::parse(GetParam().lanes);
  const LevelLoad load = parse(doc);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, GetParam().path, GetParam().fragment));
}

INSTANTIATE_TEST_SUITE_P(
    Cases, LevelLanesRefused,
    ::testing::Values(
        BadLane{"not a list", R"({"spawn": 0})", "lanes", "expected an array"},
        BadLane{"lane not an object", R"([[1, 2]])", "lanes[0]", "expected an object"},
        BadLane{"no spawn", R"([{"waypoints": [[1, 1]]}])", "lanes[0].spawn", "missing"},
        BadLane{"no waypoints", R"([{"spawn": 0}])", "lanes[0].waypoints", "missing"},
        BadLane{"empty", R"([{"spawn": 0, "waypoints": []}])", "lanes[0].waypoints", "at least one waypoint"},
        BadLane{"waypoint not a pair", R"([{"spawn": 0, "waypoints": [[1, 1, 1]]}])", "lanes[0].waypoints[0]",
                "expected [x, y]"},
        BadLane{"coordinate not whole", R"([{"spawn": 0, "waypoints": [[1, 1.5]]}])", "lanes[0].waypoints[0][1]",
                "integer"},
        BadLane{"right of the map", R"([{"spawn": 0, "waypoints": [[1, 1], [6, 2]]}])", "lanes[0].waypoints[1]",
                "expected a cell inside the 6x4 map, found (6, 2)"},
        BadLane{"above the map", R"([{"spawn": 0, "waypoints": [[1, -1]]}])", "lanes[0].waypoints[0]",
                "inside the 6x4 map"},
        BadLane{"unknown spawn", R"([{"spawn": 1, "waypoints": [[1, 1]]}])", "lanes[0].spawn",
                "expected a spawn index in 0..0, found 1"},
        BadLane{"negative spawn", R"([{"spawn": -1, "waypoints": [[1, 1]]}])", "lanes[0].spawn", "found -1"},
        BadLane{"two for one spawn", R"([{"spawn": 0, "waypoints": [[1, 1]]}, {"spawn": 0, "waypoints": [[2, 2]]}])",
                "lanes[1].spawn", "spawn 0 already has a lane (lanes[0])"},
        BadLane{"too many waypoints",
                R"([{"spawn": 0, "waypoints": [[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],
                [1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],
                [1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],
                [1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],[1,1],
                [1,1],[1,1],[1,1],[1,1],[1,1],[1,1]]}])",
                "lanes[0].waypoints", "at most 64 waypoints, found 65"}),
    test::caseName<BadLane>);

TEST(LevelLanesJson, UnknownKeysAreWarnedAbout) {
  Json doc = laneLevel();
  doc["lanes"][0]["colour"] = "red";
  const LevelLoad load = parse(doc);
  EXPECT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 1u);
  EXPECT_EQ(load.warnings[0].path, "lanes[0].colour");
}

// Edited levels meet the same rules as loaded ones (the editor's live
// validation and its save both go through validateLevel).
TEST(LevelLanesJson, ValidateLevelJudgesEditedLanes) {
  LevelLoad load = parse(laneLevel());
  ASSERT_TRUE(load.ok());
  LevelDef level = load.level;
  EXPECT_TRUE(validateLevel(level, "edit", &shippedDefs()).empty());
  level.lanes[0].waypoints.push_back({9, 9});
  level.lanes.push_back({4, {{1, 1}}});
  const std::vector<JsonError> errors = validateLevel(level, "edit", &shippedDefs());
  EXPECT_TRUE(hasError(errors, "lanes[0].waypoints[3]", "inside the 6x4 map, found (9, 9)"));
  EXPECT_TRUE(hasError(errors, "lanes[1].spawn", "found 4"));
}

// The schema says what the loader does (levels/schema/td-level.schema.json).
TEST(LevelLanesJson, SchemaListsTheLaneKeysAndLimits) {
  std::ifstream in(test::sourceDir() / "levels/schema/td-level.schema.json");
  ASSERT_TRUE(in.good());
  const Json schema = Json::parse(in);
  const Json& lane = schema.at("definitions").at("lane");
  std::vector<std::string> keys;
  for (const auto& [name, value] : lane.at("properties").items()) keys.push_back(name);
  std::vector<std::string> expected;
  for (const JsonKey& k : kLaneKeys) expected.emplace_back(k.name);
  EXPECT_EQ(keys, expected);
  EXPECT_EQ(lane.at("required").size(), 2u);
  EXPECT_EQ(lane.at("additionalProperties"), false);
  EXPECT_EQ(lane.at("properties").at("waypoints").at("maxItems"), kMaxLaneWaypoints);
  EXPECT_EQ(lane.at("properties").at("spawn").at("maximum"), kMaxSpawns - 1);
  EXPECT_EQ(schema.at("properties").at("lanes").at("maxItems"), kMaxSpawns);
}

}  // namespace
}  // namespace td
