#include "engine/nav/IntervalSearch.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace td {

namespace {

// > 0 when x lies to the left of the ray p -> q.
float orient(Vec2 p, Vec2 q, Vec2 x) { return cross(q - p, x - p); }

Vec2 reflect(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const float len2 = lengthSquared(ab);
  if (len2 <= 0.0f) return p;
  const Vec2 foot = a + ab * (dot(p - a, ab) / len2);
  return foot * 2.0f - p;
}

// Interval ends that rounding put next to a vertex are the vertex.
bool near(Vec2 a, Vec2 b) { return lengthSquared(a - b) < 1e-10f * (1.0f + lengthSquared(a)); }

// Rounding allowance for "on the ray", as the sine of an angle.
constexpr float kOn = 2e-6f;

}  // namespace

void IntervalSearch::reserve(size_t triangles, size_t vertices) {
  rootG_.reserve(vertices);
  rootStamp_.reserve(vertices);
  angle_.reserve(vertices);
  border_.reserve(vertices);
  corner_.reserve(vertices);
  ways_.reserve(triangles);
  // A search with a fixed bound (the hero's) never holds more nodes than that, however large the mesh.
  const size_t nodes = std::min(4 * triangles + 64, nodesPerTriangle_ == 0 ? nodesFloor_ + 64 : SIZE_MAX);
  nodes_.reserve(nodes);
  open_.reserve(nodes);
}

void IntervalSearch::prepare(const NavMesh& mesh) {
  const size_t vertices = mesh.vertexCount();
  if (rootG_.size() < vertices) {
    rootG_.resize(vertices);
    rootStamp_.resize(vertices, 0);
  }
  if (++query_ == 0) {
    std::fill(rootStamp_.begin(), rootStamp_.end(), 0u);
    query_ = 1;
  }
  if (cornersOf_ != &mesh || cornersRevision_ != mesh.revision() || corner_.size() < vertices) {
    // A shortest path bends only where the obstacle's corner juts into the
    // free space: at a vertex on the border whose triangles span more than a
    // half turn. Straight walls, corners of rooms and the points where two
    // obstacles touch diagonally are never bends.
    std::vector<uint8_t>& border = border_;
    border.assign(vertices, 0);
    angle_.assign(vertices, 0.0f);
    for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
      if (!mesh.alive(t)) continue;
      for (int e = 0; e < 3; ++e) {
        const uint32_t v = mesh.corners(t)[static_cast<size_t>(e)];
        const Vec2 p = mesh.vertex(v);
        const Vec2 a = mesh.corner(t, (e + 1) % 3) - p;
        const Vec2 b = mesh.corner(t, (e + 2) % 3) - p;
        angle_[v] += std::atan2(std::fabs(cross(a, b)), dot(a, b));
        if (mesh.edgeUses(t, e) != 1) continue;
        border[v] = 1;
        border[mesh.corners(t)[static_cast<size_t>((e + 1) % 3)]] = 1;
      }
    }
    ways_.assign(mesh.triangleSlots(), 0);
    for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
      if (!mesh.alive(t)) continue;
      for (int e = 0; e < 3; ++e) ways_[t] = static_cast<uint8_t>(ways_[t] + (mesh.edgeUses(t, e) > 1 ? 1 : 0));
    }
    corner_.assign(vertices, 0);
    for (size_t v = 0; v < vertices; ++v) corner_[v] = border[v] != 0 && angle_[v] > 3.14159265f + 1e-3f ? 1 : 0;
    cornersOf_ = &mesh;
    cornersRevision_ = mesh.revision();
  }
  budget_ = nodesPerTriangle_ * static_cast<size_t>(mesh.triangleSlots()) + nodesFloor_;
  const size_t want = std::min(4 * static_cast<size_t>(mesh.triangleSlots()), budget_) + 64;
  if (nodes_.capacity() < want) nodes_.reserve(want);
  open_.reserve(want);
  if (fresh_.capacity() < 64) fresh_.reserve(64);
  nodes_.clear();
  open_.clear();
  fresh_.clear();
  expanded_ = 0;
  overBudget_ = false;
}

void IntervalSearch::push(const Node& node, float f) {
  // The memory bound (see find()): past the budget nothing more is searched, and a search that runs dry
  // after dropping a node gave up rather than proved there is no path.
  if (nodes_.size() >= budget_) {
    overBudget_ = true;
    return;
  }
  nodes_.push_back(node);
  fresh_.push_back({f, static_cast<uint32_t>(nodes_.size() - 1)});
}

// The shortest way from the root through the interval to the goal: straight
// when the line to the goal (mirrored across the interval's line if it lies
// on the root's side) passes through the interval, else by its nearer end.
float IntervalSearch::estimate(const Node& n) const {
  if (n.final) return 0.0f;
  if (n.degenerate) return distance(n.root, goal_);
  const float sr = orient(n.right, n.left, n.root);
  const float sg = orient(n.right, n.left, goal_);
  const Vec2 g = (sr > 0.0f) == (sg > 0.0f) && sg != 0.0f ? reflect(goal_, n.right, n.left) : goal_;
  const float a = orient(n.root, g, n.right);
  const float b = orient(n.root, g, n.left);
  if ((a <= 0.0f && b >= 0.0f) || (a >= 0.0f && b <= 0.0f)) return distance(n.root, g);
  return std::min(distance(n.root, n.right) + distance(n.right, g), distance(n.root, n.left) + distance(n.left, g));
}

bool IntervalSearch::turnAt(uint32_t vertex, float g) {
  if (vertex >= corner_.size() || corner_[vertex] == 0) return false;
  if (rootStamp_[vertex] != query_) {
    rootStamp_[vertex] = query_;
    rootG_[vertex] = g;
    return true;
  }
  // A corner already reached more cheaply needs no second search from it.
  if (g > rootG_[vertex] + 1e-5f * (1.0f + g)) return false;
  rootG_[vertex] = std::min(rootG_[vertex], g);
  return true;
}

void IntervalSearch::across(const NavMesh& mesh, NavTri t, int e, Vec2 root, float g, Vec2 right, Vec2 left,
                            bool degenerate, uint32_t parent, NavTri origin) {
  if (!degenerate && near(right, left)) return;
  const uint32_t a = mesh.corners(t)[static_cast<size_t>(e)];
  const uint32_t b = mesh.corners(t)[static_cast<size_t>((e + 1) % 3)];
  mesh.forEachNeighbour(t, e, [&](NavTri n) {
    if (degenerate && n == origin) return;
    // A triangle whose other two edges are walls leads nowhere (unless the
    // goal is in it).
    if (n != goalTri_ && ways_[n] < 2) return;
    Node node;
    node.root = root;
    node.left = left;
    node.right = right;
    node.g = g;
    node.parent = parent;
    node.tri = n;
    node.degenerate = degenerate;
    node.origin = origin;
    for (int k = 0; k < 3; ++k) {
      const uint32_t p = mesh.corners(n)[static_cast<size_t>(k)];
      const uint32_t q = mesh.corners(n)[static_cast<size_t>((k + 1) % 3)];
      if ((p == b && q == a) || (p == a && q == b)) node.edge = static_cast<uint8_t>(k);
    }
    push(node, g + estimate(node));
  });
}

void IntervalSearch::expand(const NavMesh& mesh, uint32_t index) {
  const Node n = nodes_[index];
  const NavTri t = n.tri;
  const int k = n.edge;
  const uint32_t iA = mesh.corners(t)[static_cast<size_t>(k)];
  const uint32_t iB = mesh.corners(t)[static_cast<size_t>((k + 1) % 3)];
  const uint32_t iC = mesh.corners(t)[static_cast<size_t>((k + 2) % 3)];
  const Vec2 A = mesh.vertex(iA);
  const Vec2 B = mesh.vertex(iB);
  const Vec2 C = mesh.vertex(iC);
  const int eBC = (k + 1) % 3;
  const int eCA = (k + 2) % 3;
  // Seen from the root the far side runs right to left: B -> C -> A.

  if (n.degenerate) {
    // The root is on the edge it came through, so all of the triangle is in
    // view; a far edge through the root continues the turn around it.
    if (t == goalTri_) {
      Node f = n;
      f.final = true;
      f.parent = index;
      push(f, n.g + distance(n.root, goal_));
    }
    const float lineBC = orient(B, C, n.root);
    const float lineCA = orient(C, A, n.root);
    const float scale = 1e-5f * (1.0f + lengthSquared(C - A) + lengthSquared(B - C));
    across(mesh, t, eBC, n.root, n.g, B, C, std::fabs(lineBC) <= scale, index, n.origin);
    across(mesh, t, eCA, n.root, n.g, C, A, std::fabs(lineCA) <= scale, index, n.origin);
    return;
  }

  const Vec2 root = n.root;
  const Vec2 R = n.right;
  const Vec2 L = n.left;
  // Which side of each ray a point is: >= 0 not right of the cone, <= 0 not
  // left of it. A point whose angle to the ray is within rounding (a sine
  // under kOn) is on the ray, whatever the lengths.
  auto sine = [&](Vec2 ray, Vec2 x) {
    const float v = orient(root, ray, x);
    return v * v <= kOn * kOn * lengthSquared(ray - root) * lengthSquared(x - root) ? 0.0f : v;
  };
  auto inRight = [&](Vec2 x) { return sine(R, x); };
  auto inLeft = [&](Vec2 x) { return sine(L, x); };
  const bool turnRight = near(R, B);
  const bool turnLeft = near(L, A);
  // Each corner's side of each ray, once.
  const float aA = inRight(A), aB = inRight(B), aC = inRight(C);
  const float bA = inLeft(A), bB = inLeft(B), bC = inLeft(C);

  if (t == goalTri_) {
    const float a = inRight(goal_);
    const float b = inLeft(goal_);
    if (a >= 0.0f && b <= 0.0f) {
      Node f = n;
      f.final = true;
      f.parent = index;
      push(f, n.g + distance(root, goal_));
    } else if (a < 0.0f && turnRight && turnAt(iB, n.g + distance(root, B))) {
      Node f = n;
      f.final = true;
      f.parent = index;
      f.root = B;
      f.g = n.g + distance(root, B);
      push(f, f.g + distance(B, goal_));
    } else if (b > 0.0f && turnLeft && turnAt(iA, n.g + distance(root, A))) {
      Node f = n;
      f.final = true;
      f.parent = index;
      f.root = A;
      f.g = n.g + distance(root, A);
      push(f, f.g + distance(A, goal_));
    }
  }

  // The part of each far edge inside the cone keeps the root.
  auto clip = [&](float aP, float aQ, float bP, float bQ, float& lo, float& hi) {
    lo = 0.0f;
    hi = 1.0f;
    auto bound = [&](float v0, float v1, bool wantNonNegative) {
      // Keeps t where v(t) >= 0 (or <= 0), v linear from v0 to v1.
      const float s0 = wantNonNegative ? v0 : -v0;
      const float s1 = wantNonNegative ? v1 : -v1;
      if (s0 >= 0.0f && s1 >= 0.0f) return;
      if (s0 < 0.0f && s1 < 0.0f) {
        lo = 1.0f;
        hi = 0.0f;
        return;
      }
      const float z = s0 / (s0 - s1);
      if (s0 < 0.0f) {
        lo = std::max(lo, z);
      } else {
        hi = std::min(hi, z);
      }
    };
    bound(aP, aQ, true);
    bound(bP, bQ, false);
    // An end within rounding of a vertex is the vertex, so that a turn
    // there is recognised.
    if (lo < 1e-5f) lo = 0.0f;
    if (hi > 1.0f - 1e-5f) hi = 1.0f;
  };
  float lo = 0.0f, hi = 0.0f;
  clip(aB, aC, bB, bC, lo, hi);
  if (hi > lo) across(mesh, t, eBC, root, n.g, lerp(B, C, lo), lerp(B, C, hi), false, index, kNoTri);
  clip(aC, aA, bC, bA, lo, hi);
  if (hi > lo) across(mesh, t, eCA, root, n.g, lerp(C, A, lo), lerp(C, A, hi), false, index, kNoTri);

  // What lies right of the cone is seen by turning at B, if B is a corner.
  if (turnRight && (aC < 0.0f || aA < 0.0f)) {
    const float g = n.g + distance(root, B);
    if (turnAt(iB, g)) {
      if (aC < 0.0f) across(mesh, t, eBC, B, g, B, C, true, index, t);
      // On C -> A, the part from C to where the right ray meets it.
      if (aC < 0.0f) {
        const float z = aA < 0.0f ? 1.0f : aC / (aC - aA);
        across(mesh, t, eCA, B, g, C, lerp(C, A, z), false, index, kNoTri);
      }
    }
  }
  // And what lies left of it by turning at A.
  if (turnLeft && (bC > 0.0f || bB > 0.0f)) {
    const float g = n.g + distance(root, A);
    if (turnAt(iA, g)) {
      if (bC > 0.0f) across(mesh, t, eCA, A, g, C, A, true, index, t);
      // On B -> C, the part from where the left ray meets it to C.
      if (bC > 0.0f) {
        const float z = bB > 0.0f ? 0.0f : -bB / (bC - bB);
        across(mesh, t, eBC, A, g, lerp(B, C, z), C, false, index, kNoTri);
      }
    }
  }
}

IntervalSearch::Result IntervalSearch::find(const NavMesh& mesh, NavTri from, NavTri to, Vec2 start, Vec2 goal,
                                            std::vector<NavTri>& corridor) {
  corridor.clear();
  if (from == to) {
    corridor.push_back(from);
    return Result::Found;
  }
  prepare(mesh);
  goal_ = goal;
  goalTri_ = to;
  // From the start, every edge of its triangle is in view.
  for (int e = 0; e < 3; ++e) {
    const Vec2 P = mesh.corner(from, e);
    const Vec2 Q = mesh.corner(from, (e + 1) % 3);
    const bool onEdge = std::fabs(orient(P, Q, start)) <= 1e-5f * (1.0f + lengthSquared(Q - P));
    across(mesh, from, e, start, 0.0f, P, Q, onEdge, kNone, from);
  }
  for (const OpenList::Entry& f : fresh_) open_.push(f);
  fresh_.clear();
  while (!open_.empty()) {
    const OpenList::Entry o = open_.pop();
    const Node& n = nodes_[o.id];
    if (n.final) {
      for (uint32_t i = n.parent; i != kNone; i = nodes_[i].parent) corridor.push_back(nodes_[i].tri);
      corridor.push_back(from);
      std::reverse(corridor.begin(), corridor.end());
      return Result::Found;
    }
    ++expanded_;
    // The memory bound (kNodesPerTriangle): also a safety net against a search that would not end (rounding in
    // a degenerate mesh, or hundreds of triangles on one edge in a file).
    if (nodes_.size() >= budget_) return Result::GaveUp;
    expand(mesh, o.id);
    // A lone successor that keeps the root is expanded at once instead of
    // going through the open list (it would be next, or nearly): long
    // corridors cost no heap operations.
    while (fresh_.size() == 1 && !nodes_[fresh_[0].id].final &&
           nodes_[fresh_[0].id].root == nodes_[nodes_[fresh_[0].id].parent].root) {
      const uint32_t next = fresh_[0].id;
      fresh_.clear();
      ++expanded_;
      expand(mesh, next);
    }
    for (const OpenList::Entry& f : fresh_) open_.push(f);
    fresh_.clear();
  }
  return overBudget_ ? Result::GaveUp : Result::NoPath;
}

}  // namespace td
