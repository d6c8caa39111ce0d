#include "game/play/PracticeWaves.h"

#include <string>

namespace td {

std::vector<WaveDef> practiceWaves(const LevelDef& level, const GameDefs& defs) {
  std::vector<WaveDef> waves;
  if (defs.enemies.empty() || level.spawns.empty()) return waves;
  // Kinds by name where they exist, else whatever the definitions hold.
  const auto pick = [&](const char* id, size_t fallback) {
    const int32_t k = defs.enemyIndex(id);
    return defs.enemies[k >= 0 ? static_cast<size_t>(k) : fallback % defs.enemies.size()].id;
  };
  struct Plan {
    const char* enemy;
    int32_t count;
    float interval;
  };
  const Plan plans[][2] = {
      {{"normal", 8, 1.0f}, {"", 0, 0.f}},         {{"normal", 10, 0.8f}, {"fast", 4, 1.0f}},
      {{"swarm", 24, 0.3f}, {"normal", 6, 1.0f}},  {{"armoured", 6, 1.4f}, {"fast", 8, 0.6f}},
      {{"flying", 8, 0.9f}, {"normal", 12, 0.6f}}, {{"armoured", 10, 1.0f}, {"swarm", 30, 0.25f}},
      {{"boss", 1, 1.0f}, {"normal", 16, 0.5f}},
  };
  const auto spawns = static_cast<int32_t>(level.spawns.size());
  for (size_t w = 0; w < std::size(plans); ++w) {
    WaveDef wave;
    wave.bonus = 10 + 5 * static_cast<int32_t>(w);
    for (size_t g = 0; g < 2; ++g) {
      const Plan& p = plans[w][g];
      if (p.count == 0) continue;
      WaveGroupDef group;
      group.enemy = pick(p.enemy, w + g);
      group.count = p.count;
      group.interval = p.interval;
      group.spawn = static_cast<int32_t>(w + g) % spawns;
      group.delay = g == 0 ? 0.f : 3.f;
      wave.groups.push_back(group);
    }
    waves.push_back(wave);
  }
  return waves;
}

}  // namespace td
