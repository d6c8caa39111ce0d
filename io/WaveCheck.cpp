#include "io/WaveCheck.h"

#include <string>

#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/ValueCheck.h"

namespace td {
namespace {

void checkGroup(const LevelDef& level, const WaveGroupDef& group, const std::string& path, bool spawnsKnown,
                const GameDefs* defs, JsonCheck& check) {
  if (group.enemy.empty()) {
    check.error(JsonCheck::key(path, "enemy"), "expected an enemy kind id, found an empty string");
  } else if (defs != nullptr && defs->enemyIndex(group.enemy) < 0) {
    check.error(JsonCheck::key(path, "enemy"),
                "unknown enemy kind \"" + group.enemy + "\" (known kinds: " + knownIds(defs->enemies) + ")");
  }
  checkWhole(check, JsonCheck::key(path, "count"), group.count, 1, kMaxGroupCount);
  checkReal(check, JsonCheck::key(path, "interval"), group.interval, kMinSpawnInterval, kMaxSpawnInterval);
  checkReal(check, JsonCheck::key(path, "delay"), group.delay, 0.0f, kMaxDelay);
  if (group.spawn < 0 || (spawnsKnown && static_cast<size_t>(group.spawn) >= level.spawns.size())) {
    const std::string have = spawnsKnown ? " (the level has " + std::to_string(level.spawns.size()) +
                                               (level.spawns.size() == 1 ? " spawn)" : " spawns)")
                                         : "";
    const std::string range =
        spawnsKnown && !level.spawns.empty() ? "in 0.." + std::to_string(level.spawns.size() - 1) : "of a spawn";
    check.error(JsonCheck::key(path, "spawn"),
                "expected a spawn index " + range + have + ", found " + std::to_string(group.spawn));
  }
}

}  // namespace

void checkWaves(const LevelDef& level, bool spawnsKnown, const GameDefs* defs, JsonCheck& check) {
  if (level.waves.size() > kMaxWaves) {
    check.error("waves", "expected at most " + std::to_string(kMaxWaves) + " waves, found " +
                             std::to_string(level.waves.size()));
    return;
  }
  for (size_t w = 0; w < level.waves.size(); ++w) {
    const WaveDef& wave = level.waves[w];
    const std::string path = JsonCheck::index("waves", w);
    checkWhole(check, JsonCheck::key(path, "bonus"), wave.bonus, 0, kMaxWaveBonus);
    checkReal(check, JsonCheck::key(path, "health"), wave.health, kMinWaveHealth, kMaxWaveHealth);
    const std::string groupsPath = JsonCheck::key(path, "groups");
    if (wave.groups.empty()) {
      check.error(groupsPath, "expected at least one group");
      continue;
    }
    if (wave.groups.size() > kMaxWaveGroups) {
      check.error(groupsPath, "expected at most " + std::to_string(kMaxWaveGroups) + " groups, found " +
                                  std::to_string(wave.groups.size()));
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
