#pragma once

#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/sim/ActionDef.h"
#include "engine/sim/TargetMode.h"
#include "engine/sim/World.h"

namespace td {

enum class PlanStepKind : uint8_t { Build, Upgrade, Target, HeroPost, HeroUpgrade, Wait, Specialise };

// One move of an automatic player's defence plan. Plans are played in order,
// each step as soon as the world can afford it (engine/rate/PlanRun.h), so a
// plan says what to buy and in which order, not when; only a Wait says "not
// before": the steps after it wait until `waves` waves have started (the
// first-play player, engine/rate/FirstPlaySearch.h, decides wave by wave).
struct PlanStep {
  PlanStepKind kind = PlanStepKind::Build;
  uint16_t tower = 0;                   // Build: the tower kind; Specialise: the specialisation's index
  Cell cell;                            // Build, Upgrade, Target, Specialise
  TargetMode mode = TargetMode::First;  // Target
  Vec2 point;                           // HeroPost: where the hero stands guard, in cell units
  int32_t waves = 0;                    // Wait: the waves that must have started before the plan goes on

  bool operator==(const PlanStep&) const = default;
};

// The gold the step needs now: 0 for orders and waits, and for steps the
// world would refuse whatever the gold (a maxed tower, no hero).
int32_t stepCost(const World& world, const PlanStep& step);

// Sends the step to the world as the matching command. A Wait is no command:
// PlanRun plays it, and here it does nothing.
CommandResult applyStep(World& world, const PlanStep& step);

// The step as a line of an actions file (io/ActionsJson.h), applied at `tick`;
// not for a Wait, which has no line.
ActionDef stepAction(const World& world, const PlanStep& step, uint64_t tick);

}  // namespace td
