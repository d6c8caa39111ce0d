#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"

namespace td {

// Uniform buckets over the map, rebuilt every tick, so a range query costs in
// proportion to the items near it, not to all items. A query visits the
// buckets touching its box in index order and each bucket's items in the
// order they were added.
//
// A build costs in proportion to the items, not to the buckets: only the
// buckets filled last time are emptied, and where few buckets are filled
// they are sorted instead of scanning every bucket (a big map between waves
// has hundreds of buckets and no enemy). Buffers grow with the item count and
// are then reused: no allocation per tick once the largest crowd has been
// seen.
class SpatialGrid {
 public:
  void configure(float width, float height, float bucketSize) {
    bucketSize_ = bucketSize;
    inverse_ = 1.0f / bucketSize;
    columns_ = std::max(1, static_cast<int32_t>(std::ceil(width * inverse_)));
    rows_ = std::max(1, static_cast<int32_t>(std::ceil(height * inverse_)));
    const auto buckets = static_cast<size_t>(columns_ * rows_);
    count_.assign(buckets, 0);
    end_.assign(buckets, 0);
    filled_.clear();
    filled_.reserve(buckets);
    built_ = kNeverBuilt;
  }

  void reserve(size_t items) {
    ids_.reserve(items);
    buckets_.reserve(items);
    entries_.reserve(items);
  }

  void clear() {
    size_ = 0;
    changed_ = false;
    low_ = {columns_, rows_};
    high_ = {-1, -1};
  }

  void add(uint32_t id, Vec2 p) {
    const int32_t x = column(p.x);
    const int32_t y = row(p.y);
    const uint32_t b = bucketOf(x, y);
    if (size_ < ids_.size()) {
      changed_ = changed_ || ids_[size_] != id || buckets_[size_] != b;
      ids_[size_] = id;
      buckets_[size_] = b;
    } else {
      ids_.push_back(id);
      buckets_.push_back(b);
      changed_ = true;
    }
    ++size_;
    low_ = {std::min(low_.x, x), std::min(low_.y, y)};
    high_ = {std::max(high_.x, x), std::max(high_.y, y)};
  }

  void build() {
    // The same items in the same buckets as the last build: nothing to do
    // (most ticks, since an enemy takes many ticks to cross a bucket).
    if (!changed_ && size_ == built_) return;
    built_ = size_;
    for (const uint32_t b : filled_) count_[b] = 0;
    filled_.clear();
    for (size_t k = 0; k < size_; ++k) {
      const uint32_t b = buckets_[k];
      if (count_[b]++ == 0) filled_.push_back(b);
    }
    if (filled_.size() * kSortBelow < count_.size()) {
      std::sort(filled_.begin(), filled_.end());
    } else {
      filled_.clear();
      for (uint32_t b = 0; b < count_.size(); ++b) {
        if (count_[b] != 0) filled_.push_back(b);
      }
    }
    // end_ of a filled bucket is first where it begins, then, as its items
    // are placed, where it ends.
    uint32_t at = 0;
    for (const uint32_t b : filled_) {
      end_[b] = at;
      at += count_[b];
    }
    entries_.resize(size_);
    for (size_t k = 0; k < size_; ++k) entries_[end_[buckets_[k]]++] = ids_[k];
  }

  // Calls visit(id) for every item in a bucket touching the circle's bounding
  // box; the caller tests the exact distance.
  template <typename Visit>
  void query(Vec2 centre, float radius, Visit&& visit) const {
    // Only the buckets between the items' first and last hold any: on a
    // map where the enemies walk one route, most of a tower's box is empty,
    // and between waves all of it.
    const int32_t x0 = std::max(column(centre.x - radius), low_.x);
    const int32_t x1 = std::min(column(centre.x + radius), high_.x);
    const int32_t y0 = std::max(row(centre.y - radius), low_.y);
    const int32_t y1 = std::min(row(centre.y + radius), high_.y);
    for (int32_t y = y0; y <= y1; ++y) {
      for (int32_t x = x0; x <= x1; ++x) {
        const uint32_t b = bucketOf(x, y);
        const uint32_t end = end_[b];
        for (uint32_t k = end - count_[b]; k < end; ++k) visit(entries_[k]);
      }
    }
  }

  size_t size() const { return size_; }

 private:
  // Sorting the filled buckets beats scanning them all while they are fewer
  // than one in this many.
  static constexpr size_t kSortBelow = 8;

  // Truncation, not floor: the two differ only below zero, where the clamp
  // gives 0 either way, and truncation is one instruction.
  int32_t column(float x) const { return std::clamp(static_cast<int32_t>(x * inverse_), 0, columns_ - 1); }
  int32_t row(float y) const { return std::clamp(static_cast<int32_t>(y * inverse_), 0, rows_ - 1); }
  uint32_t bucketOf(int32_t x, int32_t y) const { return static_cast<uint32_t>(y * columns_ + x); }

  float bucketSize_ = 2.0f;
  float inverse_ = 0.5f;
  int32_t columns_ = 1;
  int32_t rows_ = 1;
  struct Bucket {
    int32_t x;
    int32_t y;
  };
  // Column and row bounds of the buckets with items (low_ above high_ when
  // there are none).
  Bucket low_{1, 1};
  Bucket high_{-1, -1};
  static constexpr size_t kNeverBuilt = SIZE_MAX;

  // The items added since clear() are the first size_ of ids_ and buckets_;
  // what lies beyond is left from earlier ticks, so that add() can tell
  // whether anything changed since the last build.
  size_t size_ = 0;
  size_t built_ = kNeverBuilt;  // size_ at the last build
  bool changed_ = false;
  std::vector<uint32_t> ids_;
  std::vector<uint32_t> buckets_;
  std::vector<uint32_t> count_;   // items per bucket, zero but in filled_
  std::vector<uint32_t> end_;     // one past a filled bucket's last entry
  std::vector<uint32_t> filled_;  // the buckets with items, in index order
  std::vector<uint32_t> entries_;
};

}  // namespace td
