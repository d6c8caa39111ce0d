#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/rate/PlanRun.h"
#include "engine/rate/RouteTraffic.h"
#include "engine/rate/StepProposals.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kProposalLane = {
    "############",
    "S..........G",
    "..........##",
};

GameDefs defsWithArcherSpecialisations() {
  GameDefs defs = test::testDefs();
  defs.towers[0].specialisations = {
      {"marksman", "Marksman", "Far and hard.", {40, 7.0f, 1.2f, 50.0f, 28.0f, ArrowParams{1}}},
      {"volley", "Volley", "Three arrows.", {35, 4.5f, 0.45f, 12.0f, 18.0f, ArrowParams{3}}}};
  return defs;
}

// A top-level tower is offered its specialisations (each once) and no upgrade; the step the automatic player
// takes plays as a player's would, and the game it makes is an actions file that replays it.
TEST(StepProposals, ATopLevelTowerIsOfferedItsSpecialisations) {
  const GameDefs defs = defsWithArcherSpecialisations();
  const LevelDef level = test::testLevel(kProposalLane, {test::wave("normal", 20, 1.0f)}, 500, 20);
  World world(level, defs, 1);
  ASSERT_TRUE(world.build(0, {5, 2}).ok());
  ASSERT_TRUE(world.upgrade({5, 2}).ok());
  ProposalLimits limits;
  RouteTraffic traffic;
  RouteProbe probe;
  std::vector<PlanStep> steps;
  measureTraffic(world, traffic);
  proposeSteps(world, traffic, limits, false, probe, steps);
  const auto count = [&](PlanStepKind kind) {
    return std::count_if(steps.begin(), steps.end(), [&](const PlanStep& s) { return s.kind == kind; });
  };
  EXPECT_EQ(count(PlanStepKind::Specialise), 0);  // not at the top yet
  EXPECT_EQ(count(PlanStepKind::Upgrade), 1);
  ASSERT_TRUE(world.upgrade({5, 2}).ok());
  measureTraffic(world, traffic);
  proposeSteps(world, traffic, limits, false, probe, steps);
  EXPECT_EQ(count(PlanStepKind::Upgrade), 0);
  ASSERT_EQ(count(PlanStepKind::Specialise), 2);

  PlanRun run(level, defs, 1);
  PlanStep build;
  build.kind = PlanStepKind::Build;
  build.cell = {5, 2};
  PlanStep upgrade;
  upgrade.kind = PlanStepKind::Upgrade;
  upgrade.cell = {5, 2};
  PlanStep volley;
  volley.kind = PlanStepKind::Specialise;
  volley.cell = {5, 2};
  volley.tower = 1;
  for (const PlanStep& s : {build, upgrade, upgrade, volley}) run.add(s);
  run.finish(100'000);
  ASSERT_EQ(run.actions().size(), 4u);
  EXPECT_EQ(run.actions().back().kind, ActionKind::Specialise);
  EXPECT_EQ(run.actions().back().tower, "volley");
  const Tower& t = run.world().towers().at(run.world().towerAt({5, 2}).index);
  EXPECT_EQ(t.spec, 1);

  World again(level, defs, 1);
  size_t next = 0;
  while (again.result() == GameResult::Playing && again.tick() < 100'000) {
    for (; next < run.actions().size() && run.actions()[next].tick <= again.tick(); ++next) {
      ASSERT_TRUE(applyAction(again, run.actions()[next]).ok()) << next;
    }
    again.step();
  }
  EXPECT_EQ(again.stateHash(), run.world().stateHash());
}

}  // namespace
}  // namespace td
