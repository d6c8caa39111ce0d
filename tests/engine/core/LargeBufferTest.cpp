#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <vector>

#include "engine/core/LargeBuffer.h"

namespace td {
namespace {

TEST(LargeBuffer, BigArraysAreAlignedToHugePages) {
  // 3 MiB of 8-byte words: above the threshold, and not a multiple of 2 MiB.
  std::vector<uint64_t, LargeBufferAllocator<uint64_t>> big(3u << 17);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(big.data()) % LargeBufferAllocator<uint64_t>::kHugePage, 0u);
  std::iota(big.begin(), big.end(), uint64_t{7});
  EXPECT_EQ(big.front(), 7u);
  EXPECT_EQ(big.back(), 7u + big.size() - 1);
}

TEST(LargeBuffer, SmallArraysAreOrdinaryAndUsable) {
  std::vector<uint32_t, LargeBufferAllocator<uint32_t>> small(1000, 5u);
  EXPECT_EQ(std::accumulate(small.begin(), small.end(), 0u), 5000u);
  small.assign(300000, 1u);  // grows past the threshold, then back below it
  small.resize(10);
  small.shrink_to_fit();
  EXPECT_EQ(small.size(), 10u);
  EXPECT_EQ(small[9], 1u);
}

}  // namespace
}  // namespace td
