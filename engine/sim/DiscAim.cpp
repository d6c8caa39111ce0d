#include "engine/sim/DiscAim.h"

#include <algorithm>
#include <cmath>

namespace td {

namespace {

bool lineClear(const DiscArena& arena, Vec2 a, Vec2 b) {
  // Steps of a tenth of a cell: a disc path is a few cells long and this is
  // called a few dozen times a throw, never per tick.
  const float len = distance(a, b);
  const int steps = std::max(1, static_cast<int>(std::ceil(len * 10.0f)));
  for (int k = 0; k <= steps; ++k) {
    const Vec2 p = lerp(a, b, static_cast<float>(k) / static_cast<float>(steps));
    if (arena.solid({static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))})) return false;
  }
  return true;
}

// Seconds for a thrown disc to cover `d` cells, or a negative number when
// it stops first.
float slideTime(float speed, float friction, float d) {
  if (friction <= 0.0f) return d / speed;
  const float disc = speed * speed - 2.0f * friction * d;
  if (disc < 0.0f) return -1.0f;
  return (speed - std::sqrt(disc)) / friction;
}

// The point on the border of the tower's cell (plus the disc's radius) in
// direction `dir` from its centre, where a throw starts.
Vec2 exitPoint(Vec2 tower, Vec2 dir, float radius) {
  const float reach = 0.5f / std::max(std::fabs(dir.x), std::fabs(dir.y)) + radius + 0.02f;
  return tower + dir * reach;
}

}  // namespace

bool discPathClear(const DiscArena& arena, Vec2 a, Vec2 b, float radius) {
  const Vec2 d = b - a;
  const float len = length(d);
  if (len <= 0.0f) return !arena.solid({static_cast<int32_t>(std::floor(a.x)), static_cast<int32_t>(std::floor(a.y))});
  // Both edges must be clear too, or the disc glances off on the way and
  // misses; a quarter of the radius is left to graze, so that a throw along
  // a lane a cell wide is not refused for rounding.
  const Vec2 side = Vec2{-d.y, d.x} * (0.75f * radius / len);
  return lineClear(arena, a, b) && lineClear(arena, a + side, b + side) && lineClear(arena, a - side, b - side);
}

std::optional<DiscAim> aimDisc(const DiscArena& arena, Vec2 tower, float radius, float speed, float friction,
                               Vec2 target, Vec2 targetVelocity) {
  Vec2 lead = target;
  for (int k = 0; k < 2; ++k) {
    const float t = slideTime(speed, friction, distance(tower, lead));
    if (t < 0.0f) break;
    lead = target + targetVelocity * t;
  }
  const Vec2 straight = lead - tower;
  if (lengthSquared(straight) > 1e-6f) {
    const Vec2 dir = normalized(straight);
    const Vec2 from = exitPoint(tower, dir, radius);
    if (slideTime(speed, friction, distance(tower, lead)) >= 0.0f && discPathClear(arena, from, lead, radius)) {
      return DiscAim{from, dir, false};
    }
  }
  // Bank shots off the grid lines walls lie on, within reach of the throw.
  std::optional<DiscAim> best;
  float bestLength = 0.0f;
  const float reach = friction > 0.0f ? speed * speed / (2.0f * friction) : 30.0f;
  // Walls lie on grid lines inside the map or on its edges.
  const int32_t x0 = std::max(0, static_cast<int32_t>(std::floor(std::min(tower.x, lead.x) - reach)));
  const int32_t x1 = std::min(arena.width(), static_cast<int32_t>(std::ceil(std::max(tower.x, lead.x) + reach)));
  const int32_t y0 = std::max(0, static_cast<int32_t>(std::floor(std::min(tower.y, lead.y) - reach)));
  const int32_t y1 = std::min(arena.height(), static_cast<int32_t>(std::ceil(std::max(tower.y, lead.y) + reach)));
  auto consider = [&](bool vertical, int32_t line, float side) {
    // The centre turns `radius` off the wall, on the side it comes from.
    const float turn = static_cast<float>(line) + side * radius;
    const float towerSide = vertical ? tower.x - turn : tower.y - turn;
    const float leadSide = vertical ? lead.x - turn : lead.y - turn;
    if (towerSide * side <= 0.0f || leadSide * side <= 0.0f) return;
    const Vec2 mirrored = vertical ? Vec2{2.0f * turn - lead.x, lead.y} : Vec2{lead.x, 2.0f * turn - lead.y};
    const Vec2 d = mirrored - tower;
    const float along = vertical ? d.x : d.y;
    if (std::fabs(along) < 1e-4f) return;
    const float k = ((vertical ? turn - tower.x : turn - tower.y)) / along;
    if (k <= 0.0f || k >= 1.0f) return;
    const Vec2 bounce = tower + d * k;
    // A wall must be there: the cell beyond the line at the bounce point.
    const Cell beyond = vertical ? Cell{side > 0.0f ? line - 1 : line, static_cast<int32_t>(std::floor(bounce.y))}
                                 : Cell{static_cast<int32_t>(std::floor(bounce.x)), side > 0.0f ? line - 1 : line};
    const Cell here =
        vertical ? Cell{side > 0.0f ? line : line - 1, beyond.y} : Cell{beyond.x, side > 0.0f ? line : line - 1};
    if (!arena.solid(beyond) || arena.solid(here)) return;
    const float total = length(d);
    if (slideTime(speed, friction, total) < 0.0f) return;
    if (best && total >= bestLength) return;
    const Vec2 dir = d * (1.0f / total);
    const Vec2 from = exitPoint(tower, dir, radius);
    if (!discPathClear(arena, from, bounce, radius) || !discPathClear(arena, bounce, lead, radius)) return;
    best = DiscAim{from, dir, true};
    bestLength = total;
  };
  for (int32_t x = x0; x <= x1; ++x) {
    consider(true, x, 1.0f);   // a wall on the left of the line, the disc on its right
    consider(true, x, -1.0f);  // the other way round
  }
  for (int32_t y = y0; y <= y1; ++y) {
    consider(false, y, 1.0f);
    consider(false, y, -1.0f);
  }
  return best;
}

}  // namespace td
