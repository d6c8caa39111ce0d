#pragma once

#include <bit>
#include <cassert>
#include <cstdint>
#include <vector>

#include "engine/path/Distance.h"

namespace td {

// A monotone priority queue of cell indices for Dijkstra on grids (Dial's
// buckets, with intrusive doubly linked lists so nothing is allocated per push).
//
// Each bucket spans `width` key units, and width is at most the smallest edge
// weight. Popping any element of the lowest non-empty bucket is then exact:
// a cell in that bucket could only be improved through another cell at least
// one whole edge (so one whole bucket) closer, and every such bucket is empty.
// The buckets form a ring that covers the span of live keys, which is bounded
// by the largest edge weight (times two for incremental seeds, see configure).
class BucketQueue {
 public:
  struct Seed {
    Distance key;
    uint32_t index;
  };

  // Per-cell links for indices below `cells`. Allocates only when growing.
  void reserve(size_t cells) {
    if (prev_.size() < cells) {
      prev_.assign(cells, kNotQueued);
      next_.assign(cells, kNil);
    }
    if (heads_.size() < kMaxBuckets) {
      heads_.assign(kMaxBuckets, kNil);
      tails_.assign(kMaxBuckets, kNil);
    }
  }

  // minStep and maxStep bound every edge weight; keys alive at once never span
  // more than `span`.
  void configure(Distance minStep, Distance span) {
    assert(empty());
    shift_ = static_cast<uint32_t>(std::bit_width(minStep) - 1);
    const Distance buckets = (span >> shift_) + 2;
    mask_ = std::bit_ceil(buckets) - 1;
    assert(mask_ < kMaxBuckets);
    cursor_ = 0;
  }

  bool empty() const { return size_ == 0; }
  bool contains(uint32_t i) const { return prev_[i] != kNotQueued; }
  // Would a key land inside the ring as it stands now?
  bool fits(Distance key) const { return (key >> shift_) < cursor_ + mask_; }
  void jumpTo(Distance key) {
    assert(empty());
    cursor_ = key >> shift_;
  }

  // Appends at the bucket's tail: a bucket is then worked through in the order
  // the wave reached its cells, which keeps memory accesses close together.
  void push(uint32_t i, Distance key) {
    const uint64_t bucket = key >> shift_;
    assert(bucket >= cursor_ && bucket <= cursor_ + mask_);
    const auto slot = static_cast<uint32_t>(bucket & mask_);
    const uint32_t tail = tails_[slot];
    next_[i] = kHeadFlag | slot;  // the tail links back to its bucket
    if (tail == kNil) {
      prev_[i] = kHeadFlag | slot;
      heads_[slot] = i;
    } else {
      prev_[i] = tail;
      next_[tail] = i;
    }
    tails_[slot] = i;
    ++size_;
  }

  void remove(uint32_t i) {
    const uint32_t p = prev_[i];
    const uint32_t n = next_[i];
    if (p & kHeadFlag) {
      heads_[p & ~kHeadFlag] = (n & kHeadFlag) ? kNil : n;
    } else {
      next_[p] = n;
    }
    if (n & kHeadFlag) {
      tails_[n & ~kHeadFlag] = (p & kHeadFlag) ? kNil : p;
    } else {
      prev_[n] = p;
    }
    prev_[i] = kNotQueued;
    --size_;
  }

  // Any element of the lowest non-empty bucket.
  uint32_t pop() {
    assert(!empty());
    while (heads_[cursor_ & mask_] == kNil) ++cursor_;
    const uint32_t i = heads_[cursor_ & mask_];
    remove(i);
    return i;
  }

 private:
  static constexpr uint32_t kNil = 0xFFFFFFFFu;
  static constexpr uint32_t kNotQueued = 0xFFFFFFFEu;
  static constexpr uint32_t kHeadFlag = 0x80000000u;
  // Edge weights range over at most 254 x sqrt(2); with the doubled span for
  // incremental seeds that needs 720 buckets.
  static constexpr size_t kMaxBuckets = 1024;

  std::vector<uint32_t> heads_;
  std::vector<uint32_t> tails_;
  std::vector<uint32_t> prev_;
  std::vector<uint32_t> next_;
  uint64_t cursor_ = 0;
  uint64_t mask_ = 0;
  uint32_t shift_ = 0;
  uint32_t size_ = 0;
};

}  // namespace td
