#include "engine/nav/NavMesh.h"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <utility>

namespace td {

uint32_t NavMesh::addVertex(Vec2 p, float h) {
  verts_.push_back(p);
  heights_.push_back(h);
  return static_cast<uint32_t>(verts_.size() - 1);
}

NavTri NavMesh::addTriangle(uint32_t a, uint32_t b, uint32_t c, NavRegion region) {
  if (!(region.cost > 0.0f)) throw std::invalid_argument("NavMesh: a region's cost must be above 0");
  if (cross(verts_[b] - verts_[a], verts_[c] - verts_[a]) < 0.0f) std::swap(b, c);
  NavTri t;
  if (!free_.empty()) {
    t = free_.back();
    free_.pop_back();
    tris_[t] = {a, b, c};
    links_[t] = {kNoTri, kNoTri, kNoTri};
    regions_[t] = region;
    alive_[t] = 1;
  } else {
    // A use of an edge is numbered triangle * 3 + edge, in 32 bits.
    if (tris_.size() >= EdgeTable::kNone / 3) throw std::length_error("NavMesh: more triangles than slots");
    t = static_cast<NavTri>(tris_.size());
    tris_.push_back({a, b, c});
    links_.push_back({kNoTri, kNoTri, kNoTri});
    regions_.push_back(region);
    alive_.push_back(1);
    nextUse_.resize(nextUse_.size() + 3);
  }
  ++live_;
  ++revision_;
  countCost(region.cost, 1);
  for (int e = 0; e < 3; ++e) {
    const uint64_t k = edgeKey(t, e);
    const uint32_t use = t * 3 + static_cast<uint32_t>(e);
    nextUse_[use] = EdgeTable::kNone;
    // Last in the edge's list, after those added before.
    uint32_t& first = edges_.insert(k);
    if (first == EdgeTable::kNone) {
      first = use;
    } else {
      uint32_t last = first;
      while (nextUse_[last] != EdgeTable::kNone) last = nextUse_[last];
      nextUse_[last] = use;
    }
    relink(k);
  }
  return t;
}

void NavMesh::removeTriangle(NavTri t) {
  if (!alive(t)) return;
  for (int e = 0; e < 3; ++e) {
    const uint64_t k = edgeKey(t, e);
    const uint32_t use = t * 3 + static_cast<uint32_t>(e);
    uint32_t& first = edges_.insert(k);  // there already: the triangle uses it
    if (first == use) {
      first = nextUse_[use];
    } else {
      uint32_t before = first;
      while (nextUse_[before] != use) before = nextUse_[before];
      nextUse_[before] = nextUse_[use];
    }
    if (first == EdgeTable::kNone) {
      edges_.erase(k);
    } else {
      relink(k);
    }
  }
  alive_[t] = 0;
  links_[t] = {kNoTri, kNoTri, kNoTri};
  countCost(regions_[t].cost, -1);
  free_.push_back(t);
  --live_;
  ++revision_;
}

void NavMesh::clear() {
  const uint64_t next = revision_ + 1;
  *this = NavMesh{};
  revision_ = next;
}

void NavMesh::setRegion(NavTri t, NavRegion region) {
  if (!(region.cost > 0.0f)) throw std::invalid_argument("NavMesh: a region's cost must be above 0");
  if (!alive(t)) return;
  countCost(regions_[t].cost, -1);
  regions_[t] = region;
  countCost(region.cost, 1);
  ++revision_;
}

void NavMesh::countCost(float cost, int32_t delta) {
  for (size_t k = 0; k < costs_.size(); ++k) {
    if (costs_[k].first != cost) continue;
    costs_[k].second = static_cast<uint32_t>(static_cast<int32_t>(costs_[k].second) + delta);
    if (costs_[k].second == 0) costs_.erase(costs_.begin() + static_cast<std::ptrdiff_t>(k));
    return;
  }
  if (delta > 0) costs_.emplace_back(cost, static_cast<uint32_t>(delta));
}

float NavMesh::minCost() const {
  if (costs_.empty()) return 1.0f;
  float least = costs_[0].first;
  for (const auto& [cost, count] : costs_) least = std::min(least, cost);
  return least;
}

void NavMesh::relink(uint64_t k) {
  const uint32_t first = edges_.find(k);
  int uses = 0;
  for (uint32_t u = first; u != EdgeTable::kNone; u = nextUse_[u]) ++uses;
  for (uint32_t u = first; u != EdgeTable::kNone; u = nextUse_[u]) {
    NavTri& link = links_[u / 3][u % 3];
    if (uses == 1) {
      link = kNoTri;
    } else if (uses == 2) {
      link = u == first ? nextUse_[first] / 3 : first / 3;
    } else {
      link = kMany;
    }
  }
}

Vec2 NavMesh::centroid(NavTri t) const { return (corner(t, 0) + corner(t, 1) + corner(t, 2)) * (1.0f / 3.0f); }

float NavMesh::area(NavTri t) const { return 0.5f * cross(corner(t, 1) - corner(t, 0), corner(t, 2) - corner(t, 0)); }

int NavMesh::sharedEdge(NavTri t, NavTri n) const {
  for (int e = 0; e < 3; ++e) {
    bool found = false;
    forEachNeighbour(t, e, [&](NavTri m) { found = found || m == n; });
    if (found) return e;
  }
  return -1;
}

int NavMesh::edgeUses(NavTri t, int edge) const {
  const NavTri n = links_[t][static_cast<size_t>(edge)];
  if (n == kNoTri) return 1;
  if (n != kMany) return 2;
  int uses = 0;
  for (uint32_t u = edges_.find(edgeKey(t, edge)); u != EdgeTable::kNone; u = nextUse_[u]) ++uses;
  return uses;
}

}  // namespace td
