#include "engine/nav/Funnel.h"

#include <cstddef>

namespace td {

namespace {

// > 0 when b lies counter-clockwise of a, seen from `from`.
float turn(Vec2 from, Vec2 a, Vec2 b) { return cross(a - from, b - from); }

// A corridor that starts or ends on a vertex shared by its portals makes the
// same corner come up more than once; it is one corner.
void addCorner(std::vector<Vec2>& out, Vec2 p) {
  if (!(out.back() == p)) out.push_back(p);
}

// The pull itself; `watch`, when given, is told the funnel after every portal.
void pull(std::span<const Portal> portals, std::vector<Vec2>& out, std::vector<FunnelState>* watch);

}  // namespace

void pullString(std::span<const Portal> portals, std::vector<Vec2>& out) { pull(portals, out, nullptr); }

void pullString(std::span<const Portal> portals, std::vector<Vec2>& out, std::vector<FunnelState>& watch) {
  watch.clear();
  pull(portals, out, &watch);
}

namespace {

void pull(std::span<const Portal> portals, std::vector<Vec2>& out, std::vector<FunnelState>* watch) {
  out.clear();
  if (portals.empty()) return;
  Vec2 apex = portals[0].left;
  Vec2 left = portals[0].left;
  Vec2 right = portals[0].right;
  size_t apexAt = 0;
  size_t leftAt = 0;
  size_t rightAt = 0;
  out.push_back(apex);
  for (size_t i = 1; i < portals.size(); ++i) {
    const Vec2 l = portals[i].left;
    const Vec2 r = portals[i].right;
    // The right ray moves in when the new right end lies counter-clockwise of
    // it; if it would pass the left ray, the left end is a corner.
    if (turn(apex, right, r) >= 0.0f) {
      if (apex == right || turn(apex, left, r) < 0.0f) {
        right = r;
        rightAt = i;
      } else {
        apex = left;
        apexAt = leftAt;
        addCorner(out, apex);
        left = right = apex;
        leftAt = rightAt = apexAt;
        if (watch != nullptr) watch->push_back({i, apex, left, right, true});
        i = apexAt;
        continue;
      }
    }
    // The same for the left ray, mirrored.
    if (turn(apex, left, l) <= 0.0f) {
      if (apex == left || turn(apex, right, l) > 0.0f) {
        left = l;
        leftAt = i;
      } else {
        apex = right;
        apexAt = rightAt;
        addCorner(out, apex);
        left = right = apex;
        leftAt = rightAt = apexAt;
        if (watch != nullptr) watch->push_back({i, apex, left, right, true});
        i = apexAt;
        continue;
      }
    }
    if (watch != nullptr) watch->push_back({i, apex, left, right, false});
  }
  const Vec2 goal = portals.back().left;
  if (!(out.back() == goal)) out.push_back(goal);
}

}  // namespace

}  // namespace td
