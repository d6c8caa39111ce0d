#include "engine/nav/NavQuery.h"

#include <algorithm>
#include <cstddef>

#include "engine/nav/TriangleTest.h"

namespace td {

const char* describe(NavStatus status) {
  switch (status) {
    case NavStatus::Found:
      return "ok";
    case NavStatus::NoPath:
      return "no_path";
    case NavStatus::StartOutside:
    case NavStatus::GoalOutside:
      return "outside";
    case NavStatus::Unfinished:
      return "unfinished";
  }
  return "?";
}

namespace {

// Where a walk from `from` heading for `goal` crosses the portal ab: where
// the straight line crosses it, or else the end of the portal nearest that
// line (kept a little inside, so that a corner is not claimed twice).
Vec2 portalPoint(Vec2 a, Vec2 b, Vec2 from, Vec2 goal) {
  const Vec2 d = goal - from;
  const Vec2 ab = b - a;
  const float denom = cross(ab, d);
  float t = 0.5f;
  if (denom != 0.0f) {
    t = cross(from - a, d) / denom;
  } else {
    t = lengthSquared(from - a) < lengthSquared(from - b) ? 0.0f : 1.0f;
  }
  t = std::clamp(t, 0.0f, 1.0f);
  return a + ab * t;
}

}  // namespace

void NavQuery::reserve(size_t triangles, size_t vertices) {
  g_.reserve(triangles);
  at_.reserve(triangles);
  parent_.reserve(triangles);
  stamp_.reserve(triangles);
  closed_.reserve(triangles);
  open_.reserve(3 * triangles + 16);
  corridor_.reserve(triangles);
  portals_.reserve(triangles + 2);
  exact_.reserve(triangles, vertices);
}

void NavQuery::prepare(const NavMesh& mesh) {
  const size_t n = mesh.triangleSlots();
  if (g_.size() < n) {
    g_.resize(n);
    at_.resize(n);
    parent_.resize(n);
    stamp_.resize(n, 0);
    closed_.resize(n, 0);
  }
  // Each expansion pushes at most three entries; a corridor visits each
  // triangle at most once.
  open_.reserve(3 * n + 16);
  if (corridor_.capacity() < n) corridor_.reserve(n);
  if (portals_.capacity() < n + 2) portals_.reserve(n + 2);
  ++query_;
  if (query_ == 0) {
    std::fill(stamp_.begin(), stamp_.end(), 0u);
    query_ = 1;
  }
  open_.clear();
  expanded_ = 0;
}

NavStatus NavQuery::search(const NavMesh& mesh, NavTri from, NavTri to, Vec2 start, Vec2 goal, NavCost cost,
                           uint8_t avoid) {
  auto visit = [&](NavTri t) {
    if (stamp_[t] != query_) {
      stamp_[t] = query_;
      closed_[t] = 0;
      g_[t] = 3.0e38f;
    }
  };
  // Regions weigh each leg by the cost of the triangle it crosses, and the
  // estimate by the cheapest cost of the mesh, so it stays below the walk
  // left; the other costs weigh every triangle 1.
  const bool weighed = cost == NavCost::Regions;
  const float cheapest = weighed ? mesh.minCost() : 1.0f;
  auto weight = [&](NavTri t) { return weighed ? mesh.region(t).cost : 1.0f; };
  // Each triangle is reached at a point (the start, a centroid or a portal's
  // middle); the estimate is the straight line from there to the goal, which
  // is also the last leg once the goal's triangle is reached (then weighed by
  // that triangle's own cost, so the goal's entry is exact).
  auto estimate = [&](NavTri t, Vec2 at) {
    const float d = distance(at, goal);
    return weighed ? d * (t == to ? weight(t) : cheapest) : d;
  };
  visit(from);
  g_[from] = 0.0f;
  at_[from] = start;
  parent_[from] = kNoTri;
  open_.push({estimate(from, start), from});
  while (!open_.empty()) {
    const OpenList::Entry o = open_.pop();
    const NavTri t = o.id;
    // The walk's cost is not consistent (where it enters a triangle depends
    // on how it got there), so a triangle reached more cheaply later is
    // opened again; an entry whose cost has since improved is stale.
    if (o.f > g_[t] + estimate(t, at_[t])) continue;
    ++expanded_;
    // The same safety net as the interval search's: with reopening, a
    // pathological mesh could otherwise keep improving for a long time.
    if (expanded_ > 64 * static_cast<uint32_t>(mesh.triangleSlots()) + 4096) return NavStatus::Unfinished;
    if (t == to) return NavStatus::Found;
    for (int e = 0; e < 3; ++e) {
      mesh.forEachNeighbour(t, e, [&](NavTri n) {
        if (n == parent_[t]) return;
        if ((mesh.region(n).flags & avoid) != 0 && n != to) return;
        visit(n);
        const Vec2 next = cost == NavCost::Centroids
                              ? mesh.centroid(n)
                              : portalPoint(mesh.corner(t, e), mesh.corner(t, (e + 1) % 3), at_[t], goal);
        const float gn = g_[t] + distance(at_[t], next) * weight(t);
        if (gn < g_[n]) {
          g_[n] = gn;
          at_[n] = next;
          parent_[n] = t;
          open_.push({gn + estimate(n, next), n});
        }
      });
    }
  }
  return NavStatus::NoPath;
}

NavStatus NavQuery::findPath(const NavMesh& mesh, const PointLocator& locator, Vec2 start, Vec2 goal, NavPath& out,
                             const NavPathOptions& options) {
  return between(mesh, locator.locate(mesh, start, options.snap), locator.locate(mesh, goal, options.snap), out,
                 options);
}

NavStatus NavQuery::findPath(const LevelNavMesh& nav, Vec2 start, Vec2 goal, NavPath& out,
                             const NavPathOptions& options) {
  return between(nav.mesh(), nav.locate(start, options.snap), nav.locate(goal, options.snap), out, options);
}

NavStatus NavQuery::between(const NavMesh& mesh, const Located& a, const Located& b, NavPath& out,
                            const NavPathOptions& options) {
  const NavCost cost = options.cost == NavCost::Exact && options.avoid != 0 ? NavCost::Regions : options.cost;
  out.points.clear();
  out.length = 0.0f;
  out.cost = 0.0f;
  out.exact = cost == NavCost::Exact;
  corridor_.clear();
  portals_.clear();
  if (a.status == LocateStatus::Outside) return NavStatus::StartOutside;
  if (b.status == LocateStatus::Outside) return NavStatus::GoalOutside;
  const Vec2 start = a.point;
  const Vec2 goal = b.point;
  prepare(mesh);
  if (cost == NavCost::Exact) {
    const IntervalSearch::Result found = exact_.find(mesh, a.tri, b.tri, start, goal, corridor_);
    expanded_ = exact_.expanded();
    if (found == IntervalSearch::Result::NoPath) return NavStatus::NoPath;
  }
  if (cost != NavCost::Exact || corridor_.empty()) {
    // The exact search gave up at its memory bound: the portal search finds a corridor through the same open
    // space in memory by the triangle, and the path says it may not be the shortest.
    if (cost == NavCost::Exact) {
      out.exact = false;
      expanded_ = 0;
    }
    const NavStatus status =
        search(mesh, a.tri, b.tri, start, goal, cost == NavCost::Exact ? NavCost::Portals : cost, options.avoid);
    if (status != NavStatus::Found) return status;
    out.cost = cost == NavCost::Exact ? 0.0f
                                      : g_[b.tri] + distance(at_[b.tri], goal) *
                                                        (cost == NavCost::Regions ? mesh.region(b.tri).cost : 1.0f);
    for (NavTri t = b.tri; t != kNoTri; t = parent_[t]) corridor_.push_back(t);
    std::reverse(corridor_.begin(), corridor_.end());
  }
  // A start or goal on an edge belongs to the triangles on both sides; the
  // funnel wants it inside the first (or last) triangle of the corridor, not
  // on its first portal, where both rays of the funnel would lie on one line.
  size_t first = 0;
  size_t last = corridor_.size() - 1;
  auto holds = [&](NavTri t, Vec2 p) {
    return triangleContains(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p);
  };
  while (first < last && holds(corridor_[first + 1], start)) ++first;
  while (last > first && holds(corridor_[last - 1], goal)) --last;
  if (first > 0 || last + 1 < corridor_.size()) {
    corridor_.erase(corridor_.begin() + static_cast<std::ptrdiff_t>(last + 1), corridor_.end());
    corridor_.erase(corridor_.begin(), corridor_.begin() + static_cast<std::ptrdiff_t>(first));
  }
  portals_.push_back({start, start});
  for (size_t i = 0; i + 1 < corridor_.size(); ++i) {
    const NavTri t = corridor_[i];
    const int e = mesh.sharedEdge(t, corridor_[i + 1]);
    const Vec2 p = mesh.corner(t, e);
    const Vec2 q = mesh.corner(t, (e + 1) % 3);
    // Seen from inside the triangle, the end counter-clockwise of the other
    // is the left one.
    const Vec2 c = mesh.centroid(t);
    portals_.push_back(cross(p - c, q - c) > 0.0f ? Portal{q, p} : Portal{p, q});
  }
  portals_.push_back({goal, goal});
  pullString(portals_, out.points);
  for (size_t i = 0; i + 1 < out.points.size(); ++i) out.length += distance(out.points[i], out.points[i + 1]);
  if (cost == NavCost::Exact) out.cost = out.length;
  return NavStatus::Found;
}

}  // namespace td
