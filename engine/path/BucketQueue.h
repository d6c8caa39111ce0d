#pragma once

#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/path/Distance.h"

namespace td {

// A monotone priority queue of cell indices for Dijkstra on grids: Dial's
// buckets, kept as chains of fixed-size chunks so that pushes and pops are
// sequential writes and reads rather than scattered pointer updates.
//
// Each bucket spans `width` key units, and width is at most the smallest edge
// weight. Popping any element of the lowest non-empty bucket is then exact:
// a cell in that bucket could only be improved through another cell at least
// one whole edge (so one whole bucket) closer, and every such bucket is empty.
// The buckets form a ring covering the span of live keys, which is bounded by
// the largest edge weight (times two for incremental seeds, see configure).
//
// There is no decrease-key: an improved cell is pushed again and its old entry
// goes stale. The caller recognises a stale entry by its distance no longer
// falling in the bucket it was popped from (see poppedBucket()).
class BucketQueue {
 public:
  struct Seed {
    Distance key;
    uint32_t index;
  };

  // Sizes the chunk store for about `cells` live entries. Allocates only when
  // growing; later runs reuse the store.
  void reserve(size_t cells) {
    const size_t chunks = cells / kChunk + 2 * kMaxBuckets;
    if (store_.size() < chunks * kChunk) {
      store_.resize(chunks * kChunk);
      chunkNext_.resize(chunks);
      chunkEnd_.resize(chunks);
      free_.clear();
      for (size_t c = chunks; c-- > 0;) free_.push_back(static_cast<uint32_t>(c));
    }
    if (buckets_.size() < kMaxBuckets) buckets_.assign(kMaxBuckets, Bucket{});
  }

  // minStep and maxStep bound every edge weight; keys alive at once never span
  // more than `span`.
  void configure(Distance minStep, Distance span) {
    assert(empty());
    shift_ = static_cast<uint32_t>(std::bit_width(minStep) - 1);
    const Distance count = (span >> shift_) + 2;
    mask_ = std::bit_ceil(count) - 1;
    assert(mask_ < kMaxBuckets);
    cursor_ = 0;
  }

  bool empty() const { return size_ == 0; }
  uint64_t bucketOf(Distance key) const { return key >> shift_; }
  // The bucket the last pop() took its entry from.
  uint64_t poppedBucket() const { return cursor_; }
  // Would a key land inside the ring as it stands now?
  bool fits(Distance key) const { return (key >> shift_) < cursor_ + mask_; }
  void jumpTo(Distance key) {
    assert(empty());
    cursor_ = key >> shift_;
  }

  // Inlined by force: the waves and the updates call it from their inner
  // loops, where GCC's size estimates otherwise call it out of line in some
  // units and not others.
  __attribute__((always_inline)) void push(uint32_t i, Distance key) {
    const uint64_t b = key >> shift_;
    assert(b >= cursor_ && b <= cursor_ + mask_);
    Bucket& bucket = buckets_[b & mask_];
    if (bucket.tail == kNil || chunkEnd_[bucket.tail] == kChunk) {
      const uint32_t chunk = takeChunk();
      if (bucket.tail == kNil) {
        bucket.head = chunk;
        bucket.read = 0;
      } else {
        chunkNext_[bucket.tail] = chunk;
      }
      bucket.tail = chunk;
    }
    store_[static_cast<size_t>(bucket.tail) * kChunk + chunkEnd_[bucket.tail]++] = i;
    ++size_;
  }

  // The oldest entry of the lowest non-empty bucket.
  uint32_t pop() {
    assert(!empty());
    Bucket* bucket = &buckets_[cursor_ & mask_];
    while (bucket->head == kNil) bucket = &buckets_[++cursor_ & mask_];
    const uint32_t chunk = bucket->head;
    const uint32_t i = store_[static_cast<size_t>(chunk) * kChunk + bucket->read++];
    if (bucket->read == chunkEnd_[chunk]) {
      // Chunk used up: either the bucket is now empty or it moves on.
      if (chunk == bucket->tail) {
        bucket->head = bucket->tail = kNil;
      } else {
        bucket->head = chunkNext_[chunk];
      }
      bucket->read = 0;
      free_.push_back(chunk);
    }
    --size_;
    return i;
  }

 private:
  static constexpr uint32_t kNil = 0xFFFFFFFFu;
  static constexpr uint32_t kChunk = 64;
  // Edge weights range over at most 254 x sqrt(2); with the doubled span for
  // incremental seeds that needs 720 buckets.
  static constexpr size_t kMaxBuckets = 1024;

  struct Bucket {
    uint32_t head = kNil;
    uint32_t tail = kNil;
    uint32_t read = 0;  // next entry to pop in the head chunk
  };

  uint32_t takeChunk() {
    if (free_.empty()) {
      // More live entries than reserved for (many stale ones): grow once.
      const auto grown = static_cast<uint32_t>(chunkNext_.size());
      store_.resize(store_.size() + kChunk);
      chunkNext_.push_back(kNil);
      chunkEnd_.push_back(0);
      free_.push_back(grown);
    }
    const uint32_t chunk = free_.back();
    free_.pop_back();
    chunkNext_[chunk] = kNil;
    chunkEnd_[chunk] = 0;
    return chunk;
  }

  std::vector<Bucket> buckets_;
  std::vector<uint32_t> store_;
  std::vector<uint32_t> chunkNext_;
  std::vector<uint32_t> chunkEnd_;
  std::vector<uint32_t> free_;
  uint64_t cursor_ = 0;
  uint64_t mask_ = 0;
  uint32_t shift_ = 0;
  uint32_t size_ = 0;
};

}  // namespace td
