#include "bench/BenchMaps.h"

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <tuple>

#include "bench/BenchRng.h"

namespace td::bench {

namespace {

// Labels 4-connected areas of passable cells; returns the largest label.
int32_t labelAreas(const Grid& grid, std::vector<int32_t>& area, std::vector<int32_t>& sizes) {
  const int32_t w = grid.width();
  const int32_t h = grid.height();
  area.assign(static_cast<size_t>(w) * static_cast<size_t>(h), -1);
  sizes.clear();
  std::vector<Cell> queue;
  queue.reserve(area.size());
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      if (!grid.passable(Cell{x, y}) || area[static_cast<size_t>(y * w + x)] >= 0) continue;
      const auto label = static_cast<int32_t>(sizes.size());
      queue.clear();
      queue.push_back(Cell{x, y});
      area[static_cast<size_t>(y * w + x)] = label;
      for (size_t head = 0; head < queue.size(); ++head) {
        const Cell c = queue[head];
        const Cell around[4] = {{c.x + 1, c.y}, {c.x - 1, c.y}, {c.x, c.y + 1}, {c.x, c.y - 1}};
        for (const Cell n : around) {
          if (!grid.passable(n) || area[static_cast<size_t>(n.y * w + n.x)] >= 0) continue;
          area[static_cast<size_t>(n.y * w + n.x)] = label;
          queue.push_back(n);
        }
      }
      sizes.push_back(static_cast<int32_t>(queue.size()));
    }
  }
  if (sizes.empty()) return -1;
  return static_cast<int32_t>(std::max_element(sizes.begin(), sizes.end()) - sizes.begin());
}

uint64_t seedFor(MapKind kind, int32_t side) {
  return 0x7D0000u + static_cast<uint64_t>(kind) * 7919u + static_cast<uint64_t>(side);
}

std::unique_ptr<BenchMap> makeBenchMap(MapKind kind, int32_t side, bool weighted) {
  MapSpec spec;
  spec.kind = kind;
  spec.width = side;
  spec.height = side;
  spec.seed = seedFor(kind, side);
  spec.wallFraction = 0.3;
  spec.maxTerrainCost = weighted ? kWeightedMaxCost : 1;

  auto map = std::make_unique<BenchMap>();
  map->kind = kind;
  map->side = side;
  map->weighted = weighted;
  map->grid = generateMap(spec);
  std::vector<int32_t> sizes;
  map->goalArea = labelAreas(map->grid, map->area, sizes);
  if (map->goalArea < 0) throw std::runtime_error("benchmark map has no passable cell");
  map->reachable = sizes[static_cast<size_t>(map->goalArea)];
  // randomCells() needs a cell besides the goal to draw.
  if (map->reachable < 2) throw std::runtime_error("benchmark map has no room to move");
  for (int32_t s : sizes) map->passable += s;
  map->goal = nearestInGoalArea(*map, Cell{side / 2, side / 2});
  return map;
}

}  // namespace

const BenchMap& benchMap(MapKind kind, int32_t side, bool weighted) {
  static std::map<std::tuple<MapKind, int32_t, bool>, std::unique_ptr<BenchMap>> cache;
  auto& slot = cache[{kind, side, weighted}];
  if (!slot) slot = makeBenchMap(kind, side, weighted);
  return *slot;
}

std::string mapLabel(MapKind kind, int32_t side, bool weighted) {
  return std::string(mapKindName(kind)) + "/" + std::to_string(side) + (weighted ? "w" : "");
}

Cell nearestInGoalArea(const BenchMap& map, Cell target) {
  for (int32_t r = 0; r < map.side; ++r) {
    for (int32_t y = target.y - r; y <= target.y + r; ++y) {
      for (int32_t x = target.x - r; x <= target.x + r; ++x) {
        const bool ring = y == target.y - r || y == target.y + r || x == target.x - r || x == target.x + r;
        if (ring && map.inGoalArea(Cell{x, y})) return Cell{x, y};
      }
    }
  }
  return map.goal;
}

std::vector<Cell> randomCells(const BenchMap& map, size_t count, uint64_t seed) {
  BenchRng rng(seed);
  std::vector<Cell> cells;
  cells.reserve(count);
  const auto side = static_cast<uint32_t>(map.side);
  while (cells.size() < count) {
    const Cell c{static_cast<int32_t>(rng.below(side)), static_cast<int32_t>(rng.below(side))};
    if (map.inGoalArea(c) && !(c == map.goal)) cells.push_back(c);
  }
  return cells;
}

}  // namespace td::bench
