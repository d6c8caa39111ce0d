#include "engine/motion/DiscMotion.h"

#include <algorithm>
#include <cmath>

namespace td {

namespace {

// The earliest contact over `span` seconds; walls win ties with corners
// (a corner between two walls is met through the walls).
Contact earliest(const Motion& m, float radius, const DiscArena::Near& near, float span) {
  Contact best;
  for (int32_t k = 0; k < near.wallCount; ++k) {
    const Contact c = sweepDiscSegment(m, radius, near.walls[static_cast<size_t>(k)], span);
    if (c.hit && (!best.hit || c.t < best.t)) best = c;
  }
  for (int32_t k = 0; k < near.cornerCount; ++k) {
    const Contact c = sweepDiscPoint(m, radius, near.corners[static_cast<size_t>(k)], span);
    if (c.hit && (!best.hit || c.t < best.t - 1e-6f)) best = c;
  }
  return best;
}

}  // namespace

Vec2 bounce(Vec2 v, Vec2 normal, const DiscMaterial& material) {
  const float vn = dot(v, normal);
  if (vn >= 0.0f) return v;  // already leaving
  Vec2 vt = v - normal * vn;
  vt = vt - normal * dot(vt, normal);  // rounding leaves a trace of the normal in it
  const float tangential = length(vt);
  if (tangential > 0.0f) {
    const float kept = std::max(0.0f, tangential - material.grip * -vn);
    vt = vt * (kept / tangential);
  }
  // Outward, never inward: with no restitution the disc slides along the
  // wall instead of meeting it again at once.
  const Vec2 out = vt + normal * std::max(0.0f, -material.restitution * vn);
  return dot(out, normal) < 0.0f ? out - normal * dot(out, normal) : out;
}

DiscStep advanceDisc(Disc& disc, const DiscMaterial& material, const DiscArena& arena, float dt, int32_t maxImpacts) {
  DiscStep step;
  maxImpacts = std::clamp(maxImpacts, 0, DiscStep::kMaxImpacts);
  float clock = 0.0f;
  DiscArena::Near near;
  while (clock < dt && step.pieceCount < static_cast<int32_t>(step.pieces.size())) {
    const float speed = length(disc.vel);
    if (speed <= 0.0f) {
      step.stopped = true;
      break;
    }
    const Vec2 a = material.friction > 0.0f ? disc.vel * (-material.friction / speed) : Vec2{};
    const float stopIn = material.friction > 0.0f ? speed / material.friction : dt;
    float span = std::min(dt - clock, stopIn);
    Motion m{disc.pos, disc.vel, a};
    // The path is a straight segment: its end points bound it. Too many
    // walls around a long piece: take a shorter one.
    for (;;) {
      const Vec2 end = m.at(span);
      const Vec2 lo{std::min(disc.pos.x, end.x), std::min(disc.pos.y, end.y)};
      const Vec2 hi{std::max(disc.pos.x, end.x), std::max(disc.pos.y, end.y)};
      if (arena.near(lo, hi, disc.radius, near) || span < 1e-4f) break;
      span *= 0.5f;
    }
    const Contact c = earliest(m, disc.radius, near, span);
    const float t = c.hit ? c.t : span;
    step.pieces[static_cast<size_t>(step.pieceCount++)] = {m, clock, t};
    disc.pos = m.at(t);
    disc.vel = m.velocityAt(t);
    clock += t;
    if (!c.hit) {
      if (span >= stopIn) {
        disc.vel = {};
        step.stopped = true;
        break;
      }
      continue;
    }
    if (step.impactCount >= maxImpacts) {
      step.dropped = true;
      break;
    }
    step.impacts[static_cast<size_t>(step.impactCount++)] = {true, clock, c.normal};
    disc.vel = bounce(disc.vel, c.normal, material);
  }
  if (!step.stopped && clock < dt) step.dropped = true;
  return step;
}

}  // namespace td
