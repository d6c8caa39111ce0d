#include "engine/rate/PlanStep.h"

namespace td {

int32_t stepCost(const World& world, const PlanStep& step) {
  const GameDefs& defs = world.defs();
  switch (step.kind) {
    case PlanStepKind::Build:
      return step.tower < defs.towers.size() ? defs.towers[step.tower].levels[0].cost : 0;
    case PlanStepKind::Upgrade: {
      const Tower* tower = world.towers().get(world.towerAt(step.cell));
      if (!tower) return 0;
      const TowerDef& def = defs.towers[tower->kind];
      const size_t next = static_cast<size_t>(tower->level) + 1;
      return next < def.levels.size() ? def.levels[next].cost : 0;
    }
    case PlanStepKind::Specialise: {
      const Tower* tower = world.towers().get(world.towerAt(step.cell));
      if (!tower) return 0;
      const TowerDef& def = defs.towers[tower->kind];
      return canSpecialise(def, *tower) && step.tower < def.specialisations.size()
                 ? def.specialisations[step.tower].level.cost
                 : 0;
    }
    case PlanStepKind::HeroUpgrade: {
      const Hero* hero = world.hero();
      if (!hero) return 0;
      const HeroDef& def = *world.heroDef();
      const size_t next = static_cast<size_t>(hero->level) + 1;
      return next < def.levels.size() ? def.levels[next].cost : 0;
    }
    case PlanStepKind::Target:
    case PlanStepKind::HeroPost:
    case PlanStepKind::Wait:
      return 0;
  }
  return 0;
}

CommandResult applyStep(World& world, const PlanStep& step) {
  switch (step.kind) {
    case PlanStepKind::Build:
      return world.build(step.tower, step.cell);
    case PlanStepKind::Upgrade:
      return world.upgrade(step.cell);
    case PlanStepKind::Specialise:
      return world.specialise(step.cell, static_cast<int32_t>(step.tower));
    case PlanStepKind::Target:
      return world.setTargetMode(step.cell, step.mode);
    case PlanStepKind::HeroPost:
      return world.orderHero(step.point);
    case PlanStepKind::HeroUpgrade:
      return world.upgradeHero();
    case PlanStepKind::Wait:
      return {};
  }
  return refused(CommandStatus::GameOver);
}

ActionDef stepAction(const World& world, const PlanStep& step, uint64_t tick) {
  ActionDef a;
  a.tick = tick;
  a.cell = step.cell;
  switch (step.kind) {
    case PlanStepKind::Build:
      a.kind = ActionKind::Build;
      a.tower = world.defs().towers[step.tower].id;
      break;
    case PlanStepKind::Upgrade:
      a.kind = ActionKind::Upgrade;
      break;
    case PlanStepKind::Specialise: {
      a.kind = ActionKind::Specialise;
      const Tower* tower = world.towers().get(world.towerAt(step.cell));
      if (tower) a.tower = world.defs().towers[tower->kind].specialisations[step.tower].id;
      break;
    }
    case PlanStepKind::Target:
      a.kind = ActionKind::Target;
      a.mode = step.mode;
      break;
    case PlanStepKind::HeroPost:
      a.kind = ActionKind::Hero;
      a.point = step.point;
      break;
    case PlanStepKind::HeroUpgrade:
      a.kind = ActionKind::HeroUpgrade;
      break;
    case PlanStepKind::Wait:
      break;
  }
  return a;
}

}  // namespace td
