#include "engine/path/TileWave.h"

#include <algorithm>
#include <bit>

namespace td {

namespace {

constexpr uint64_t kColumn0 = 0x0101010101010101ull;
constexpr uint64_t kColumn7 = 0x8080808080808080ull;

// The cells of a tile next to `cells` inside the same tile.
constexpr uint64_t spreadInside(uint64_t cells) {
  return ((cells << 1) & ~kColumn0) | ((cells >> 1) & ~kColumn7) | (cells << 8) | (cells >> 8);
}

}  // namespace

void TileWave::prepare(const Grid& grid) {
  const int32_t stride = grid.stride();
  const auto rows = static_cast<int32_t>(grid.paddedSize() / static_cast<size_t>(stride));
  if (stride == stride_ && rows == rows_) return;
  const int32_t tilesX = (stride + 7) / 8;
  const int32_t tilesY = (rows + 7) / 8;
  stride_ = stride;
  rows_ = rows;
  tilesX_ = tilesX;
  tilesY_ = tilesY;
  const auto tiles = static_cast<size_t>(tilesX) * static_cast<size_t>(tilesY);
  const size_t guarded = tiles + 2 * (static_cast<size_t>(tilesX) + 1);
  tiles_.assign(guarded, Tile{~uint64_t{0}, 0, 0, 0});
  Tile* tile = tiles_.data() + tilesX + 1;
  for (int32_t ty = 0; ty < tilesY; ++ty) {
    for (int32_t tx = 0; tx < tilesX; ++tx)
      tile[ty * tilesX + tx].first = static_cast<uint32_t>(8 * ty * stride + 8 * tx);
  }
  // One entry more than tiles: the branch-free listing writes one past the end.
  nextTiles_.resize(tiles + 1);
  front_.resize(tiles);
  for (uint32_t b = 0; b < 64; ++b) offset_[b] = (b >> 3) * static_cast<uint32_t>(stride) + (b & 7);
}

void TileWave::loadWalls(const Grid& grid) {
  // Every bit closed, then each passable cell opened from its row's bits: the
  // cells of tile column tx in a row are byte tx % 8 of the row's word tx / 8.
  Tile* tile = tiles_.data() + tilesX_ + 1;
  const auto tiles = static_cast<size_t>(tilesX_) * static_cast<size_t>(tilesY_);
  for (size_t t = 0; t < tiles; ++t) {
    tile[t].closed = ~uint64_t{0};
    tile[t].listed = 0;
  }
  const PassableBits& bits = grid.passableBits();
  for (int32_t y = 0; y < rows_; ++y) {
    const uint64_t* row = bits.row(y);
    Tile* tileRow = tile + static_cast<size_t>(y >> 3) * static_cast<size_t>(tilesX_);
    const int shift = (y & 7) * 8;
    for (int32_t tx = 0; tx < tilesX_; ++tx) {
      const uint64_t open = (row[tx >> 3] >> ((tx & 7) * 8)) & 0xff;
      tileRow[tx].closed &= ~(open << shift);
    }
  }
}

uint32_t TileWave::flood(const Grid& grid, std::span<const uint32_t> goals, uint32_t* steps) {
  prepare(grid);
  loadWalls(grid);
  std::fill_n(steps, grid.paddedSize(), kNoSteps);

  Tile* tile = tiles_.data() + tilesX_ + 1;
  uint32_t* nextTiles = nextTiles_.data();
  Front* front = front_.data();
  const auto stride = static_cast<uint32_t>(stride_);
  const auto tilesX = static_cast<uint32_t>(tilesX_);
  const int64_t tilesRow = tilesX_;

  // Level 0: the goals, listed with the mark 1; level L's tiles carry L + 1.
  uint32_t count = 0;
  for (const uint32_t g : goals) {
    const uint32_t x = g % stride;
    const uint32_t y = g / stride;
    const uint32_t t = (y >> 3) * tilesX + (x >> 3);
    if (tile[t].listed != 1) {
      tile[t].listed = 1;
      nextTiles[count++] = t;
    }
    tile[t].next |= uint64_t{1} << ((y & 7) * 8 + (x & 7));
  }

  uint32_t reached = 0;
  for (uint32_t level = 0; count != 0; ++level) {
    // The level's cells, tile by tile, closed before any of them spreads:
    // what they spread to is masked by the closed cells as it is collected.
    for (uint32_t k = 0; k < count; ++k) {
      const uint32_t t = nextTiles[k];
      const uint64_t cells = tile[t].next;
      tile[t].next = 0;
      tile[t].closed |= cells;
      front[k] = {t, cells};
    }
    const uint32_t fronts = count;
    count = 0;
    const uint32_t mark = level + 2;
    // Collects the cells `bits` of tile u for the next level and lists u the
    // first time it gets any: the tile is written at the list's
    // end either way and kept only when it is new.
    // u is signed: the tiles beside the map's first and last lie in the guard.
    auto collect = [&](int64_t u, uint64_t bits) __attribute__((always_inline)) {
      Tile& to = tile[u];
      bits &= ~to.closed;
      to.next |= bits;
      const bool fresh = bits != 0 && to.listed != mark;
      to.listed = bits != 0 ? mark : to.listed;
      nextTiles[count] = static_cast<uint32_t>(u);
      count += fresh ? 1 : 0;
    };
    for (uint32_t k = 0; k < fronts; ++k) {
      const uint32_t t = front[k].tile;
      const uint64_t cells = front[k].cells;
      uint32_t* tileSteps = steps + tile[t].first;
      for (uint64_t m = cells; m != 0; m &= m - 1) {
        tileSteps[offset_[static_cast<size_t>(std::countr_zero(m))]] = level;
        ++reached;
      }
      const int64_t at = t;
      collect(at, spreadInside(cells));
      collect(at + 1, (cells & kColumn7) >> 7);
      collect(at - 1, (cells & kColumn0) << 7);
      collect(at + tilesRow, cells >> 56);
      collect(at - tilesRow, cells << 56);
    }
  }
  return reached;
}

}  // namespace td
