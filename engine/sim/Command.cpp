#include "engine/sim/Command.h"

namespace td {

const char* describe(CommandStatus status) {
  switch (status) {
    case CommandStatus::Ok:
      return "ok";
    case CommandStatus::GameOver:
      return "the game is over";
    case CommandStatus::UnknownTower:
      return "no such tower";
    case CommandStatus::TowerNotAllowed:
      return "this tower is not available on this level";
    case CommandStatus::NotEnoughGold:
      return "not enough gold";
    case CommandStatus::PlacementRefused:
      return "cannot build here";
    case CommandStatus::NoTower:
      return "no tower there";
    case CommandStatus::MaxLevel:
      return "already at the highest level";
    case CommandStatus::NoMoreWaves:
      return "no more waves";
    case CommandStatus::NoHero:
      return "this level has no hero";
    case CommandStatus::HeroDead:
      return "the hero is down until it respawns";
    case CommandStatus::HeroCannotReach:
      return "the hero cannot get there";
    case CommandStatus::HeroInTheWay:
      return "that is where the hero stands";
  }
  return "unknown";
}

}  // namespace td
