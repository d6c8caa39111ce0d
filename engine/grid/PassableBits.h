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
class PassableBits {
 public:
  PassableBits() = default;
  // All cells walls; `stride` and `rows` are the padded width and height.
  PassableBits(int32_t stride, int32_t rows);

  // x and y are padded coordinates.
  void set(int32_t x, int32_t y, bool passable) {
    const auto px = static_cast<uint32_t>(x);
    const auto py = static_cast<uint32_t>(y);
    const auto ux = static_cast<size_t>(x);
    const auto uy = static_cast<size_t>(y);
    uint64_t& r = rows_[uy * rowWords_ + (px >> 6)];
    uint64_t& c = columns_[ux * columnWords_ + (py >> 6)];
    const uint64_t rb = uint64_t{1} << (px & 63);
    const uint64_t cb = uint64_t{1} << (py & 63);
    if (passable) {
      r |= rb;
      c |= cb;
    } else {
      r &= ~rb;
      c &= ~cb;
    }
  }

  // The first word of padded row y, and of padded column x.
  const uint64_t* row(int32_t y) const { return rows_.data() + static_cast<size_t>(y) * rowWords_; }
  const uint64_t* column(int32_t x) const { return columns_.data() + static_cast<size_t>(x) * columnWords_; }
  size_t rowWords() const { return rowWords_; }
  size_t columnWords() const { return columnWords_; }

 private:
  size_t rowWords_ = 0;
  size_t columnWords_ = 0;
  std::vector<uint64_t> rows_;
  std::vector<uint64_t> columns_;
};

}  // namespace td
