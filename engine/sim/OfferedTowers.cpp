#include "engine/sim/OfferedTowers.h"

#include <algorithm>

namespace td {

void offeredTowerKinds(const LevelDef& level, const GameDefs& defs, std::vector<uint8_t>& out) {
  out.assign(defs.towers.size(), 0);
  size_t offered = 0;
  for (size_t kind = 0; kind < defs.towers.size() && offered < kMaxOfferedTowerKinds; ++kind) {
    const bool allowed = level.towers.empty() || std::find(level.towers.begin(), level.towers.end(),
                                                           defs.towers[kind].id) != level.towers.end();
    if (!allowed) continue;
    out[kind] = 1;
    ++offered;
  }
}

bool isMazeLevel(const LevelDef& level, const GameDefs& defs) {
  std::vector<uint8_t> offered;
  offeredTowerKinds(level, defs, offered);
  for (size_t kind = 0; kind < offered.size(); ++kind) {
    if (offered[kind] != 0 && !defs.towers[kind].attacks()) return true;
  }
  return false;
}

}  // namespace td
