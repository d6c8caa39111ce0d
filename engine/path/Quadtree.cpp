#include "engine/path/Quadtree.h"

#include <algorithm>

namespace td {

namespace {

// Entry costs run 0..254 (TerrainDef.h), so 255 is free to mark a block that
// is not uniform.
constexpr uint8_t kMixed = 255;

}  // namespace

void Quadtree::build(const Grid& grid) {
  width_ = grid.width();
  height_ = grid.height();
  revision_ = grid.revision();
  side_ = 1;
  levels_ = 1;
  while (side_ < std::max(width_, height_)) {
    side_ *= 2;
    ++levels_;
  }
  blocks_.resize(static_cast<size_t>(levels_));

  // Level 0: one block a cell, the map's entry costs; beyond the map, blocked.
  const auto side = static_cast<size_t>(side_);
  std::vector<uint8_t>& cells = blocks_[0];
  cells.assign(side * side, 0);
  const uint8_t* costs = grid.costs();
  for (int32_t y = 0; y < height_; ++y) {
    const uint8_t* row = costs + grid.index({0, y});
    std::copy(row, row + width_, cells.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(y) * side));
  }
  // Each level up: uniform when its four quarters are uniform alike.
  for (int32_t level = 1; level < levels_; ++level) {
    const std::vector<uint8_t>& below = blocks_[static_cast<size_t>(level - 1)];
    std::vector<uint8_t>& here = blocks_[static_cast<size_t>(level)];
    const size_t n = side >> level;
    here.resize(n * n);
    for (size_t by = 0; by < n; ++by) {
      const uint8_t* top = below.data() + 2 * by * 2 * n;
      const uint8_t* bottom = top + 2 * n;
      for (size_t bx = 0; bx < n; ++bx) {
        const uint8_t a = top[2 * bx];
        const bool same = a != kMixed && top[2 * bx + 1] == a && bottom[2 * bx] == a && bottom[2 * bx + 1] == a;
        here[by * n + bx] = same ? a : kMixed;
      }
    }
  }

  collectLeaves();

  linkStart_.assign(leaves_.size() + 1, 0);
  links_.clear();
  for (uint32_t id = 0; id < leaves_.size(); ++id) {
    linkStart_[id] = static_cast<uint32_t>(links_.size());
    if (leaves_[id].passable()) linkLeaf(id);
  }
  linkStart_[leaves_.size()] = static_cast<uint32_t>(links_.size());
  built_ = true;
}

void Quadtree::collectLeaves() {
  leaves_.clear();
  passableLeaves_ = 0;
  minCost_ = 0;
  cellLeaf_.assign(static_cast<size_t>(width_) * static_cast<size_t>(height_), kNoLeaf);
  // A block on the stack: its level in the top byte, its block coordinates below (12 bits each; the root square
  // is at most 4096 cells a side).
  pending_.clear();
  pending_.push_back(static_cast<uint32_t>(levels_ - 1) << 24);
  while (!pending_.empty()) {
    const uint32_t b = pending_.back();
    pending_.pop_back();
    const auto level = static_cast<int32_t>(b >> 24);
    const auto bx = static_cast<int32_t>((b >> 12) & 0xFFFu);
    const auto by = static_cast<int32_t>(b & 0xFFFu);
    const size_t n = static_cast<size_t>(side_) >> level;
    const uint8_t cost = blocks_[static_cast<size_t>(level)][static_cast<size_t>(by) * n + static_cast<size_t>(bx)];
    if (cost == kMixed) {
      // Pushed in reverse so that the north-west quarter comes off first.
      const auto down = static_cast<uint32_t>(level - 1) << 24;
      for (int32_t q = 3; q >= 0; --q) {
        const auto cx = static_cast<uint32_t>(2 * bx + (q & 1));
        const auto cy = static_cast<uint32_t>(2 * by + (q >> 1));
        pending_.push_back(down | (cx << 12) | cy);
      }
      continue;
    }
    const int32_t size = 1 << level;
    const QuadLeaf leaf{bx * size, by * size, size, cost};
    const auto id = static_cast<uint32_t>(leaves_.size());
    leaves_.push_back(leaf);
    if (cost != 0) {
      ++passableLeaves_;
      minCost_ = minCost_ == 0 ? cost : std::min(minCost_, cost);
    }
    const int32_t x1 = std::min(leaf.x + size, width_);
    const int32_t y1 = std::min(leaf.y + size, height_);
    for (int32_t y = leaf.y; y < y1; ++y) {
      for (int32_t x = leaf.x; x < x1; ++x) {
        cellLeaf_[static_cast<size_t>(y) * static_cast<size_t>(width_) + static_cast<size_t>(x)] = id;
      }
    }
  }
}

void Quadtree::addLink(uint32_t id, uint32_t other, bool corner) {
  // Squares cannot meet along two sides of one another, so an edge neighbour is met once; a corner cell may lie
  // in a leaf already met across an edge, and gets no second link.
  if (corner) {
    for (size_t k = linkStart_[id]; k < links_.size(); ++k) {
      if (links_[k].leaf == other) return;
    }
  }
  links_.push_back({other, corner});
}

void Quadtree::linkLeaf(uint32_t id) {
  const QuadLeaf L = leaves_[id];
  const int32_t x0 = L.x;
  const int32_t y0 = L.y;
  const int32_t x1 = L.x + L.size - 1;
  const int32_t y1 = L.y + L.size - 1;
  // Along each side, the cells just outside it; a neighbour fills one run of
  // them, so comparing with the last leaf seen finds each once.
  const auto side = [&](int32_t ax, int32_t ay, int32_t dx, int32_t dy) {
    uint32_t last = kNoLeaf;
    for (int32_t k = 0; k < L.size; ++k) {
      const int32_t x = ax + dx * k;
      const int32_t y = ay + dy * k;
      if (!passableCell(x, y)) {
        last = kNoLeaf;
        continue;
      }
      const uint32_t other = leafAt({x, y});
      if (other != last) addLink(id, other, false);
      last = other;
    }
  };
  side(x0, y0 - 1, 1, 0);  // north
  side(x1 + 1, y0, 0, 1);  // east
  side(x0, y1 + 1, 1, 0);  // south
  side(x0 - 1, y0, 0, 1);  // west
  // Corners: the diagonal cell, with both cells beside the corner passable.
  const auto corner = [&](int32_t cx, int32_t cy, int32_t dx, int32_t dy) {
    if (passableCell(cx + dx, cy + dy) && passableCell(cx + dx, cy) && passableCell(cx, cy + dy)) {
      addLink(id, leafAt({cx + dx, cy + dy}), true);
    }
  };
  corner(x1, y0, 1, -1);   // north-east
  corner(x1, y1, 1, 1);    // south-east
  corner(x0, y1, -1, 1);   // south-west
  corner(x0, y0, -1, -1);  // north-west
}

}  // namespace td
