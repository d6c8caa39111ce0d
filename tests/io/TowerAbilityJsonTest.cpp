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

std::string shippedFile(const char* name) {
  std::ifstream in(test::sourceDir() / "assets/defs" / name, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

Json ability() {
  return Json{{"id", "rush"},
              {"name", "Rush"},
              {"summary", "Fires fast."},
              {"duration", 4},
              {"cooldown", 30},
              {"rate", 2.5},
              {"translations", {{"pl", {{"name", "Pęd"}, {"summary", "Strzela szybko."}}}}}};
}

// The shipped Archer with `a` as its first specialisation's ability.
GameDefsLoad withAbility(const Json& a) {
  Json towers = Json::parse(shippedFile("towers.json"));
  towers["towers"][0]["specialisations"][0]["ability"] = a;
  return parseGameDefs(shippedFile("enemies.json"), towers.dump(), "enemies.json", "towers.json");
}

TEST(TowerAbilityJson, AnAbilityIsReadWithItsWordsAndFigures) {
  const GameDefsLoad load = withAbility(ability());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  const auto& a = load.defs.towers.at(0).specialisations.at(0).ability;
  ASSERT_TRUE(a.has_value());
  EXPECT_EQ(a->id, "rush");
  EXPECT_EQ(a->names.at("pl"), "Pęd");
  EXPECT_EQ(a->summaries.at("pl"), "Strzela szybko.");
  EXPECT_FLOAT_EQ(a->duration, 4.0f);
  EXPECT_FLOAT_EQ(a->cooldown, 30.0f);
  EXPECT_FLOAT_EQ(a->rate, 2.5f);
  EXPECT_FLOAT_EQ(a->damage, 1.0f);  // left out: as it was
}

TEST(TowerAbilityJson, ProblemsSayWhereAndWhat) {
  const std::string at = "towers[0].specialisations[0].ability";
  Json longer = ability();
  longer["duration"] = 30;
  EXPECT_TRUE(hasError(withAbility(longer).errors, at, "must be shorter than its cooldown"));
  Json idle = ability();
  idle.erase("rate");
  EXPECT_TRUE(hasError(withAbility(idle).errors, at, "or it does nothing"));
  Json badId = ability();
  badId["id"] = "Rush!";
  EXPECT_TRUE(hasError(withAbility(badId).errors, at + ".id", "plain id"));
  Json slow = ability();
  slow["rate"] = 0.5;
  EXPECT_TRUE(hasError(withAbility(slow).errors, at + ".rate", ""));
}

// The shipped abilities: on the specialisations whose role has a moment to choose, each with its words in every
// language the game speaks.
TEST(TowerAbilityJson, TheShippedAbilitiesAreWhole) {
  int abilities = 0;
  for (const TowerDef& def : test::shippedDefs().towers) {
    for (const TowerSpecDef& spec : def.specialisations) {
      if (!spec.ability) continue;
      ++abilities;
      for (const char* code : {"pl", "ru", "zh_CN"}) {
        EXPECT_TRUE(spec.ability->names.contains(code) && spec.ability->summaries.contains(code))
            << spec.id << " " << code;
      }
    }
  }
  EXPECT_GE(abilities, 4);
}

}  // namespace
}  // namespace td
