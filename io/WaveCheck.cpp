#include "io/WaveCheck.h"

#include <string>

#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/ValueCheck.h"

namespace td {
namespace {

void checkGroup(const LevelDef& level, const WaveGroupDef& group, const std::string& path, bool spawnsKnown,
                const GameDefs* defs, JsonCheck& check) {
  if (group.enemy.empty()) {
    check.error(JsonCheck::key(path, "enemy"), phrase(N_("expected an enemy kind id, found an empty string")));
  } else if (defs != nullptr && defs->enemyIndex(group.enemy) < 0) {
    check.error(
        JsonCheck::key(path, "enemy"),
        // TRANSLATORS: {0} is the id the file names, {1} the ids the game knows, such as normal, fast, armoured.
        phrase(N_("unknown enemy kind \"{0}\" (known kinds: {1})"), group.enemy, knownIds(defs->enemies)));
  }
  checkWhole(check, JsonCheck::key(path, "count"), group.count, 1, kMaxGroupCount);
  checkReal(check, JsonCheck::key(path, "interval"), group.interval, kMinSpawnInterval, kMaxSpawnInterval);
  checkReal(check, JsonCheck::key(path, "delay"), group.delay, 0.0f, kMaxDelay);
  if (group.spawn < 0 || (spawnsKnown && static_cast<size_t>(group.spawn) >= level.spawns.size())) {
    const std::string at = JsonCheck::key(path, "spawn");
    const size_t spawns = level.spawns.size();
    if (!spawnsKnown) {
      // TRANSLATORS: {0} is the spawn index the file holds.
      check.error(at, phrase(N_("expected a spawn index of a spawn, found {0}"), group.spawn));
    } else if (spawns == 0) {
      // TRANSLATORS: {0} is the spawn index the file holds.
      check.error(at, phrase(N_("expected a spawn index of a spawn (the level has 0 spawns), found {0}"), group.spawn));
    } else {
      // TRANSLATORS: 0..{0} is the range of spawn indices, {1} the number of spawns, {2} the index the file holds.
      check.error(at, phrasePlural(NP_("expected a spawn index in 0..{0} (the level has {1} spawn), found {2}",
                                       "expected a spawn index in 0..{0} (the level has {1} spawns), found {2}"),
                                   static_cast<int64_t>(spawns), spawns - 1, spawns, group.spawn));
    }
  }
}

}  // namespace

void checkWaves(const LevelDef& level, bool spawnsKnown, const GameDefs* defs, JsonCheck& check) {
  if (level.waves.size() > kMaxWaves) {
    check.error("waves",
                phrasePlural(NP_("expected at most {0} wave, found {1}", "expected at most {0} waves, found {1}"),
                             static_cast<int64_t>(kMaxWaves), kMaxWaves, level.waves.size()));
    return;
  }
  for (size_t w = 0; w < level.waves.size(); ++w) {
    const WaveDef& wave = level.waves[w];
    const std::string path = JsonCheck::index("waves", w);
    checkWhole(check, JsonCheck::key(path, "bonus"), wave.bonus, 0, kMaxWaveBonus);
    checkReal(check, JsonCheck::key(path, "health"), wave.health, kMinWaveHealth, kMaxWaveHealth);
    const std::string groupsPath = JsonCheck::key(path, "groups");
    if (wave.groups.empty()) {
      // TRANSLATORS: a group of enemies of one kind in a wave.
      check.error(groupsPath, phrase(N_("expected at least one group")));
      continue;
    }
    if (wave.groups.size() > kMaxWaveGroups) {
      check.error(groupsPath,
                  // TRANSLATORS: groups of enemies in a wave.
                  phrasePlural(NP_("expected at most {0} group, found {1}", "expected at most {0} groups, found {1}"),
                               static_cast<int64_t>(kMaxWaveGroups), kMaxWaveGroups, wave.groups.size()));
      continue;
    }
    for (size_t g = 0; g < wave.groups.size(); ++g) {
      checkGroup(level, wave.groups[g], JsonCheck::index(groupsPath, g), spawnsKnown, defs, check);
    }
  }
}

void checkWaveTiming(const LevelDef& level, JsonCheck& check) {
  checkReal(check, "firstWaveDelay", level.firstWaveDelay, 0.0f, kMaxDelay);
  checkReal(check, "waveBreak", level.waveBreak, 0.0f, kMaxDelay);
  checkReal(check, "earlyBonusPerSecond", level.earlyBonusPerSecond, 0.0f, kMaxEarlyBonusPerSecond);
}

}  // namespace td
