#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/EdgeTable.h"

namespace td {

using NavTri = uint32_t;
inline constexpr NavTri kNoTri = 0xFFFFFFFFu;

// A navigation mesh of triangles on the ground plane: 2D positions (x, z) in
// cell units, with each vertex's height kept for OBJ round trips. Triangles
// are wound counter-clockwise (positive signed area in x, z) and live in
// slots that a local update frees and reuses; neighbours are the triangles
// that share an edge's two vertices. An edge may join more than two triangles
// (stairs, or overlapping floors in a mesh read from a file): then every one
// of them is a neighbour of every other.
//
// Flat arrays and indices, no pointer graph: queries read a triangle's
// corners and its three edge links and nothing else.
class NavMesh {
 public:
  uint32_t addVertex(Vec2 p, float height = 0.0f);
  // Adds a triangle of three distinct vertices with non-zero area, reordered
  // counter-clockwise if needed, and links it to the triangles that share its
  // edges.
  NavTri addTriangle(uint32_t a, uint32_t b, uint32_t c);
  void removeTriangle(NavTri t);
  void clear();

  uint32_t vertexCount() const { return static_cast<uint32_t>(verts_.size()); }
  Vec2 vertex(uint32_t v) const { return verts_[v]; }
  float height(uint32_t v) const { return heights_[v]; }
  // Slots ever used (some may be free); triangleCount() counts the live ones.
  uint32_t triangleSlots() const { return static_cast<uint32_t>(tris_.size()); }
  uint32_t triangleCount() const { return live_; }
  // Changes whenever a triangle is added or removed, for caches of derived data.
  uint64_t revision() const { return revision_; }
  bool alive(NavTri t) const { return t < alive_.size() && alive_[t] != 0; }
  const std::array<uint32_t, 3>& corners(NavTri t) const { return tris_[t]; }
  Vec2 corner(NavTri t, int k) const { return verts_[tris_[t][static_cast<size_t>(k)]]; }
  Vec2 centroid(NavTri t) const;
  float area(NavTri t) const;
  // Edge k runs from corner k to corner (k + 1) % 3.
  template <typename F>
  void forEachNeighbour(NavTri t, int edge, F&& f) const {
    const NavTri n = links_[t][static_cast<size_t>(edge)];
    if (n == kNoTri) return;
    if (n != kMany) {
      f(n);
      return;
    }
    for (uint32_t use = edges_.find(edgeKey(t, edge)); use != EdgeTable::kNone; use = nextUse_[use]) {
      if (use / 3 != t) f(static_cast<NavTri>(use / 3));
    }
  }
  // The edge of `t` shared with `n`, or -1.
  int sharedEdge(NavTri t, NavTri n) const;
  // How many triangles use the edge (1 on the boundary).
  int edgeUses(NavTri t, int edge) const;

 private:
  static constexpr NavTri kMany = 0xFFFFFFFEu;
  static uint64_t key(uint32_t a, uint32_t b) { return a < b ? (uint64_t{a} << 32) | b : (uint64_t{b} << 32) | a; }
  uint64_t edgeKey(NavTri t, int edge) const {
    return key(tris_[t][static_cast<size_t>(edge)], tris_[t][static_cast<size_t>((edge + 1) % 3)]);
  }
  void relink(uint64_t k);

  std::vector<Vec2> verts_;
  std::vector<float> heights_;
  std::vector<std::array<uint32_t, 3>> tris_;
  std::vector<std::array<NavTri, 3>> links_;  // per edge: the one neighbour, kNoTri, or kMany
  std::vector<uint8_t> alive_;
  std::vector<NavTri> free_;
  uint32_t live_ = 0;
  uint64_t revision_ = 0;
  // Every edge in use, with the triangles that use it: the table gives an
  // edge's first use, nextUse_ the next, in the order they were added. A use
  // is triangle * 3 + edge. Only builds and updates touch them; queries
  // follow links_.
  EdgeTable edges_;
  std::vector<uint32_t> nextUse_;
};

}  // namespace td
