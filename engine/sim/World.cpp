#include "engine/sim/World.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

#include "engine/core/StateHasher.h"
#include "engine/geom/CatmullRom.h"
#include "engine/geom/SweptCircle.h"
#include "engine/level/LevelGrid.h"

namespace td {

namespace {

constexpr float kSpawningTime = 0.5f;  // seconds of the spawn-in animation
constexpr float kDyingTime = 0.5f;     // seconds a corpse lingers for its animation
constexpr float kSellRefundPercent = 70.0f;

Vec2 centreOf(Cell c) { return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}; }
Cell cellOf(Vec2 p) { return {static_cast<int32_t>(std::floor(p.x)), static_cast<int32_t>(std::floor(p.y))}; }

}  // namespace

World::World(const LevelDef& level, const GameDefs& defs, uint64_t seed)
    : level_(level), defs_(defs), grid_(makeGrid(level)), rng_(seed) {
  if (level_.spawns.empty() || level_.goals.empty()) throw std::invalid_argument("a level needs spawns and goals");
  size_t totalEnemies = 0;
  waveEnemies_.resize(level_.waves.size());
  for (size_t w = 0; w < level_.waves.size(); ++w) {
    for (size_t g = 0; g < level_.waves[w].groups.size(); ++g) {
      const WaveGroupDef& group = level_.waves[w].groups[g];
      const int32_t kind = defs_.enemyIndex(group.enemy);
      const std::string where = "waves[" + std::to_string(w) + "].groups[" + std::to_string(g) + "]";
      if (kind < 0) throw std::invalid_argument(where + ": unknown enemy kind '" + group.enemy + "'");
      if (group.spawn < 0 || group.spawn >= static_cast<int32_t>(level_.spawns.size())) {
        throw std::invalid_argument(where + ": no spawn " + std::to_string(group.spawn));
      }
      waveEnemies_[w].push_back(static_cast<uint16_t>(kind));
      totalEnemies += static_cast<size_t>(std::max(group.count, 0));
    }
  }
  allowed_.assign(defs_.towers.size(), level_.towers.empty() ? 1 : 0);
  for (const std::string& id : level_.towers) {
    const int32_t kind = defs_.towerIndex(id);
    if (kind < 0) throw std::invalid_argument("towers: unknown tower kind '" + id + "'");
    allowed_[static_cast<size_t>(kind)] = 1;
  }

  flow_.compute(grid_, level_.goals, level_.connectivity);
  placement_.setEndpoints(grid_, level_.spawns, level_.goals);
  occupancy_.reset(grid_);
  index_.configure(static_cast<float>(grid_.width()), static_cast<float>(grid_.height()), 2.0f);
  towerGrid_.assign(static_cast<size_t>(grid_.cellCount()), TowerId{});
  gold_ = level_.gold;
  lives_ = level_.lives;
  countdown_ = level_.firstWaveDelay;
  waveAlive_.assign(level_.waves.size(), 0);
  waveToSpawn_.assign(level_.waves.size(), 0);

  // Reserve for the worst crowd the level can field, so ticks do not grow
  // the pools while playing.
  enemies_.reserve(std::min<size_t>(totalEnemies, 1u << 16));
  index_.reserve(std::min<size_t>(totalEnemies, 1u << 16));
  towers_.reserve(static_cast<size_t>(grid_.cellCount()) / 4 + 16);
  projectiles_.reserve(512);
  effects_.reserve(512);
  events_.reserve(1024);
  groups_.reserve(64);
  chainHits_.reserve(16);
}

// ---------------------------------------------------------------- the tick

void World::step() {
  events_.clear();
  if (result_ != GameResult::Playing) return;
  spawnEnemies();
  moveEnemies();
  indexEnemies();
  runTowers();
  moveProjectiles();
  finishEnemies();
  ageEffects();
  checkEnd();
  ++tick_;
}

// ---------------------------------------------------------------- waves

void World::startWave() {
  const int32_t w = nextWave_++;
  const WaveDef& wave = level_.waves[static_cast<size_t>(w)];
  int32_t total = 0;
  for (size_t g = 0; g < wave.groups.size(); ++g) {
    const WaveGroupDef& group = wave.groups[g];
    if (group.count <= 0) continue;
    groups_.push_back({w, waveEnemies_[static_cast<size_t>(w)][g], group.spawn, group.count,
                       std::max(group.interval, World::kStep), group.delay});
    total += group.count;
  }
  waveAlive_[static_cast<size_t>(w)] = total;
  waveToSpawn_[static_cast<size_t>(w)] = total;
  countdown_ = level_.waveBreak;
  emit(SimEventKind::WaveStarted, centreOf(level_.spawns[0]), w + 1);
  if (total == 0) waveEnemyGone(w);  // an empty wave is cleared at once
}

int32_t World::earlyCallBonus() const {
  if (nextWave_ >= waveCount() || nextWave_ == 0) return 0;
  return static_cast<int32_t>(std::floor(countdown_ * level_.earlyBonusPerSecond));
}

void World::spawnEnemies() {
  if (nextWave_ < waveCount()) {
    // The countdown runs once the latest wave has sent everyone out.
    const bool sending = nextWave_ > 0 && waveToSpawn_[static_cast<size_t>(nextWave_ - 1)] > 0;
    if (!sending) {
      countdown_ -= kStep;
      if (countdown_ <= 0.0f) startWave();
    }
  }
  for (GroupRun& g : groups_) {
    g.timer -= kStep;
    while (g.timer <= 0.0f && g.left > 0) {
      spawnEnemy(g.enemy, g.spawn, g.wave);
      --g.left;
      --waveToSpawn_[static_cast<size_t>(g.wave)];
      // A little jitter keeps crowds from marching in lockstep; it comes
      // from the seeded generator, so replays still agree.
      g.timer += g.interval * (0.9f + 0.2f * rng_.unit());
    }
  }
  std::erase_if(groups_, [](const GroupRun& g) { return g.left <= 0; });
}

void World::spawnEnemy(uint16_t kind, int32_t spawn, int32_t wave) {
  const EnemyDef& def = defs_.enemies[kind];
  const Cell at = level_.spawns[static_cast<size_t>(spawn)];
  Enemy e;
  e.kind = kind;
  e.flying = def.flying;
  e.health = e.maxHealth = def.health;
  e.pos = e.prevPos = centreOf(at);
  e.cell = at;
  e.spawn = spawn;
  e.wave = wave;
  if (e.flying) {
    e.ctrl[2] = goalCentreFor(e.pos);
    e.remaining = distance(e.pos, e.ctrl[2]);
  } else {
    occupancy_.add(grid_, at);
    anchorRoute(e);
  }
  enemies_.create(e);
  emit(SimEventKind::EnemySpawned, e.pos, 0, kind);
}

void World::waveEnemyGone(int32_t wave) {
  int32_t& alive = waveAlive_[static_cast<size_t>(wave)];
  if (alive > 0) --alive;
  if (alive == 0 && waveToSpawn_[static_cast<size_t>(wave)] == 0) {
    const int32_t bonus = level_.waves[static_cast<size_t>(wave)].bonus;
    gold_ += bonus;
    ++wavesCleared_;
    alive = -1;  // paid; never again
    emit(SimEventKind::WaveCleared, centreOf(level_.goals[0]), bonus);
  }
}

// ---------------------------------------------------------------- enemies

Vec2 World::goalCentreFor(Vec2 from) const {
  Vec2 best = centreOf(level_.goals[0]);
  float bestDistance = lengthSquared(best - from);
  for (Cell g : level_.goals) {
    const Vec2 c = centreOf(g);
    const float d = lengthSquared(c - from);
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

void World::anchorRoute(Enemy& e) {
  // Restart the spline from where the enemy stands, toward the next cell of
  // its route. The move from inside a cell to an adjacent cell's centre stays
  // in passable cells: diagonal route steps never cut corners.
  const Cell next = flow_.next(grid_, e.cell);
  const Cell after = flow_.next(grid_, next);
  e.ctrl[0] = e.pos;
  e.ctrl[1] = e.pos;
  e.ctrl[2] = centreOf(next);
  e.ctrl[3] = centreOf(after);
  e.toCell = next;
  e.aheadCell = after;
  e.along = 0.0f;
}

void World::advanceSegment(Enemy& e) {
  e.ctrl[0] = e.ctrl[1];
  e.ctrl[1] = e.ctrl[2];
  e.ctrl[2] = e.ctrl[3];
  e.toCell = e.aheadCell;
  e.aheadCell = flow_.next(grid_, e.aheadCell);
  e.ctrl[3] = centreOf(e.aheadCell);
  e.along = 0.0f;
}

void World::rerouteAll() {
  for (uint32_t i = 0; i < enemies_.slotCount(); ++i) {
    if (!enemies_.aliveAt(i)) continue;
    Enemy& e = enemies_.at(i);
    if (e.flying || e.state == EnemyState::Dying || e.state == EnemyState::Escaped) continue;
    // Keep the current curve when the route ahead is unchanged, so only the
    // enemies the change concerns turn.
    const bool inTarget = e.cell == e.toCell;
    const bool stillOnRoute =
        inTarget ? flow_.next(grid_, e.toCell) == e.aheadCell
                 : (flow_.next(grid_, e.cell) == e.toCell && flow_.next(grid_, e.toCell) == e.aheadCell);
    if (!stillOnRoute) anchorRoute(e);
  }
  emit(SimEventKind::Rerouted, {});
}

void World::moveGround(Enemy& e, float dt) {
  const EnemyDef& def = defs_.enemies[e.kind];
  const uint8_t cost = grid_.cost(e.cell);
  const float terrain = cost != 0 ? static_cast<float>(kReferenceTerrainCost) / static_cast<float>(cost) : 1.0f;
  float travel = def.speed * terrain * e.slowFactor * dt;
  // Step the spline parameter by distance over the curve's current speed
  // |dP/du|, so enemies move at a steady pace through bends and restarts.
  for (int guard = 0; travel > 0.0f && guard < 8; ++guard) {
    const float rate = std::max(length(catmullRomTangent(e.ctrl[0], e.ctrl[1], e.ctrl[2], e.ctrl[3], e.along)), 0.05f);
    const float du = travel / rate;
    if (e.along + du < 1.0f) {
      e.along += du;
      break;
    }
    travel -= (1.0f - e.along) * rate;
    if (flow_.distance(grid_, e.toCell) == 0) {
      // Reached the goal cell's centre: through the gate.
      e.pos = e.ctrl[2];
      e.state = EnemyState::Escaped;
      return;
    }
    if (e.toCell == e.aheadCell) {
      // No route on from here (cannot happen while placements are checked):
      // wait at the cell centre rather than spin.
      e.along = 1.0f;
      break;
    }
    advanceSegment(e);
  }
  e.pos = catmullRom(e.ctrl[0], e.ctrl[1], e.ctrl[2], e.ctrl[3], e.along);
  const Cell now = cellOf(e.pos);
  if (now != e.cell) {
    occupancy_.remove(grid_, e.cell);
    occupancy_.add(grid_, now);
    e.cell = now;
  }
  const Distance ahead = flow_.distance(grid_, e.toCell);
  e.remaining = ahead == kUnreachable ? 1e9f
                                      : static_cast<float>(toCells(ahead)) / static_cast<float>(kReferenceTerrainCost) +
                                            distance(e.pos, e.ctrl[2]);
}

void World::moveFlying(Enemy& e, float dt) {
  const EnemyDef& def = defs_.enemies[e.kind];
  const float travel = def.speed * e.slowFactor * dt;
  const Vec2 to = e.ctrl[2] - e.pos;
  const float left = length(to);
  if (left <= travel) {
    e.pos = e.ctrl[2];
    e.state = EnemyState::Escaped;
    return;
  }
  e.pos += to * (travel / left);
  e.cell = cellOf(e.pos);
  e.remaining = left - travel;
}

void World::moveEnemies() {
  for (uint32_t i = 0; i < enemies_.slotCount(); ++i) {
    if (!enemies_.aliveAt(i)) continue;
    Enemy& e = enemies_.at(i);
    e.prevPos = e.pos;
    e.stateTime += kStep;
    switch (e.state) {
      case EnemyState::Dying:
      case EnemyState::Escaped:
        e.velocity = {};
        continue;
      case EnemyState::Spawning:
        if (e.stateTime >= kSpawningTime) {
          e.state = e.slowTime > 0.0f ? EnemyState::Slowed : EnemyState::Walking;
          e.stateTime = 0.0f;
        }
        break;
      case EnemyState::Walking:
      case EnemyState::Slowed:
        break;
    }
    if (e.slowTime > 0.0f) {
      e.slowTime -= kStep;
      if (e.slowTime <= 0.0f) {
        e.slowTime = 0.0f;
        e.slowFactor = 1.0f;
        if (e.state == EnemyState::Slowed) {
          e.state = EnemyState::Walking;
          e.stateTime = 0.0f;
        }
      }
    }
    if (e.flying) {
      moveFlying(e, kStep);
    } else {
      moveGround(e, kStep);
    }
    e.velocity = (e.pos - e.prevPos) * (1.0f / kStep);
    if (e.state == EnemyState::Escaped) {
      const EnemyDef& def = defs_.enemies[e.kind];
      lives_ = std::max(0, lives_ - def.lives);
      ++leaked_;
      if (!e.flying) occupancy_.remove(grid_, e.cell);
      addEffect(EffectKind::Leak, e.pos, e.pos, 0.6f, 0.6f, def.lives);
      emit(SimEventKind::EnemyEscaped, e.pos, def.lives, e.kind);
      waveEnemyGone(e.wave);
    }
  }
}

void World::indexEnemies() {
  index_.clear();
  for (uint32_t i = 0; i < enemies_.slotCount(); ++i) {
    if (!enemies_.aliveAt(i)) continue;
    const Enemy& e = enemies_.at(i);
    if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) continue;
    index_.add(i, e.pos);
  }
  index_.build();
}

void World::finishEnemies() {
  for (uint32_t i = 0; i < enemies_.slotCount(); ++i) {
    if (!enemies_.aliveAt(i)) continue;
    const Enemy& e = enemies_.at(i);
    if (e.state == EnemyState::Escaped || (e.state == EnemyState::Dying && e.stateTime >= kDyingTime)) {
      enemies_.destroy(enemies_.idAt(i));
    }
  }
}

void World::damage(EnemyId id, Enemy& e, float amount, TowerId source) {
  (void)id;
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) return;
  const EnemyDef& def = defs_.enemies[e.kind];
  e.health -= amount * (1.0f - def.armour);
  if (e.health > 0.0f) return;
  e.health = 0.0f;
  e.state = EnemyState::Dying;
  e.stateTime = 0.0f;
  e.velocity = {};
  gold_ += def.bounty;
  score_ += def.bounty * 10;
  ++killed_;
  if (Tower* t = towers_.get(source)) ++t->kills;
  if (!e.flying) occupancy_.remove(grid_, e.cell);
  addEffect(EffectKind::Gold, e.pos, e.pos, 0.0f, 0.9f, def.bounty);
  emit(SimEventKind::EnemyKilled, e.pos, def.bounty, e.kind);
  waveEnemyGone(e.wave);
}

void World::slow(Enemy& e, float factor, float duration) {
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped || duration <= 0.0f) return;
  e.slowFactor = e.slowTime > 0.0f ? std::min(e.slowFactor, factor) : factor;
  e.slowTime = std::max(e.slowTime, duration);
  if (e.state == EnemyState::Walking) {
    e.state = EnemyState::Slowed;
    e.stateTime = 0.0f;
    emit(SimEventKind::EnemySlowed, e.pos, 0, e.kind);
  }
}

// ---------------------------------------------------------------- towers

bool World::canHit(const Tower& t, const TowerDef& def, const TowerLevelDef& stats, const Enemy& e) const {
  if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) return false;
  if (e.flying ? !def.hitsAir : !def.hitsGround) return false;
  const float reach = stats.range + defs_.enemies[e.kind].radius;
  return lengthSquared(e.pos - t.pos) <= reach * reach;
}

EnemyId World::pickTarget(const Tower& t, const TowerLevelDef& stats, const TowerDef& def) const {
  uint32_t best = 0xFFFFFFFFu;
  float bestScore = 0.0f;
  index_.query(t.pos, stats.range + 1.0f, [&](uint32_t i) {
    const Enemy& e = enemies_.at(i);
    if (!canHit(t, def, stats, e)) return;
    float score = 0.0f;
    switch (t.mode) {
      case TargetMode::First:
        score = -e.remaining;
        break;
      case TargetMode::Last:
        score = e.remaining;
        break;
      case TargetMode::Strongest:
        score = e.health;
        break;
      case TargetMode::Closest:
        score = -lengthSquared(e.pos - t.pos);
        break;
    }
    // Ties go to the lower slot, whatever order the buckets are visited in.
    if (best == 0xFFFFFFFFu || score > bestScore || (score == bestScore && i < best)) {
      best = i;
      bestScore = score;
    }
  });
  return best == 0xFFFFFFFFu ? EnemyId{} : enemies_.idAt(best);
}

void World::runTowers() {
  for (uint32_t i = 0; i < towers_.slotCount(); ++i) {
    if (!towers_.aliveAt(i)) continue;
    Tower& t = towers_.at(i);
    const TowerDef& def = defs_.towers[t.kind];
    const TowerLevelDef& stats = def.levels[t.level];
    t.cooldown = std::max(0.0f, t.cooldown - kStep);
    t.target = pickTarget(t, stats, def);
    const Enemy* target = enemies_.get(t.target);
    if (target == nullptr) {
      t.state = t.cooldown > 0.0f ? TowerState::Cooldown : TowerState::Idle;
      continue;
    }
    // Turn the turret toward the target at a limited rate; fire once it
    // points close enough and the gun is loaded.
    const Vec2 to = target->pos - t.pos;
    const float desired = std::atan2(to.y, to.x);
    float diff = desired - t.angle;
    while (diff > std::numbers::pi_v<float>) diff -= 2.0f * std::numbers::pi_v<float>;
    while (diff < -std::numbers::pi_v<float>) diff += 2.0f * std::numbers::pi_v<float>;
    const float maxTurn = def.turnRate * kStep;
    t.angle += std::clamp(diff, -maxTurn, maxTurn);
    if (t.angle > std::numbers::pi_v<float>) t.angle -= 2.0f * std::numbers::pi_v<float>;
    if (t.angle < -std::numbers::pi_v<float>) t.angle += 2.0f * std::numbers::pi_v<float>;
    const bool onTarget = std::fabs(diff) <= maxTurn + 0.15f;
    if (onTarget && t.cooldown <= 0.0f) {
      t.state = TowerState::Firing;
      t.cooldown = stats.fireInterval;
      fire(towers_.idAt(i), t, def, stats);
    } else {
      t.state = t.cooldown > 0.0f ? TowerState::Cooldown : TowerState::Aiming;
    }
  }
}

void World::fire(TowerId id, Tower& t, const TowerDef& def, const TowerLevelDef& stats) {
  Enemy& target = enemies_.at(t.target.index);
  emit(SimEventKind::TowerFired, t.pos, 0, t.kind);
  const Vec2 muzzle = t.pos + Vec2{std::cos(t.angle), std::sin(t.angle)} * 0.35f;
  if (def.attack == AttackKind::Lightning) {
    // Instant: strike the target, then jump to the nearest enemy not yet hit.
    chainHits_.clear();
    Vec2 from = muzzle;
    EnemyId current = t.target;
    float amount = stats.damage;
    for (int32_t jump = 0; jump <= stats.chain && current.valid(); ++jump) {
      Enemy& e = enemies_.at(current.index);
      addEffect(EffectKind::Bolt, from, e.pos, 0.0f, 0.25f, 0);
      chainHits_.push_back(current);
      from = e.pos;
      damage(current, e, amount, id);
      amount *= 0.8f;
      uint32_t next = 0xFFFFFFFFu;
      float nextDistance = 2.5f * 2.5f;
      index_.query(from, 2.5f, [&](uint32_t k) {
        const Enemy& other = enemies_.at(k);
        if (other.state == EnemyState::Dying || other.state == EnemyState::Escaped) return;
        if (other.flying ? !def.hitsAir : !def.hitsGround) return;
        const EnemyId otherId = enemies_.idAt(k);
        if (std::find(chainHits_.begin(), chainHits_.end(), otherId) != chainHits_.end()) return;
        const float d = lengthSquared(other.pos - from);
        if (d < nextDistance || (d == nextDistance && k < next)) {
          nextDistance = d;
          next = k;
        }
      });
      current = next == 0xFFFFFFFFu ? EnemyId{} : enemies_.idAt(next);
    }
    return;
  }
  Projectile p;
  p.kind = def.attack;
  p.pos = p.prevPos = p.origin = muzzle;
  p.target = t.target;
  p.source = id;
  p.speed = stats.projectileSpeed;
  p.damage = stats.damage;
  p.splash = stats.splashRadius;
  p.slowFactor = stats.slowFactor;
  p.slowDuration = stats.slowDuration;
  p.aim = target.pos;
  if (def.attack == AttackKind::Shell) {
    // Lead the target: aim where it will be when a straight shot lands.
    const float eta = distance(muzzle, target.pos) / stats.projectileSpeed;
    p.aim = target.pos + target.velocity * eta;
    p.aim.x = std::clamp(p.aim.x, 0.0f, static_cast<float>(grid_.width()));
    p.aim.y = std::clamp(p.aim.y, 0.0f, static_cast<float>(grid_.height()));
    p.flightTime = std::max(distance(muzzle, p.aim) / stats.projectileSpeed, kStep);
    p.radius = 0.15f;
  }
  projectiles_.create(p);
}

// ---------------------------------------------------------------- projectiles

void World::splash(Vec2 centre, float radius, float amount, float slowFactor, float slowDuration, TowerId source,
                   bool ground, bool air, EnemyId spare) {
  index_.query(centre, radius + 1.0f, [&](uint32_t k) {
    if (spare.valid() && spare.index == k) return;
    Enemy& e = enemies_.at(k);
    if (e.flying ? !air : !ground) return;
    const float reach = radius + defs_.enemies[e.kind].radius;
    if (lengthSquared(e.pos - centre) > reach * reach) return;
    damage(enemies_.idAt(k), e, amount, source);
    slow(e, slowFactor, slowDuration);
  });
}

void World::moveProjectiles() {
  for (uint32_t i = 0; i < projectiles_.slotCount(); ++i) {
    if (!projectiles_.aliveAt(i)) continue;
    Projectile& p = projectiles_.at(i);
    p.prevPos = p.pos;
    p.flight += kStep;
    if (p.kind == AttackKind::Shell) {
      const float t = p.flight / p.flightTime;
      if (t < 1.0f) {
        p.pos = lerp(p.origin, p.aim, t);
        continue;
      }
      p.pos = p.aim;
      splash(p.aim, p.splash, p.damage, 1.0f, 0.0f, p.source, true, false, EnemyId{});
      addEffect(EffectKind::Burst, p.aim, p.aim, p.splash, 0.35f, 0);
      emit(SimEventKind::ShellBurst, p.aim);
      projectiles_.destroy(projectiles_.idAt(i));
      continue;
    }
    Enemy* target = enemies_.get(p.target);
    const bool chasing =
        target != nullptr && target->state != EnemyState::Dying && target->state != EnemyState::Escaped;
    if (chasing) p.aim = target->pos;
    const Vec2 to = p.aim - p.pos;
    const float left = length(to);
    const float stepLength = p.speed * kStep;
    const Vec2 next = left <= stepLength ? p.aim : p.pos + to * (stepLength / left);
    if (chasing) {
      // Both moved during this tick: the enemy from prevPos to pos, the shot
      // from pos to next. Test the swept circles, not the end points.
      const SweepHit hit =
          sweepCircles(p.pos, next, p.radius, target->prevPos, target->pos, defs_.enemies[target->kind].radius);
      if (hit.hit) {
        const Vec2 at = lerp(p.pos, next, hit.t);
        const bool frost = p.kind == AttackKind::Frost;
        addEffect(EffectKind::Hit, at, at, 0.2f, 0.15f, 0);
        emit(SimEventKind::ProjectileHit, at);
        damage(p.target, *target, p.damage, p.source);
        slow(*target, p.slowFactor, p.slowDuration);
        if (frost && p.splash > 0.0f) {
          splash(at, p.splash, p.damage * 0.5f, p.slowFactor, p.slowDuration, p.source, true, true, p.target);
          addEffect(EffectKind::FrostBurst, at, at, p.splash, 0.3f, 0);
        }
        projectiles_.destroy(projectiles_.idAt(i));
        continue;
      }
    }
    p.pos = next;
    // A shot whose target is gone fades where the target was last seen.
    if ((!chasing && left <= stepLength) || p.flight > 8.0f) projectiles_.destroy(projectiles_.idAt(i));
  }
}

// ---------------------------------------------------------------- effects, events, end

void World::addEffect(EffectKind kind, Vec2 a, Vec2 b, float size, float life, int32_t value) {
  Effect fx;
  fx.kind = kind;
  fx.a = a;
  fx.b = b;
  fx.size = size;
  fx.life = life;
  fx.value = value;
  effects_.create(fx);
}

void World::ageEffects() {
  for (uint32_t i = 0; i < effects_.slotCount(); ++i) {
    if (!effects_.aliveAt(i)) continue;
    Effect& fx = effects_.at(i);
    fx.age += kStep;
    if (fx.age >= fx.life) effects_.destroy(effects_.idAt(i));
  }
}

void World::emit(SimEventKind kind, Vec2 pos, int32_t value, uint16_t subKind) {
  events_.push_back({kind, subKind, pos, value});
}

void World::checkEnd() {
  if (lives_ <= 0) {
    result_ = GameResult::Lost;
    emit(SimEventKind::Lost, {});
    return;
  }
  if (nextWave_ < waveCount() || !groups_.empty() || enemies_.count() != 0) return;
  result_ = GameResult::Won;
  score_ += static_cast<int64_t>(lives_) * 100;
  emit(SimEventKind::Won, {});
}

// ---------------------------------------------------------------- commands

PlacementResult World::placementAt(Cell cell) { return placement_.check(grid_, flow_, cell, &occupancy_); }

TowerId World::towerAt(Cell cell) const {
  if (!grid_.contains(cell)) return {};
  const TowerId id = towerGrid_[static_cast<size_t>(cell.y * grid_.width() + cell.x)];
  return towers_.contains(id) ? id : TowerId{};
}

int32_t World::refundFor(const Tower& tower) const {
  return static_cast<int32_t>(std::floor(static_cast<float>(tower.spent) * kSellRefundPercent / 100.0f));
}

CommandResult World::build(uint16_t towerKind, Cell cell) {
  CommandResult r;
  if (result_ != GameResult::Playing) {
    r.status = CommandStatus::GameOver;
    return r;
  }
  if (towerKind >= defs_.towers.size()) {
    r.status = CommandStatus::UnknownTower;
    return r;
  }
  if (!towerAllowed(towerKind)) {
    r.status = CommandStatus::TowerNotAllowed;
    return r;
  }
  r.placement = placementAt(cell);
  if (!r.placement.ok()) {
    r.status = CommandStatus::PlacementRefused;
    return r;
  }
  const TowerDef& def = defs_.towers[towerKind];
  const int32_t cost = def.levels[0].cost;
  if (gold_ < cost) {
    r.status = CommandStatus::NotEnoughGold;
    return r;
  }
  grid_.setBlocked(cell, true);
  flow_.cellBlocked(grid_, cell);
  rerouteAll();
  Tower t;
  t.kind = towerKind;
  t.cell = cell;
  t.pos = centreOf(cell);
  t.angle = -std::numbers::pi_v<float> / 2.0f;
  t.spent = cost;
  towerGrid_[static_cast<size_t>(cell.y * grid_.width() + cell.x)] = towers_.create(t);
  gold_ -= cost;
  r.gold = cost;
  emit(SimEventKind::TowerBuilt, t.pos, cost, towerKind);
  return r;
}

CommandResult World::upgrade(Cell cell) {
  CommandResult r;
  if (result_ != GameResult::Playing) {
    r.status = CommandStatus::GameOver;
    return r;
  }
  Tower* t = towers_.get(towerAt(cell));
  if (t == nullptr) {
    r.status = CommandStatus::NoTower;
    return r;
  }
  const TowerDef& def = defs_.towers[t->kind];
  if (static_cast<size_t>(t->level) + 1 >= def.levels.size()) {
    r.status = CommandStatus::MaxLevel;
    return r;
  }
  const int32_t cost = def.levels[static_cast<size_t>(t->level) + 1].cost;
  if (gold_ < cost) {
    r.status = CommandStatus::NotEnoughGold;
    return r;
  }
  gold_ -= cost;
  t->spent += cost;
  ++t->level;
  r.gold = cost;
  emit(SimEventKind::TowerUpgraded, t->pos, cost, t->kind);
  return r;
}

CommandResult World::sell(Cell cell) {
  CommandResult r;
  if (result_ != GameResult::Playing) {
    r.status = CommandStatus::GameOver;
    return r;
  }
  const TowerId id = towerAt(cell);
  const Tower* t = towers_.get(id);
  if (t == nullptr) {
    r.status = CommandStatus::NoTower;
    return r;
  }
  const int32_t refund = refundFor(*t);
  const uint16_t kind = t->kind;
  const Vec2 pos = t->pos;
  towers_.destroy(id);
  towerGrid_[static_cast<size_t>(cell.y * grid_.width() + cell.x)] = TowerId{};
  grid_.setBlocked(cell, false);
  flow_.cellFreed(grid_, cell);
  rerouteAll();
  gold_ += refund;
  r.gold = refund;
  emit(SimEventKind::TowerSold, pos, refund, kind);
  return r;
}

CommandResult World::setTargetMode(Cell cell, TargetMode mode) {
  CommandResult r;
  if (result_ != GameResult::Playing) {
    r.status = CommandStatus::GameOver;
    return r;
  }
  Tower* t = towers_.get(towerAt(cell));
  if (t == nullptr) {
    r.status = CommandStatus::NoTower;
    return r;
  }
  t->mode = mode;
  return r;
}

CommandResult World::callNextWave() {
  CommandResult r;
  if (result_ != GameResult::Playing) {
    r.status = CommandStatus::GameOver;
    return r;
  }
  if (nextWave_ >= waveCount()) {
    r.status = CommandStatus::NoMoreWaves;
    return r;
  }
  r.gold = earlyCallBonus();
  gold_ += r.gold;
  startWave();
  return r;
}

// ---------------------------------------------------------------- hashing

uint64_t World::stateHash() const {
  StateHasher h;
  h.add(tick_);
  h.add(result_);
  h.add(gold_);
  h.add(lives_);
  h.add(score_);
  h.add(nextWave_);
  h.add(wavesCleared_);
  h.add(countdown_);
  h.add(rng_.state());
  for (uint32_t i = 0; i < enemies_.slotCount(); ++i) {
    if (!enemies_.aliveAt(i)) continue;
    const Enemy& e = enemies_.at(i);
    h.add(i);
    h.add(e.kind);
    h.add(e.state);
    h.add(e.pos.x);
    h.add(e.pos.y);
    h.add(e.health);
    h.add(e.slowTime);
  }
  for (uint32_t i = 0; i < towers_.slotCount(); ++i) {
    if (!towers_.aliveAt(i)) continue;
    const Tower& t = towers_.at(i);
    h.add(i);
    h.add(t.kind);
    h.add(t.level);
    h.add(t.cell.x);
    h.add(t.cell.y);
    h.add(t.angle);
    h.add(t.cooldown);
    h.add(t.mode);
  }
  for (uint32_t i = 0; i < projectiles_.slotCount(); ++i) {
    if (!projectiles_.aliveAt(i)) continue;
    const Projectile& p = projectiles_.at(i);
    h.add(i);
    h.add(p.kind);
    h.add(p.pos.x);
    h.add(p.pos.y);
  }
  return h.value();
}

}  // namespace td
