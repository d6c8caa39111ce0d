#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"

namespace td {

// A square block of cells that all cost the same to enter: a leaf of the
// region quadtree. `cost` is that entry cost, 0 when the block is blocked
// (impassable terrain, structures, or the part of the root square that lies
// beyond the map).
struct QuadLeaf {
  int32_t x = 0;  // its top-left cell
  int32_t y = 0;
  int32_t size = 1;  // its side in cells, a power of two
  uint8_t cost = 0;

  bool passable() const { return cost != 0; }
  bool contains(Cell c) const { return c.x >= x && c.y >= y && c.x < x + size && c.y < y + size; }
};

// A passable leaf next to another: across a shared stretch of edge, or
// touching at a corner only. A corner link exists only where both cells
// beside the corner are passable, the rule of a diagonal step on the grid.
struct QuadLink {
  uint32_t leaf = 0;
  bool corner = false;
};

// The region quadtree of a grid (the map representation of the quadtree kind
// in reference article 002): the smallest power-of-two square that holds the
// map is split in four, and each quarter again, until every block is uniform.
// On a map whose passable cells all cost the same that means all passable or
// all blocked; where terrain costs differ a leaf also has one cost, so that a
// route over leaves can be priced. Big open areas become a few big leaves,
// which is what makes a search over them cheap; narrow passages stay single
// cells.
//
// The tree is built bottom-up in one pass per level (a block is uniform when
// its four quarters are uniform with the same cost), so a build is linear in
// the root square's cells. Only the leaves are kept, in depth-first order
// (north-west, north-east, south-west, south-east), with a map from every
// map cell to its leaf and, per passable leaf, the passable leaves it
// touches (QuadLink), in a fixed order. Buffers keep their capacity, so a
// rebuild on a grid of the same size allocates nothing.
class Quadtree {
 public:
  static constexpr uint32_t kNoLeaf = 0xFFFFFFFFu;

  void build(const Grid& grid);

  // Whether the tree was built from this grid as it is now (same size, no
  // change since): the grid's revision counter tells.
  bool builtFrom(const Grid& grid) const {
    return built_ && width_ == grid.width() && height_ == grid.height() && revision_ == grid.revision();
  }

  int32_t width() const { return width_; }
  int32_t height() const { return height_; }
  // The root square's side, a power of two no smaller than the map.
  int32_t side() const { return side_; }

  std::span<const QuadLeaf> leaves() const { return leaves_; }
  const QuadLeaf& leaf(uint32_t id) const { return leaves_[id]; }
  uint32_t passableLeafCount() const { return passableLeaves_; }
  // The cheapest entry cost of a passable leaf (0 when there is none), for
  // estimates that must not overestimate.
  uint8_t minCost() const { return minCost_; }
  // The leaf that holds a map cell; kNoLeaf outside the map.
  uint32_t leafAt(Cell c) const {
    if (c.x < 0 || c.y < 0 || c.x >= width_ || c.y >= height_) return kNoLeaf;
    return cellLeaf_[static_cast<size_t>(c.y) * static_cast<size_t>(width_) + static_cast<size_t>(c.x)];
  }
  // The passable leaves next to a passable leaf (none for a blocked one):
  // edge neighbours side by side (north, east, south, west, each along the
  // side), then corner neighbours.
  std::span<const QuadLink> links(uint32_t id) const {
    return std::span(links_).subspan(linkStart_[id], linkStart_[id + 1] - linkStart_[id]);
  }

 private:
  bool passableCell(int32_t x, int32_t y) const {
    const uint32_t id = leafAt({x, y});
    return id != kNoLeaf && leaves_[id].cost != 0;
  }
  void collectLeaves();
  void linkLeaf(uint32_t id);
  void addLink(uint32_t id, uint32_t other, bool corner);

  bool built_ = false;
  int32_t width_ = 0;
  int32_t height_ = 0;
  int32_t side_ = 0;
  int32_t levels_ = 0;  // log2(side_) + 1
  uint64_t revision_ = 0;
  // Per level, from single cells up to the root, row-major: the block's cost
  // when uniform, kMixed when not.
  std::vector<std::vector<uint8_t>> blocks_;
  std::vector<QuadLeaf> leaves_;
  uint32_t passableLeaves_ = 0;
  uint8_t minCost_ = 0;
  std::vector<uint32_t> cellLeaf_;
  std::vector<uint32_t> linkStart_;  // per leaf, and one past the last
  std::vector<QuadLink> links_;
  std::vector<uint32_t> pending_;  // the build's stack of blocks still to split
};

}  // namespace td
