#include "engine/grid/MapGenerator.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace td {

namespace {

// SplitMix64: tiny, fast and fully specified, so a seed means the same map
// everywhere (std:: distributions are allowed to differ between libraries).
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ull;
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  uint32_t next32() { return static_cast<uint32_t>(next() >> 32); }

  // Uniform in [0, n), n > 0. Multiply-and-reject rather than a modulo, so
  // small ranges carry no bias.
  uint32_t below(uint32_t n) {
    uint64_t m = static_cast<uint64_t>(next32()) * n;
    auto low = static_cast<uint32_t>(m);
    if (low < n) {
      const uint32_t threshold = (0u - n) % n;
      while (low < threshold) {
        m = static_cast<uint64_t>(next32()) * n;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

  // Uniform in [lo, hi], lo <= hi.
  int32_t between(int32_t lo, int32_t hi) {
    return lo + static_cast<int32_t>(below(static_cast<uint32_t>(hi - lo + 1)));
  }

 private:
  uint64_t state_;
};

// Which neighbouring nodes of an nx by ny lattice a spanning tree joins:
// east[n] links node n to the node on its right, south[n] to the one below.
struct TreeLinks {
  std::vector<uint8_t> east;
  std::vector<uint8_t> south;
};

// A uniformly shaped random spanning tree by depth-first backtracking. The
// explicit stack keeps 1024^2 mazes (half a million nodes deep) off the call stack.
TreeLinks randomSpanningTree(int32_t nx, int32_t ny, SplitMix64& rng) {
  const auto count = static_cast<size_t>(nx) * static_cast<size_t>(ny);
  TreeLinks links{std::vector<uint8_t>(count, 0), std::vector<uint8_t>(count, 0)};
  if (count == 0) return links;
  std::vector<uint8_t> visited(count, 0);
  std::vector<int32_t> stack;
  stack.reserve(count);
  const auto start = static_cast<int32_t>(rng.below(static_cast<uint32_t>(count)));
  visited[static_cast<size_t>(start)] = 1;
  stack.push_back(start);
  while (!stack.empty()) {
    const int32_t node = stack.back();
    const int32_t x = node % nx;
    const int32_t y = node / nx;
    int32_t options[4];
    int option = 0;
    if (x + 1 < nx && !visited[static_cast<size_t>(node + 1)]) options[option++] = node + 1;
    if (x > 0 && !visited[static_cast<size_t>(node - 1)]) options[option++] = node - 1;
    if (y + 1 < ny && !visited[static_cast<size_t>(node + nx)]) options[option++] = node + nx;
    if (y > 0 && !visited[static_cast<size_t>(node - nx)]) options[option++] = node - nx;
    if (option == 0) {
      stack.pop_back();
      continue;
    }
    const int32_t to = options[rng.below(static_cast<uint32_t>(option))];
    const int32_t low = std::min(node, to);
    if (to == node + 1 || to == node - 1) {
      links.east[static_cast<size_t>(low)] = 1;
    } else {
      links.south[static_cast<size_t>(low)] = 1;
    }
    visited[static_cast<size_t>(to)] = 1;
    stack.push_back(to);
  }
  return links;
}

void fillRect(Grid& grid, int32_t x0, int32_t y0, int32_t x1, int32_t y1, uint8_t kind) {
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) grid.setTerrain(Cell{x, y}, kind);
  }
}

void makeRandom(Grid& grid, const MapSpec& spec, SplitMix64& rng) {
  // Compare 32-bit draws against a threshold: exact for every fraction that
  // is a multiple of 2^-32 and free of floating point in the loop.
  const auto threshold = static_cast<uint64_t>(spec.wallFraction * 4294967296.0);
  for (int32_t y = 0; y < spec.height; ++y) {
    for (int32_t x = 0; x < spec.width; ++x) {
      if (rng.next32() < threshold) grid.setTerrain(Cell{x, y}, kMapWall);
    }
  }
}

// Inclusive spans of rooms along one side, separated by 1-cell wall lines.
struct Span {
  int32_t first;
  int32_t last;
};

std::vector<Span> roomSpans(int32_t side, int32_t roomMin, int32_t roomMax, SplitMix64& rng) {
  std::vector<Span> spans;
  int32_t start = 0;
  while (side - start > roomMax) {
    int32_t length = rng.between(roomMin, roomMax);
    // Never leave a last room shorter than roomMin behind.
    if (side - start - length - 1 < roomMin) length = side - start - roomMin - 1;
    if (length < 1) break;
    spans.push_back(Span{start, start + length - 1});
    start += length + 1;
  }
  spans.push_back(Span{start, side - 1});
  return spans;
}

void makeRooms(Grid& grid, const MapSpec& spec, SplitMix64& rng) {
  const std::vector<Span> columns = roomSpans(spec.width, spec.roomMin, spec.roomMax, rng);
  const std::vector<Span> rows = roomSpans(spec.height, spec.roomMin, spec.roomMax, rng);
  for (size_t i = 0; i + 1 < columns.size(); ++i) {
    fillRect(grid, columns[i].last + 1, 0, columns[i].last + 1, spec.height - 1, kMapWall);
  }
  for (size_t j = 0; j + 1 < rows.size(); ++j) {
    fillRect(grid, 0, rows[j].last + 1, spec.width - 1, rows[j].last + 1, kMapWall);
  }

  // A spanning tree of doors keeps every room reachable; a share of the other
  // walls gets a door too, so that there are loops and routes to choose from.
  const auto nx = static_cast<int32_t>(columns.size());
  const auto ny = static_cast<int32_t>(rows.size());
  const TreeLinks tree = randomSpanningTree(nx, ny, rng);
  auto door = [&](Span along, bool vertical, int32_t wall) {
    const int32_t length = along.last - along.first + 1;
    const int32_t width = std::min(length, rng.between(1, 2));
    const int32_t first = rng.between(along.first, along.last - width + 1);
    if (vertical) {
      fillRect(grid, wall, first, wall, first + width - 1, kMapGround);
    } else {
      fillRect(grid, first, wall, first + width - 1, wall, kMapGround);
    }
  };
  for (int32_t j = 0; j < ny; ++j) {
    for (int32_t i = 0; i < nx; ++i) {
      const auto node = static_cast<size_t>(j * nx + i);
      // Extra doors are drawn for every wall, tree or not, so the draw count
      // and therefore the map do not depend on which walls the tree picked.
      const bool extraEast = rng.below(4) == 0;
      const bool extraSouth = rng.below(4) == 0;
      if (i + 1 < nx && (tree.east[node] || extraEast)) {
        door(rows[static_cast<size_t>(j)], true, columns[static_cast<size_t>(i)].last + 1);
      }
      if (j + 1 < ny && (tree.south[node] || extraSouth)) {
        door(columns[static_cast<size_t>(i)], false, rows[static_cast<size_t>(j)].last + 1);
      }
    }
  }
}

void makeMaze(Grid& grid, const MapSpec& spec, SplitMix64& rng) {
  // Corridor nodes sit on odd coordinates; the cell between two linked nodes
  // is opened too, every other cell stays wall.
  const int32_t nx = spec.width / 2;
  const int32_t ny = spec.height / 2;
  const TreeLinks tree = randomSpanningTree(nx, ny, rng);
  for (int32_t j = 0; j < ny; ++j) {
    for (int32_t i = 0; i < nx; ++i) {
      const auto node = static_cast<size_t>(j * nx + i);
      const int32_t x = 2 * i + 1;
      const int32_t y = 2 * j + 1;
      grid.setTerrain(Cell{x, y}, kMapGround);
      if (tree.east[node]) grid.setTerrain(Cell{x + 1, y}, kMapGround);
      if (tree.south[node]) grid.setTerrain(Cell{x, y + 1}, kMapGround);
    }
  }
}

void paintRoughPatches(Grid& grid, const MapSpec& spec, SplitMix64& rng) {
  // About a fifth of the map ends up under patches of 3..12 cells a side.
  const int64_t cells = static_cast<int64_t>(spec.width) * spec.height;
  const auto patches = static_cast<int32_t>(cells / 300 + 1);
  for (int32_t p = 0; p < patches; ++p) {
    const int32_t w = rng.between(3, 12);
    const int32_t h = rng.between(3, 12);
    const int32_t x0 = rng.between(0, spec.width - 1);
    const int32_t y0 = rng.between(0, spec.height - 1);
    const auto kind = static_cast<uint8_t>(rng.between(2, spec.maxTerrainCost));
    const int32_t x1 = std::min(spec.width - 1, x0 + w - 1);
    const int32_t y1 = std::min(spec.height - 1, y0 + h - 1);
    for (int32_t y = y0; y <= y1; ++y) {
      for (int32_t x = x0; x <= x1; ++x) {
        if (grid.terrain(Cell{x, y}) != kMapWall) grid.setTerrain(Cell{x, y}, kind);
      }
    }
  }
}

}  // namespace

const char* mapKindName(MapKind kind) {
  switch (kind) {
    case MapKind::Open:
      return "Open";
    case MapKind::Random:
      return "Random";
    case MapKind::Rooms:
      return "Rooms";
    case MapKind::Maze:
      return "Maze";
  }
  return "?";
}

std::vector<TerrainDef> mapTerrains(uint8_t maxTerrainCost) {
  std::vector<TerrainDef> terrains{TerrainDef{"ground", 1, true}, TerrainDef{"wall", kImpassableCost, false}};
  for (int cost = 2; cost <= maxTerrainCost; ++cost) {
    terrains.push_back(TerrainDef{"rough" + std::to_string(cost), static_cast<uint8_t>(cost), true});
  }
  return terrains;
}

Grid generateMap(const MapSpec& spec) {
  if (!Grid::validSize(spec.width, spec.height)) throw std::invalid_argument("map size out of range");
  if (!(spec.wallFraction >= 0.0 && spec.wallFraction <= 1.0)) throw std::invalid_argument("wall fraction not in 0..1");
  if (spec.roomMin < 1 || spec.roomMax < spec.roomMin) throw std::invalid_argument("room sides need 1 <= min <= max");
  if (spec.maxTerrainCost == 0 || spec.maxTerrainCost == kImpassableCost) {
    throw std::invalid_argument("max terrain cost must be 1..254");
  }

  // Mix the kind into the seed so that kinds sharing a seed are unrelated.
  SplitMix64 rng(spec.seed ^ (static_cast<uint64_t>(spec.kind) << 56));
  const uint8_t fill = spec.kind == MapKind::Maze ? kMapWall : kMapGround;
  Grid grid(spec.width, spec.height, mapTerrains(spec.maxTerrainCost), fill);
  switch (spec.kind) {
    case MapKind::Open:
      break;
    case MapKind::Random:
      makeRandom(grid, spec, rng);
      break;
    case MapKind::Rooms:
      makeRooms(grid, spec, rng);
      break;
    case MapKind::Maze:
      makeMaze(grid, spec, rng);
      break;
  }
  if (spec.maxTerrainCost > 1) paintRoughPatches(grid, spec, rng);
  return grid;
}

}  // namespace td
