#pragma once

// Small, independent helpers for the path tests: a seeded random grid maker
// and a deliberately plain reference Dijkstra (no padding, no buckets, a
// std::priority_queue over coordinates) to check the real finders against.

#include <cstdint>
#include <queue>
#include <string>
#include <tuple>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td::test {

class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint64_t next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 7;
    state_ ^= state_ << 17;
    return state_;
  }
  int32_t below(int32_t n) { return static_cast<int32_t>(next() % static_cast<uint64_t>(n)); }
  bool chance(int percent) { return below(100) < percent; }

 private:
  uint64_t state_;
};

// Terrain kinds used by the tests: 0 ground (1), 1 mud (3), 2 road-ish (2),
// 3 rough (7), 4 wall (impassable).
inline std::vector<TerrainDef> testTerrains() {
  return {
      {"ground", 1, true}, {"mud", 3, true}, {"gravel", 2, true}, {"rough", 7, true}, {"wall", kImpassableCost, false}};
}
inline constexpr uint8_t kWall = 4;

// A slope of cost 2 across, falling toward `fall`: 4 to climb, 1 to descend.
inline TerrainDef testSlope(Direction fall) {
  TerrainDef t{"slope", 2, true};
  t.slope = fall;
  t.uphill = 2.0f;
  t.downhill = 0.5f;
  return t;
}

// testTerrains() and four slopes: 5 falls East, 6 West, 7 South, 8 North.
inline std::vector<TerrainDef> slopedTestTerrains() {
  std::vector<TerrainDef> kinds = testTerrains();
  for (const Direction d : {Direction::East, Direction::West, Direction::South, Direction::North})
    kinds.push_back(testSlope(d));
  return kinds;
}
inline constexpr uint8_t kSlopeEast = 5;
inline constexpr uint8_t kSlopeWest = 6;
inline constexpr uint8_t kSlopeSouth = 7;
inline constexpr uint8_t kSlopeNorth = 8;

// A random grid of slopedTestTerrains(): walls, the four flat kinds and,
// with `slopePercent`, slopes falling every way.
inline Grid randomSlopedGrid(Rng& rng, int32_t w, int32_t h, int wallPercent, int slopePercent) {
  Grid grid(w, h, slopedTestTerrains(), 0);
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      if (rng.chance(wallPercent)) {
        grid.setTerrain({x, y}, kWall);
      } else if (rng.chance(slopePercent)) {
        grid.setTerrain({x, y}, static_cast<uint8_t>(kSlopeEast + rng.below(4)));
      } else {
        grid.setTerrain({x, y}, static_cast<uint8_t>(rng.below(4)));
      }
    }
  }
  return grid;
}

inline Grid randomGrid(Rng& rng, int32_t w, int32_t h, int wallPercent, bool weighted) {
  Grid grid(w, h, testTerrains(), 0);
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      if (rng.chance(wallPercent)) {
        grid.setTerrain({x, y}, kWall);
      } else if (weighted) {
        grid.setTerrain({x, y}, static_cast<uint8_t>(rng.below(4)));
      }
    }
  }
  return grid;
}

// Rows of '.', '#', 'm' (mud) -> grid.
inline Grid gridFromRows(const std::vector<std::string>& rows) {
  const auto h = static_cast<int32_t>(rows.size());
  const auto w = static_cast<int32_t>(rows[0].size());
  Grid grid(w, h, testTerrains(), 0);
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      const char ch = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
      if (ch == '#') grid.setTerrain({x, y}, kWall);
      if (ch == 'm') grid.setTerrain({x, y}, 1);
    }
  }
  return grid;
}

inline Cell randomPassable(Rng& rng, const Grid& grid) {
  for (;;) {
    const Cell c{rng.below(grid.width()), rng.below(grid.height())};
    if (grid.passable(c)) return c;
  }
}

// Distance from every cell to the nearest goal, moving by the project's rules:
// entering a cell costs its terrain cost times 1 or sqrt(2) (in fixed point),
// diagonals need both orthogonal cells passable. On a slope the cost is the
// one of the step as walked (u onto v), read from the terrain kind itself.
// Row-major, unpadded.
inline std::vector<Distance> referenceDistances(const Grid& grid, const std::vector<Cell>& goals, bool eight) {
  const int32_t w = grid.width();
  const int32_t h = grid.height();
  std::vector<Distance> dist(static_cast<size_t>(w * h), kUnreachable);
  using Item = std::tuple<Distance, int32_t, int32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  for (Cell g : goals) {
    if (!grid.passable(g)) continue;
    dist[static_cast<size_t>(g.y * w + g.x)] = 0;
    open.emplace(0, g.x, g.y);
  }
  while (!open.empty()) {
    const auto [d, x, y] = open.top();
    open.pop();
    if (d != dist[static_cast<size_t>(y * w + x)]) continue;
    // Predecessors u of v=(x,y): u steps onto v paying v's cost.
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if (dx == 0 && dy == 0) continue;
        const bool diagonal = dx != 0 && dy != 0;
        if (diagonal && !eight) continue;
        const Cell u{x + dx, y + dy};
        if (!grid.passable(u)) continue;
        if (diagonal && (!grid.passable({x + dx, y}) || !grid.passable({x, y + dy}))) continue;
        const TerrainDef& kind = grid.terrains()[grid.terrain({x, y})];
        const Direction walked = directionBetween(u.x, u.y, x, y);
        const Distance nd =
            d + (diagonal ? kDiagonalUnit : kOrthogonalUnit) * kind.entryCost(grid.cost({x, y}), walked);
        Distance& slot = dist[static_cast<size_t>(u.y * w + u.x)];
        if (nd < slot) {
          slot = nd;
          open.emplace(nd, u.x, u.y);
        }
      }
    }
  }
  return dist;
}

// Padded indices of the passable goals, each once, as FlowField hands them
// to its waves.
inline std::vector<uint32_t> goalIndices(const Grid& grid, const std::vector<Cell>& goals) {
  std::vector<uint32_t> indices;
  for (const Cell g : goals) {
    if (!grid.passable(g)) continue;
    const uint32_t i = grid.index(g);
    bool seen = false;
    for (const uint32_t j : indices) seen = seen || j == i;
    if (!seen) indices.push_back(i);
  }
  return indices;
}

// Compares a wave's padded output with referenceDistances(), the border
// included (it must be unreachable). Returns the first difference, described,
// or an empty string; `reachable` receives the reference's finite count.
inline std::string paddedDifference(const Grid& grid, const std::vector<Cell>& goals, bool eight,
                                    const std::vector<Distance>& padded, uint32_t& reachable) {
  const std::vector<Distance> ref = referenceDistances(grid, goals, eight);
  reachable = 0;
  for (int32_t y = -1; y <= grid.height(); ++y) {
    for (int32_t x = -1; x <= grid.width(); ++x) {
      const Distance want = grid.contains({x, y}) ? ref[static_cast<size_t>(y * grid.width() + x)] : kUnreachable;
      reachable += want != kUnreachable ? 1u : 0u;
      const Distance got = padded[static_cast<size_t>((y + 1) * grid.stride() + (x + 1))];
      if (got != want) {
        return "cell " + std::to_string(x) + "," + std::to_string(y) + " got " + std::to_string(got) + " want " +
               std::to_string(want);
      }
    }
  }
  return {};
}

// A square of `terrain` crossed by walls (terrain `wall`) on every other row,
// each with one gap at alternating ends: one corridor that winds through the
// whole map, so that routes grow long.
inline void carveSerpentine(Grid& grid, uint8_t wall) {
  for (int32_t y = 1; y < grid.height(); y += 2) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      const bool gap = (y / 2) % 2 == 0 ? x == grid.width() - 1 : x == 0;
      if (!gap) grid.setTerrain({x, y}, wall);
    }
  }
}

}  // namespace td::test
