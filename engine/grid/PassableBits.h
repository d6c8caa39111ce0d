#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace td {

// Which cells of a padded grid are passable, one bit per cell, twice: row by
// row and column by column (a transposed copy), so that a search can test 64
// cells of a row or of a column with one shift of two words. The grid keeps
// it in step with its costs: a change of one cell sets or clears two bits.
//
// Every line (a row, or a column) starts with one spare word of zero bits and
// ends with at least one, so a window of 64 bits may start 63 bits before the
// line's first cell or reach 63 bits past its last one without a test. A
// cell's position on its line is its padded coordinate plus kLead.
class PassableBits {
 public:
  static constexpr uint32_t kLead = 64;

  PassableBits() = default;
  // All cells walls; `stride` and `rows` are the padded width and height.
  PassableBits(int32_t stride, int32_t rows);

  // x and y are padded coordinates.
  void set(int32_t x, int32_t y, bool passable) {
    const auto px = static_cast<uint32_t>(x) + kLead;
    const auto py = static_cast<uint32_t>(y) + kLead;
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

// The 64 bits of `line` from position p on: bit k is the cell at p + k.
inline uint64_t bitsFrom(const uint64_t* line, uint32_t p) {
  const uint32_t w = p >> 6;
  const uint32_t b = p & 63;
  // Two shifts for the high word, so that b == 0 shifts it out entirely.
  return (line[w] >> b) | ((line[w + 1] << 1) << (63 - b));
}

}  // namespace td
