#pragma once

#include <vector>

namespace td {

// A 4-ary min-heap of plain entries ordered by `Before` (a type with a static
// `bool before(const Entry&, const Entry&)`). Four children per node halve the
// depth of a binary heap, and a pop, the costlier half, compares them in one
// cache line. Clearing keeps the capacity, so a warmed-up heap allocates
// nothing. The open lists of the grid searches are this heap over their own
// entries (OpenHeap.h, JumpOpenList.h).
template <typename Entry, typename Before>
class QuadHeap {
 public:
  bool empty() const { return heap_.empty(); }
  void clear() { heap_.clear(); }

  void push(const Entry& e) {
    size_t pos = heap_.size();
    heap_.push_back(e);
    Entry* h = heap_.data();
    while (pos > 0) {
      const size_t parent = (pos - 1) / 4;
      if (!Before::before(e, h[parent])) break;
      h[pos] = h[parent];
      pos = parent;
    }
    h[pos] = e;
  }

  Entry pop() {
    Entry* h = heap_.data();
    const Entry top = h[0];
    const Entry last = heap_.back();
    heap_.pop_back();
    const size_t size = heap_.size();
    if (size == 0) return top;
    size_t pos = 0;
    for (;;) {
      const size_t first = 4 * pos + 1;
      if (first >= size) break;
      const size_t end = first + 4 < size ? first + 4 : size;
      size_t best = first;
      for (size_t c = first + 1; c < end; ++c) best = Before::before(h[c], h[best]) ? c : best;
      if (!Before::before(h[best], last)) break;
      h[pos] = h[best];
      pos = best;
    }
    h[pos] = last;
    return top;
  }

 private:
  std::vector<Entry> heap_;
};

}  // namespace td
