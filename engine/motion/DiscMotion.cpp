#include "engine/motion/DiscMotion.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "engine/geom/Quadratic.h"

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

// Below this speed (cells per second) a pushed disc that friction can hold is at rest.
constexpr float kRestSpeed = 1e-4f;
// Seconds: a turn sooner than this is taken as now.
constexpr float kShortestTurn = 1e-5f;
// A disc pushed against a wall leaves it at this speed (cells per second), so
// that rounding does not count its slide along the wall as moving in.
constexpr float kLiftSpeed = 1e-5f;

// How near a wall or corner a disc counts as touching it, in cells: a disc
// left on a wall by an impact is within it.
constexpr float kTouchSlack = 1e-4f;

// The walls and corners a pushed disc rests against: they take the part of
// the push that points into them. Without that, a disc pressed on a wall and
// sliding along it would leave it a hair and be pushed back through it
// within the piece, or meet it again at once, impact after impact.
struct Resting {
  static constexpr int32_t kMax = 4;
  std::array<Vec2, kMax> normals{};
  int32_t count = 0;

  void add(Vec2 n) {
    for (int32_t k = 0; k < count; ++k) {
      if (normals[static_cast<size_t>(k)] == n) return;
    }
    if (count < kMax) normals[static_cast<size_t>(count++)] = n;
  }
  Vec2 along(Vec2 a) const {
    for (int32_t k = 0; k < count; ++k) {
      const Vec2 n = normals[static_cast<size_t>(k)];
      const float into = dot(a, n);
      if (into < 0.0f) a = a - n * into;
    }
    return a;
  }
};

bool pushed(const Disc& d) { return d.push.x != 0.0f || d.push.y != 0.0f; }

// A disc faster than its cap is slowed to it, its heading kept.
void capSpeed(Disc& d) {
  if (d.maxSpeed <= 0.0f) return;
  const float speed = length(d.vel);
  if (speed > d.maxSpeed) d.vel = d.vel * (d.maxSpeed / speed);
}

// One piece of a pushed disc's flight. Friction is against the velocity, so
// with a push across it the acceleration turns as the disc does: each piece
// holds it at its value at the piece's start (the swept tests stay exact for
// the piece as flown), and ends early at the moment friction would start to
// turn the disc back (the speed is least there), or when the speed reaches
// the cap.
enum class PieceEnd : uint8_t { Span, Turn, Cap };
struct PushedPiece {
  Vec2 a;
  float span = 0.0f;
  PieceEnd end = PieceEnd::Span;
  bool rests = false;  // at rest, and friction holds it against the push
};

// What the disc touches where it stands: walls (within the segment) and
// corners within kTouchSlack.
void findTouching(const Disc& d, const DiscArena& arena, DiscArena::Near& near, Resting& resting) {
  resting.count = 0;
  if (!arena.near(d.pos, d.pos, d.radius + kTouchSlack, near)) return;
  for (int32_t k = 0; k < near.wallCount; ++k) {
    const Wall& w = near.walls[static_cast<size_t>(k)];
    const Vec2 along = w.b - w.a;
    const float u = dot(d.pos - w.a, along) / lengthSquared(along);
    if (u < 0.0f || u > 1.0f) continue;
    const float gap = dot(w.normal, d.pos - w.a) - d.radius;
    if (gap <= kTouchSlack && gap > -d.radius) resting.add(w.normal);
  }
  for (int32_t k = 0; k < near.cornerCount; ++k) {
    const Vec2 off = d.pos - near.corners[static_cast<size_t>(k)];
    const float dist = length(off);
    if (dist > 0.0f && dist - d.radius <= kTouchSlack) resting.add(off * (1.0f / dist));
  }
}

PushedPiece planPushed(Disc& d, const DiscMaterial& material, const Resting& resting, float left) {
  PushedPiece p;
  p.span = left;
  const float friction = std::max(material.friction, 0.0f);
  const Vec2 pushAlong = resting.along(d.push);
  float speed = length(d.vel);
  if (speed < kRestSpeed) {
    // Starting from rest (a crawl this slow counts as rest): friction holds
    // it unless the push is the stronger.
    d.vel = {};
    speed = 0.0f;
    const float push = length(pushAlong);
    if (push <= friction) {
      p.rests = true;
      return p;
    }
    p.a = pushAlong * ((push - friction) / push);
  } else {
    p.a = resting.along(pushAlong - d.vel * (friction / speed));
  }
  const float va = dot(d.vel, p.a);
  const float aa = lengthSquared(p.a);
  // (A least speed a moment away is where it already is: push and friction
  // stand across the motion, and from here it speeds up.)
  if (va < 0.0f && aa > 0.0f && -va / aa > kShortestTurn) {
    const float t = -va / aa;
    if (t < p.span) {
      p.span = t;
      p.end = PieceEnd::Turn;
    }
    return p;  // slowing down: the cap is not in reach
  }
  if (d.maxSpeed <= 0.0f || aa <= 0.0f) return p;
  if (speed >= d.maxSpeed * (1.0f - 1e-6f)) {
    // At the cap: nothing more along the motion, only the turn across it.
    if (va > 0.0f) p.a = p.a - d.vel * (va / (speed * speed));
    return p;
  }
  // |v + a t| = cap: a quadratic in t whose constant term is negative, so one
  // root is negative and the other the moment the cap is reached.
  double roots[2];
  const int n =
      solveQuadratic(aa, 2.0 * static_cast<double>(va),
                     static_cast<double>(speed) * speed - static_cast<double>(d.maxSpeed) * d.maxSpeed, roots);
  if (n > 0) {
    const auto t = static_cast<float>(roots[n - 1]);
    if (t >= 0.0f && t < p.span) {
      p.span = t;
      p.end = PieceEnd::Cap;
    }
  }
  return p;
}

// The box that holds a piece's path over [0, span]: its ends, and where a
// coordinate turns back (a pushed disc's path is a parabola).
void pathBox(const Motion& m, float span, Vec2& lo, Vec2& hi) {
  const Vec2 end = m.at(span);
  lo = {std::min(m.p.x, end.x), std::min(m.p.y, end.y)};
  hi = {std::max(m.p.x, end.x), std::max(m.p.y, end.y)};
  const float tx = m.a.x != 0.0f ? -m.v.x / m.a.x : -1.0f;
  const float ty = m.a.y != 0.0f ? -m.v.y / m.a.y : -1.0f;
  for (const float t : {tx, ty}) {
    if (t <= 0.0f || t >= span) continue;
    const Vec2 q = m.at(t);
    lo = {std::min(lo.x, q.x), std::min(lo.y, q.y)};
    hi = {std::max(hi.x, q.x), std::max(hi.y, q.y)};
  }
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
  // Without a push the path is the straight deceleration of before, to the
  // last bit; a push takes the pieces of planPushed().
  const bool isPushed = pushed(disc);
  Resting resting;  // for a pushed disc, found afresh for each piece
  while (clock < dt && step.pieceCount < static_cast<int32_t>(step.pieces.size())) {
    capSpeed(disc);
    Vec2 a;
    float stopIn = dt;
    float span = 0.0f;
    PieceEnd end = PieceEnd::Span;
    if (!isPushed) {
      const float speed = length(disc.vel);
      if (speed <= 0.0f) {
        step.stopped = true;
        break;
      }
      a = material.friction > 0.0f ? disc.vel * (-material.friction / speed) : Vec2{};
      stopIn = material.friction > 0.0f ? speed / material.friction : dt;
      span = std::min(dt - clock, stopIn);
    } else {
      findTouching(disc, arena, near, resting);
      const PushedPiece p = planPushed(disc, material, resting, dt - clock);
      if (p.rests) {
        disc.vel = {};
        step.stopped = true;
        break;
      }
      a = p.a;
      span = p.span;
      end = p.end;
    }
    Motion m{disc.pos, disc.vel, a};
    // The path is a straight segment, or for a pushed disc a parabola: the
    // box of its ends (and turning points) bounds it. Too many walls around a
    // long piece: take a shorter one, which ends before its turn or its cap.
    for (;;) {
      Vec2 lo;
      Vec2 hi;
      if (isPushed) {
        pathBox(m, span, lo, hi);
      } else {
        const Vec2 last = m.at(span);
        lo = {std::min(disc.pos.x, last.x), std::min(disc.pos.y, last.y)};
        hi = {std::max(disc.pos.x, last.x), std::max(disc.pos.y, last.y)};
      }
      if (arena.near(lo, hi, disc.radius, near) || span < 1e-4f) break;
      span *= 0.5f;
      end = PieceEnd::Span;
    }
    const Contact c = earliest(m, disc.radius, near, span);
    const float t = c.hit ? c.t : span;
    step.pieces[static_cast<size_t>(step.pieceCount++)] = {m, clock, t};
    disc.pos = m.at(t);
    disc.vel = m.velocityAt(t);
    clock += t;
    if (!c.hit) {
      if (!isPushed) {
        if (span >= stopIn) {
          disc.vel = {};
          step.stopped = true;
          break;
        }
        continue;
      }
      if (end == PieceEnd::Cap) {
        // Exactly at the cap, so the next piece starts there and not a rounding below it.
        const float speed = length(disc.vel);
        if (speed > 0.0f) disc.vel = disc.vel * (disc.maxSpeed / speed);
      } else if (end == PieceEnd::Turn && length(disc.vel) < kRestSpeed &&
                 length(resting.along(disc.push)) <= std::max(material.friction, 0.0f)) {
        disc.vel = {};
        step.stopped = true;
        break;
      }
      capSpeed(disc);
      continue;
    }
    if (step.impactCount >= maxImpacts) {
      step.dropped = true;
      break;
    }
    step.impacts[static_cast<size_t>(step.impactCount++)] = {true, clock, c.normal};
    disc.vel = bounce(disc.vel, c.normal, material);
    if (isPushed) {
      // A bounce the push would undo before the step ends: it stays on the
      // wall instead, sliding along it (findTouching then finds it there).
      const float into = dot(a, c.normal);
      const float out = dot(disc.vel, c.normal);
      if (into < 0.0f && out <= -into * (dt - clock) + kRestSpeed) {
        disc.vel = disc.vel - c.normal * (out - kLiftSpeed);
      }
    }
  }
  // A piece cut short by an impact or the budget can end a hair over the cap.
  capSpeed(disc);
  if (!step.stopped && clock < dt) step.dropped = true;
  return step;
}

}  // namespace td
