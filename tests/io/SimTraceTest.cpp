#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/level/LevelGrid.h"
#include "engine/sim/World.h"
#include "io/ActionsJson.h"
#include "io/LevelJson.h"
#include "io/SimTraceWriter.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

using Json = nlohmann::json;

struct TracedRun {
  GameResult result = GameResult::Playing;
  uint64_t ticks = 0;
  uint64_t hash = 0;
  uint32_t spawned = 0;
  std::string trace;
};

LevelDef shippedLevel(const std::string& stem) {
  const LevelLoad level =
      loadLevel(test::sourceDir() / "levels" / (stem + ".json"), test::shippedTerrains(), &test::shippedDefs());
  EXPECT_TRUE(level.ok()) << stem;
  return level.level;
}

std::vector<ActionDef> shippedDefence(const std::string& stem) {
  const ActionsLoad actions =
      loadActions(test::sourceDir() / "tests/data/actions" / (stem + ".json"), &test::shippedDefs());
  EXPECT_TRUE(actions.ok()) << stem;
  return actions.actions;
}

// The loop of `td-cli sim --trace`, with the trace kept in memory (or not
// written at all when `every` is 0).
TracedRun play(const LevelDef& level, const std::vector<ActionDef>& actions, uint64_t seed, uint64_t every,
               uint64_t maxTicks = 60ull * 60 * 30) {
  World world(level, test::shippedDefs(), seed);
  std::ostringstream out;
  std::optional<SimTraceWriter> trace;
  if (every != 0) {
    trace.emplace(out, every);
    trace->begin(world);
  }
  size_t next = 0;
  while (world.result() == GameResult::Playing && world.tick() < maxTicks) {
    for (; next < actions.size() && actions[next].tick <= world.tick(); ++next) applyAction(world, actions[next]);
    world.step();
    if (trace) trace->observe(world);
  }
  if (trace) trace->finish(world);
  return {world.result(), world.tick(), world.stateHash(), world.state().enemiesSpawned, out.str()};
}

std::vector<Json> lines(const std::string& trace) {
  std::vector<Json> out;
  std::istringstream in(trace);
  std::string line;
  while (std::getline(in, line)) out.push_back(Json::parse(line));
  return out;
}

TEST(SimTrace, EveryLineHasTheDocumentedKeys) {
  const LevelDef level = shippedLevel("01_first_steps");
  const TracedRun run = play(level, shippedDefence("01_first_steps"), 1, 1, 3000);
  const std::vector<Json> all = lines(run.trace);
  ASSERT_EQ(all.size(), 3001u);  // tick 0, then one line per step
  bool sawEnemy = false;
  bool sawTower = false;
  bool sawShot = false;
  for (size_t i = 0; i < all.size(); ++i) {
    const Json& l = all[i];
    ASSERT_EQ(l.at("tick").get<uint64_t>(), i);
    ASSERT_TRUE(l.at("gold").is_number_integer());
    ASSERT_TRUE(l.at("lives").is_number_integer());
    ASSERT_TRUE(l.at("killed").is_array());
    ASSERT_TRUE(l.at("escaped").is_array());
    for (const Json& e : l.at("enemies")) {
      sawEnemy = true;
      ASSERT_TRUE(e.at("id").is_number_unsigned());
      ASSERT_TRUE(e.at("kind").is_string());
      ASSERT_TRUE(e.at("x").is_number() && e.at("y").is_number() && e.at("heading").is_number());
      ASSERT_LE(std::fabs(e.at("heading").get<double>()), 3.1416);
      const std::string state = e.at("state");
      ASSERT_TRUE(state == "spawning" || state == "walking" || state == "slowed" || state == "dying") << state;
      ASSERT_GE(e.at("health").get<double>(), 0.0);
    }
    for (const Json& t : l.at("towers")) {
      sawTower = true;
      ASSERT_EQ(t.at("cell").size(), 2u);
      ASSERT_TRUE(t.at("kind").is_string());
      ASSERT_GE(t.at("level").get<int>(), 1);
      ASSERT_LE(t.at("level").get<int>(), 3);
    }
    for (const Json& p : l.at("projectiles")) {
      sawShot = true;
      ASSERT_TRUE(p.at("id").is_number_unsigned());
      ASSERT_TRUE(p.at("kind").is_string());
      ASSERT_TRUE(p.at("x").is_number() && p.at("y").is_number());
    }
  }
  EXPECT_TRUE(sawEnemy && sawTower && sawShot);
}

TEST(SimTrace, ThinnedTracesKeepTheFirstAndLastTickAndEveryFate) {
  const LevelDef level = shippedLevel("01_first_steps");
  const TracedRun full = play(level, {}, 1, 1);
  const TracedRun thin = play(level, {}, 1, 97);
  const std::vector<Json> all = lines(thin.trace);
  ASSERT_GE(all.size(), 3u);
  EXPECT_EQ(all.front().at("tick"), 0);
  EXPECT_EQ(all.back().at("tick").get<uint64_t>(), thin.ticks);
  for (size_t i = 1; i + 1 < all.size(); ++i) EXPECT_EQ(all[i].at("tick").get<uint64_t>() % 97, 0u);
  size_t fatesThin = 0;
  for (const Json& l : all) fatesThin += l.at("killed").size() + l.at("escaped").size();
  size_t fatesFull = 0;
  for (const Json& l : lines(full.trace)) fatesFull += l.at("killed").size() + l.at("escaped").size();
  EXPECT_EQ(fatesThin, fatesFull);
  EXPECT_GT(fatesFull, 0u);
}

TEST(SimTrace, WritingATraceDoesNotChangeTheGame) {
  const LevelDef level = shippedLevel("03_crossroads");
  const std::vector<ActionDef> defence = shippedDefence("03_crossroads");
  const TracedRun traced = play(level, defence, 7, 1);
  const TracedRun untraced = play(level, defence, 7, 0);
  EXPECT_EQ(traced.hash, untraced.hash);
  EXPECT_EQ(traced.ticks, untraced.ticks);
  EXPECT_TRUE(untraced.trace.empty());
}

struct InvariantCase {
  const char* level;
  bool defended;
  uint64_t seed;
};

class SimTraceInvariants : public ::testing::TestWithParam<InvariantCase> {};

// Read back from the trace alone: no ground enemy is ever outside the map,
// on impassable terrain or on a tower's cell; an enemy killed lingers only
// as a corpse and one that escaped is never seen again; every enemy ends
// killed or escaped, except those still on the map when the game is lost.
TEST_P(SimTraceInvariants, HoldOnEveryTick) {
  const InvariantCase c = GetParam();
  const LevelDef level = shippedLevel(c.level);
  const Grid grid = makeGrid(level);
  const GameDefs& defs = test::shippedDefs();
  const TracedRun run = play(level, c.defended ? shippedDefence(c.level) : std::vector<ActionDef>{}, c.seed, 1);
  EXPECT_EQ(run.result, c.defended ? GameResult::Won : GameResult::Lost);

  enum class Fate { None, Killed, Escaped };
  std::map<uint32_t, Fate> fate;
  std::istringstream in(run.trace);
  std::string text;
  Json last;
  uint64_t checked = 0;
  while (std::getline(in, text)) {
    const Json l = Json::parse(text);
    std::set<std::pair<int, int>> towerCells;
    for (const Json& t : l["towers"]) towerCells.insert({t["cell"][0].get<int>(), t["cell"][1].get<int>()});
    for (const Json& e : l["enemies"]) {
      const auto id = e["id"].get<uint32_t>();
      const auto [it, fresh] = fate.try_emplace(id, Fate::None);
      ASSERT_NE(it->second, Fate::Escaped) << "enemy " << id << " seen after it escaped, tick " << l["tick"];
      const std::string state = e["state"];
      if (it->second == Fate::Killed) {
        ASSERT_EQ(state, "dying") << "enemy " << id << " walks after its death";
      }
      const EnemyDef& def = defs.enemies[static_cast<size_t>(defs.enemyIndex(e["kind"].get<std::string>()))];
      if (def.flying || state == "dying") continue;
      const double x = e["x"];
      const double y = e["y"];
      const Cell cell{static_cast<int32_t>(std::floor(x)), static_cast<int32_t>(std::floor(y))};
      ASSERT_TRUE(grid.contains(cell)) << "enemy " << id << " outside the map at tick " << l["tick"];
      ASSERT_TRUE(grid.passable(cell)) << "enemy " << id << " on impassable terrain at tick " << l["tick"];
      ASSERT_FALSE(towerCells.count({cell.x, cell.y})) << "enemy " << id << " on a tower at tick " << l["tick"];
      ++checked;
    }
    for (const char* key : {"killed", "escaped"}) {
      for (const Json& id : l[key]) {
        const auto it = fate.find(id.get<uint32_t>());
        ASSERT_NE(it, fate.end()) << "a fate for enemy " << id << ", never seen";
        ASSERT_EQ(it->second, Fate::None) << "enemy " << id << " met two fates";
        it->second = std::string(key) == "killed" ? Fate::Killed : Fate::Escaped;
      }
    }
    last = l;
  }
  EXPECT_EQ(fate.size(), run.spawned) << "every enemy spawned appears in the trace";
  std::set<uint32_t> onMapAtEnd;
  for (const Json& e : last["enemies"]) {
    if (e["state"] != "dying") onMapAtEnd.insert(e["id"].get<uint32_t>());
  }
  for (const auto& [id, f] : fate) {
    if (f != Fate::None) continue;
    EXPECT_TRUE(run.result == GameResult::Lost && onMapAtEnd.count(id)) << "enemy " << id << " vanished";
  }
  if (run.result == GameResult::Won) {
    EXPECT_TRUE(last["enemies"].empty());
  }
  EXPECT_GT(checked, 1000u);
}

std::vector<InvariantCase> everyShippedRun() {
  std::vector<InvariantCase> cases;
  for (const char* level :
       {"01_first_steps", "02_open_field", "03_crossroads", "04_two_gates", "05_mudflats", "06_grand_campaign"}) {
    for (const bool defended : {false, true}) {
      for (const uint64_t seed : {1u, 7u}) cases.push_back({level, defended, seed});
    }
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(EveryShippedLevel, SimTraceInvariants, ::testing::ValuesIn(everyShippedRun()),
                         [](const ::testing::TestParamInfo<InvariantCase>& p) {
                           return std::string(p.param.level) + (p.param.defended ? "_defended" : "_undefended") +
                                  "_seed" + std::to_string(p.param.seed);
                         });

}  // namespace
}  // namespace td
