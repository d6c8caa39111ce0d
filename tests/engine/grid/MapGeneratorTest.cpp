#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "engine/grid/MapGenerator.h"

namespace td {
namespace {

constexpr MapKind kKinds[] = {MapKind::Open, MapKind::Random, MapKind::Rooms, MapKind::Maze};

MapSpec spec(MapKind kind, int32_t w, int32_t h, uint64_t seed) {
  MapSpec s;
  s.kind = kind;
  s.width = w;
  s.height = h;
  s.seed = seed;
  return s;
}

int32_t countPassable(const Grid& grid) {
  int32_t n = 0;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) n += grid.passable(Cell{x, y}) ? 1 : 0;
  }
  return n;
}

// Passable cells 4-connected to the first passable cell in row order.
int32_t countConnected(const Grid& grid) {
  const int32_t w = grid.width();
  std::vector<uint8_t> seen(static_cast<size_t>(w) * static_cast<size_t>(grid.height()), 0);
  std::vector<Cell> queue;
  for (int32_t y = 0; y < grid.height() && queue.empty(); ++y) {
    for (int32_t x = 0; x < w && queue.empty(); ++x) {
      if (grid.passable(Cell{x, y})) {
        queue.push_back(Cell{x, y});
        seen[static_cast<size_t>(y * w + x)] = 1;
      }
    }
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    const Cell c = queue[head];
    for (const Cell n : {Cell{c.x + 1, c.y}, Cell{c.x - 1, c.y}, Cell{c.x, c.y + 1}, Cell{c.x, c.y - 1}}) {
      if (!grid.passable(n) || seen[static_cast<size_t>(n.y * w + n.x)]) continue;
      seen[static_cast<size_t>(n.y * w + n.x)] = 1;
      queue.push_back(n);
    }
  }
  return static_cast<int32_t>(queue.size());
}

bool sameTerrain(const Grid& a, const Grid& b) {
  if (a.width() != b.width() || a.height() != b.height()) return false;
  for (int32_t y = 0; y < a.height(); ++y) {
    for (int32_t x = 0; x < a.width(); ++x) {
      if (a.terrain(Cell{x, y}) != b.terrain(Cell{x, y})) return false;
    }
  }
  return true;
}

TEST(MapGenerator, SizesAreAsAskedForEveryKind) {
  for (const MapKind kind : kKinds) {
    for (const auto& [w, h] : {std::pair{1, 1}, std::pair{7, 3}, std::pair{64, 64}, std::pair{100, 37}}) {
      const Grid grid = generateMap(spec(kind, w, h, 5));
      EXPECT_EQ(grid.width(), w) << mapKindName(kind);
      EXPECT_EQ(grid.height(), h) << mapKindName(kind);
    }
  }
}

TEST(MapGenerator, SameSeedSameMapOtherSeedOtherMap) {
  for (const MapKind kind : kKinds) {
    MapSpec s = spec(kind, 61, 45, 1234);
    s.maxTerrainCost = 4;
    const Grid a = generateMap(s);
    const Grid b = generateMap(s);
    EXPECT_TRUE(sameTerrain(a, b)) << mapKindName(kind);
    s.seed = 1235;
    const Grid c = generateMap(s);
    // Even an open map differs once rough patches are painted.
    EXPECT_FALSE(sameTerrain(a, c)) << mapKindName(kind);
  }
}

TEST(MapGenerator, KnownSeedGivesKnownMap) {
  // Pins the generator itself: a change to the random sequence or to the
  // drawing order would silently change every benchmark map.
  const Grid grid = generateMap(spec(MapKind::Random, 16, 16, 42));
  uint64_t hash = 1469598103934665603ull;
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      hash = (hash ^ grid.terrain(Cell{x, y})) * 1099511628211ull;
    }
  }
  EXPECT_EQ(hash, 0xaea4552701ec9a82ull);
}

TEST(MapGenerator, OpenMapIsAllGround) {
  const Grid grid = generateMap(spec(MapKind::Open, 33, 20, 9));
  EXPECT_EQ(countPassable(grid), 33 * 20);
  EXPECT_TRUE(grid.uniformCost());
  EXPECT_EQ(grid.minCost(), 1);
}

TEST(MapGenerator, RandomWallFractionIsRoughlyRight) {
  for (const double fraction : {0.1, 0.3, 0.5}) {
    MapSpec s = spec(MapKind::Random, 256, 256, 77);
    s.wallFraction = fraction;
    const Grid grid = generateMap(s);
    const double walls = 1.0 - static_cast<double>(countPassable(grid)) / (256.0 * 256.0);
    // 65536 independent draws: the standard deviation is below 0.002.
    EXPECT_NEAR(walls, fraction, 0.01) << fraction;
  }
  MapSpec none = spec(MapKind::Random, 50, 50, 3);
  none.wallFraction = 0.0;
  EXPECT_EQ(countPassable(generateMap(none)), 2500);
  MapSpec all = none;
  all.wallFraction = 1.0;
  EXPECT_EQ(countPassable(generateMap(all)), 0);
}

TEST(MapGenerator, MazeIsAPerfectMazeOnOddCells) {
  for (const auto& [w, h] : {std::pair{64, 64}, std::pair{65, 41}, std::pair{200, 120}}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      const Grid grid = generateMap(spec(MapKind::Maze, w, h, seed));
      int32_t open = 0;
      int32_t links = 0;
      for (int32_t y = 0; y < h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
          const bool p = grid.passable(Cell{x, y});
          const bool node = x % 2 == 1 && y % 2 == 1 && x < 2 * (w / 2) && y < 2 * (h / 2);
          if (node) {
            ASSERT_TRUE(p) << x << "," << y;
          }
          if (x % 2 == 0 && y % 2 == 0) {
            ASSERT_FALSE(p) << x << "," << y;
          }
          if (!p) continue;
          ++open;
          links += grid.passable(Cell{x + 1, y}) ? 1 : 0;
          links += grid.passable(Cell{x, y + 1}) ? 1 : 0;
        }
      }
      // Connected, and with exactly one fewer adjacency than cells: a tree,
      // so one route between any two cells and no loops.
      EXPECT_EQ(countConnected(grid), open);
      EXPECT_EQ(links, open - 1);
      EXPECT_EQ(open, 2 * (w / 2) * (h / 2) - 1);
    }
  }
}

TEST(MapGenerator, RoomsAreConnectedAndSizedAsAsked) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    MapSpec s = spec(MapKind::Rooms, 150, 110, seed);
    const Grid grid = generateMap(s);
    EXPECT_EQ(countConnected(grid), countPassable(grid));
    // Wall lines are columns that are mostly wall (only doors break them);
    // the gaps between them are room widths.
    std::vector<int32_t> lines{-1};
    for (int32_t x = 0; x < s.width; ++x) {
      int32_t walls = 0;
      for (int32_t y = 0; y < s.height; ++y) walls += grid.passable(Cell{x, y}) ? 0 : 1;
      if (walls * 2 > s.height) lines.push_back(x);
    }
    lines.push_back(s.width);
    ASSERT_GE(lines.size(), 8u);
    for (size_t k = 1; k < lines.size(); ++k) {
      const int32_t room = lines[k] - lines[k - 1] - 1;
      EXPECT_GE(room, s.roomMin) << "seed " << seed;
      EXPECT_LE(room, s.roomMax) << "seed " << seed;
    }
  }
}

TEST(MapGenerator, RoughPatchesKeepTheLayoutAndStayInRange) {
  for (const MapKind kind : kKinds) {
    MapSpec s = spec(kind, 90, 70, 11);
    const Grid plain = generateMap(s);
    s.maxTerrainCost = 5;
    const Grid rough = generateMap(s);
    bool sawRough = false;
    for (int32_t y = 0; y < s.height; ++y) {
      for (int32_t x = 0; x < s.width; ++x) {
        ASSERT_EQ(plain.passable(Cell{x, y}), rough.passable(Cell{x, y})) << mapKindName(kind);
        if (!rough.passable(Cell{x, y})) continue;
        EXPECT_LE(rough.cost(Cell{x, y}), 5);
        EXPECT_TRUE(rough.buildable(Cell{x, y}));
        sawRough = sawRough || rough.cost(Cell{x, y}) > 1;
      }
    }
    EXPECT_TRUE(sawRough) << mapKindName(kind);
    EXPECT_EQ(rough.maxCost(), 5) << mapKindName(kind);
  }
}

TEST(MapGenerator, WallsAreImpassableAndNotBuildable) {
  const Grid grid = generateMap(spec(MapKind::Maze, 9, 9, 1));
  EXPECT_FALSE(grid.passable(Cell{0, 0}));
  EXPECT_FALSE(grid.buildable(Cell{0, 0}));
  EXPECT_EQ(grid.terrain(Cell{0, 0}), kMapWall);
  EXPECT_EQ(grid.terrain(Cell{1, 1}), kMapGround);
  EXPECT_TRUE(grid.buildable(Cell{1, 1}));
}

TEST(MapGenerator, RejectsBadSpecs) {
  MapSpec s = spec(MapKind::Random, 0, 10, 1);
  EXPECT_THROW(generateMap(s), std::invalid_argument);
  s = spec(MapKind::Random, 10, 10, 1);
  s.wallFraction = 1.5;
  EXPECT_THROW(generateMap(s), std::invalid_argument);
  s.wallFraction = -0.1;
  EXPECT_THROW(generateMap(s), std::invalid_argument);
  s = spec(MapKind::Rooms, 10, 10, 1);
  s.roomMin = 5;
  s.roomMax = 4;
  EXPECT_THROW(generateMap(s), std::invalid_argument);
  s = spec(MapKind::Open, 10, 10, 1);
  s.maxTerrainCost = kImpassableCost;
  EXPECT_THROW(generateMap(s), std::invalid_argument);
}

}  // namespace
}  // namespace td
