#include "game/audio/SoundForEvent.h"

#include "game/kinds/AttackShow.h"

namespace td {

SoundId shootSound(AttackKind attack) { return attackShow(attack).shot; }

std::optional<SoundId> soundFor(const SimEvent& event, std::span<const AttackKind> towerAttacks) {
  switch (event.kind) {
    case SimEventKind::TowerFired:
      return event.subKind < towerAttacks.size() ? shootSound(towerAttacks[event.subKind]) : SoundId::ShootArrow;
    case SimEventKind::ProjectileHit:
      return SoundId::Hit;
    case SimEventKind::ShellBurst:
      return SoundId::Burst;
    case SimEventKind::EnemyKilled:
      return SoundId::Death;
    case SimEventKind::EnemyEscaped:
      return SoundId::Leak;
    case SimEventKind::WaveStarted:
      return SoundId::WaveStart;
    case SimEventKind::TowerBuilt:
      return SoundId::Build;
    case SimEventKind::TowerUpgraded:
    case SimEventKind::HeroUpgraded:
      return SoundId::Upgrade;
    case SimEventKind::TowerSpecialised:
    case SimEventKind::AbilityUsed:  // the same rising call: the tower's choice, spoken again
      return SoundId::Specialise;
    // The hero's own sounds: its blows must not pass for a shot landing, nor
    // its return for a wave coming.
    case SimEventKind::HeroStruck:
      return SoundId::Sword;
    case SimEventKind::HeroDied:
      return SoundId::HeroDown;
    case SimEventKind::HeroRespawned:
      return SoundId::HeroBack;
    case SimEventKind::TowerSold:
      return SoundId::Sell;
    case SimEventKind::Won:
      return SoundId::Win;
    case SimEventKind::Lost:
      return SoundId::Lose;
    case SimEventKind::EnemySpawned:
    case SimEventKind::EnemySlowed:
    case SimEventKind::WaveCleared:
    case SimEventKind::Rerouted:
    // A stun comes with the bolt that strikes it, whose crackle (TowerFired) is already heard at that moment; a
    // sound of its own would only double it, and a Thunderclap stunning a crowd would crowd out the rest. The
    // stars over the enemy show it instead (WorldRenderer).
    case SimEventKind::EnemyStunned:
      break;
  }
  return std::nullopt;
}

std::vector<AttackKind> towerAttacks(const GameDefs& defs) {
  std::vector<AttackKind> attacks;
  attacks.reserve(defs.towers.size());
  for (const TowerDef& tower : defs.towers) attacks.push_back(tower.attack);
  return attacks;
}

}  // namespace td
