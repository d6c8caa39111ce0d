#include <gtest/gtest.h>

#include "engine/sim/World.h"
#include "game/play/PlayController.h"
#include "tests/engine/support/TestDefs.h"
#include "tests/game/support/SpecialisedDefs.h"

namespace td {
namespace {

using test::testDefs;
using test::testLevel;
using test::wave;

// Spawn on the left, goal on the right, a rock wall with one gap in the middle.
const std::vector<std::string> kMap = {
    "........", "...#....", "S..#...G", "...#....", "...#....",
};

class PlayControllerTest : public ::testing::Test {
 protected:
  GameDefs defs = testDefs();
  LevelDef level = testLevel(kMap, {wave("normal", 3, 1.0f), wave("normal", 3, 1.0f)}, 100);
};

TEST_F(PlayControllerTest, BuildBarListsAllowedKindsWithCostAndHotkey) {
  level.towers = {"arrow", "storm"};
  World world(level, defs, 1);
  PlayController c(world);
  const auto slots = c.buildSlots();
  ASSERT_EQ(slots.size(), 2u);
  EXPECT_EQ(defs.towers[slots[0].kind].id, "arrow");
  EXPECT_EQ(slots[0].cost, 10);
  EXPECT_EQ(slots[0].hotkey, 1);
  EXPECT_TRUE(slots[0].affordable);
  EXPECT_EQ(defs.towers[slots[1].kind].id, "storm");
  EXPECT_EQ(slots[1].hotkey, 2);
}

TEST_F(PlayControllerTest, UnaffordableKindsAreGreyed) {
  level.gold = 15;
  World world(level, defs, 1);
  PlayController c(world);
  const auto slots = c.buildSlots();
  // Every kind the level allows has its slot, the fifth (hotkey 5) included.
  ASSERT_EQ(slots.size(), 5u);
  EXPECT_TRUE(slots[0].affordable);   // arrow, 10
  EXPECT_FALSE(slots[1].affordable);  // cannon, 20
  EXPECT_TRUE(slots[2].affordable);   // frost, 15
  EXPECT_FALSE(slots[3].affordable);  // storm, 30
  EXPECT_FALSE(slots[4].affordable);  // discus, 60
  EXPECT_EQ(slots[4].hotkey, 5);
}

TEST_F(PlayControllerTest, PickingASlotTwiceDropsIt) {
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(1);
  ASSERT_TRUE(c.buildKind());
  EXPECT_EQ(defs.towers[*c.buildKind()].id, "cannon");
  c.pickSlot(1);
  EXPECT_FALSE(c.buildKind());
  c.pickSlot(7);  // no such slot
  EXPECT_FALSE(c.buildKind());
}

TEST_F(PlayControllerTest, GhostExplainsRefusals) {
  World world(level, defs, 1);
  PlayController c(world);
  EXPECT_FALSE(c.ghostAt({1, 1}));  // nothing picked: no ghost
  c.pickSlot(0);
  const auto ok = c.ghostAt({1, 1});
  ASSERT_TRUE(ok);
  EXPECT_TRUE(ok->allowed);
  EXPECT_FLOAT_EQ(ok->range, 3.5f);
  const auto rock = c.ghostAt({3, 1});
  ASSERT_TRUE(rock);
  EXPECT_FALSE(rock->allowed);
  EXPECT_EQ(rock->reason, "Cannot build on this terrain");
  const auto spawn = c.ghostAt({0, 2});
  EXPECT_FALSE(spawn->allowed);
  EXPECT_EQ(spawn->reason, "Cannot build on a spawn or a goal");
}

TEST_F(PlayControllerTest, NoGhostOverATowerWhichAClickWouldSelect) {
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  EXPECT_EQ(c.clickCell({1, 1}), "");
  ASSERT_TRUE(c.buildKind());  // still picked: gold is left for another
  EXPECT_FALSE(c.ghostAt({1, 1}));
  ASSERT_TRUE(c.ghostAt({1, 3}));
}

TEST_F(PlayControllerTest, ThePickStaysWhenTheGoldForAnotherRunsOut) {
  World world(testLevel({"S......G", "........"}, {wave("fast", 1, 1.0f)}, 15, 10), defs, 1);
  PlayController c(world);
  c.pickSlot(0);  // arrow, 10
  EXPECT_EQ(c.clickCell({2, 1}), "");
  ASSERT_TRUE(c.buildKind());  // greyed, not dropped: Esc drops it, as the player expects
  EXPECT_FALSE(c.buildSlots()[0].affordable);
  const auto ghost = c.ghostAt({4, 1});
  ASSERT_TRUE(ghost);
  EXPECT_FALSE(ghost->allowed);
  EXPECT_EQ(ghost->reason, "Not enough gold");
  EXPECT_NE(c.clickCell({4, 1}), "");  // refused, with the reason
  c.dropAll();
  EXPECT_FALSE(c.buildKind());
}

TEST_F(PlayControllerTest, NoGhostOnceTheLevelIsOver) {
  const LevelDef l = testLevel({"S......G"}, {wave("fast", 1, 1.0f)}, 100, 1);
  World world(l, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  ASSERT_TRUE(c.ghostAt({3, 0}));
  for (int t = 0; t < 60 * 60 && world.result() == GameResult::Playing; ++t) world.step();
  ASSERT_EQ(world.result(), GameResult::Lost);
  EXPECT_FALSE(c.ghostAt({3, 0}));
}

TEST_F(PlayControllerTest, GhostRefusesToSealTheOnlyGap) {
  const LevelDef l = testLevel({"........", "S..#...G", "...#...."}, {wave("normal", 1, 1.0f)});
  World world(l, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  // (3, 0) is the only way past the rocks.
  const auto g = c.ghostAt({3, 0});
  ASSERT_TRUE(g);
  EXPECT_FALSE(g->allowed);
  EXPECT_EQ(g->reason, "Would seal the route from a spawn");
}

TEST_F(PlayControllerTest, ClicksBuildThenSelect) {
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  EXPECT_EQ(c.clickCell({1, 1}), "");
  EXPECT_TRUE(world.towers().contains(world.towerAt({1, 1})));
  EXPECT_EQ(world.gold(), 90);
  EXPECT_TRUE(c.buildKind());  // still picked: more are affordable
  EXPECT_EQ(c.clickCell({3, 2}), "Cannot build on this terrain");
  // Clicking the tower selects it and drops the picked kind.
  c.clickCell({1, 1});
  EXPECT_FALSE(c.buildKind());
  ASSERT_NE(c.selected(), nullptr);
  EXPECT_EQ(c.selected()->cell, (Cell{1, 1}));
  c.clickCell({5, 4});  // empty ground
  EXPECT_EQ(c.selected(), nullptr);
}

TEST_F(PlayControllerTest, AWallHasTheLastSlotAndNeitherUpgradesNorAims) {
  TowerDef wall{"wall", "Wall", AttackKind::None, false, false, 1.0f, {}};
  wall.levels = {TowerLevelDef{}};
  wall.levels[0].params = NoAttackParams{};
  wall.levels[0].cost = 4;
  defs.towers.push_back(wall);
  World world(level, defs, 1);
  PlayController c(world);
  const auto slots = c.buildSlots();
  ASSERT_EQ(slots.size(), 6u);
  EXPECT_EQ(defs.towers[slots[5].kind].id, "wall");
  EXPECT_EQ(slots[5].hotkey, 6);
  c.pickSlot(5);
  EXPECT_EQ(c.clickCell({1, 1}), "");
  EXPECT_EQ(world.gold(), 96);
  c.clickCell({1, 1});
  ASSERT_NE(c.selected(), nullptr);
  const TargetMode before = c.selected()->mode;
  c.cycleTargetMode();
  EXPECT_EQ(c.selected()->mode, before);
  EXPECT_FALSE(c.panel()->canUpgrade);
  EXPECT_NE(c.upgradeSelected(), "");  // refused, with a reason
  EXPECT_EQ(world.gold(), 96);
}

TEST_F(PlayControllerTest, PanelUpgradesSellsAndCyclesTargeting) {
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  c.clickCell({1, 1});
  c.select({1, 1});
  auto p = c.panel();
  ASSERT_TRUE(p);
  EXPECT_EQ(p->name, "Archer");
  EXPECT_EQ(p->level, 1);
  ASSERT_TRUE(p->upgradeCost);
  EXPECT_EQ(*p->upgradeCost, 15);
  EXPECT_TRUE(p->canUpgrade);
  EXPECT_EQ(p->refund, 10);  // all of it: built before the first wave, which has not started
  EXPECT_EQ(p->mode, TargetMode::First);

  c.cycleTargetMode();
  EXPECT_EQ(c.panel()->mode, TargetMode::Last);
  for (int i = 0; i < 3; ++i) c.cycleTargetMode();
  EXPECT_EQ(c.panel()->mode, TargetMode::First);

  EXPECT_EQ(c.upgradeSelected(), "");
  EXPECT_EQ(c.upgradeSelected(), "");
  p = c.panel();
  EXPECT_EQ(p->level, 3);
  EXPECT_FALSE(p->upgradeCost);
  EXPECT_FALSE(p->canUpgrade);
  EXPECT_EQ(c.upgradeSelected(), "Already at the highest level");

  const int32_t before = world.gold();
  EXPECT_EQ(c.sellSelected(), "");
  EXPECT_EQ(world.gold(), before + 50);  // all of 10 + 15 + 25, before the wave
  EXPECT_EQ(c.selected(), nullptr);
  EXPECT_FALSE(world.towers().contains(world.towerAt({1, 1})));

  // Once a wave has started, 70 %.
  if (!c.buildKind()) c.pickSlot(0);
  c.clickCell({1, 1});
  ASSERT_TRUE(world.towers().contains(world.towerAt({1, 1})));
  ASSERT_TRUE(world.callNextWave().ok());
  c.select({1, 1});
  EXPECT_EQ(c.panel()->refund, 7);
}

TEST_F(PlayControllerTest, AtTheTopLevelThePanelOffersWhatTheTowerMayBecome) {
  defs = test::testDefsWithSpecialisations();
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  c.clickCell({1, 1});
  c.select({1, 1});
  EXPECT_TRUE(c.panel()->choices.empty());
  EXPECT_EQ(c.specialiseSelected(0), "A tower specialises only at its top level");
  ASSERT_EQ(c.upgradeSelected(), "");
  ASSERT_EQ(c.upgradeSelected(), "");
  auto p = c.panel();
  ASSERT_EQ(p->choices.size(), 2u);
  EXPECT_EQ(p->choices[0].name, "Marksman");
  EXPECT_EQ(p->choices[0].summary, "Shoots far and hard but slowly.");
  EXPECT_EQ(p->choices[0].cost, 40);
  EXPECT_TRUE(p->choices[0].affordable);  // 50 gold left
  EXPECT_EQ(p->choices[1].name, "Volley");
  EXPECT_EQ(p->choices[1].cost, 35);
  EXPECT_TRUE(p->spec.empty());

  EXPECT_EQ(c.specialiseSelected(0), "");
  EXPECT_EQ(world.gold(), 10);
  p = c.panel();
  EXPECT_TRUE(p->choices.empty());
  EXPECT_EQ(p->spec, "Marksman");
  // The panel's figures are the Marksman's.
  EXPECT_FLOAT_EQ(p->range, 7.0f);
  EXPECT_FLOAT_EQ(p->damage, 30.0f);
  EXPECT_EQ(c.specialiseSelected(1), "This tower has specialised already");
  EXPECT_EQ(c.selected()->spec, 0);
}

TEST_F(PlayControllerTest, ChoicesTooDearAreOfferedGreyedAndRefused) {
  defs = test::testDefsWithSpecialisations();
  level.gold = 80;
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(0);
  c.clickCell({1, 1});
  c.select({1, 1});
  ASSERT_EQ(c.upgradeSelected(), "");
  ASSERT_EQ(c.upgradeSelected(), "");
  const auto p = c.panel();
  ASSERT_EQ(p->choices.size(), 2u);  // 30 gold left
  EXPECT_FALSE(p->choices[0].affordable);
  EXPECT_FALSE(p->choices[1].affordable);
  EXPECT_EQ(c.specialiseSelected(1), "Not enough gold");
  EXPECT_EQ(c.selected()->spec, -1);
}

TEST_F(PlayControllerTest, AKindThatOffersNoneHasNoChoicesAtItsTop) {
  defs = test::testDefsWithSpecialisations();
  World world(level, defs, 1);
  PlayController c(world);
  c.pickSlot(1);  // the Cannon
  c.clickCell({1, 1});
  c.select({1, 1});
  ASSERT_EQ(c.upgradeSelected(), "");
  ASSERT_EQ(c.upgradeSelected(), "");
  ASSERT_EQ(c.panel()->level, 3);
  EXPECT_TRUE(c.panel()->choices.empty());
  EXPECT_TRUE(c.panel()->spec.empty());
  EXPECT_EQ(c.specialiseSelected(0), "This tower has no such specialisation");
}

TEST_F(PlayControllerTest, SpeedAndPauseDecideStepsPerFrame) {
  World world(level, defs, 1);
  PlayController c(world, 2);
  EXPECT_EQ(c.speed(), 2);
  EXPECT_EQ(c.stepsPerFrame(), 2);
  // F goes up through 4x, 8x and 16x, then back to 1x.
  for (const int32_t steps : {4, 8, 16, 1}) {
    c.cycleSpeed();
    EXPECT_EQ(c.stepsPerFrame(), steps);
  }
  c.setSpeed(16);
  EXPECT_EQ(c.stepsPerFrame(), 16);
  c.togglePause();
  EXPECT_EQ(c.stepsPerFrame(), 0);
  c.togglePause();
  c.setSpeed(3);  // not offered: back to 1x
  EXPECT_EQ(c.speed(), 1);
}

TEST_F(PlayControllerTest, HalfSpeedRunsHalfTheStepsOfEverySpeed) {
  World world(level, defs, 1);
  PlayController c(world, 1);
  c.setHalfSpeed(true);
  // 1x: a step every other frame; over ten frames, five.
  int32_t steps = 0;
  for (int i = 0; i < 10; ++i) {
    const int32_t now = c.stepsPerFrame();
    EXPECT_LE(now, 1);
    steps += now;
  }
  EXPECT_EQ(steps, 5);
  c.setSpeed(8);
  EXPECT_EQ(c.stepsPerFrame(), 4);
  c.togglePause();
  EXPECT_EQ(c.stepsPerFrame(), 0);
  c.togglePause();
  c.setHalfSpeed(false);
  EXPECT_EQ(c.stepsPerFrame(), 8);
}

TEST_F(PlayControllerTest, ALevelIsUnderWayOnceAStepOrAnActionChangedIt) {
  {
    World world(level, defs, 1);
    PlayController c(world);
    EXPECT_FALSE(c.underway());
    c.pickSlot(0);  // picking alone changes nothing
    EXPECT_FALSE(c.underway());
    EXPECT_TRUE(c.clickCell({1, 0}).empty());
    EXPECT_TRUE(c.underway());
  }
  {
    World world(level, defs, 1);
    PlayController c(world);
    world.step();
    EXPECT_TRUE(c.underway());
  }
  {
    World world(level, defs, 1);
    PlayController c(world);
    EXPECT_TRUE(c.callNextWave().empty());
    EXPECT_TRUE(c.underway());
  }
}

TEST_F(PlayControllerTest, ALevelThatIsOverIsNoLongerUnderWay) {
  level.lives = 1;
  World world(level, defs, 1);
  PlayController c(world);
  for (int i = 0; i < 60 * 120 && c.playing(); ++i) world.step();
  ASSERT_FALSE(c.playing());
  EXPECT_FALSE(c.underway());
}

TEST_F(PlayControllerTest, CallingWavesEarlyUntilNoneAreLeft) {
  World world(level, defs, 1);
  PlayController c(world);
  EXPECT_TRUE(c.canCallWave());
  EXPECT_EQ(c.callNextWave(), "");
  EXPECT_EQ(world.wavesStarted(), 1);
  EXPECT_EQ(c.callNextWave(), "");
  EXPECT_FALSE(c.canCallWave());
  EXPECT_EQ(c.callNextWave(), "No more waves");
}

TEST(RefusalTextTest, NamesTheSpawnOnlyWhenThereAreSeveral) {
  CommandResult r;
  r.status = CommandStatus::PlacementRefused;
  r.placement.status = PlacementStatus::SealsSpawn;
  r.placement.spawn = 1;
  EXPECT_EQ(refusalText(r, 1), "Would seal the route from a spawn");
  EXPECT_EQ(refusalText(r, 2), "Would seal the route from spawn 2");
  r.status = CommandStatus::NotEnoughGold;
  EXPECT_EQ(refusalText(r, 2), "Not enough gold");
  EXPECT_EQ(refusalText(CommandResult{}, 1), "");
}

}  // namespace
}  // namespace td

namespace td {
namespace {

TEST(PlayControllerWalls, ATowerPickedOverAWallShowsItsPriceAndAClickPutsItInTheWallsPlace) {
  const GameDefs defs = test::testDefsWithAWall();
  World world(testLevel(kMap, {wave("normal", 3, 1.0f)}, 100), defs, 1);
  PlayController c(world);
  c.pickSlot(5);  // the wall, sixth slot
  ASSERT_EQ(defs.towers[*c.buildKind()].id, "wall");
  EXPECT_EQ(c.clickCell({5, 1}), "");
  // A wall over a wall: the click selects it, as on any tower.
  EXPECT_FALSE(c.ghostAt({5, 1}));
  c.pickSlot(0);  // the Archer
  const auto ghost = c.ghostAt({5, 1});
  ASSERT_TRUE(ghost);
  EXPECT_TRUE(ghost->onWall);
  EXPECT_TRUE(ghost->allowed);
  EXPECT_EQ(ghost->cost, 2);  // 10 less the wall's 8, sold back in full in the countdown
  EXPECT_EQ(c.clickCell({5, 1}), "");
  EXPECT_EQ(defs.towers[world.towers().at(world.towerAt({5, 1}).index).kind].id, "arrow");
  EXPECT_EQ(world.gold(), 90);
  // The Archer stays picked for the next wall, and over a tower that attacks there is no ghost: a click selects.
  EXPECT_TRUE(c.buildKind());
  EXPECT_FALSE(c.ghostAt({5, 1}));
}

}  // namespace
}  // namespace td
