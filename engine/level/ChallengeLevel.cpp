#include "engine/level/ChallengeLevel.h"

namespace td {

LevelDef challengeLevel(const LevelDef& level, const ChallengeDef& challenge) {
  LevelDef out = level;
  if (!challenge.towers.empty()) out.towers = challenge.towers;
  if (challenge.lives) out.lives = *challenge.lives;
  if (challenge.gold) out.gold = *challenge.gold;
  for (WaveDef& wave : out.waves) wave.health *= challenge.waveHealth;
  return out;
}

const ChallengeDef* findChallenge(const LevelDef& level, std::string_view id) {
  for (const ChallengeDef& c : level.challenges) {
    if (c.id == id) return &c;
  }
  return nullptr;
}

}  // namespace td
