#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/NavMesh.h"
#include "engine/nav/OpenList.h"

namespace td {

// The exact corridor search: A* whose nodes are intervals of triangle edges,
// each seen from a root (the start, or an obstacle corner where the path
// turns), after Cui, Harabor and Grastien's Polyanya (IJCAI 2017). A node's
// cost is the length to its root plus the shortest way from the root through
// its interval to the goal, so the first path to reach the goal is the
// Euclidean shortest one. Expanding a node projects its interval through the
// triangle beyond: the part of the far edges in view keeps the root; a part
// hidden behind a corner gets that corner as its root.
//
// Roots are pruned by the best length found to each corner. Scratch grows
// to the mesh once and is reused, so a warmed-up search allocates nothing.
class IntervalSearch {
 public:
  enum class Result : uint8_t { Found, NoPath, GaveUp };
  // The triangles from `from` (holding `start`) to `to` (holding `goal`)
  // along the shortest path, into `corridor`.
  Result find(const NavMesh& mesh, NavTri from, NavTri to, Vec2 start, Vec2 goal, std::vector<NavTri>& corridor);
  uint32_t expanded() const { return expanded_; }
  // Grows the scratch for meshes of up to this many triangle slots and
  // vertices at once, so that later queries (a mesh growing with builds
  // among them) do not allocate.
  void reserve(size_t triangles, size_t vertices);

  // The search's memory bound: at most this many nodes a triangle of the mesh (and kNodesFloor more). A sound
  // mesh's queries stay far below it; a field of pillars, whose every corner roots intervals seen across the
  // field, passed 64 a triangle at hundreds of megabytes. Past it the search gives up (GaveUp), and NavQuery
  // falls back to the portal search, saying so (NavPath::exact). Settable: a search that runs inside a game
  // tick (the hero's) takes a fixed bound instead (perTriangle 0), so that a large mesh never stalls the game.
  static constexpr size_t kNodesPerTriangle = 12;
  static constexpr size_t kNodesFloor = 4096;
  void setNodeBudget(size_t perTriangle, size_t floor) {
    nodesPerTriangle_ = perTriangle;
    nodesFloor_ = floor;
  }

 private:
  static constexpr uint32_t kNone = 0xFFFFFFFFu;
  struct Node {
    Vec2 root;
    Vec2 left;
    Vec2 right;
    float g = 0.0f;  // path length from the start to the root
    uint32_t parent = kNone;
    NavTri tri = kNoTri;      // the triangle the interval opens into
    uint8_t edge = 0;         // the edge of `tri` the interval lies on
    bool degenerate = false;  // the root lies on that edge's line: all of `tri` is in view
    NavTri origin = kNoTri;   // degenerate: where the turn around the root began, so it stops short of a full circle
    bool final = false;       // the goal, reached from `root`
  };

  void prepare(const NavMesh& mesh);
  void expand(const NavMesh& mesh, uint32_t index);
  // A node with `root` for the part [right, left] of edge `e` of `t`, opening
  // into every triangle across that edge.
  void across(const NavMesh& mesh, NavTri t, int e, Vec2 root, float g, Vec2 right, Vec2 left, bool degenerate,
              uint32_t parent, NavTri origin);
  bool turnAt(uint32_t vertex, float g);
  // A new node, waiting in fresh_ until its parent's expansion is over.
  void push(const Node& node, float f);
  float estimate(const Node& n) const;

  Vec2 goal_;
  NavTri goalTri_ = kNoTri;
  std::vector<Node> nodes_;
  OpenList open_;
  std::vector<OpenList::Entry> fresh_;
  std::vector<float> rootG_;
  std::vector<uint32_t> rootStamp_;
  uint32_t query_ = 0;
  uint32_t expanded_ = 0;
  size_t budget_ = 0;  // nodes a search may make
  size_t nodesPerTriangle_ = kNodesPerTriangle;
  size_t nodesFloor_ = kNodesFloor;
  bool overBudget_ = false;  // a node was dropped at the budget: no longer a proof of "no path"
  // Obstacle corners (where paths may bend), cached per mesh revision.
  std::vector<uint8_t> corner_;
  std::vector<float> angle_;     // scratch: the free-space angle around each vertex
  std::vector<uint8_t> border_;  // scratch: vertices on the mesh border
  std::vector<uint8_t> ways_;    // per triangle: edges that lead on (cached with the corners)
  const NavMesh* cornersOf_ = nullptr;
  uint64_t cornersRevision_ = 0;
};

}  // namespace td
