#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "engine/path/Quadtree.h"
#include "tests/engine/support/AllocationCounter.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

bool touchesAlongEdge(const QuadLeaf& a, const QuadLeaf& b) {
  const bool xOverlap = a.x < b.x + b.size && b.x < a.x + a.size;
  const bool yOverlap = a.y < b.y + b.size && b.y < a.y + a.size;
  const bool xAdjacent = a.x + a.size == b.x || b.x + b.size == a.x;
  const bool yAdjacent = a.y + a.size == b.y || b.y + b.size == a.y;
  return (xAdjacent && yOverlap) || (yAdjacent && xOverlap);
}

bool linked(const Quadtree& tree, uint32_t a, uint32_t b, bool corner) {
  for (const QuadLink& l : tree.links(a)) {
    if (l.leaf == b) return l.corner == corner;
  }
  return false;
}

// Every cell lies in the leaf leafAt names, that leaf costs what the cell does,
// the leaves tile the root square, and no four sibling leaves could have been
// one (the tree is as coarse as the grid allows).
void expectExactCover(const Grid& grid, const Quadtree& tree) {
  ASSERT_GE(tree.side(), std::max(grid.width(), grid.height()));
  ASSERT_EQ(tree.side() & (tree.side() - 1), 0);
  int64_t area = 0;
  std::set<std::tuple<int32_t, int32_t, int32_t>> byPlace;
  for (const QuadLeaf& l : tree.leaves()) {
    area += static_cast<int64_t>(l.size) * l.size;
    ASSERT_EQ(l.x % l.size, 0);
    ASSERT_EQ(l.y % l.size, 0);
    byPlace.emplace(l.x, l.y, l.size);
  }
  EXPECT_EQ(area, static_cast<int64_t>(tree.side()) * tree.side());
  uint32_t passable = 0;
  for (const QuadLeaf& l : tree.leaves()) passable += l.passable() ? 1 : 0;
  EXPECT_EQ(passable, tree.passableLeafCount());
  for (int32_t y = 0; y < grid.height(); ++y) {
    for (int32_t x = 0; x < grid.width(); ++x) {
      const uint32_t id = tree.leafAt({x, y});
      ASSERT_NE(id, Quadtree::kNoLeaf);
      const QuadLeaf& l = tree.leaf(id);
      ASSERT_TRUE(l.contains({x, y}));
      ASSERT_EQ(l.cost, grid.cost({x, y})) << x << "," << y;
    }
  }
  EXPECT_EQ(tree.leafAt({-1, 0}), Quadtree::kNoLeaf);
  EXPECT_EQ(tree.leafAt({grid.width(), 0}), Quadtree::kNoLeaf);
  // Four siblings of one size and cost would have been their parent.
  for (const QuadLeaf& l : tree.leaves()) {
    const int32_t s = l.size;
    if (l.x % (2 * s) != 0 || l.y % (2 * s) != 0) continue;
    int same = 0;
    for (const QuadLeaf& o : tree.leaves()) {
      const bool sibling = o.size == s && (o.x == l.x || o.x == l.x + s) && (o.y == l.y || o.y == l.y + s);
      same += sibling && o.cost == l.cost ? 1 : 0;
    }
    EXPECT_LT(same, 4) << "leaves at " << l.x << "," << l.y << " of size " << s << " should be one";
  }
}

TEST(Quadtree, OpenSquareMapIsOneLeaf) {
  const Grid grid = test::gridFromRows(
      {"........", "........", "........", "........", "........", "........", "........", "........"});
  Quadtree tree;
  tree.build(grid);
  ASSERT_EQ(tree.leaves().size(), 1u);
  EXPECT_EQ(tree.leaf(0).size, 8);
  EXPECT_TRUE(tree.leaf(0).passable());
  EXPECT_TRUE(tree.links(0).empty());
  EXPECT_TRUE(tree.builtFrom(grid));
}

TEST(Quadtree, SplitsAroundAWallAndPadsTheRootSquareWithBlockedLeaves) {
  // 6 x 5: the root is 8 x 8; the strip beyond the map is blocked.
  const Grid grid = test::gridFromRows({"......", "......", "...#..", "......", "......"});
  Quadtree tree;
  tree.build(grid);
  EXPECT_EQ(tree.side(), 8);
  expectExactCover(grid, tree);
  const QuadLeaf& wall = tree.leaf(tree.leafAt({3, 2}));
  EXPECT_EQ(wall.size, 1);
  EXPECT_FALSE(wall.passable());
  // The untouched north-west quarter stays whole.
  const QuadLeaf& nw = tree.leaf(tree.leafAt({0, 0}));
  EXPECT_EQ(nw.size, 2);
  EXPECT_EQ(tree.leafAt({1, 1}), tree.leafAt({0, 0}));
}

TEST(Quadtree, CoversRandomGridsExactlyWithUniformLeaves) {
  test::Rng rng(4242);
  Quadtree tree;
  for (int round = 0; round < 60; ++round) {
    const Grid grid =
        test::randomGrid(rng, 1 + rng.below(40), 1 + rng.below(40), rng.below(40), /*weighted=*/round % 2 == 0);
    tree.build(grid);
    expectExactCover(grid, tree);
  }
}

// Links are what the move rules allow between leaves: both ways, every pair of
// leaves that a legal one-cell step joins, and no others.
TEST(Quadtree, LinksJoinExactlyTheLeavesALegalStepJoins) {
  test::Rng rng(77);
  Quadtree tree;
  for (int round = 0; round < 40; ++round) {
    const Grid grid = test::randomGrid(rng, 2 + rng.below(30), 2 + rng.below(30), 10 + rng.below(30), false);
    tree.build(grid);
    std::set<std::pair<uint32_t, uint32_t>> edges;
    std::set<std::pair<uint32_t, uint32_t>> diagonals;
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) {
        if (!grid.passable({x, y})) continue;
        const uint32_t here = tree.leafAt({x, y});
        for (int d = 0; d < kDirectionCount; ++d) {
          const DirectionStep s = step(static_cast<Direction>(d));
          const Cell n{x + s.dx, y + s.dy};
          if (!grid.passable(n) || !grid.canStep(grid.index({x, y}), static_cast<Direction>(d))) continue;
          const uint32_t there = tree.leafAt(n);
          if (there == here) continue;
          (s.diagonal ? diagonals : edges).emplace(here, there);
        }
      }
    }
    size_t links = 0;
    for (uint32_t id = 0; id < tree.leaves().size(); ++id) {
      if (!tree.leaf(id).passable()) {
        EXPECT_TRUE(tree.links(id).empty());
        continue;
      }
      for (const QuadLink& l : tree.links(id)) {
        ++links;
        EXPECT_TRUE(tree.leaf(l.leaf).passable());
        EXPECT_EQ(touchesAlongEdge(tree.leaf(id), tree.leaf(l.leaf)), !l.corner);
        EXPECT_TRUE(linked(tree, l.leaf, id, l.corner)) << "one way only";
        EXPECT_TRUE(l.corner ? diagonals.count({id, l.leaf}) > 0 : edges.count({id, l.leaf}) > 0);
      }
    }
    for (const auto& [a, b] : edges) EXPECT_TRUE(linked(tree, a, b, false));
    for (const auto& [a, b] : diagonals) {
      EXPECT_TRUE(linked(tree, a, b, false) || linked(tree, a, b, true));
    }
    std::set<std::pair<uint32_t, uint32_t>> all = edges;
    all.insert(diagonals.begin(), diagonals.end());
    EXPECT_EQ(links, all.size());
  }
}

TEST(Quadtree, NoticesAChangedGridAndRebuildsWithoutAllocating) {
  test::Rng rng(5);
  Grid grid = test::randomGrid(rng, 64, 48, 25, false);
  Quadtree tree;
  tree.build(grid);
  EXPECT_TRUE(tree.builtFrom(grid));
  const Cell c = test::randomPassable(rng, grid);
  grid.setBlocked(c, true);
  EXPECT_FALSE(tree.builtFrom(grid));
  tree.build(grid);
  EXPECT_TRUE(tree.builtFrom(grid));
  EXPECT_FALSE(tree.leaf(tree.leafAt(c)).passable());
  grid.setBlocked(c, false);
  test::expectWarmRunAllocatesNothing([&] {
    tree.build(grid);
    return tree.leaves().size();
  });
}

}  // namespace
}  // namespace td
