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

std::string readAll(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

Json shippedEnemies() { return Json::parse(readAll(test::sourceDir() / "assets/defs/enemies.json")); }
Json shippedTowers() { return Json::parse(readAll(test::sourceDir() / "assets/defs/towers.json")); }

GameDefsLoad parse(const Json& enemies, const Json& towers) {
  return parseGameDefs(enemies.dump(), towers.dump(), "enemies.json", "towers.json");
}

TEST(GameDefsJson, ShippedDefinitionsLoad) {
  const GameDefsLoad load =
      loadGameDefs(test::sourceDir() / "assets/defs/enemies.json", test::sourceDir() / "assets/defs/towers.json");
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  const GameDefs& defs = load.defs;
  for (const char* id : {"normal", "fast", "armoured", "swarm", "boss", "flying"}) {
    EXPECT_GE(defs.enemyIndex(id), 0) << id;
  }
  for (const char* id : {"arrow", "cannon", "frost", "storm", "discus", "wall"}) {
    EXPECT_GE(defs.towerIndex(id), 0) << id;
  }
  ASSERT_EQ(defs.towers.size(), 6u);
  // The maze's cheap piece: no attack, one level, a fraction of any tower's price.
  const TowerDef& wall = defs.towers[static_cast<size_t>(defs.towerIndex("wall"))];
  EXPECT_FALSE(wall.attacks());
  ASSERT_EQ(wall.levels.size(), 1u);
  for (const TowerDef& t : defs.towers) {
    if (t.attacks()) {
      EXPECT_LE(4 * wall.levels[0].cost, t.levels[0].cost) << t.id;
    }
  }
  const TowerDef& discus = defs.towers[static_cast<size_t>(defs.towerIndex("discus"))];
  EXPECT_EQ(discus.attack, AttackKind::Disc);
  EXPECT_FALSE(discus.hitsAir);
  for (const TowerLevelDef& level : discus.levels) {
    EXPECT_GT(level.kindParams<DiscParams>().friction, 0.0f);
    EXPECT_LE(level.kindParams<DiscParams>().restitution, 1.0f);
  }

  const EnemyDef& normal = defs.enemies[static_cast<size_t>(defs.enemyIndex("normal"))];
  const EnemyDef& fast = defs.enemies[static_cast<size_t>(defs.enemyIndex("fast"))];
  const EnemyDef& armoured = defs.enemies[static_cast<size_t>(defs.enemyIndex("armoured"))];
  const EnemyDef& swarm = defs.enemies[static_cast<size_t>(defs.enemyIndex("swarm"))];
  const EnemyDef& boss = defs.enemies[static_cast<size_t>(defs.enemyIndex("boss"))];
  const EnemyDef& flying = defs.enemies[static_cast<size_t>(defs.enemyIndex("flying"))];
  // The kinds keep their characters.
  EXPECT_GT(fast.speed, normal.speed);
  EXPECT_GT(armoured.armour, 0.0f);
  EXPECT_LT(swarm.health, normal.health);
  EXPECT_LT(boss.speed, normal.speed);
  EXPECT_GE(boss.lives, 5);
  EXPECT_GT(boss.health, 10.0f * normal.health);
  EXPECT_TRUE(flying.flying);
  EXPECT_FALSE(normal.flying);

  const TowerDef& arrow = defs.towers[static_cast<size_t>(defs.towerIndex("arrow"))];
  const TowerDef& cannon = defs.towers[static_cast<size_t>(defs.towerIndex("cannon"))];
  const TowerDef& frost = defs.towers[static_cast<size_t>(defs.towerIndex("frost"))];
  const TowerDef& storm = defs.towers[static_cast<size_t>(defs.towerIndex("storm"))];
  EXPECT_EQ(arrow.attack, AttackKind::Arrow);
  EXPECT_TRUE(arrow.hitsGround && arrow.hitsAir);
  EXPECT_EQ(cannon.attack, AttackKind::Shell);
  EXPECT_TRUE(cannon.hitsGround);
  EXPECT_FALSE(cannon.hitsAir);
  EXPECT_EQ(frost.attack, AttackKind::Frost);
  EXPECT_TRUE(frost.hitsGround && frost.hitsAir);
  EXPECT_EQ(storm.attack, AttackKind::Lightning);
  EXPECT_TRUE(storm.hitsGround && storm.hitsAir);
  for (const TowerDef& t : defs.towers) {
    if (!t.attacks()) continue;
    ASSERT_EQ(t.levels.size(), kTowerLevels) << t.id;
    // Upgrades make a tower better, never worse.
    for (size_t l = 1; l < t.levels.size(); ++l) {
      EXPECT_GE(t.levels[l].range, t.levels[l - 1].range) << t.id;
      EXPECT_GE(t.levels[l].damage, t.levels[l - 1].damage) << t.id;
      EXPECT_LE(t.levels[l].fireInterval, t.levels[l - 1].fireInterval) << t.id;
    }
  }
  EXPECT_GT(cannon.levels[0].kindParams<ShellParams>().splashRadius, 0.0f);
  EXPECT_LT(frost.levels[0].kindParams<FrostParams>().slowFactor, 1.0f);
  EXPECT_GT(frost.levels[0].kindParams<FrostParams>().slowDuration, 0.0f);
  EXPECT_GT(storm.levels[0].kindParams<LightningParams>().chain, 0);
  // Every level holds its kind's parameters, as the attacks read them.
  for (const TowerDef& t : defs.towers) EXPECT_TRUE(t.paramsMatch()) << t.id;
  EXPECT_LT(arrow.levels[0].fireInterval, cannon.levels[0].fireInterval);
}

TEST(GameDefsJson, ShippedKindsNameTheirMovement) {
  const GameDefs& defs = test::shippedDefs();
  for (const EnemyDef& def : defs.enemies) {
    SCOPED_TRACE(def.id);
    const MovementKind expected = def.id == "flying"     ? MovementKind::Fly
                                  : def.id == "imp"      ? MovementKind::Flee
                                  : def.id == "wolf"     ? MovementKind::Track
                                  : def.id == "hawk"     ? MovementKind::Waypoints
                                  : def.id == "wanderer" ? MovementKind::Wander
                                  : def.id == "golem"    ? MovementKind::Trace
                                  : def.id == "cart"     ? MovementKind::Road
                                  : def.id == "rat"      ? MovementKind::Wall
                                                         : MovementKind::Route;
    EXPECT_EQ(def.movement, expected);
    EXPECT_EQ(def.flying, def.id == "flying" || def.id == "hawk");
  }
}

TEST(GameDefsJson, AKindWalksOnFootUnlessItNamesItsClass) {
  Json enemies = shippedEnemies();
  enemies["enemies"][0].erase("class");
  enemies["enemies"][1]["class"] = "wheeled";
  enemies["enemies"][2]["class"] = "foot";
  const GameDefsLoad load = parse(enemies, shippedTowers());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_EQ(load.defs.enemies[0].moverClass, MoverClass::Foot);
  EXPECT_EQ(load.defs.enemies[1].moverClass, MoverClass::Wheeled);
  EXPECT_EQ(load.defs.enemies[2].moverClass, MoverClass::Foot);
}

TEST(GameDefsJson, WithoutAMovementAKindMovesAsFlyingSays) {
  // Files written before "movement" existed: a flyer flies, the rest walk routes.
  Json enemies = shippedEnemies();
  const size_t bat = static_cast<size_t>(test::shippedDefs().enemyIndex("flying"));
  for (Json& e : enemies["enemies"]) e.erase("movement");
  enemies["enemies"][bat]["flying"] = true;
  enemies["enemies"][0]["flying"] = false;
  const GameDefsLoad load = parse(enemies, shippedTowers());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_EQ(load.defs.enemies[bat].movement, MovementKind::Fly);
  EXPECT_TRUE(load.defs.enemies[bat].flying);
  EXPECT_EQ(load.defs.enemies[0].movement, MovementKind::Route);
  EXPECT_EQ(load.defs.enemies[1].movement, MovementKind::Route);  // no "flying" either
  EXPECT_FALSE(load.defs.enemies[1].flying);
}

TEST(GameDefsJson, PatienceIsReadAndDefaultsToTenSeconds) {
  const GameDefs& defs = test::shippedDefs();
  EXPECT_FLOAT_EQ(defs.enemies[static_cast<size_t>(defs.enemyIndex("golem"))].patience, 20.0f);
  EXPECT_FLOAT_EQ(defs.enemies[static_cast<size_t>(defs.enemyIndex("wanderer"))].patience, 8.0f);
  EXPECT_FLOAT_EQ(defs.enemies[static_cast<size_t>(defs.enemyIndex("normal"))].patience, 10.0f);
}

TEST(GameDefsJson, FlyingFollowsTheMovement) {
  Json enemies = shippedEnemies();
  enemies["enemies"][0]["movement"] = "fly";
  const GameDefsLoad load = parse(enemies, shippedTowers());
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.defs.enemies[0].flying);
}

TEST(GameDefsJson, UnknownKeysAreWarningsNamingTheirFile) {
  Json enemies = shippedEnemies();
  Json towers = shippedTowers();
  enemies["enemies"][1]["colour"] = "red";
  towers["towers"][2]["levels"][0]["pierce"] = 2;
  const GameDefsLoad load = parse(enemies, towers);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 2u);
  EXPECT_EQ(load.warnings[0].text(), "enemies.json: enemies[1].colour: unknown key, ignored");
  EXPECT_EQ(load.warnings[1].text(), "towers.json: towers[2].levels[0].pierce: unknown key, ignored");
}

TEST(GameDefsJson, AFailedLoadHandsOutNothing) {
  Json towers = shippedTowers();
  towers["towers"][0]["turnRate"] = -1;
  const GameDefsLoad load = parse(shippedEnemies(), towers);
  ASSERT_FALSE(load.ok());
  EXPECT_TRUE(load.defs.enemies.empty());
  EXPECT_TRUE(load.defs.towers.empty());
}

TEST(GameDefsJson, FileErrorsNameTheFile) {
  const auto missing = std::filesystem::temp_directory_path() / "td-no-such-towers.json";
  const GameDefsLoad load = loadGameDefs(test::sourceDir() / "assets/defs/enemies.json", missing);
  ASSERT_EQ(load.errors.size(), 1u);
  EXPECT_EQ(load.errors[0].source, missing.string());
  EXPECT_NE(load.errors[0].message.english().find("does not exist"), std::string::npos);
}

TEST(GameDefsJson, BothFilesAreCheckedInOneGo) {
  Json enemies = shippedEnemies();
  Json towers = shippedTowers();
  enemies["enemies"][0]["speed"] = 0;
  towers["towers"][1]["levels"][2]["cost"] = 0;
  const GameDefsLoad load = parse(enemies, towers);
  ASSERT_EQ(load.errors.size(), 2u);
  EXPECT_EQ(load.errors[0].text(), "enemies.json: enemies[0].speed: expected a number in 0.1..20, found 0");
  EXPECT_EQ(load.errors[1].text(), "towers.json: towers[1].levels[2].cost: expected an integer in 1..1000000, found 0");
}

enum class File { Enemies, Towers };

struct BadDefs {
  const char* what;
  File file;
  std::function<void(Json&)> mutate;
  const char* path;
  const char* message;
};

// Towers in the shipped file: 0 arrow, 1 cannon, 2 frost, 3 storm.
// clang-format off
const BadDefs kBadDefs[] = {
    {"enemies root array", File::Enemies, [](Json& d) { d = Json::array(); }, "", "expected an object, found an array"},
    {"enemies format", File::Enemies, [](Json& d) { d["format"] = "td-towers"; }, "format", "expected \"td-enemies\""},
    {"enemies version", File::Enemies, [](Json& d) { d["version"] = 2; }, "version", "newer version"},
    {"enemies missing", File::Enemies, [](Json& d) { d.erase("enemies"); }, "enemies", "missing"},
    {"enemies empty", File::Enemies, [](Json& d) { d["enemies"] = Json::array(); }, "enemies",
     "expected at least one enemy kind"},
    {"enemy not object", File::Enemies, [](Json& d) { d["enemies"][2] = "knight"; }, "enemies[2]",
     "expected an object, found a string"},
    {"enemy id missing", File::Enemies, [](Json& d) { d["enemies"][0].erase("id"); }, "enemies[0].id", "missing"},
    {"enemy id empty", File::Enemies, [](Json& d) { d["enemies"][0]["id"] = ""; }, "enemies[0].id",
     "expected 1..64 lowercase letters, digits, '_' or '-', found \"\""},
    {"enemy id spaced", File::Enemies, [](Json& d) { d["enemies"][0]["id"] = "Big One"; }, "enemies[0].id",
     "lowercase letters"},
    {"enemy id twice", File::Enemies, [](Json& d) { d["enemies"][3]["id"] = "fast"; }, "enemies[3].id",
     "\"fast\" is already defined by enemies[1]"},
    {"enemy name empty", File::Enemies, [](Json& d) { d["enemies"][1]["name"] = ""; }, "enemies[1].name",
     "expected a non-empty name"},
    {"enemy health missing", File::Enemies, [](Json& d) { d["enemies"][0].erase("health"); }, "enemies[0].health",
     "missing; this key is required"},
    {"enemy health zero", File::Enemies, [](Json& d) { d["enemies"][0]["health"] = 0; }, "enemies[0].health",
     "expected a number in 1..1000000, found 0"},
    {"enemy speed text", File::Enemies, [](Json& d) { d["enemies"][3]["speed"] = "fast"; }, "enemies[3].speed",
     "expected a number, found a string"},
    {"enemy speed huge", File::Enemies, [](Json& d) { d["enemies"][1]["speed"] = 25.5; }, "enemies[1].speed",
     "expected a number in 0.1..20, found 25.5"},
    {"enemy armour full", File::Enemies, [](Json& d) { d["enemies"][2]["armour"] = 0.95; }, "enemies[2].armour",
     "expected a number in 0..0.9, found 0.95"},
    {"enemy radius big", File::Enemies, [](Json& d) { d["enemies"][4]["radius"] = 0.8; }, "enemies[4].radius",
     "expected a number in 0.05..0.5, found 0.8"},
    {"enemy bounty fraction", File::Enemies, [](Json& d) { d["enemies"][0]["bounty"] = 2.5; }, "enemies[0].bounty",
     "expected an integer, found the number 2.5"},
    {"enemy lives zero", File::Enemies, [](Json& d) { d["enemies"][4]["lives"] = 0; }, "enemies[4].lives",
     "expected an integer in 1..1000, found 0"},
    {"enemy movement unknown", File::Enemies, [](Json& d) { d["enemies"][2]["movement"] = "teleport"; },
     "enemies[2].movement", "unknown movement \"teleport\" (known: \"route\", \"fly\", \"flee\", \"track\""},
    {"enemy class unknown", File::Enemies, [](Json& d) { d["enemies"][1]["class"] = "tracked"; },
     "enemies[1].class", "unknown movement class \"tracked\" (known: \"foot\", \"wheeled\")"},
    {"enemy class number", File::Enemies, [](Json& d) { d["enemies"][1]["class"] = 1; }, "enemies[1].class",
     "expected a string"},
    {"enemy patience too short", File::Enemies, [](Json& d) { d["enemies"][0]["patience"] = 0.5; },
     "enemies[0].patience", "expected a number in 1..600, found 0.5"},
    {"enemy patience text", File::Enemies, [](Json& d) { d["enemies"][0]["patience"] = "long"; },
     "enemies[0].patience", "expected a number"},
    {"enemy movement number", File::Enemies, [](Json& d) { d["enemies"][2]["movement"] = 3; },
     "enemies[2].movement", "expected a string, found"},
    {"enemy flies on route", File::Enemies,
     [](Json& d) { d["enemies"][0]["movement"] = "route"; d["enemies"][0]["flying"] = true; },
     "enemies[0].flying", "expected false: movement \"route\" is on the ground"},
    {"enemy flying text", File::Enemies, [](Json& d) { d["enemies"][5]["flying"] = "yes"; }, "enemies[5].flying",
     "expected true or false, found a string"},
    {"towers format", File::Towers, [](Json& d) { d["format"] = "td-enemies"; }, "format", "expected \"td-towers\""},
    {"towers not list", File::Towers, [](Json& d) { d["towers"] = Json::object(); }, "towers",
     "expected an array, found an object"},
    {"tower id twice", File::Towers, [](Json& d) { d["towers"][3]["id"] = "arrow"; }, "towers[3].id",
     "\"arrow\" is already defined by towers[0]"},
    {"tower name missing", File::Towers, [](Json& d) { d["towers"][2].erase("name"); }, "towers[2].name", "missing"},
    {"tower attack unknown", File::Towers, [](Json& d) { d["towers"][1]["attack"] = "laser"; }, "towers[1].attack",
     "expected \"arrow\", \"shell\", \"frost\", \"lightning\", \"disc\" or \"none\", found \"laser\""},
    {"tower hits nothing", File::Towers,
     [](Json& d) { d["towers"][0]["hitsGround"] = false; d["towers"][0]["hitsAir"] = false; },
     "towers[0].hitsAir", "the tower must hit something"},
    {"shell hits air", File::Towers, [](Json& d) { d["towers"][1]["hitsAir"] = true; }, "towers[1].hitsAir",
     "shells burst on the ground"},
    {"tower turn rate", File::Towers, [](Json& d) { d["towers"][2]["turnRate"] = 0; }, "towers[2].turnRate",
     "expected a number in 0.1..100, found 0"},
    {"levels missing", File::Towers, [](Json& d) { d["towers"][0].erase("levels"); }, "towers[0].levels", "missing"},
    {"levels two", File::Towers, [](Json& d) { d["towers"][3]["levels"].erase(2); }, "towers[3].levels",
     "expected an array of exactly 3 levels (build and two upgrades), found 2 levels"},
    {"levels four", File::Towers, [](Json& d) { d["towers"][3]["levels"].push_back(d["towers"][3]["levels"][2]); },
     "towers[3].levels", "found 4 levels"},
    {"levels object", File::Towers, [](Json& d) { d["towers"][0]["levels"] = Json::object(); }, "towers[0].levels",
     "found an object"},
    {"level not object", File::Towers, [](Json& d) { d["towers"][0]["levels"][1] = 5; }, "towers[0].levels[1]",
     "expected an object, found the number 5"},
    {"level range", File::Towers, [](Json& d) { d["towers"][2]["levels"][1]["range"] = 50; },
     "towers[2].levels[1].range", "expected a number in 0.5..20, found 50"},
    {"level cost fraction", File::Towers, [](Json& d) { d["towers"][0]["levels"][0]["cost"] = 9.5; },
     "towers[0].levels[0].cost", "expected an integer, found the number 9.5"},
    {"level cost missing", File::Towers, [](Json& d) { d["towers"][0]["levels"][2].erase("cost"); },
     "towers[0].levels[2].cost", "missing"},
    {"level interval", File::Towers, [](Json& d) { d["towers"][1]["levels"][0]["fireInterval"] = 0.01; },
     "towers[1].levels[0].fireInterval", "expected a number in 0.05..60, found 0.01"},
    {"level damage", File::Towers, [](Json& d) { d["towers"][0]["levels"][2]["damage"] = -3; },
     "towers[0].levels[2].damage", "expected a number in 0..1000000, found -3"},
    {"arrow without speed", File::Towers, [](Json& d) { d["towers"][0]["levels"][1]["projectileSpeed"] = 0; },
     "towers[0].levels[1].projectileSpeed", "expected at least 1 for a tower that fires projectiles, found 0"},
    {"level splash", File::Towers, [](Json& d) { d["towers"][1]["levels"][2]["splashRadius"] = 6; },
     "towers[1].levels[2].splashRadius", "expected a number in 0..5, found 6"},
    {"level slow factor", File::Towers, [](Json& d) { d["towers"][2]["levels"][0]["slowFactor"] = 0; },
     "towers[2].levels[0].slowFactor", "expected a number in 0.05..1, found 0"},
    {"level slow duration", File::Towers, [](Json& d) { d["towers"][2]["levels"][2]["slowDuration"] = "long"; },
     "towers[2].levels[2].slowDuration", "expected a number, found a string"},
    {"level chain", File::Towers, [](Json& d) { d["towers"][3]["levels"][0]["chain"] = 21; },
     "towers[3].levels[0].chain", "expected an integer in 0..20, found 21"},
};
// clang-format on

void PrintTo(const BadDefs& c, std::ostream* os) { *os << c.what; }

class GameDefsJsonBad : public ::testing::TestWithParam<BadDefs> {};

TEST_P(GameDefsJsonBad, ReportsTheFileThePathAndWhatWasExpected) {
  const BadDefs& bad = GetParam();
  Json enemies = shippedEnemies();
  Json towers = shippedTowers();
  bad.mutate(bad.file == File::Enemies ? enemies : towers);
  const GameDefsLoad load = parse(enemies, towers);
  EXPECT_FALSE(load.ok());
  EXPECT_TRUE(hasError(load.errors, bad.path, bad.message)) << bad.what;
  EXPECT_EQ(load.errors.size(), 1u) << bad.what;
  for (const JsonError& e : load.errors)
    EXPECT_EQ(e.source, bad.file == File::Enemies ? "enemies.json" : "towers.json");
}

INSTANTIATE_TEST_SUITE_P(EveryMessage, GameDefsJsonBad, ::testing::ValuesIn(kBadDefs), test::caseName<BadDefs>);

TEST(GameDefsJson, LightningNeedsNoProjectileSpeed) {
  // The shipped Storm's levels leave it out, and they load.
  bool lightning = false;
  const Json towers = shippedTowers();
  for (const Json& tower : towers["towers"]) {
    if (tower["attack"] != "lightning") continue;
    lightning = true;
    for (const Json& level : tower["levels"]) EXPECT_FALSE(level.contains("projectileSpeed"));
  }
  EXPECT_TRUE(lightning);
  const GameDefs& defs = test::shippedDefs();
  EXPECT_GE(defs.towerIndex("storm"), 0);
}

TEST(GameDefsJson, AWallHasOneLevelWithItsPriceAlone) {
  Json towers = shippedTowers();
  towers["towers"].push_back(Json::parse(
      R"({"id": "fence", "name": "Fence", "attack": "none", "hitsGround": false, "hitsAir": false, "turnRate": 1,
          "levels": [{"cost": 5}]})"));
  const GameDefsLoad load = parse(shippedEnemies(), towers);
  ASSERT_TRUE(load.ok()) << load.errors[0].text();
  EXPECT_TRUE(load.warnings.empty());
  const TowerDef& fence = load.defs.towers.back();
  EXPECT_EQ(fence.attack, AttackKind::None);
  ASSERT_EQ(fence.levels.size(), 1u);
  EXPECT_EQ(fence.levels[0].cost, 5);
  EXPECT_EQ(fence.levels[0].range, 0.0f);
  EXPECT_EQ(fence.levels[0].damage, 0.0f);
}

TEST(GameDefsJson, AWallIsNotUpgradedAndHasNoAttackNumbers) {
  Json towers = shippedTowers();
  Json fence = Json::parse(R"({"id": "fence", "name": "Fence", "attack": "none", "hitsGround": false,
                               "hitsAir": false, "turnRate": 1, "levels": [{"cost": 5}, {"cost": 5}]})");
  towers["towers"].push_back(fence);
  GameDefsLoad load = parse(shippedEnemies(), towers);
  EXPECT_TRUE(hasError(load.errors, "towers[6].levels", "exactly 1 level (a wall is not upgraded), found 2 levels"));

  towers["towers"].back()["levels"] = Json::parse(R"([{"cost": 5, "range": 3}])");
  load = parse(shippedEnemies(), towers);
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.warnings.size(), 1u);
  EXPECT_NE(load.warnings[0].text().find("range"), std::string::npos) << load.warnings[0].text();
}

}  // namespace
}  // namespace td
