#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/EdgeTable.h"

namespace td {

using NavTri = uint32_t;
inline constexpr NavTri kNoTri = 0xFFFFFFFFu;

// What the ground of a triangle is like (a region's data): the cost of
// walking one unit of distance across it, relative to the mesh's other
// triangles (1 on plain ground; a level's mesh takes its terrain's move cost,
// so time on foot is in proportion to it), and flags the game gives meaning.
struct NavRegion {
  float cost = 1.0f;
  uint8_t flags = 0;
};
// The flags a region may carry; queries may be told to keep out of them.
inline constexpr uint8_t kNavCrawl = 1;     // a crawl zone: passable low and slow, unseen
inline constexpr uint8_t kNavTactical = 2;  // a tactical zone (cover, a post to hold)

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
  // edges. `region` must have a cost above 0.
  NavTri addTriangle(uint32_t a, uint32_t b, uint32_t c, NavRegion region = {});
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
  const NavRegion& region(NavTri t) const { return regions_[t]; }
  // Changes a live triangle's region (cost above 0) in place.
  void setRegion(NavTri t, NavRegion region);
  // Whether every live triangle costs the same to cross (then the cheapest
  // path is the shortest), and the cheapest cost of any (1 when none is live).
  bool uniformCost() const { return costs_.size() <= 1; }
  float minCost() const;
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
  void countCost(float cost, int32_t delta);

  std::vector<Vec2> verts_;
  std::vector<float> heights_;
  std::vector<std::array<uint32_t, 3>> tris_;
  std::vector<std::array<NavTri, 3>> links_;  // per edge: the one neighbour, kNoTri, or kMany
  std::vector<NavRegion> regions_;
  // Live triangles by cost, one entry a distinct cost (a level has a few).
  std::vector<std::pair<float, uint32_t>> costs_;
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
