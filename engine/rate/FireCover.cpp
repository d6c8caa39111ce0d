#include "engine/rate/FireCover.h"

#include <algorithm>
#include <cmath>

#include "engine/sim/CellPoints.h"
#include "engine/sim/World.h"
#include "engine/sim/attack/AttackRow.h"

namespace td {

float damageRate(const TowerLevelDef& level) {
  const float targets = attackRow(attackKindOf(level.params)).targetsPerShot(level);
  return level.damage * targets / std::max(0.05f, level.fireInterval);
}

void FireCover::measure(const World& world) {
  width_ = world.grid().width();
  height_ = world.grid().height();
  rate_.assign(static_cast<size_t>(width_) * static_cast<size_t>(height_), 0.0f);
  empty_ = true;
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (!towers.aliveAt(i)) continue;
    const Tower& t = towers.at(i);
    const TowerDef& def = world.defs().towers[t.kind];
    if (!def.attacks() || !def.hitsGround) continue;
    const TowerLevelDef& level = towerStats(def, t);
    const float dps = damageRate(level);
    const Vec2 centre = centreOf(t.cell);
    const int r = static_cast<int>(std::ceil(level.range));
    for (int y = std::max(0, t.cell.y - r); y <= std::min(height_ - 1, t.cell.y + r); ++y) {
      for (int x = std::max(0, t.cell.x - r); x <= std::min(width_ - 1, t.cell.x + r); ++x) {
        if (distance(centre, centreOf({x, y})) > level.range) continue;
        rate_[static_cast<size_t>(y) * static_cast<size_t>(width_) + static_cast<size_t>(x)] += dps;
        empty_ = false;
      }
    }
  }
}

double FireCover::along(std::span<const Cell> route) const {
  double sum = 0.0;
  for (const Cell c : route) sum += at(c);
  return sum;
}

}  // namespace td
