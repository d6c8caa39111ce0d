#include "game/lab/DiscLab.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/motion/DiscMotion.h"

namespace td {

DiscLab::DiscLab() {
  reset();
  // A five-pointed star in the room's left half.
  const Vec2 centre{7.f, 8.f};
  for (int k = 0; k < 10; ++k) {
    const float angle = static_cast<float>(k) * std::numbers::pi_v<float> / 5.f - std::numbers::pi_v<float> / 2.f;
    const float r = k % 2 == 0 ? 4.f : 1.7f;
    polygon_.push_back({centre.x + r * std::cos(angle), centre.y + r * std::sin(angle)});
  }
}

void DiscLab::reset() {
  arena_.reset(kWidth, kHeight);
  // The room's wall, a pillar, a long block and an L to bounce in.
  for (int32_t x = 0; x < kWidth; ++x) {
    arena_.setSolid({x, 0}, true);
    arena_.setSolid({x, kHeight - 1}, true);
  }
  for (int32_t y = 0; y < kHeight; ++y) {
    arena_.setSolid({0, y}, true);
    arena_.setSolid({kWidth - 1, y}, true);
  }
  for (int32_t y = 6; y < 9; ++y) {
    for (int32_t x = 15; x < 17; ++x) arena_.setSolid({x, y}, true);
  }
  for (int32_t x = 20; x < 26; ++x) arena_.setSolid({x, 4}, true);
  for (int32_t y = 9; y < 13; ++y) arena_.setSolid({21, y}, true);
  for (int32_t x = 21; x < 25; ++x) arena_.setSolid({x, 12}, true);
  discs_.clear();
  impacts_.clear();
}

bool DiscLab::overlapsBlock(Vec2 at, float r) const {
  const auto x0 = static_cast<int32_t>(std::floor(at.x - r));
  const auto x1 = static_cast<int32_t>(std::floor(at.x + r));
  const auto y0 = static_cast<int32_t>(std::floor(at.y - r));
  const auto y1 = static_cast<int32_t>(std::floor(at.y + r));
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) {
      if (!arena_.solid({x, y})) continue;
      // The nearest point of the cell to the centre.
      const float nx = std::clamp(at.x, static_cast<float>(x), static_cast<float>(x + 1));
      const float ny = std::clamp(at.y, static_cast<float>(y), static_cast<float>(y + 1));
      if ((nx - at.x) * (nx - at.x) + (ny - at.y) * (ny - at.y) < r * r) return true;
    }
  }
  return false;
}

bool DiscLab::throwDisc(Vec2 at, Vec2 velocity) {
  if (overlapsBlock(at, radius)) return false;
  if (discs_.size() == kMostDiscs) discs_.erase(discs_.begin());
  discs_.push_back(Disc{at, velocity, radius});
  return true;
}

void DiscLab::toggleBlock(Cell c) {
  if (c.x <= 0 || c.y <= 0 || c.x >= kWidth - 1 || c.y >= kHeight - 1) return;
  arena_.setSolid(c, !arena_.solid(c));
  // A disc the new block would hold is taken away rather than left inside it.
  std::erase_if(discs_, [this](const Disc& d) { return overlapsBlock(d.pos, d.radius); });
}

void DiscLab::clearDiscs() {
  discs_.clear();
  impacts_.clear();
}

std::optional<DiscLab::AimHit> DiscLab::aimHit(Vec2 from, Vec2 to, float reach) const {
  const Vec2 end = from + (to - from) * reach;
  DiscArena::Near near;
  const Vec2 lo{std::min(from.x, end.x), std::min(from.y, end.y)};
  const Vec2 hi{std::max(from.x, end.x), std::max(from.y, end.y)};
  // A line too long for one query is looked along in halves.
  if (!arena_.near(lo, hi, 0.f, near)) return reach > 0.25f ? aimHit(from, to, reach * 0.5f) : std::nullopt;
  std::optional<AimHit> best;
  const Vec3 p{from.x, 0.f, from.y};
  const Vec3 q{to.x, 0.f, to.y};
  for (int32_t k = 0; k < near.wallCount; ++k) {
    const Wall& w = near.walls[static_cast<size_t>(k)];
    // Only a wall the line comes at from its open side.
    if (dot(w.normal, to - from) >= 0.f) continue;
    const auto plane = planeThrough(Vec3{w.a.x, 0.f, w.a.y}, Vec3{w.b.x, 0.f, w.b.y}, Vec3{w.a.x, 1.f, w.a.y});
    if (!plane) continue;
    const auto t = linePlaneHit(*plane, p, q);
    if (!t || *t < 0.f || *t > reach || (best && *t >= best->t)) continue;
    const Vec2 at = from + (to - from) * *t;
    // On the wall itself, not on its plane beyond its ends.
    const Vec2 along = w.b - w.a;
    const float u = dot(at - w.a, along) / dot(along, along);
    if (u < 0.f || u > 1.f) continue;
    best = AimHit{*plane, *t, at};
  }
  return best;
}

void DiscLab::step(float dt) {
  for (Impact& i : impacts_) i.age += dt;
  while (!impacts_.empty() && impacts_.front().age > kImpactLife) impacts_.pop_front();
  for (Disc& disc : discs_) {
    disc.push = {0.f, tilt};
    disc.maxSpeed = maxSpeed;
    const DiscStep s = advanceDisc(disc, material, arena_, dt);
    for (int32_t k = 0; k < s.impactCount; ++k) {
      const DiscStep::Piece& into = s.pieces[static_cast<size_t>(k)];
      // The piece after the impact starts with the reflected velocity; after the step's last impact, when the
      // step was cut there, the disc keeps it.
      const Vec2 after = k + 1 < s.pieceCount ? s.pieces[static_cast<size_t>(k + 1)].motion.v : disc.vel;
      impacts_.push_back({into.motion.at(into.length), s.impacts[static_cast<size_t>(k)].normal,
                          into.motion.velocityAt(into.length), after, 0.f});
    }
  }
  // Bounded however many impacts a busy room makes.
  while (impacts_.size() > 64) impacts_.pop_front();
}

}  // namespace td
