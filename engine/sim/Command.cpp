#include "engine/sim/Command.h"

#include "engine/core/MessageMark.h"

namespace td {

const char* describe(CommandStatus status) {
  switch (status) {
    case CommandStatus::Ok:
      return "ok";
    case CommandStatus::GameOver:
      return N_("the game is over");
    case CommandStatus::UnknownTower:
      return N_("no such tower");
    case CommandStatus::TowerNotAllowed:
      return N_("this tower is not available on this level");
    case CommandStatus::NotEnoughGold:
      return N_("not enough gold");
    case CommandStatus::PlacementRefused:
      return N_("cannot build here");
    case CommandStatus::NoTower:
      return N_("no tower there");
    case CommandStatus::MaxLevel:
      return N_("already at the highest level");
    case CommandStatus::NoMoreWaves:
      return N_("no more waves");
    case CommandStatus::NoHero:
      return N_("this level has no hero");
    case CommandStatus::HeroDead:
      return N_("the hero is down until it respawns");
    case CommandStatus::HeroCannotReach:
      return N_("the hero cannot get there");
    case CommandStatus::HeroInTheWay:
      return N_("that is where the hero stands");
    case CommandStatus::NotAtTopLevel:
      return N_("a tower specialises only at its top level");
    case CommandStatus::NoSuchSpecialisation:
      return N_("this tower has no such specialisation");
    case CommandStatus::AlreadySpecialised:
      return N_("this tower has specialised already");
    case CommandStatus::Forbidden:
      return N_("this challenge does not allow that");
    case CommandStatus::NoAbility:
      return N_("this tower has no ability");
    case CommandStatus::AbilityRecharging:
      return N_("its ability is recharging");
  }
  return "unknown";
}

}  // namespace td
