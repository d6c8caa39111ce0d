#include <gtest/gtest.h>

#include <vector>

#include "engine/path/BucketQueue.h"

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

TEST(BucketQueue, KeepsPushOrderWithinABucketAcrossChunks) {
  BucketQueue q;
  q.reserve(16);
  q.configure(kOrthogonalUnit, 4 * kOrthogonalUnit);
  q.jumpTo(0);
  // More entries than one chunk holds, all in the same bucket.
  for (uint32_t i = 0; i < 300; ++i) q.push(i, kOrthogonalUnit + i);
  for (uint32_t i = 0; i < 300; ++i) {
    ASSERT_EQ(q.pop(), i);
    EXPECT_EQ(q.poppedBucket(), q.bucketOf(kOrthogonalUnit));
  }
  EXPECT_TRUE(q.empty());
}

TEST(BucketQueue, ReportsTheBucketSoStaleEntriesCanBeSkipped) {
  BucketQueue q;
  q.reserve(8);
  q.configure(kOrthogonalUnit, 4 * kOrthogonalUnit);
  q.jumpTo(0);
  q.push(5, 3 * kOrthogonalUnit);  // first offer
  q.push(5, 1 * kOrthogonalUnit);  // improved: the first entry is now stale
  EXPECT_EQ(q.pop(), 5u);
  EXPECT_EQ(q.poppedBucket(), q.bucketOf(1 * kOrthogonalUnit));
  EXPECT_EQ(q.pop(), 5u);
  EXPECT_EQ(q.poppedBucket(), q.bucketOf(3 * kOrthogonalUnit));  // != bucket of its distance: stale
  EXPECT_TRUE(q.empty());
}

TEST(BucketQueue, GrowsItsStoreWhenMoreEntriesLiveThanReserved) {
  BucketQueue q;
  q.reserve(1);
  q.configure(kOrthogonalUnit, 4 * kOrthogonalUnit);
  q.jumpTo(0);
  for (uint32_t i = 0; i < 200000; ++i) q.push(i, (i % 3) * kOrthogonalUnit);
  uint32_t popped = 0;
  uint64_t lastBucket = 0;
  while (!q.empty()) {
    q.pop();
    EXPECT_GE(q.poppedBucket(), lastBucket);
    lastBucket = q.poppedBucket();
    ++popped;
  }
  EXPECT_EQ(popped, 200000u);
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
