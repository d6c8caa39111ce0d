#include "editor/model/LevelEquality.h"

#include <bit>
#include <cstdint>

namespace td::editor {
namespace {

// Bit for bit: 0.0 and -0.0 are saved differently, and NaN must equal itself
// for an edit that writes the same NaN back to count as no change.
bool sameFloat(float a, float b) { return std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b); }

bool sameTerrain(const TerrainDef& a, const TerrainDef& b) {
  return a.name == b.name && a.cost == b.cost && a.buildable == b.buildable;
}

bool sameGroup(const WaveGroupDef& a, const WaveGroupDef& b) {
  return a.enemy == b.enemy && a.count == b.count && sameFloat(a.interval, b.interval) && a.spawn == b.spawn &&
         sameFloat(a.delay, b.delay);
}

bool sameWave(const WaveDef& a, const WaveDef& b) {
  if (a.bonus != b.bonus || !sameFloat(a.health, b.health) || a.groups.size() != b.groups.size()) return false;
  for (size_t g = 0; g < a.groups.size(); ++g) {
    if (!sameGroup(a.groups[g], b.groups[g])) return false;
  }
  return true;
}

bool sameHero(const std::optional<HeroPlacement>& a, const std::optional<HeroPlacement>& b) {
  if (a.has_value() != b.has_value()) return false;
  return !a || (a->kind == b->kind && sameFloat(a->start.x, b->start.x) && sameFloat(a->start.y, b->start.y));
}

bool sameLanes(const std::vector<Lane>& a, const std::vector<Lane>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].spawn != b[i].spawn || a[i].waypoints != b[i].waypoints) return false;
  }
  return true;
}

// The seconds bit for bit too: the unused field of a cue keeps its default (LevelMessage.h), so it compares equal.
bool sameMessages(const std::vector<LevelMessage>& a, const std::vector<LevelMessage>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].cue != b[i].cue || a[i].wave != b[i].wave || !sameFloat(a[i].seconds, b[i].seconds) ||
        a[i].text != b[i].text) {
      return false;
    }
  }
  return true;
}

// waveHealth bit for bit, as every other float; the rest as ChallengeDef compares it, so that a field added to it
// is compared here too.
bool sameChallenges(const std::vector<ChallengeDef>& a, const std::vector<ChallengeDef>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!sameFloat(a[i].waveHealth, b[i].waveHealth)) return false;
    ChallengeDef same = b[i];
    same.waveHealth = a[i].waveHealth;
    if (!(a[i] == same)) return false;
  }
  return true;
}

}  // namespace

bool sameSettings(const LevelDef& a, const LevelDef& b) {
  if (a.name != b.name || a.hint != b.hint || a.width != b.width || a.height != b.height || a.glyphs != b.glyphs ||
      a.spawns != b.spawns || a.goals != b.goals || a.connectivity != b.connectivity || a.gold != b.gold ||
      a.lives != b.lives || a.towers != b.towers || !sameFloat(a.firstWaveDelay, b.firstWaveDelay) ||
      !sameFloat(a.waveBreak, b.waveBreak) || !sameFloat(a.earlyBonusPerSecond, b.earlyBonusPerSecond) ||
      !sameHero(a.hero, b.hero) || !sameLanes(a.lanes, b.lanes) || a.lesson != b.lesson ||
      !sameMessages(a.messages, b.messages) || !sameChallenges(a.challenges, b.challenges) ||
      a.translations != b.translations) {
    return false;
  }
  if (a.terrains.size() != b.terrains.size() || a.waves.size() != b.waves.size()) return false;
  for (size_t k = 0; k < a.terrains.size(); ++k) {
    if (!sameTerrain(a.terrains[k], b.terrains[k])) return false;
  }
  for (size_t w = 0; w < a.waves.size(); ++w) {
    if (!sameWave(a.waves[w], b.waves[w])) return false;
  }
  return true;
}

bool sameLevel(const LevelDef& a, const LevelDef& b) { return a.tiles == b.tiles && sameSettings(a, b); }

}  // namespace td::editor
