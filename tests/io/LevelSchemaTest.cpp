#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "engine/grid/Grid.h"
#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "io/MessageCheck.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;

// levels/schema/td-level.schema.json must say what the loader does: the same
// keys, the same required ones, the same limits, defaults and kind names.
// (The shipped levels are validated against it by level_schema_check.py.)
const Json& schema() {
  static const Json doc = [] {
    std::ifstream in(test::sourceDir() / "levels/schema/td-level.schema.json");
    EXPECT_TRUE(in.good());
    return Json::parse(in);
  }();
  return doc;
}

const Json& definition(const char* name) { return schema().at("definitions").at(name); }

template <size_t N>
std::set<std::string> names(const std::array<JsonKey, N>& keys, bool requiredOnly) {
  std::set<std::string> out;
  for (const JsonKey& k : keys) {
    if (!requiredOnly || k.required) out.emplace(k.name);
  }
  return out;
}

std::set<std::string> propertyNames(const Json& object) {
  std::set<std::string> out;
  for (const auto& [name, value] : object.at("properties").items()) out.insert(name);
  return out;
}

std::set<std::string> required(const Json& object) {
  std::set<std::string> out;
  for (const Json& name : object.at("required")) out.insert(name.get<std::string>());
  return out;
}

TEST(LevelSchema, IsDraft07) {
  EXPECT_EQ(schema().at("$schema"), "http://json-schema.org/draft-07/schema#");
  EXPECT_EQ(schema().at("properties").at("format").at("const"), "td-level");
  EXPECT_EQ(schema().at("properties").at("version").at("const"), 1);
}

TEST(LevelSchema, ListsExactlyTheKeysTheLoaderKnows) {
  const Json& root = schema();
  EXPECT_EQ(propertyNames(root), names(kLevelKeys, false));
  EXPECT_EQ(required(root), names(kLevelKeys, true));
  EXPECT_EQ(root.at("additionalProperties"), false);
  EXPECT_EQ(propertyNames(definition("wave")), names(kWaveKeys, false));
  EXPECT_EQ(required(definition("wave")), names(kWaveKeys, true));
  EXPECT_EQ(definition("wave").at("additionalProperties"), false);
  EXPECT_EQ(propertyNames(definition("group")), names(kWaveGroupKeys, false));
  EXPECT_EQ(required(definition("group")), names(kWaveGroupKeys, true));
  EXPECT_EQ(definition("group").at("additionalProperties"), false);
  EXPECT_EQ(propertyNames(definition("hero")), names(kHeroKeys, false));
  EXPECT_EQ(required(definition("hero")), names(kHeroKeys, true));
  EXPECT_EQ(definition("hero").at("additionalProperties"), false);
  EXPECT_EQ(propertyNames(definition("lessonStep")), names(kLessonKeys, false));
  EXPECT_EQ(required(definition("lessonStep")), names(kLessonKeys, true));
  EXPECT_EQ(definition("lessonStep").at("additionalProperties"), false);
  EXPECT_EQ(propertyNames(definition("message")), names(kMessageKeys, false));
  EXPECT_EQ(required(definition("message")), names(kMessageKeys, true));

  EXPECT_EQ(propertyNames(definition("challenge")), names(kChallengeKeys, false));
  EXPECT_EQ(required(definition("challenge")), names(kChallengeKeys, true));
  EXPECT_EQ(definition("message").at("additionalProperties"), false);
}

// The key tables are what the loader reads: a required key left out is
// reported missing at its path, an optional one is not missed.
TEST(LevelSchema, KeyTablesMatchTheLoader) {
  Json full = test::smallLevel();
  full["towers"] = Json::array({"arrow"});
  full["firstWaveDelay"] = 1.0;
  full["waveBreak"] = 2.0;
  full["earlyBonusPerSecond"] = 0.5;
  full["hero"] = Json::parse(R"({"start": [2.5, 2.5], "kind": "warden"})");
  full["waves"] = Json::parse(R"([{"bonus": 5, "groups": [
      {"enemy": "fast", "count": 2, "interval": 0.5, "spawn": 0, "delay": 1.0}]}])");
  ASSERT_TRUE(parseLevel(full.dump(), test::shippedTerrains(), "full.json", &test::shippedDefs()).ok());

  auto check = [&](const JsonKey& key, const std::string& path, auto erase) {
    Json doc = full;
    erase(doc);
    const LevelLoad load = parseLevel(doc.dump(), test::shippedTerrains(), "full.json", &test::shippedDefs());
    if (key.required) {
      EXPECT_TRUE(test::hasError(load.errors, path, "missing")) << path;
    } else {
      EXPECT_TRUE(load.ok()) << path << ": " << (load.errors.empty() ? "" : load.errors[0].text());
    }
    EXPECT_TRUE(load.warnings.empty()) << path;
  };
  for (const JsonKey& k : kLevelKeys) check(k, std::string(k.name), [&](Json& d) { d.erase(std::string(k.name)); });
  for (const JsonKey& k : kWaveKeys) {
    check(k, "waves[0]." + std::string(k.name), [&](Json& d) { d["waves"][0].erase(std::string(k.name)); });
  }
  for (const JsonKey& k : kWaveGroupKeys) {
    check(k, "waves[0].groups[0]." + std::string(k.name),
          [&](Json& d) { d["waves"][0]["groups"][0].erase(std::string(k.name)); });
  }
  for (const JsonKey& k : kHeroKeys) {
    check(k, "hero." + std::string(k.name), [&](Json& d) { d["hero"].erase(std::string(k.name)); });
  }
}

TEST(LevelSchema, KindNamesAreTheShippedOnes) {
  std::vector<std::string> terrains, enemies, towers, heroes;
  for (const TerrainDef& t : test::shippedTerrains()) terrains.push_back(t.name);
  for (const EnemyDef& e : test::shippedDefs().enemies) enemies.push_back(e.id);
  for (const TowerDef& t : test::shippedDefs().towers) towers.push_back(t.id);
  for (const HeroDef& h : test::shippedDefs().heroes) heroes.push_back(h.id);
  EXPECT_EQ(definition("terrain").at("enum").get<std::vector<std::string>>(), terrains);
  EXPECT_EQ(definition("enemy").at("enum").get<std::vector<std::string>>(), enemies);
  EXPECT_EQ(definition("tower").at("enum").get<std::vector<std::string>>(), towers);
  EXPECT_EQ(definition("heroKind").at("enum").get<std::vector<std::string>>(), heroes);
}

TEST(LevelSchema, LimitsAndDefaultsAreTheLoaders) {
  const Json& p = schema().at("properties");
  for (const Json& side : p.at("size").at("items")) EXPECT_EQ(side.at("maximum"), Grid::kMaxSide);
  for (const Json& xy : definition("cell").at("items")) EXPECT_EQ(xy.at("maximum"), Grid::kMaxSide - 1);
  for (const Json& xy : definition("hero").at("properties").at("start").at("items")) {
    EXPECT_EQ(xy.at("exclusiveMaximum"), Grid::kMaxSide);
  }
  EXPECT_EQ(p.at("tiles").at("maxItems"), Grid::kMaxSide);
  EXPECT_EQ(p.at("tiles").at("items").at("maxLength"), Grid::kMaxSide);
  EXPECT_EQ(p.at("name").at("maxLength"), kMaxNameLength);
  EXPECT_EQ(p.at("spawns").at("maxItems"), kMaxSpawns);
  EXPECT_EQ(p.at("goals").at("maxItems"), kMaxGoals);
  EXPECT_EQ(p.at("towers").at("maxItems"), kMaxTowerKinds);
  EXPECT_EQ(p.at("gold").at("maximum"), kMaxGold);
  EXPECT_EQ(p.at("lives").at("maximum"), kMaxLives);
  EXPECT_EQ(p.at("waves").at("maxItems"), kMaxWaves);
  EXPECT_EQ(p.at("messages").at("maxItems"), kMaxMessages);
  const Json& message = definition("message").at("properties");
  EXPECT_EQ(message.at("wave").at("maximum"), kMaxWaves);
  EXPECT_EQ(message.at("seconds").at("maximum").get<float>(), kMaxMessageSeconds);
  EXPECT_EQ(message.at("text").at("maxLength"), kMaxMessageLength);
  EXPECT_EQ(p.at("firstWaveDelay").at("maximum").get<float>(), kMaxDelay);
  EXPECT_EQ(p.at("waveBreak").at("maximum").get<float>(), kMaxDelay);
  EXPECT_EQ(p.at("earlyBonusPerSecond").at("maximum").get<float>(), kMaxEarlyBonusPerSecond);
  const LevelDef level;
  EXPECT_EQ(p.at("firstWaveDelay").at("default").get<float>(), level.firstWaveDelay);
  EXPECT_EQ(p.at("waveBreak").at("default").get<float>(), level.waveBreak);
  EXPECT_EQ(p.at("earlyBonusPerSecond").at("default").get<float>(), level.earlyBonusPerSecond);

  const Json& wave = definition("wave").at("properties");
  EXPECT_EQ(wave.at("bonus").at("maximum"), kMaxWaveBonus);
  EXPECT_EQ(wave.at("bonus").at("default"), WaveDef{}.bonus);
  EXPECT_EQ(wave.at("groups").at("maxItems"), kMaxWaveGroups);

  const Json& group = definition("group").at("properties");
  const WaveGroupDef defaults;
  EXPECT_EQ(group.at("count").at("maximum"), kMaxGroupCount);
  EXPECT_EQ(group.at("interval").at("minimum").get<float>(), kMinSpawnInterval);
  EXPECT_EQ(group.at("interval").at("maximum").get<float>(), kMaxSpawnInterval);
  EXPECT_EQ(group.at("interval").at("default").get<float>(), defaults.interval);
  EXPECT_EQ(group.at("spawn").at("maximum"), kMaxSpawns - 1);
  EXPECT_EQ(group.at("spawn").at("default"), defaults.spawn);
  EXPECT_EQ(group.at("delay").at("maximum").get<float>(), kMaxDelay);
  EXPECT_EQ(group.at("delay").at("default").get<float>(), defaults.delay);
}

}  // namespace
}  // namespace td
