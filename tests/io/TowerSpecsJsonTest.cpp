#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "io/GameDefsJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;
using test::hasError;

std::string shippedEnemies() {
  std::ifstream in(test::sourceDir() / "assets/defs/enemies.json", std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

Json level(double range) {
  return Json{{"cost", 10}, {"range", range}, {"fireInterval", 1}, {"damage", 2}, {"projectileSpeed", 5}};
}

Json spec(const std::string& id) {
  return Json{{"id", id},
              {"name", "Spec " + id},
              {"summary", "What " + id + " does."},
              {"translations", {{"pl", {{"name", "Po polsku"}, {"summary", "Co robi."}}}}},
              {"level", level(6.0)}};
}

// One Archer-like kind with the given "specialisations" (none when null).
GameDefsLoad withSpecs(const Json* specs, const std::string& attack = "arrow") {
  Json tower = {{"id", "t"},          {"name", "T"},      {"attack", attack},
                {"hitsGround", true}, {"hitsAir", false}, {"turnRate", 5}};
  tower["levels"] =
      attack == "none" ? Json::array({Json{{"cost", 8}}}) : Json::array({level(3.0), level(3.5), level(4.0)});
  if (specs != nullptr) tower["specialisations"] = *specs;
  const Json towers = {{"format", "td-towers"}, {"version", 1}, {"towers", Json::array({tower})}};
  return parseGameDefs(shippedEnemies(), towers.dump(), "enemies.json", "towers.json");
}

TEST(TowerSpecsJson, TwoSpecialisationsAreReadWithTheirWordsAndLevel) {
  const Json specs = Json::array({spec("far"), spec("wide")});
  const GameDefsLoad load = withSpecs(&specs);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty()) << load.warnings[0].text();
  const TowerDef& def = load.defs.towers.at(0);
  ASSERT_EQ(def.specialisations.size(), 2u);
  EXPECT_EQ(def.specialisations[0].id, "far");
  EXPECT_EQ(def.specialisations[0].name, "Spec far");
  EXPECT_EQ(def.specialisations[0].summary, "What far does.");
  EXPECT_EQ(def.specialisations[0].names.at("pl"), "Po polsku");
  EXPECT_EQ(def.specialisations[0].summaries.at("pl"), "Co robi.");
  EXPECT_FLOAT_EQ(def.specialisations[1].level.range, 6.0f);
  EXPECT_EQ(def.specialisationIndex("wide"), 1);
  EXPECT_EQ(def.specialisationIndex("none"), -1);
}

TEST(TowerSpecsJson, TheyAreOptional) {
  const GameDefsLoad load = withSpecs(nullptr);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.defs.towers.at(0).specialisations.empty());
}

TEST(TowerSpecsJson, ProblemsSayWhereAndWhat) {
  const Json one = Json::array({spec("far")});
  EXPECT_TRUE(hasError(withSpecs(&one).errors, "towers[0].specialisations",
                       "expected an array of exactly 2 specialisations to choose between"));
  const Json same = Json::array({spec("far"), spec("far")});
  EXPECT_TRUE(hasError(withSpecs(&same).errors, "towers[0].specialisations[1].id", "already defined"));
  Json noSummary = Json::array({spec("far"), spec("wide")});
  noSummary[1].erase("summary");
  EXPECT_TRUE(hasError(withSpecs(&noSummary).errors, "towers[0].specialisations[1].summary", "required"));
  Json badLevel = Json::array({spec("far"), spec("wide")});
  badLevel[0]["level"]["range"] = 99;
  EXPECT_TRUE(hasError(withSpecs(&badLevel).errors, "towers[0].specialisations[0].level.range", ""));
  const Json two = Json::array({spec("far"), spec("wide")});
  EXPECT_TRUE(hasError(withSpecs(&two, "none").errors, "towers[0].specialisations", "a wall has no specialisations"));
}

// The shipped kinds: every one that attacks offers two, each level reading its kind's parameters.
TEST(TowerSpecsJson, EveryShippedKindThatAttacksOffersTwo) {
  for (const TowerDef& def : test::shippedDefs().towers) {
    if (!def.attacks()) {
      EXPECT_TRUE(def.specialisations.empty()) << def.id;
      continue;
    }
    ASSERT_EQ(def.specialisations.size(), 2u) << def.id;
    for (const TowerSpecDef& spec : def.specialisations) {
      EXPECT_EQ(attackKindOf(spec.level.params), def.attack) << spec.id;
      EXPECT_FALSE(spec.summary.empty()) << spec.id;
      for (const char* code : {"pl", "ru", "zh_CN"}) {
        EXPECT_TRUE(spec.names.contains(code) && spec.summaries.contains(code)) << spec.id << " " << code;
      }
    }
  }
}

}  // namespace
}  // namespace td
