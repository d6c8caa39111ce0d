#pragma once

#include <array>
#include <cstdint>

#include "engine/core/Cell.h"

namespace td {

// The hero's breadcrumbs: the last cells it entered, freshest last, in a
// fixed ring (no allocation). Trackers follow them toward the hero.
class Trail {
 public:
  static constexpr int32_t kMaxCrumbs = 64;

  void setCapacity(int32_t n) { capacity_ = n < 0 ? 0 : (n > kMaxCrumbs ? kMaxCrumbs : n); }
  int32_t capacity() const { return capacity_; }
  int32_t size() const { return size_; }
  void clear() { size_ = 0; }

  // Drops a crumb in `cell` unless the freshest crumb is already there.
  void drop(Cell cell) {
    if (capacity_ == 0) return;
    if (size_ > 0 && at(size_ - 1) == cell) return;
    crumbs_[static_cast<size_t>((start_ + size_) % kMaxCrumbs)] = cell;
    if (size_ < capacity_) {
      ++size_;
    } else {
      start_ = (start_ + 1) % kMaxCrumbs;
    }
  }
  // Crumb i: 0 is the oldest, size() - 1 the freshest.
  Cell at(int32_t i) const { return crumbs_[static_cast<size_t>((start_ + i) % kMaxCrumbs)]; }

 private:
  std::array<Cell, kMaxCrumbs> crumbs_{};
  int32_t start_ = 0;
  int32_t size_ = 0;
  int32_t capacity_ = 15;
};

}  // namespace td
