#include "engine/balance/PlayEstimate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace td {
namespace {

// The simulation sends at most one enemy of a group a tick.
constexpr double kTick = 1.0 / 60.0;

// The shortest 8-connected distance between two cells, in cells: what a
// route cannot beat whatever the map, and a flyer's straight line near enough.
double octile(Cell a, Cell b) {
  const double dx = std::abs(a.x - b.x);
  const double dy = std::abs(a.y - b.y);
  return std::max(dx, dy) + (std::sqrt(2.0) - 1.0) * std::min(dx, dy);
}

double nearestGoal(const LevelDef& level, Cell from) {
  double best = level.goals.empty() ? 0.0 : std::numeric_limits<double>::infinity();
  for (const Cell g : level.goals) best = std::min(best, octile(from, g));
  return best;
}

// How long the group's kind needs from its spawn to the nearest goal; zero
// when the definitions do not say.
double walkSeconds(const LevelDef& level, const GameDefs* defs, const WaveGroupDef& group) {
  if (defs == nullptr || group.spawn < 0 || static_cast<size_t>(group.spawn) >= level.spawns.size()) return 0.0;
  const int32_t kind = defs->enemyIndex(group.enemy);
  if (kind < 0) return 0.0;
  const double speed = defs->enemies[static_cast<size_t>(kind)].speed;
  if (!(speed > 0.0)) return 0.0;
  return nearestGoal(level, level.spawns[static_cast<size_t>(group.spawn)]) / speed;
}

}  // namespace

PlayEstimate estimatePlay(const LevelDef& level, const GameDefs* defs) {
  PlayEstimate estimate;
  if (level.waves.empty()) return estimate;
  estimate.sendSeconds = level.firstWaveDelay + static_cast<double>(level.waves.size() - 1) * level.waveBreak;
  for (const WaveDef& wave : level.waves) {
    double span = 0.0;
    double walk = 0.0;
    bool sends = false;
    for (const WaveGroupDef& group : wave.groups) {
      if (group.count <= 0) continue;
      sends = true;
      estimate.enemies += group.count;
      const double interval = std::max<double>(group.interval, kTick);
      span = std::max(span, group.delay + static_cast<double>(group.count - 1) * interval);
      walk = std::max(walk, walkSeconds(level, defs, group));
    }
    estimate.sendSeconds += span;
    // The level ends with the last wave's enemies.
    if (sends) estimate.walkSeconds = walk;
  }
  return estimate;
}

}  // namespace td
