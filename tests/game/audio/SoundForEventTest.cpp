#include <gtest/gtest.h>

#include <vector>

#include "game/audio/EventSounds.h"
#include "game/audio/SoundForEvent.h"

namespace td {
namespace {

SimEvent event(SimEventKind kind, uint16_t subKind = 0) {
  SimEvent e;
  e.kind = kind;
  e.subKind = subKind;
  return e;
}

TEST(SoundForEvent, AShotSoundsLikeItsTowersAttack) {
  const std::vector<AttackKind> attacks = {AttackKind::Frost, AttackKind::Arrow, AttackKind::Lightning,
                                           AttackKind::Shell};
  EXPECT_EQ(soundFor(event(SimEventKind::TowerFired, 0), attacks), SoundId::ShootFrost);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerFired, 1), attacks), SoundId::ShootArrow);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerFired, 2), attacks), SoundId::ShootLightning);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerFired, 3), attacks), SoundId::ShootCannon);
  // A kind the table does not know still makes a sound.
  EXPECT_EQ(soundFor(event(SimEventKind::TowerFired, 9), attacks), SoundId::ShootArrow);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerFired, 3)), SoundId::ShootArrow);
}

TEST(SoundForEvent, TowerAttacksFollowTheDefinitions) {
  GameDefs defs;
  defs.towers.resize(2);
  defs.towers[0].attack = AttackKind::Lightning;
  defs.towers[1].attack = AttackKind::Shell;
  EXPECT_EQ(towerAttacks(defs), (std::vector<AttackKind>{AttackKind::Lightning, AttackKind::Shell}));
}

TEST(SoundForEvent, GameEventsHaveTheirCues) {
  EXPECT_EQ(soundFor(event(SimEventKind::ProjectileHit)), SoundId::Hit);
  EXPECT_EQ(soundFor(event(SimEventKind::ShellBurst)), SoundId::Burst);
  EXPECT_EQ(soundFor(event(SimEventKind::EnemyKilled)), SoundId::Death);
  EXPECT_EQ(soundFor(event(SimEventKind::EnemyEscaped)), SoundId::Leak);
  EXPECT_EQ(soundFor(event(SimEventKind::WaveStarted)), SoundId::WaveStart);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerBuilt)), SoundId::Build);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerUpgraded)), SoundId::Upgrade);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerSpecialised)), SoundId::Specialise);
  EXPECT_EQ(soundFor(event(SimEventKind::TowerSold)), SoundId::Sell);
  EXPECT_EQ(soundFor(event(SimEventKind::Won)), SoundId::Win);
  EXPECT_EQ(soundFor(event(SimEventKind::Lost)), SoundId::Lose);
}

TEST(SoundForEvent, TheHeroHasSoundsOfItsOwn) {
  EXPECT_EQ(soundFor(event(SimEventKind::HeroStruck)), SoundId::Sword);
  EXPECT_EQ(soundFor(event(SimEventKind::HeroDied)), SoundId::HeroDown);
  EXPECT_EQ(soundFor(event(SimEventKind::HeroRespawned)), SoundId::HeroBack);
  EXPECT_EQ(soundFor(event(SimEventKind::HeroUpgraded)), SoundId::Upgrade);
  // Not a shot landing, a leak or a wave: the player must tell them apart.
  EXPECT_NE(soundFor(event(SimEventKind::HeroStruck)), soundFor(event(SimEventKind::ProjectileHit)));
  EXPECT_NE(soundFor(event(SimEventKind::HeroRespawned)), soundFor(event(SimEventKind::WaveStarted)));
}

TEST(SoundForEvent, BackgroundEventsAreSilent) {
  EXPECT_EQ(soundFor(event(SimEventKind::EnemySpawned)), std::nullopt);
  EXPECT_EQ(soundFor(event(SimEventKind::EnemySlowed)), std::nullopt);
  EXPECT_EQ(soundFor(event(SimEventKind::WaveCleared)), std::nullopt);
  EXPECT_EQ(soundFor(event(SimEventKind::Rerouted)), std::nullopt);
  // A stun is heard as the bolt that struck it.
  EXPECT_EQ(soundFor(event(SimEventKind::EnemyStunned)), std::nullopt);
}

TEST(SoundForEvent, ASpecialisationIsNotHeardAsAnUpgrade) {
  EXPECT_NE(soundFor(event(SimEventKind::TowerSpecialised)), soundFor(event(SimEventKind::TowerUpgraded)));
}

TEST(EventSounds, ASpecialisationIsHeardOnceAMoment) {
  // One cue however many towers specialise in a tick (a replay's burst of commands), like an upgrade.
  EventSounds sounds;
  int heard = 0;
  for (int i = 0; i < 5; ++i) heard += sounds.admit(event(SimEventKind::TowerSpecialised), 1.0) ? 1 : 0;
  EXPECT_EQ(heard, 1);
  EXPECT_EQ(EventSounds::pitchJitter(SoundId::Specialise), 0.0f);
}

TEST(EventSounds, FiveHundredTowersFiringAtOnceMakeAFewShots) {
  EventSounds sounds({AttackKind::Arrow, AttackKind::Shell});
  std::vector<SimEvent> tick;
  for (int i = 0; i < 500; ++i) tick.push_back(event(SimEventKind::TowerFired, static_cast<uint16_t>(i % 2)));
  tick.push_back(event(SimEventKind::Won));
  int arrows = 0;
  int cannons = 0;
  int wins = 0;
  for (const SimEvent& e : tick) {
    const std::optional<SoundId> id = sounds.admit(e, 3.0);
    arrows += id == SoundId::ShootArrow ? 1 : 0;
    cannons += id == SoundId::ShootCannon ? 1 : 0;
    wins += id == SoundId::Win ? 1 : 0;
  }
  EXPECT_EQ(arrows, sounds.limiter().budget(SoundId::ShootArrow));
  EXPECT_EQ(cannons, sounds.limiter().budget(SoundId::ShootCannon));
  EXPECT_LE(arrows + cannons, 8);
  EXPECT_EQ(wins, 1);  // a rare cue is not crowded out by the volley
}

TEST(EventSounds, SilentEventsAreNotAdmitted) {
  EventSounds sounds;
  EXPECT_EQ(sounds.admit(event(SimEventKind::EnemySpawned), 0.0), std::nullopt);
}

TEST(EventSounds, OnlyRepeatedSoundsAreDetuned) {
  EXPECT_GT(EventSounds::pitchJitter(SoundId::ShootArrow), 0.0f);
  EXPECT_GT(EventSounds::pitchJitter(SoundId::Hit), 0.0f);
  EXPECT_EQ(EventSounds::pitchJitter(SoundId::Win), 0.0f);
  EXPECT_EQ(EventSounds::pitchJitter(SoundId::Click), 0.0f);
}

}  // namespace
}  // namespace td
