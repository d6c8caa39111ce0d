#pragma once

#include <cstdint>

#include "engine/core/Cell.h"
#include "engine/path/PlacementCheck.h"

namespace td {

enum class CommandStatus : uint8_t {
  Ok,
  GameOver,         // the game is won or lost
  UnknownTower,     // no such tower kind
  TowerNotAllowed,  // the level does not offer this kind
  NotEnoughGold,
  PlacementRefused,  // see `placement`
  NoTower,           // no tower on that cell
  MaxLevel,          // already fully upgraded
  NoMoreWaves,
  NoHero,                // the level has no hero
  HeroDead,              // it cannot take orders until it respawns
  HeroCannotReach,       // no point it can stand on connects to where it is
  HeroInTheWay,          // a tower cannot go on the hero's cell
  NotAtTopLevel,         // a tower specialises only at its kind's top level
  NoSuchSpecialisation,  // its kind offers none of that id
  AlreadySpecialised,
  Forbidden,  // the challenge being played refuses this action
  NoAbility,  // the tower has no ability (none before it specialises, and not every choice has one)
  AbilityRecharging,
};

struct CommandResult {
  CommandStatus status = CommandStatus::Ok;
  PlacementResult placement;  // why a build was refused
  int32_t gold = 0;           // gold paid (build, upgrade) or received (sell, early wave)

  bool ok() const { return status == CommandStatus::Ok; }
};

// A refusal that carries nothing but its status.
inline CommandResult refused(CommandStatus status) {
  CommandResult r;
  r.status = status;
  return r;
}

// A sentence for the player or a log, e.g. "not enough gold" or
// "would seal the route from spawn 2".
const char* describe(CommandStatus status);

}  // namespace td
