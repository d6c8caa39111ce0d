#include "engine/rate/MazeMoves.h"

#include <algorithm>
#include <span>

#include "engine/path/RouteTrace.h"
#include "engine/sim/World.h"

namespace td {

int32_t wallKind(const World& world) {
  int32_t best = -1;
  const GameDefs& defs = world.defs();
  for (size_t k = 0; k < defs.towers.size(); ++k) {
    const TowerDef& def = defs.towers[k];
    if (def.attacks() || def.levels.empty() || !world.towerAllowed(static_cast<uint16_t>(k))) continue;
    if (best < 0 || def.levels[0].cost < defs.towers[static_cast<size_t>(best)].levels[0].cost) {
      best = static_cast<int32_t>(k);
    }
  }
  return best;
}

namespace {

// Would the world take a wall on `cell` now (or as soon as the unit standing there moves on)?
bool wallFits(World& world, Cell cell) {
  if (world.towerAt(cell).valid() || world.heroStandsIn(cell)) return false;
  const PlacementStatus s = world.placementAt(cell).status;
  return s == PlacementStatus::Ok || s == PlacementStatus::Occupied;
}

bool shareCell(const MazeMove& a, const MazeMove& b) {
  for (uint8_t i = 0; i < a.count; ++i) {
    for (uint8_t j = 0; j < b.count; ++j) {
      if (a.cells[i] == b.cells[j]) return true;
    }
  }
  return false;
}

// Best first; ties by the first cell and the length, so that the order never depends on the sort.
bool ahead(const MazeMove& a, const MazeMove& b) {
  if (a.gain != b.gain) return a.gain > b.gain;
  if (a.cells[0].y != b.cells[0].y) return a.cells[0].y < b.cells[0].y;
  if (a.cells[0].x != b.cells[0].x) return a.cells[0].x < b.cells[0].x;
  return a.count < b.count;
}

}  // namespace

void proposeMazeMoves(World& world, uint16_t wall, uint32_t count, RouteProbe& probe, std::vector<MazeMove>& out) {
  out.clear();
  if (count == 0) return;
  const int32_t cost = world.defs().towers[wall].levels[0].cost;
  probe.reset(world);
  const Distance base = probe.length();
  if (base == kUnreachable) return;

  std::vector<Cell> route;
  std::vector<MazeMove> found;
  std::array<Cell, kMaxMazeRun> run{};
  for (const MoverLayer& layer : world.layers()) {
    for (const int32_t s : layer.spawns) {
      traceRoute(layer.grid, layer.flow, world.level().spawns[static_cast<size_t>(s)], route);
      // Not the spawn nor the goal, which cannot be built on.
      for (size_t i = 1; i + 1 < route.size(); ++i) {
        const Cell at = route[i];
        const Cell ahead = route[i + 1];
        const int dx = ahead.x - at.x;
        const int dy = ahead.y - at.y;
        // Across the route: a horizontal step is crossed by a column, a vertical one by a row, a diagonal by either.
        const Cell across[2] = {{0, 1}, {1, 0}};
        for (const Cell perp : across) {
          if ((perp.x == 0 && dx == 0) || (perp.y == 0 && dy == 0)) continue;
          // Runs from `at` one way, the other way, and centred on it.
          for (int side = -1; side <= 1; ++side) {
            for (size_t len = 1; len <= kMaxMazeRun; ++len) {
              if (side == 0 && (len % 2 == 0 || len < 3)) continue;
              if (side != 0 && len == 1 && side > 0) continue;  // the one-cell run once
              const int first = side == 0 ? -static_cast<int>(len / 2) : 0;
              const int dir = side == 0 ? 1 : side;
              bool fits = true;
              for (size_t k = 0; k < len && fits; ++k) {
                const int off = first + dir * static_cast<int>(k);
                run[k] = {at.x + perp.x * off, at.y + perp.y * off};
                fits = wallFits(world, run[k]);
              }
              if (!fits) break;  // longer runs this way pass through the same refused cell
              const Distance d = probe.lengthWith(std::span<const Cell>(run.data(), len));
              if (d == kUnreachable || d <= base) continue;
              MazeMove m;
              std::copy_n(run.begin(), len, m.cells.begin());
              m.count = static_cast<uint8_t>(len);
              m.gain = static_cast<float>(toCells(d - base) / static_cast<double>(cost * static_cast<int32_t>(len)));
              found.push_back(m);
            }
          }
        }
      }
    }
  }
  std::sort(found.begin(), found.end(), ahead);
  for (const MazeMove& m : found) {
    if (out.size() == count) break;
    if (std::none_of(out.begin(), out.end(), [&](const MazeMove& o) { return shareCell(o, m); })) out.push_back(m);
  }
}

}  // namespace td
