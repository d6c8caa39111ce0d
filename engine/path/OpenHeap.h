#pragma once

#include <cstdint>
#include <vector>

namespace td {

// An open list for the searches whose keys are not monotone (weighted A*) or
// not plain numbers (turns after cost): a 4-ary heap by (primary,
// secondary), smallest first. Four children per node halve the depth of a
// binary heap, and a pop, the costlier half, compares them in one cache
// line. Clearing keeps the capacity, so a warmed-up heap allocates nothing.
struct OpenEntry {
  uint64_t primary;
  uint64_t secondary;
  uint32_t index;
  uint32_t xy;  // the cell's column in bits 0..15, its row above, to spare a division
};

class OpenHeap {
 public:
  bool empty() const { return heap_.empty(); }
  void clear() { heap_.clear(); }

  void push(const OpenEntry& e) {
    size_t pos = heap_.size();
    heap_.push_back(e);
    OpenEntry* h = heap_.data();
    while (pos > 0) {
      const size_t parent = (pos - 1) / 4;
      if (!before(e, h[parent])) break;
      h[pos] = h[parent];
      pos = parent;
    }
    h[pos] = e;
  }

  OpenEntry pop() {
    OpenEntry* h = heap_.data();
    const OpenEntry top = h[0];
    const OpenEntry last = heap_.back();
    heap_.pop_back();
    const size_t size = heap_.size();
    if (size == 0) return top;
    size_t pos = 0;
    for (;;) {
      const size_t first = 4 * pos + 1;
      if (first >= size) break;
      const size_t end = first + 4 < size ? first + 4 : size;
      size_t best = first;
      for (size_t c = first + 1; c < end; ++c) best = before(h[c], h[best]) ? c : best;
      if (!before(h[best], last)) break;
      h[pos] = h[best];
      pos = best;
    }
    h[pos] = last;
    return top;
  }

 private:
  static bool before(const OpenEntry& a, const OpenEntry& b) {
    return a.primary < b.primary || (a.primary == b.primary && a.secondary < b.secondary);
  }

  std::vector<OpenEntry> heap_;
};

}  // namespace td
