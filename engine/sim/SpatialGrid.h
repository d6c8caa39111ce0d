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
// A build costs in proportion to the items, not to the buckets, and only two
// comparisons when the items and their buckets are those of the last build
// (many ticks: an enemy takes many ticks to cross a bucket). Only the buckets filled last
// time are emptied, and where few buckets are filled they are sorted instead
// of scanning every bucket (a big map between waves has hundreds of buckets
// and no enemy). Buffers grow with the item count and are then reused: no
// allocation per tick once the largest crowd has been seen.
class SpatialGrid {
 public:
  void configure(float width, float height, float bucketSize) {
    inverse_ = 1.0f / bucketSize;
    columns_ = std::max(1, static_cast<int32_t>(std::ceil(width * inverse_)));
    rows_ = std::max(1, static_cast<int32_t>(std::ceil(height * inverse_)));
    const auto buckets = static_cast<size_t>(columns_ * rows_);
    count_.assign(buckets, 0);
    end_.assign(buckets, 0);
    filled_.clear();
    filled_.reserve(buckets);
    builtIds_.clear();
    builtBuckets_.clear();
    low_ = {1, 1};
    high_ = {-1, -1};
  }

  void reserve(size_t items) {
    ids_.reserve(items);
    buckets_.reserve(items);
    builtIds_.reserve(items);
    builtBuckets_.reserve(items);
    entries_.reserve(items);
  }

  void clear() {
    ids_.clear();
    buckets_.clear();
  }

  void add(uint32_t id, Vec2 p) {
    ids_.push_back(id);
    buckets_.push_back(bucketOf(column(p.x), row(p.y)));
  }

  void build() {
    if (ids_ == builtIds_ && buckets_ == builtBuckets_) return;
    builtIds_ = ids_;
    builtBuckets_ = buckets_;
    for (const uint32_t b : filled_) count_[b] = 0;
    filled_.clear();
    for (const uint32_t b : buckets_) {
      if (count_[b]++ == 0) filled_.push_back(b);
    }
    low_ = {columns_, rows_};
    high_ = {-1, -1};
    if (filled_.size() * kSortBelow < count_.size()) {
      std::sort(filled_.begin(), filled_.end());
      for (const uint32_t b : filled_) include(static_cast<int32_t>(b) % columns_, static_cast<int32_t>(b) / columns_);
    } else {
      filled_.clear();
      uint32_t b = 0;
      for (int32_t y = 0; y < rows_; ++y) {
        for (int32_t x = 0; x < columns_; ++x, ++b) {
          if (count_[b] == 0) continue;
          filled_.push_back(b);
          include(x, y);
        }
      }
    }
    // end_ of a filled bucket is first where it begins, then, as its items
    // are placed, where it ends.
    uint32_t at = 0;
    for (const uint32_t b : filled_) {
      end_[b] = at;
      at += count_[b];
    }
    entries_.resize(ids_.size());
    for (size_t k = 0; k < ids_.size(); ++k) entries_[end_[buckets_[k]]++] = ids_[k];
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

  size_t size() const { return ids_.size(); }

 private:
  struct Bucket {
    int32_t x;
    int32_t y;
  };

  // Sorting the filled buckets beats scanning them all while they are fewer
  // than one in this many.
  static constexpr size_t kSortBelow = 8;

  // Truncation, not floor: the two differ only below zero, where the clamp
  // gives 0 either way, and truncation is one instruction.
  int32_t column(float x) const { return std::clamp(static_cast<int32_t>(x * inverse_), 0, columns_ - 1); }
  int32_t row(float y) const { return std::clamp(static_cast<int32_t>(y * inverse_), 0, rows_ - 1); }
  uint32_t bucketOf(int32_t x, int32_t y) const { return static_cast<uint32_t>(y * columns_ + x); }
  void include(int32_t x, int32_t y) {
    low_ = {std::min(low_.x, x), std::min(low_.y, y)};
    high_ = {std::max(high_.x, x), std::max(high_.y, y)};
  }

  float inverse_ = 0.5f;
  int32_t columns_ = 1;
  int32_t rows_ = 1;
  // Column and row bounds of the filled buckets (low_ above high_ when none).
  Bucket low_{1, 1};
  Bucket high_{-1, -1};
  std::vector<uint32_t> ids_;
  std::vector<uint32_t> buckets_;
  std::vector<uint32_t> builtIds_;      // ids_ at the last build
  std::vector<uint32_t> builtBuckets_;  // buckets_ at the last build
  std::vector<uint32_t> count_;         // items per bucket, zero but in filled_
  std::vector<uint32_t> end_;           // one past a filled bucket's last entry
  std::vector<uint32_t> filled_;        // the buckets with items, in index order
  std::vector<uint32_t> entries_;
};

}  // namespace td
