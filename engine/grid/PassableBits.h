#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace td {

// Which cells of a padded grid are passable, one bit per cell, twice: row by
// row and column by column (a transposed copy), so that a search can test 64
// cells of a row or of a column with one word. The grid keeps it in step with
// its costs: a change of one cell sets or clears two bits. Bit k of a line's
// word w is the cell at padded coordinate 64 w + k along the line; each line
// starts at a word.
//
// Beside each copy it keeps, per line and direction, the cells that stop a
// straight jump of Jump Point Search walking that line (engine/path/JumpScan.h):
// a wall, or a cell with an open cell beside it where the cell beside its
// predecessor is a wall (a forced neighbour). A jump then reads one word per 64
// cells instead of its line and both lines beside it; a change of one cell
// rewrites the few stop words of the three lines through it.
class PassableBits {
 public:
  PassableBits() = default;
  // All cells walls; `stride` and `rows` are the padded width and height.
  PassableBits(int32_t stride, int32_t rows);

  // x and y are padded coordinates.
  void set(int32_t x, int32_t y, bool passable) {
    if (setBits(x, y, passable)) restop(x, y);
  }
  // The same without the stops, for filling a new grid: call restopAll() after the last.
  void setWithoutStops(int32_t x, int32_t y, bool passable) { setBits(x, y, passable); }
  void restopAll();

  // The first word of padded row y, and of padded column x.
  const uint64_t* row(int32_t y) const { return rows_.data() + static_cast<size_t>(y) * rowWords_; }
  const uint64_t* column(int32_t x) const { return columns_.data() + static_cast<size_t>(x) * columnWords_; }
  // The cells that stop a jump along row y going right (towards higher x) and left; along column x going down (towards
  // higher y) and up.
  const uint64_t* rowStopsUp(int32_t y) const { return rowUp_.data() + static_cast<size_t>(y) * rowWords_; }
  const uint64_t* rowStopsDown(int32_t y) const { return rowDown_.data() + static_cast<size_t>(y) * rowWords_; }
  const uint64_t* columnStopsUp(int32_t x) const { return columnUp_.data() + static_cast<size_t>(x) * columnWords_; }
  const uint64_t* columnStopsDown(int32_t x) const {
    return columnDown_.data() + static_cast<size_t>(x) * columnWords_;
  }
  size_t rowWords() const { return rowWords_; }
  size_t columnWords() const { return columnWords_; }

 private:
  // Sets the two bits; false when they already said so.
  bool setBits(int32_t x, int32_t y, bool passable) {
    const auto px = static_cast<uint32_t>(x);
    const auto py = static_cast<uint32_t>(y);
    uint64_t& r = rows_[static_cast<size_t>(y) * rowWords_ + (px >> 6)];
    uint64_t& c = columns_[static_cast<size_t>(x) * columnWords_ + (py >> 6)];
    const uint64_t rb = uint64_t{1} << (px & 63);
    const uint64_t cb = uint64_t{1} << (py & 63);
    if (((r & rb) != 0) == passable) return false;
    r ^= rb;
    c ^= cb;
    return true;
  }
  void restop(int32_t x, int32_t y);

  size_t rowWords_ = 0;
  size_t columnWords_ = 0;
  int32_t rowCount_ = 0;     // padded rows
  int32_t columnCount_ = 0;  // padded columns (the stride)
  std::vector<uint64_t> rows_;
  std::vector<uint64_t> columns_;
  std::vector<uint64_t> rowUp_;
  std::vector<uint64_t> rowDown_;
  std::vector<uint64_t> columnUp_;
  std::vector<uint64_t> columnDown_;
};

}  // namespace td
