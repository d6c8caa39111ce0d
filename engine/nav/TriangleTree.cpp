#include "engine/nav/TriangleTree.h"

#include <algorithm>

#include "engine/nav/TriangleTest.h"

namespace td {

struct TriangleTree::Item {
  NavTri tri;
  Vec2 centre;
  Vec2 lo;  // the triangle's bounding box
  Vec2 hi;
};

void TriangleTree::build(const NavMesh& mesh, std::vector<NavTri> tris) {
  nodes_.clear();
  tris_ = std::move(tris);
  if (tris_.empty()) return;
  std::vector<Item> items;
  items.reserve(tris_.size());
  for (const NavTri t : tris_) {
    const Vec2 a = mesh.corner(t, 0);
    const Vec2 b = mesh.corner(t, 1);
    const Vec2 c = mesh.corner(t, 2);
    items.push_back({t,
                     (a + b + c) * (1.0f / 3.0f),
                     {std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y})},
                     {std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y})}});
  }
  nodes_.reserve(tris_.size());
  nodes_.emplace_back();
  split(items, 0, 0, static_cast<uint32_t>(items.size()));
  for (size_t i = 0; i < items.size(); ++i) tris_[i] = items[i].tri;
}

namespace {

// The area of the box around items [from, to).
template <typename Items>
double boxArea(const Items& items, uint32_t from, uint32_t to) {
  Vec2 lo = items[from].lo;
  Vec2 hi = items[from].hi;
  for (uint32_t i = from + 1; i < to; ++i) {
    lo = {std::min(lo.x, items[i].lo.x), std::min(lo.y, items[i].lo.y)};
    hi = {std::max(hi.x, items[i].hi.x), std::max(hi.y, items[i].hi.y)};
  }
  return (static_cast<double>(hi.x) - lo.x) * (static_cast<double>(hi.y) - lo.y);
}

}  // namespace

void TriangleTree::split(std::vector<Item>& items, uint32_t node, uint32_t begin, uint32_t end) {
  Node box;
  box.lo = items[begin].lo;
  box.hi = items[begin].hi;
  for (uint32_t i = begin; i < end; ++i) {
    const Item& it = items[i];
    box.lo = {std::min(box.lo.x, it.lo.x), std::min(box.lo.y, it.lo.y)};
    box.hi = {std::max(box.hi.x, it.hi.x), std::max(box.hi.y, it.hi.y)};
    box.lowest = std::min(box.lowest, it.tri);
  }
  if (end - begin <= 4) {
    box.first = begin;
    box.count = end - begin;
    nodes_[node] = box;
    return;
  }
  // Halved by count, whatever the positions, so that the depth stays
  // logarithmic even where many centres coincide; across x or across y,
  // whichever leaves the halves' boxes less area to cover. (A fan of slivers
  // side by side is then parted across them, not along: along, every box
  // would still span the fan, and a point would visit them all.)
  const uint32_t mid = begin + (end - begin) / 2;
  const auto halve = [&](bool acrossX) {
    std::nth_element(items.begin() + begin, items.begin() + mid, items.begin() + end,
                     [acrossX](const Item& l, const Item& r) {
                       return acrossX ? l.centre.x < r.centre.x : l.centre.y < r.centre.y;
                     });
    return boxArea(items, begin, mid) + boxArea(items, mid, end);
  };
  if (halve(true) < halve(false)) halve(true);
  box.first = static_cast<uint32_t>(nodes_.size());
  box.count = 0;
  nodes_[node] = box;
  nodes_.emplace_back();
  nodes_.emplace_back();
  split(items, box.first, begin, mid);
  split(items, box.first + 1, mid, end);
}

NavTri TriangleTree::lowestContaining(const NavMesh& mesh, Vec2 p, NavTri below) const {
  NavTri best = below;
  if (nodes_.empty()) return best;
  uint32_t stack[kStack];
  int top = 0;
  stack[top++] = 0;
  while (top > 0) {
    const Node& n = nodes_[stack[--top]];
    if (n.lowest >= best || p.x < n.lo.x || p.x > n.hi.x || p.y < n.lo.y || p.y > n.hi.y) continue;
    if (n.count > 0) {
      for (uint32_t i = n.first; i < n.first + n.count; ++i) {
        const NavTri t = tris_[i];
        if (t < best && triangleContains(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p)) best = t;
      }
      continue;
    }
    // The child with the lower slots last, so it is searched first and the
    // other may then be skipped.
    const bool leftFirst = nodes_[n.first].lowest <= nodes_[n.first + 1].lowest;
    stack[top++] = leftFirst ? n.first + 1 : n.first;
    stack[top++] = leftFirst ? n.first : n.first + 1;
  }
  return best;
}

}  // namespace td
