#include "game/play/NewKinds.h"

#include "game/play/WavePreview.h"

namespace td {

std::optional<NewKind> nextNewKind(const persist::SeenKinds& seen, std::span<const uint16_t> towerKinds,
                                   const LevelDef& level, int32_t upcomingWave, const GameDefs& defs) {
  for (const uint16_t kind : towerKinds) {
    if (kind < defs.towers.size() && !seen.towers.contains(defs.towers[kind].id)) {
      return NewKind{NewKind::What::Tower, kind, -1};
    }
  }
  if (upcomingWave < 0 || static_cast<size_t>(upcomingWave) >= level.waves.size()) return std::nullopt;
  for (const WavePreviewLine& line : wavePreview(level.waves[static_cast<size_t>(upcomingWave)], defs)) {
    if (!seen.enemies.contains(defs.enemies[line.kind].id)) {
      return NewKind{NewKind::What::Enemy, line.kind, upcomingWave};
    }
  }
  return std::nullopt;
}

bool markSeen(persist::SeenKinds& seen, const NewKind& kind, const GameDefs& defs) {
  if (kind.what == NewKind::What::Tower) {
    return kind.kind < defs.towers.size() && seen.towers.insert(defs.towers[kind.kind].id).second;
  }
  return kind.kind < defs.enemies.size() && seen.enemies.insert(defs.enemies[kind.kind].id).second;
}

}  // namespace td
