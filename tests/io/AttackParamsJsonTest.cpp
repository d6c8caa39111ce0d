#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/sim/attack/AttackRow.h"
#include "io/AttackParamsJson.h"
#include "io/GameDefsJson.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::ordered_json;

std::string shippedEnemies() {
  std::ifstream in(test::sourceDir() / "assets/defs/enemies.json", std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A towers file of one kind whose levels carry the common keys and `extra`.
Json oneKind(AttackKind kind, const Json& extra) {
  const bool wall = kind == AttackKind::None;
  Json level = {{"cost", 10}};
  if (!wall) {
    level.update(Json{{"range", 3}, {"fireInterval", 1}, {"damage", 2}, {"projectileSpeed", 5}});
    level.update(extra);
  }
  Json tower = {{"id", "t"},        {"name", "T"},   {"attack", attackRow(kind).name}, {"hitsGround", true},
                {"hitsAir", false}, {"turnRate", 5}, {"levels", Json::array()}};
  for (int i = 0; i < (wall ? 1 : 3); ++i) tower["levels"].push_back(level);
  return Json{{"format", "td-towers"}, {"version", 1}, {"towers", Json::array({tower})}};
}

// Every kind has its reader, in AttackKind's order, and reads its own keys into its own parameters: a kind
// added to the enum without a reader fails here.
TEST(AttackParamsJson, EveryKindReadsItsOwnParameters) {
  for (size_t i = 0; i < kAttackKindCount; ++i) {
    const auto kind = static_cast<AttackKind>(i);
    const AttackParamsReader& reader = attackParamsReader(kind);
    EXPECT_EQ(reader.kind, kind) << i;
    Json extra = Json::object();
    for (std::string_view key : reader.keys) extra[std::string(key)] = 1;
    const GameDefsLoad load =
        parseGameDefs(shippedEnemies(), oneKind(kind, extra).dump(), "enemies.json", "towers.json");
    ASSERT_TRUE(load.ok()) << attackRow(kind).name << ": " << load.errors[0].text();
    EXPECT_TRUE(load.warnings.empty()) << load.warnings[0].text();
    ASSERT_EQ(load.defs.towers.size(), 1u);
    EXPECT_TRUE(load.defs.towers[0].paramsMatch()) << attackRow(kind).name;
    // Each of the kind's keys is required, but the optional ones.
    for (std::string_view key : reader.keys) {
      Json without = extra;
      without.erase(std::string(key));
      const GameDefsLoad missing =
          parseGameDefs(shippedEnemies(), oneKind(kind, without).dump(), "enemies.json", "towers.json");
      const bool optional = std::find(reader.optional.begin(), reader.optional.end(), key) != reader.optional.end();
      EXPECT_EQ(missing.ok(), optional) << attackRow(kind).name << " without " << key;
    }
  }
}

TEST(AttackParamsJson, AnotherKindsKeyIsIgnoredWithAWarningThatSaysWhose) {
  const GameDefsLoad load = parseGameDefs(shippedEnemies(), oneKind(AttackKind::Arrow, Json{{"chain", 2}}).dump(),
                                          "enemies.json", "towers.json");
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  ASSERT_EQ(load.warnings.size(), 3u);  // once a level
  EXPECT_EQ(load.warnings[0].text(),
            "towers.json: towers[0].levels[0].chain: not used by a tower whose attack is \"arrow\" (only by "
            "lightning), ignored");
}

}  // namespace
}  // namespace td
