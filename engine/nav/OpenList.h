#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace td {

// The open list of the navigation searches: a binary min-heap of (cost, id)
// with ties going to the lower id, so that a search never depends on the
// order of its pushes. No decrease-key: an improved entry is pushed again and
// the stale one recognised by its owner when popped. Keeps its capacity.
class OpenList {
 public:
  struct Entry {
    float f;
    uint32_t id;
  };

  void reserve(size_t n) {
    if (heap_.capacity() < n) heap_.reserve(n);
  }
  void clear() { heap_.clear(); }
  bool empty() const { return heap_.empty(); }

  void push(Entry e) {
    heap_.push_back(e);
    size_t i = heap_.size() - 1;
    while (i > 0) {
      const size_t up = (i - 1) / 2;
      if (before(heap_[up], e)) break;
      heap_[i] = heap_[up];
      i = up;
    }
    heap_[i] = e;
  }

  Entry pop() {
    const Entry top = heap_.front();
    const Entry last = heap_.back();
    heap_.pop_back();
    const size_t n = heap_.size();
    if (n == 0) return top;
    size_t i = 0;
    for (;;) {
      size_t c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && before(heap_[c + 1], heap_[c])) ++c;
      if (before(last, heap_[c])) break;
      heap_[i] = heap_[c];
      i = c;
    }
    heap_[i] = last;
    return top;
  }

 private:
  static bool before(const Entry& a, const Entry& b) { return a.f < b.f || (a.f == b.f && a.id < b.id); }

  std::vector<Entry> heap_;
};

}  // namespace td
