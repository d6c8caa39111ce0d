#include "engine/path/BucketQueue.h"

#include <gtest/gtest.h>

#include <vector>

namespace td {
namespace {

TEST(BucketQueue, PopsBucketsInKeyOrder) {
  BucketQueue q;
  q.reserve(16);
  q.configure(kOrthogonalUnit, 2 * kDiagonalUnit * 3);
  q.jumpTo(0);
  const std::vector<Distance> keys{5 * kOrthogonalUnit, 0, 2 * kOrthogonalUnit, kDiagonalUnit, 4 * kOrthogonalUnit};
  for (uint32_t i = 0; i < keys.size(); ++i) q.push(i, keys[i]);
  std::vector<uint32_t> order;
  while (!q.empty()) order.push_back(q.pop());
  EXPECT_EQ(order, (std::vector<uint32_t>{1, 3, 2, 4, 0}));
}

TEST(BucketQueue, RemoveUnlinksFromAnyPosition) {
  BucketQueue q;
  q.reserve(8);
  q.configure(kOrthogonalUnit, 4 * kOrthogonalUnit);
  q.jumpTo(0);
  q.push(0, kOrthogonalUnit);
  q.push(1, kOrthogonalUnit);
  q.push(2, kOrthogonalUnit);
  q.remove(1);
  EXPECT_FALSE(q.contains(1));
  EXPECT_TRUE(q.contains(0));
  q.remove(2);  // the head of its bucket
  EXPECT_EQ(q.pop(), 0u);
  EXPECT_TRUE(q.empty());
}

TEST(BucketQueue, RingWrapsAroundWithoutLosingOrder) {
  BucketQueue q;
  q.reserve(4);
  q.configure(kOrthogonalUnit, 3 * kOrthogonalUnit);
  q.jumpTo(100 * kOrthogonalUnit);
  EXPECT_FALSE(q.fits(200 * kOrthogonalUnit));
  Distance key = 100 * kOrthogonalUnit;
  q.push(0, key);
  for (int round = 0; round < 50; ++round) {
    const uint32_t i = q.pop();
    EXPECT_EQ(i, 0u);
    key += 3 * kOrthogonalUnit;
    q.push(0, key);
  }
  EXPECT_EQ(q.pop(), 0u);
}

}  // namespace
}  // namespace td
