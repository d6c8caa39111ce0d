#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "engine/sim/World.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kField = {
    "..........",
    "S........G",
    "..........",
};

// The test Archer (kind 0) with a far-shooting and a volley specialisation, the test Storm (kind 3) with a stun.
GameDefs defsWithSpecialisations() {
  GameDefs defs = test::testDefs();
  TowerDef& arrow = defs.towers[0];
  arrow.specialisations = {{"marksman", "Marksman", "Far and hard.", {40, 7.0f, 1.2f, 50.0f, 28.0f, ArrowParams{1}}},
                           {"volley", "Volley", "Three arrows.", {35, 4.5f, 0.45f, 12.0f, 18.0f, ArrowParams{3}}}};
  TowerDef& storm = defs.towers[3];
  storm.specialisations = {
      {"tempest", "Tempest", "Long chains.", {60, 3.8f, 1.0f, 20.0f, 0.0f, LightningParams{8, 0.0f}}},
      {"thunderclap", "Thunderclap", "Stuns.", {60, 3.6f, 1.2f, 1.0f, 0.0f, LightningParams{0, 2.0f}}}};
  return defs;
}

void toTopLevel(World& world, Cell cell) {
  ASSERT_TRUE(world.upgrade(cell).ok());
  ASSERT_TRUE(world.upgrade(cell).ok());
}

TEST(Specialisation, OnlyATopLevelTowerSpecialisesOnceForItsPrice) {
  const GameDefs defs = defsWithSpecialisations();
  World world(test::testLevel(kField, {test::wave("normal", 1, 1.0f)}, 200, 10), defs, 1);
  const Cell at{3, 0};
  ASSERT_TRUE(world.build(0, at).ok());
  EXPECT_EQ(world.specialise(at, 0).status, CommandStatus::NotAtTopLevel);
  toTopLevel(world, at);
  EXPECT_EQ(world.specialise(at, 2).status, CommandStatus::NoSuchSpecialisation);
  EXPECT_EQ(world.specialise(at, "sniper").status, CommandStatus::NoSuchSpecialisation);
  EXPECT_EQ(world.specialise({5, 0}, 0).status, CommandStatus::NoTower);
  const int32_t before = world.gold();
  const CommandResult done = world.specialise(at, "marksman");
  ASSERT_TRUE(done.ok());
  EXPECT_EQ(done.gold, 40);
  EXPECT_EQ(world.gold(), before - 40);
  const Tower& t = world.towers().at(world.towerAt(at).index);
  EXPECT_EQ(t.spec, 0);
  EXPECT_EQ(t.spent, 10 + 15 + 25 + 40);
  EXPECT_FLOAT_EQ(towerStats(defs.towers[0], t).range, 7.0f);
  EXPECT_EQ(world.specialise(at, 1).status, CommandStatus::AlreadySpecialised);
  EXPECT_EQ(world.upgrade(at).status, CommandStatus::MaxLevel);
  // The journal names the specialisation, so that a replay makes the same choice.
  ASSERT_FALSE(world.journal().empty());
  EXPECT_EQ(world.journal().back().kind, ActionKind::Specialise);
  EXPECT_EQ(world.journal().back().tower, "marksman");
  EXPECT_EQ(world.journal().back().cell, at);
}

TEST(Specialisation, AKindWithoutThemRefusesAndNotEnoughGoldWaits) {
  const GameDefs defs = defsWithSpecialisations();
  World world(test::testLevel(kField, {test::wave("normal", 1, 1.0f)}, 10 + 20 + 25 + 40 + 30, 10), defs, 1);
  ASSERT_TRUE(world.build(1, {3, 0}).ok());  // a Cannon: no specialisations in these definitions
  ASSERT_TRUE(world.upgrade({3, 0}).ok());
  ASSERT_TRUE(world.upgrade({3, 0}).ok());
  EXPECT_EQ(world.specialise({3, 0}, 0).status, CommandStatus::NoSuchSpecialisation);
  ASSERT_TRUE(world.build(0, {5, 0}).ok());
  ASSERT_TRUE(world.upgrade({5, 0}).ok());
  ASSERT_FALSE(world.upgrade({5, 0}).ok());  // 25 gold short
  EXPECT_EQ(world.specialise({5, 0}, 0).status, CommandStatus::NotAtTopLevel);
}

// A volley looses its arrows in one shot, each at a different enemy in range, the target among them.
TEST(Specialisation, AVolleyShootsAsManyEnemiesAtOnce) {
  const GameDefs defs = defsWithSpecialisations();
  World world(test::testLevel(kField, {test::wave("normal", 5, 0.4f)}, 500, 10), defs, 1);
  const Cell at{6, 0};
  ASSERT_TRUE(world.build(0, at).ok());
  toTopLevel(world, at);
  ASSERT_TRUE(world.specialise(at, "volley").ok());
  ASSERT_TRUE(world.callNextWave().ok());
  size_t most = 0;
  uint64_t seen = 0;  // the last serial of an arrow already counted
  for (int tick = 0; tick < 60 * 20 && world.result() == GameResult::Playing; ++tick) {
    world.step();
    std::set<uint32_t> targets;
    size_t fresh = 0;
    uint64_t newest = seen;
    for (uint32_t i = 0; i < world.projectiles().slotCount(); ++i) {
      if (!world.projectiles().aliveAt(i)) continue;
      const Projectile& p = world.projectiles().at(i);
      if (p.serial <= seen) continue;  // launched before this tick
      ++fresh;
      newest = std::max<uint64_t>(newest, p.serial);
      targets.insert(p.target.index);
    }
    seen = newest;
    EXPECT_EQ(targets.size(), fresh) << "two arrows of one volley at the same enemy, tick " << tick;
    most = std::max(most, fresh);
  }
  EXPECT_EQ(most, 3u);
}

// A Thunderclap's bolt holds every enemy it strikes where it stands for the stun's length.
TEST(Specialisation, AThunderclapStunsWhatItStrikes) {
  const GameDefs defs = defsWithSpecialisations();
  World world(test::testLevel(kField, {test::wave("armoured", 1, 1.0f)}, 500, 10), defs, 1);
  const Cell at{4, 0};
  ASSERT_TRUE(world.build(3, at).ok());
  toTopLevel(world, at);
  ASSERT_TRUE(world.specialise(at, "thunderclap").ok());
  ASSERT_TRUE(world.callNextWave().ok());
  const Enemy* stunned = nullptr;
  for (int tick = 0; tick < 60 * 20 && stunned == nullptr; ++tick) {
    world.step();
    for (uint32_t i = 0; i < world.enemies().slotCount(); ++i) {
      if (world.enemies().aliveAt(i) && world.enemies().at(i).stunTime > 0.0f) stunned = &world.enemies().at(i);
    }
  }
  ASSERT_NE(stunned, nullptr);
  const Vec2 where = stunned->pos;
  // A second less a tick: the bolt (every 1.2 s) strikes again before the stun ends, and it never moves.
  for (int tick = 0; tick < 59; ++tick) {
    world.step();
    EXPECT_EQ(stunned->pos.x, where.x);
    EXPECT_EQ(stunned->pos.y, where.y);
  }
}

}  // namespace
}  // namespace td
