#pragma once

#include <cstdint>
#include <vector>

namespace td {

// Jump Point Search's open list: a 4-ary heap of 16-byte entries, least f
// first and, among equal f, least estimate (the largest g, nearest the goal).
// Four entries fill one cache line, so a pop compares a node's children in
// one line. Entries carry no g: a node's first entry to come off is its best
// (equal estimates, so the least f is the least g) and any later one finds
// the node closed. Clearing keeps the capacity: warm queries allocate nothing.
struct JumpOpenEntry {
  uint64_t f;
  uint32_t h;   // the estimate in units of the grid's cost, for ties
  uint32_t xy;  // padded column in bits 0..15, padded row above
};

class JumpOpenList {
 public:
  bool empty() const { return heap_.empty(); }
  void clear() { heap_.clear(); }

  void push(const JumpOpenEntry& e) {
    size_t pos = heap_.size();
    heap_.push_back(e);
    JumpOpenEntry* h = heap_.data();
    while (pos > 0) {
      const size_t parent = (pos - 1) / 4;
      if (!before(e, h[parent])) break;
      h[pos] = h[parent];
      pos = parent;
    }
    h[pos] = e;
  }

  JumpOpenEntry pop() {
    JumpOpenEntry* h = heap_.data();
    const JumpOpenEntry top = h[0];
    const JumpOpenEntry last = heap_.back();
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
  static bool before(const JumpOpenEntry& a, const JumpOpenEntry& b) { return a.f < b.f || (a.f == b.f && a.h < b.h); }

  std::vector<JumpOpenEntry> heap_;
};

}  // namespace td
