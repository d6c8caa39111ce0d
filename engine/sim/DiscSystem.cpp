#include "engine/sim/DiscSystem.h"

#include <algorithm>
#include <cmath>

#include "engine/motion/DiscMotion.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/Combat.h"
#include "engine/sim/DiscAim.h"
#include "engine/sim/EffectSystem.h"

namespace td {

namespace {

constexpr float kDiscRadius = 0.18f;
constexpr float kMaxLife = 4.0f;    // seconds
constexpr float kRestSpeed = 0.8f;  // cells per second: slower than this, it is spent
constexpr int32_t kMaxBounces = 8;

bool hitBefore(const DiscThrow& d, uint32_t serial) {
  for (int32_t k = 0; k < d.hitCount; ++k) {
    if (d.hit[static_cast<size_t>(k)] == serial) return true;
  }
  return false;
}

// Hits along one flight piece: every ground enemy whose body the disc's
// swept path meets while the enemy walks its own straight step.
void strikeAlong(SimState& s, DiscThrow& d, const DiscStep::Piece& piece) {
  const Vec2 a = piece.motion.p;
  const Vec2 b = piece.motion.at(piece.length);
  const Vec2 centre = lerp(a, b, 0.5f);
  const float reach = 0.5f * distance(a, b) + d.disc.radius + 0.6f;
  s.index.query(centre, reach, [&](uint32_t slot) {
    Enemy& e = s.enemies.at(slot);
    if (e.flying || e.state == EnemyState::Dying || e.state == EnemyState::Escaped) return;
    if (d.hitCount >= DiscThrow::kMaxHits || hitBefore(d, e.serial)) return;
    // The enemy's motion over this piece, at its velocity of this tick.
    const Vec2 q = e.prevPos + e.velocity * piece.start;
    const Contact c =
        sweepDiscCircle(piece.motion, d.disc.radius, q, e.velocity, s.defs.enemies[e.kind].radius, piece.length);
    const bool overlapping = distance(a, q) <= d.disc.radius + s.defs.enemies[e.kind].radius;
    if (!c.hit && !overlapping) return;
    d.hit[static_cast<size_t>(d.hitCount++)] = e.serial;
    const Vec2 at = piece.motion.at(c.hit ? c.t : 0.0f);
    addEffect(s, EffectKind::Hit, at, at, 0.25f, 0.15f, 0);
    emit(s, SimEventKind::ProjectileHit, at);
    damage(s, e, d.damage, d.source);
  });
}

}  // namespace

void buildArena(SimState& s) {
  s.arena.reset(s.grid.width(), s.grid.height());
  for (int32_t y = 0; y < s.grid.height(); ++y) {
    for (int32_t x = 0; x < s.grid.width(); ++x) syncArenaCell(s, {x, y});
  }
}

void syncArenaCell(SimState& s, Cell c) { s.arena.setSolid(c, !s.grid.passable(c)); }

bool throwDisc(SimState& s, TowerId id, Tower& t, const TowerLevelDef& stats) {
  const Enemy* target = s.enemies.get(t.target);
  if (target == nullptr || s.discs.count() >= DiscThrow::kMaxInFlight) return false;
  const DiscParams& params = stats.kindParams<DiscParams>();
  const std::optional<DiscAim> aim =
      aimDisc(s.arena, t.pos, kDiscRadius, stats.projectileSpeed, params.friction, target->pos, target->velocity);
  if (!aim) return false;
  // A bank shot leaves the way it goes, not the way the turret tracked.
  t.angle = std::atan2(aim->direction.y, aim->direction.x);
  DiscThrow d;
  d.serial = ++s.projectilesLaunched;
  d.source = id;
  d.disc = {aim->from, aim->direction * stats.projectileSpeed, kDiscRadius};
  d.material = {params.friction, params.restitution, 0.1f};
  d.damage = stats.damage;
  d.trail[0] = aim->from;
  d.trailSize = 1;
  s.discs.create(d);
  return true;
}

void moveDiscs(SimState& s) {
  for (uint32_t i = 0; i < s.discs.slotCount(); ++i) {
    if (!s.discs.aliveAt(i)) continue;
    DiscThrow& d = s.discs.at(i);
    // A tower built over a disc ends it: inside solid there are no walls to
    // bounce off.
    if (s.arena.solid(cellOf(d.disc.pos))) {
      s.discs.destroy(s.discs.idAt(i));
      continue;
    }
    d.life += SimState::kStep;
    const DiscStep step = advanceDisc(d.disc, d.material, s.arena, SimState::kStep);
    for (int32_t k = 0; k < step.pieceCount; ++k) strikeAlong(s, d, step.pieces[static_cast<size_t>(k)]);
    for (int32_t k = 0; k < step.impactCount; ++k) {
      const Vec2 at = d.disc.pos;
      addEffect(s, EffectKind::Hit, at, at, 0.12f, 0.12f, 0);
    }
    d.bounces += step.impactCount;
    d.trailHead = (d.trailHead + 1) % DiscThrow::kTrail;
    d.trail[static_cast<size_t>(d.trailHead)] = d.disc.pos;
    d.trailSize = std::min(d.trailSize + 1, DiscThrow::kTrail);
    const bool spent = length(d.disc.vel) < kRestSpeed || d.bounces > kMaxBounces || d.life > kMaxLife;
    if (spent) s.discs.destroy(s.discs.idAt(i));
  }
}

}  // namespace td
