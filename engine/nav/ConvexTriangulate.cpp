#include "engine/nav/ConvexTriangulate.h"

#include <algorithm>
#include <cmath>
#include <queue>

namespace td {

namespace {

// Twice the signed area of the triangle a b c, in double: the corners of a level's mesh lie on whole cell
// coordinates, so this is exact, and so are the sums and differences of such areas below.
double twiceArea(Vec2 a, Vec2 b, Vec2 c) {
  return (static_cast<double>(b.x) - a.x) * (static_cast<double>(c.y) - a.y) -
         (static_cast<double>(b.y) - a.y) * (static_cast<double>(c.x) - a.x);
}

// Does a corner repeat, by id or by position? Sorted copies, so that a ring of thousands of corners is checked in
// n log n rather than by every pair; a face of a few corners, as most faces of a file are, pair by pair without
// copies.
bool repeatsACorner(std::span<const uint32_t> ids, std::span<const Vec2> points) {
  if (ids.size() <= 8) {
    for (size_t i = 0; i < ids.size(); ++i) {
      for (size_t j = i + 1; j < ids.size(); ++j) {
        if (ids[i] == ids[j] || points[i] == points[j]) return true;
      }
    }
    return false;
  }
  std::vector<uint32_t> sortedIds(ids.begin(), ids.end());
  std::sort(sortedIds.begin(), sortedIds.end());
  if (std::adjacent_find(sortedIds.begin(), sortedIds.end()) != sortedIds.end()) return true;
  std::vector<Vec2> sorted(points.begin(), points.end());
  std::sort(sorted.begin(), sorted.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
}

// A candidate ear: corner `corner` cut off with its two neighbours as they were when `version` was current.
struct Ear {
  float area;
  size_t corner;
  uint32_t version;
};

// The biggest ear first; between equal ones, the corner first in the polygon's order.
struct SmallerEar {
  bool operator()(const Ear& x, const Ear& y) const {
    return x.area < y.area || (x.area == y.area && x.corner > y.corner);
  }
};

}  // namespace

bool triangulateConvex(std::span<const uint32_t> ids, std::span<const Vec2> points,
                       std::vector<std::array<uint32_t, 3>>& out) {
  const size_t n = ids.size();
  if (n < 3 || points.size() != n) return false;
  if (repeatsACorner(ids, points)) return false;
  double twiceTotal = 0.0;
  for (size_t i = 1; i + 1 < n; ++i) twiceTotal += twiceArea(points[0], points[i], points[i + 1]);
  float summed = 0.0f;  // the area as the tolerances below have always been scaled by
  for (size_t i = 0; i < n; ++i) summed += cross(points[i], points[(i + 1) % n]);
  const float total = 0.5f * summed;
  const float scale = std::fabs(total);
  if (scale <= 1e-9f) return false;
  const float sign = total > 0.0f ? 1.0f : -1.0f;
  // Convex: no corner turns the wrong way (straight corners are allowed).
  for (size_t i = 0; i < n; ++i) {
    const Vec2 a = points[(i + n - 1) % n];
    const Vec2 b = points[i];
    const Vec2 c = points[(i + 1) % n];
    if (sign * cross(b - a, c - b) < -1e-6f * scale) return false;
  }
  // A triangle is its own last ear (the check at the end, without the
  // bookkeeping for cutting others first: a mesh file is mostly triangles).
  if (n == 3) {
    if (sign * cross(points[1] - points[0], points[2] - points[0]) <= 1e-6f * scale) return false;
    out.push_back({ids[0], ids[1], ids[2]});
    return true;
  }

  // Ears are cut one at a time, always the biggest whose removal leaves a polygon with area (so the result is the
  // same whatever the polygon's size): a heap of candidates, each corner's entry renewed when a neighbour goes.
  // What is left of the area (twice it, signed) is the whole less the ears cut, so the check of what a cut
  // leaves costs a subtraction: a piece of a large map has thousands of corners along its sides.
  std::vector<size_t> prev(n);
  std::vector<size_t> next(n);
  std::vector<uint32_t> version(n, 0);
  for (size_t i = 0; i < n; ++i) {
    prev[i] = (i + n - 1) % n;
    next[i] = (i + 1) % n;
  }
  const auto earArea = [&](size_t i) {
    const Vec2 a = points[prev[i]];
    const Vec2 b = points[i];
    const Vec2 c = points[next[i]];
    return sign * 0.5f * cross(b - a, c - a);
  };
  std::priority_queue<Ear, std::vector<Ear>, SmallerEar> ears;
  const auto offer = [&](size_t i) {
    const float area = earArea(i);
    if (area > 1e-6f * scale) ears.push({area, i, version[i]});
  };
  for (size_t i = 0; i < n; ++i) offer(i);

  const size_t first = out.size();
  const auto flat = static_cast<double>(1e-6f * scale);
  double left = twiceTotal;
  size_t remaining = n;
  size_t start = 0;  // the first corner left in the polygon's order
  std::vector<Ear> leavesNoArea;
  while (remaining > 3) {
    bool found = false;
    Ear cut{};
    double cutTwice = 0.0;
    leavesNoArea.clear();
    while (!ears.empty()) {
      const Ear e = ears.top();
      ears.pop();
      if (e.version != version[e.corner]) continue;  // a neighbour has gone since
      const double twice = twiceArea(points[prev[e.corner]], points[e.corner], points[next[e.corner]]);
      if (std::fabs(0.5 * (left - twice)) <= flat) {
        leavesNoArea.push_back(e);  // may do later, once other ears have gone
        continue;
      }
      cut = e;
      cutTwice = twice;
      found = true;
      break;
    }
    if (!found) {
      out.resize(first);
      return false;
    }
    for (const Ear& e : leavesNoArea) ears.push(e);
    const size_t b = cut.corner;
    const size_t a = prev[b];
    const size_t c = next[b];
    out.push_back({ids[a], ids[b], ids[c]});
    next[a] = c;
    prev[c] = a;
    version[b] = UINT32_MAX;  // gone: no entry of it is current
    if (b == start) start = c;
    left -= cutTwice;
    --remaining;
    ++version[a];
    ++version[c];
    offer(a);
    offer(c);
  }
  // The last three in the polygon's order from the first left.
  const size_t r0 = start;
  const size_t r1 = next[r0];
  const size_t r2 = next[r1];
  if (sign * cross(points[r1] - points[r0], points[r2] - points[r0]) <= 1e-6f * scale) {
    out.resize(first);
    return false;
  }
  out.push_back({ids[r0], ids[r1], ids[r2]});
  return true;
}

}  // namespace td
