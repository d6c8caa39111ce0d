#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/NavMesh.h"

namespace td {

// A tree of bounding boxes over some of a mesh's triangles: PointLocator's
// place for the triangles too long for its buckets. A long sliver would be
// listed in every bucket along it; here it is one entry, and a point visits
// only the boxes it lies in. A point on a triangle, even one computed in
// floats on its edge, lies in its bounding box.
//
// Built once: the triangles are halved at the median of their centres, across
// x or y, whichever leaves less area in the halves' boxes, down to leaves of
// at most four, so the tree is at most 31 levels deep and holds no more nodes
// than triangles. Each node keeps the lowest slot beneath it, so that a
// search for the lowest slot containing a point skips what cannot improve on
// the best so far.
class TriangleTree {
 public:
  // Takes the triangles to hold (live slots of `mesh`, in any order).
  void build(const NavMesh& mesh, std::vector<NavTri> tris);
  size_t size() const { return tris_.size(); }
  bool holds(NavTri t) const { return std::find(tris_.begin(), tris_.end(), t) != tris_.end(); }

  // The lowest slot below `below` whose triangle contains p (triangleContains),
  // or `below` when there is none.
  NavTri lowestContaining(const NavMesh& mesh, Vec2 p, NavTri below) const;

  // Calls near(t) for every triangle whose box lies within sqrt(reach2) of p;
  // near() may lower reach2 as it finds closer triangles, and the search
  // narrows with it.
  template <typename F>
  void forEachWithin(Vec2 p, const float& reach2, F&& near) const {
    if (nodes_.empty()) return;
    uint32_t stack[kStack];
    int top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const Node& n = nodes_[stack[--top]];
      const float dx = std::max({n.lo.x - p.x, p.x - n.hi.x, 0.0f});
      const float dy = std::max({n.lo.y - p.y, p.y - n.hi.y, 0.0f});
      // A little slack: the nearest point computed on a triangle may stray
      // outside its box by a rounding.
      if (dx * dx + dy * dy > reach2 * (1.0f + 0x1p-16f)) continue;
      if (n.count > 0) {
        for (uint32_t i = n.first; i < n.first + n.count; ++i) near(tris_[i]);
      } else {
        stack[top++] = n.first + 1;
        stack[top++] = n.first;
      }
    }
  }

 private:
  // A leaf's triangles are tris_[first, first + count); an inner node
  // (count 0) has its two children at nodes_[first] and nodes_[first + 1].
  struct Node {
    Vec2 lo;
    Vec2 hi;
    uint32_t first = 0;
    uint32_t count = 0;
    NavTri lowest = kNoTri;
  };
  struct Item;
  // Depth-first, a node's sibling waits on the stack at each level above it:
  // one more than the depth is enough.
  static constexpr int kStack = 40;

  void split(std::vector<Item>& items, uint32_t node, uint32_t begin, uint32_t end);

  std::vector<Node> nodes_;  // the root first
  std::vector<NavTri> tris_;
};

}  // namespace td
