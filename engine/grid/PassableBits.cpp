#include "engine/grid/PassableBits.h"

#include <algorithm>

namespace td {

namespace {

size_t lineWords(int32_t cells) { return (static_cast<size_t>(cells) + 63) / 64; }

// The lines of one copy: `count` lines of `words` words each.
struct Lines {
  const uint64_t* bits;
  size_t words;
  int32_t count;

  // Line i's word w; the lines before the first and after the last are walls.
  uint64_t at(int32_t i, size_t w) const { return i < 0 || i >= count ? 0 : bits[static_cast<size_t>(i) * words + w]; }
};

// The stops of line i's word w for a jump going up: a wall, or a cell with an open cell beside it whose predecessor's
// cell on that side is a wall. The predecessor of bit 0 is bit 63 of the word before.
uint64_t stopsUp(const Lines& l, int32_t i, size_t w) {
  const uint64_t a = l.at(i - 1, w);
  const uint64_t b = l.at(i + 1, w);
  const uint64_t aCarry = w > 0 ? l.at(i - 1, w - 1) >> 63 : 0;
  const uint64_t bCarry = w > 0 ? l.at(i + 1, w - 1) >> 63 : 0;
  return ~l.at(i, w) | (a & ~((a << 1) | aCarry)) | (b & ~((b << 1) | bCarry));
}

// The same going down: the predecessor of bit 63 is bit 0 of the word after.
uint64_t stopsDown(const Lines& l, int32_t i, size_t w) {
  const uint64_t a = l.at(i - 1, w);
  const uint64_t b = l.at(i + 1, w);
  const uint64_t aCarry = w + 1 < l.words ? l.at(i - 1, w + 1) << 63 : 0;
  const uint64_t bCarry = w + 1 < l.words ? l.at(i + 1, w + 1) << 63 : 0;
  return ~l.at(i, w) | (a & ~((a >> 1) | aCarry)) | (b & ~((b >> 1) | bCarry));
}

// Rewrites the stops of lines i - 1 to i + 1 around position p: the words of p - 1 to p + 1.
void restopAround(const Lines& l, int32_t i, uint32_t p, uint64_t* up, uint64_t* down) {
  const size_t first = p > 0 ? (p - 1) >> 6 : 0;
  const size_t last = std::min<size_t>((p + 1) >> 6, l.words - 1);
  for (int32_t k = std::max(i - 1, 0); k <= std::min(i + 1, l.count - 1); ++k) {
    for (size_t w = first; w <= last; ++w) {
      const size_t at = static_cast<size_t>(k) * l.words + w;
      up[at] = stopsUp(l, k, w);
      down[at] = stopsDown(l, k, w);
    }
  }
}

void restopLines(const Lines& l, uint64_t* up, uint64_t* down) {
  for (int32_t k = 0; k < l.count; ++k) {
    for (size_t w = 0; w < l.words; ++w) {
      const size_t at = static_cast<size_t>(k) * l.words + w;
      up[at] = stopsUp(l, k, w);
      down[at] = stopsDown(l, k, w);
    }
  }
}

}  // namespace

PassableBits::PassableBits(int32_t stride, int32_t rows)
    : rowWords_(lineWords(stride)),
      columnWords_(lineWords(rows)),
      rowCount_(rows),
      columnCount_(stride),
      rows_(rowWords_ * static_cast<size_t>(rows), 0),
      columns_(columnWords_ * static_cast<size_t>(stride), 0),
      rowUp_(rows_.size(), ~uint64_t{0}),
      rowDown_(rows_.size(), ~uint64_t{0}),
      columnUp_(columns_.size(), ~uint64_t{0}),
      columnDown_(columns_.size(), ~uint64_t{0}) {}

void PassableBits::restop(int32_t x, int32_t y) {
  restopAround({rows_.data(), rowWords_, rowCount_}, y, static_cast<uint32_t>(x), rowUp_.data(), rowDown_.data());
  restopAround({columns_.data(), columnWords_, columnCount_}, x, static_cast<uint32_t>(y), columnUp_.data(),
               columnDown_.data());
}

void PassableBits::restopAll() {
  restopLines({rows_.data(), rowWords_, rowCount_}, rowUp_.data(), rowDown_.data());
  restopLines({columns_.data(), columnWords_, columnCount_}, columnUp_.data(), columnDown_.data());
}

}  // namespace td
