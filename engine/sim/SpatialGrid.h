#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"

namespace td {

// Uniform buckets over the map, rebuilt every tick by a counting sort, so a
// range query costs in proportion to the items near it, not to all items.
// Buffers grow with the item count and are then reused: no allocation per
// tick once the largest crowd has been seen.
class SpatialGrid {
 public:
  void configure(float width, float height, float bucketSize) {
    bucketSize_ = bucketSize;
    inverse_ = 1.0f / bucketSize;
    columns_ = std::max(1, static_cast<int32_t>(std::ceil(width * inverse_)));
    rows_ = std::max(1, static_cast<int32_t>(std::ceil(height * inverse_)));
    start_.assign(static_cast<size_t>(columns_ * rows_) + 1, 0);
  }

  void reserve(size_t items) {
    ids_.reserve(items);
    buckets_.reserve(items);
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
    std::fill(start_.begin(), start_.end(), 0);
    for (uint32_t b : buckets_) ++start_[b + 1];
    for (size_t b = 1; b < start_.size(); ++b) start_[b] += start_[b - 1];
    entries_.resize(ids_.size());
    cursor_.assign(start_.begin(), start_.end() - 1);
    for (size_t k = 0; k < ids_.size(); ++k) entries_[cursor_[buckets_[k]]++] = ids_[k];
  }

  // Calls visit(id) for every item in a bucket touching the circle's bounding
  // box; the caller tests the exact distance.
  template <typename Visit>
  void query(Vec2 centre, float radius, Visit&& visit) const {
    const int32_t x0 = column(centre.x - radius);
    const int32_t x1 = column(centre.x + radius);
    const int32_t y0 = row(centre.y - radius);
    const int32_t y1 = row(centre.y + radius);
    for (int32_t y = y0; y <= y1; ++y) {
      for (int32_t x = x0; x <= x1; ++x) {
        const uint32_t b = bucketOf(x, y);
        for (uint32_t k = start_[b]; k < start_[b + 1]; ++k) visit(entries_[k]);
      }
    }
  }

  size_t size() const { return ids_.size(); }

 private:
  int32_t column(float x) const { return std::clamp(static_cast<int32_t>(std::floor(x * inverse_)), 0, columns_ - 1); }
  int32_t row(float y) const { return std::clamp(static_cast<int32_t>(std::floor(y * inverse_)), 0, rows_ - 1); }
  uint32_t bucketOf(int32_t x, int32_t y) const { return static_cast<uint32_t>(y * columns_ + x); }

  float bucketSize_ = 2.0f;
  float inverse_ = 0.5f;
  int32_t columns_ = 1;
  int32_t rows_ = 1;
  std::vector<uint32_t> ids_;
  std::vector<uint32_t> buckets_;
  std::vector<uint32_t> start_;
  std::vector<uint32_t> cursor_;
  std::vector<uint32_t> entries_;
};

}  // namespace td
