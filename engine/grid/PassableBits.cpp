#include "engine/grid/PassableBits.h"

namespace td {

namespace {

size_t lineWords(int32_t cells) { return (static_cast<size_t>(cells) + 63) / 64; }

}  // namespace

PassableBits::PassableBits(int32_t stride, int32_t rows)
    : rowWords_(lineWords(stride)),
      columnWords_(lineWords(rows)),
      rows_(rowWords_ * static_cast<size_t>(rows), 0),
      columns_(columnWords_ * static_cast<size_t>(stride), 0) {}

}  // namespace td
