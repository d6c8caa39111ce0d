#include "engine/nav/NavMesh.h"

#include <algorithm>
#include <utility>

namespace td {

uint32_t NavMesh::addVertex(Vec2 p, float h) {
  verts_.push_back(p);
  heights_.push_back(h);
  return static_cast<uint32_t>(verts_.size() - 1);
}

NavTri NavMesh::addTriangle(uint32_t a, uint32_t b, uint32_t c) {
  if (cross(verts_[b] - verts_[a], verts_[c] - verts_[a]) < 0.0f) std::swap(b, c);
  NavTri t;
  if (!free_.empty()) {
    t = free_.back();
    free_.pop_back();
    tris_[t] = {a, b, c};
    links_[t] = {kNoTri, kNoTri, kNoTri};
    alive_[t] = 1;
  } else {
    t = static_cast<NavTri>(tris_.size());
    tris_.push_back({a, b, c});
    links_.push_back({kNoTri, kNoTri, kNoTri});
    alive_.push_back(1);
  }
  ++live_;
  ++revision_;
  for (int e = 0; e < 3; ++e) {
    const uint64_t k = edgeKey(t, e);
    edges_[k].push_back({t, static_cast<uint8_t>(e)});
    relink(k);
  }
  return t;
}

void NavMesh::removeTriangle(NavTri t) {
  if (!alive(t)) return;
  for (int e = 0; e < 3; ++e) {
    const uint64_t k = edgeKey(t, e);
    auto it = edges_.find(k);
    std::erase_if(it->second, [t](const EdgeUse& u) { return u.tri == t; });
    if (it->second.empty()) {
      edges_.erase(it);
    } else {
      relink(k);
    }
  }
  alive_[t] = 0;
  links_[t] = {kNoTri, kNoTri, kNoTri};
  free_.push_back(t);
  --live_;
  ++revision_;
}

void NavMesh::clear() {
  const uint64_t next = revision_ + 1;
  *this = NavMesh{};
  revision_ = next;
}

void NavMesh::relink(uint64_t k) {
  const std::vector<EdgeUse>& uses = edges_.find(k)->second;
  for (const EdgeUse& u : uses) {
    NavTri& link = links_[u.tri][u.edge];
    if (uses.size() == 1) {
      link = kNoTri;
    } else if (uses.size() == 2) {
      link = uses[0].tri == u.tri ? uses[1].tri : uses[0].tri;
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
  return static_cast<int>(edges_.find(edgeKey(t, edge))->second.size());
}

}  // namespace td
