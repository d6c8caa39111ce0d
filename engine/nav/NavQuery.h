#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/Funnel.h"
#include "engine/nav/IntervalSearch.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavMesh.h"
#include "engine/nav/OpenList.h"
#include "engine/nav/PointLocator.h"

namespace td {

enum class NavStatus : uint8_t {
  Found,
  NoPath,        // start and goal lie on parts of the mesh that do not connect
  StartOutside,  // the start is on no triangle (nor within the snap distance)
  GoalOutside,
  Unfinished,  // the search gave up (its safety limit; the exact search falls back before that)
};

const char* describe(NavStatus status);

// How the corridor of triangles is chosen.
enum class NavCost : uint8_t {
  Exact,      // the interval search (IntervalSearch.h): the corridor of the Euclidean shortest path
  Centroids,  // A* over triangles, centre to centre, as the classic navigation-mesh search does
  Portals,    // A* over triangles, from where the walk crossed into a triangle to where it crosses the next portal
  // As Portals, each leg weighed by its triangle's region cost (NavRegion::cost), the estimate by the mesh's
  // cheapest: the corridor of the cheapest walk among those the portal points allow, so a detour by the road
  // beats a straight line through the mud when the mud costs enough. On a mesh of one cost it is Portals.
  Regions,
};

struct NavPathOptions {
  NavCost cost = NavCost::Exact;
  float snap = 0.0f;  // > 0: a start or goal off the mesh snaps to its nearest point this close
  // Region flags (NavRegion::flags) to keep out of: no corridor enters a triangle with any of them, but the
  // start's and the goal's own. With flags to avoid the Exact search gives way to the Regions search.
  uint8_t avoid = 0;
};

// A path: its corners from start to goal, and its length.
struct NavPath {
  std::vector<Vec2> points;
  float length = 0.0f;
  // The corridor search's cost of the walk (Regions: distance times region cost along the portal points;
  // Portals and Centroids: their distance); for Exact, the length.
  float cost = 0.0f;
  // False when the exact search reached its memory bound and the path came from the portal search instead: a
  // path through the same open space, possibly longer than the shortest.
  bool exact = true;
};

// Path queries over a navigation mesh: a search over the triangles gives a
// corridor (the exact interval search by default, or A* over triangles with
// the classic costs, which can pick a corridor longer than the best), the
// shared edges of consecutive triangles become portals (their ends
// ordered left and right by the cross product), the goal a last degenerate
// portal, and the funnel pulls the shortest polyline through them.
//
// Queries never throw and, once the scratch has grown to the mesh's size,
// allocate nothing (given output vectors with enough capacity). The corridor
// and portals of the last query stay readable, for debug drawing.
class NavQuery {
 public:
  NavStatus findPath(const NavMesh& mesh, const PointLocator& locator, Vec2 start, Vec2 goal, NavPath& out,
                     const NavPathOptions& options = {});
  // The same on a level's mesh, whose points are located through its cells.
  NavStatus findPath(const LevelNavMesh& nav, Vec2 start, Vec2 goal, NavPath& out, const NavPathOptions& options = {});

  // Grows the scratch for meshes of up to this many triangle slots and
  // vertices, so that queries on a mesh that grows (towers sold and built)
  // still allocate nothing.
  void reserve(size_t triangles, size_t vertices);

  const std::vector<NavTri>& corridor() const { return corridor_; }
  const std::vector<Portal>& portals() const { return portals_; }
  // Triangles expanded by the last search.
  uint32_t expanded() const { return expanded_; }
  // The exact search's memory bound (IntervalSearch::kNodesPerTriangle): a fixed one for the hero's queries,
  // smaller ones in tests. Set before reserve(), which then holds no more than that.
  void setExactNodeBudget(size_t perTriangle, size_t floor) { exact_.setNodeBudget(perTriangle, floor); }

 private:
  void prepare(const NavMesh& mesh);
  NavStatus between(const NavMesh& mesh, const Located& a, const Located& b, NavPath& out,
                    const NavPathOptions& options);
  NavStatus search(const NavMesh& mesh, NavTri from, NavTri to, Vec2 start, Vec2 goal, NavCost cost, uint8_t avoid);

  std::vector<float> g_;
  std::vector<Vec2> at_;  // where the walk stands in each triangle (the portal it came through)
  std::vector<NavTri> parent_;
  std::vector<uint32_t> stamp_;
  std::vector<uint8_t> closed_;
  OpenList open_;
  uint32_t query_ = 0;
  uint32_t expanded_ = 0;
  std::vector<NavTri> corridor_;
  std::vector<Portal> portals_;
  IntervalSearch exact_;
};

}  // namespace td
