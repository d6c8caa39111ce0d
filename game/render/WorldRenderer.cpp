#include "game/render/WorldRenderer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "game/kinds/AttackShow.h"
#include "game/render/DeathStyle.h"
#include "game/render/EnemyMarks.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

sf::Vector2f v(Vec2 p) { return {p.x, p.y}; }

uint8_t fade(float t) { return static_cast<uint8_t>(std::clamp(1.f - t, 0.f, 1.f) * 255.f); }

// A jagged arc from a to b; the jags change a few times a second.
void addBolt(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, uint32_t seed, float width, sf::Color color) {
  constexpr int kJags = 6;
  const sf::Vector2f d = b - a;
  const float len = std::sqrt(d.x * d.x + d.y * d.y);
  if (len <= 0.f) return;
  const sf::Vector2f n(-d.y / len, d.x / len);
  sf::Vector2f prev = a;
  for (int i = 1; i <= kJags; ++i) {
    const float t = static_cast<float>(i) / kJags;
    const float off = i == kJags ? 0.f : (unitFromHash(cellHash({i, 0}, seed)) - 0.5f) * 0.35f;
    const sf::Vector2f p = a + d * t + n * off;
    addLine(out, prev, p, width, color);
    addDisc(out, p, width * 0.5f, color, 6);
    prev = p;
  }
}

}  // namespace

void WorldRenderer::build(const World& world, const Tower* selected, float seconds) {
  const GameDefs& defs = world.defs();
  if (looks_.size() != defs.enemies.size()) {
    looks_.clear();
    for (size_t k = 0; k < defs.enemies.size(); ++k)
      looks_.push_back(enemyLook(defs.enemies[k], static_cast<uint16_t>(k)));
  }
  fx_.observe(world, looks_);
  buildTowers(world, selected, seconds);
  buildEnemies(world, seconds);
  buildProjectiles(world);
  buildEffects(world);
}

void WorldRenderer::buildTowers(const World& world, const Tower* selected, float seconds) {
  towers_.clear();
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (!towers.aliveAt(i)) continue;
    const Tower& t = towers.at(i);
    const TowerDef& def = world.defs().towers[t.kind];
    const TowerLevelDef& stats = towerStats(def, t);
    // The muzzle flashes for the first tenth of a second after a shot.
    const float sinceShot = stats.fireInterval - t.cooldown;
    const float flash = t.state == TowerState::Firing || (sinceShot >= 0.f && sinceShot < 0.1f && t.cooldown > 0.f)
                            ? 1.f - std::max(sinceShot, 0.f) / 0.1f
                            : 0.f;
    addTowerShape(towers_, def, v(t.pos), t.angle, t.level, 1.f, flash, t.spec);
    if (t.surge > 0.f) {
      // An ability under way: a gold ring pulsing round the plinth, so the player sees which tower surges and
      // for how long it still will (it fades in its last second).
      const float pulse = 0.5f + 0.5f * std::sin(seconds * 10.f);
      const auto alpha = static_cast<uint8_t>(std::min(1.f, t.surge) * (150.f + 90.f * pulse));
      addRing(towers_, v(t.pos), 0.52f + 0.04f * pulse, 0.6f + 0.04f * pulse, withAlpha(colors::kGold, alpha), 24);
    }
  }
  if (selected != nullptr) {
    const TowerDef& def = world.defs().towers[selected->kind];
    const float range = towerStats(def, *selected).range;
    const sf::Vector2f c = v(selected->pos);
    addDisc(towers_, c, range, withAlpha(towerColor(def), 34), 48);
    addRing(towers_, c, range - 0.04f, range, withAlpha(towerColor(def), 200), 64);
    addRectFrame(towers_, {c.x - 0.5f, c.y - 0.5f, 1.f, 1.f}, 0.06f, colors::kGold);
    if (const Enemy* e = world.enemies().get(selected->target)) {
      const float pulse = 0.08f * std::sin(seconds * 8.f);
      const float r = world.defs().enemies[e->kind].radius + 0.15f + pulse;
      addRing(towers_, v(e->pos), r, r + 0.07f, colors::kGold, 24);
    }
  }
}

void WorldRenderer::buildEnemies(const World& world, float seconds) {
  enemies_.clear();
  bars_.clear();
  const auto& enemies = world.enemies();
  // Bodies under this many pixels across lose their finest detail.
  constexpr float kCompactBelowPixels = 14.f;
  // Cells under this many pixels leave out a stun's stars: a star would be a pixel or two.
  constexpr float kStarsFromPixels = 16.f;
  // Ground enemies first, so flyers pass over them.
  for (int pass = 0; pass < 2; ++pass) {
    for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
      if (!enemies.aliveAt(i)) continue;
      const Enemy& e = enemies.at(i);
      if (e.flying != (pass == 1)) continue;
      const EnemyDef& def = world.defs().enemies[e.kind];
      float radius = def.radius;
      uint8_t alpha = 255;
      // The facing, not the velocity: an enemy held in a fight stands still
      // but still faces the hero.
      float heading = headingOf(e);
      EnemyLook look = looks_[e.kind];
      if (e.state == EnemyState::Spawning) radius *= std::clamp(e.stateTime / 0.5f, 0.2f, 1.f);
      if (e.state == EnemyState::Dying) {
        // Each kind goes its own way; its pieces fly as particles (EnemyFx).
        const DeathPose pose = deathPose(deathStyle(look.shape).motion, e.stateTime / 0.5f);
        radius *= pose.scale;
        heading += pose.turn;
        alpha = pose.alpha;
        look.body = shade(look.body, pose.bright);
        look.edge = shade(look.edge, pose.bright);
      }
      if (e.state == EnemyState::Escaped) alpha = fade(e.stateTime / 0.3f);
      const EnemyMark mark = enemyMark(e);
      sf::Vector2f c = v(e.pos);
      if (const float hit = flashing_ ? fx_.hitFlash(i) : 0.f; hit > 0.f) {
        look.body = mix(look.body, sf::Color::White, 0.7f * hit);
        look.edge = mix(look.edge, sf::Color::White, 0.4f * hit);
      }
      if (mark == EnemyMark::Scared) {
        // Pale with fright, and trembling.
        c += scaredShake(e.serial, seconds);
        look.body = mix(look.body, {250, 250, 210}, 0.45f);
      }
      const bool compact = 2.f * def.radius * pixelsPerCell_ < kCompactBelowPixels;
      addEnemyShape(enemies_, look, c, radius, heading, alpha, compact);
      if (e.state == EnemyState::Dying || e.state == EnemyState::Escaped) continue;
      if (mark != EnemyMark::None && !compact) addEnemyMark(bars_, mark, c, radius, v(e.facing), seconds);
      // Status marks: an icy ring while slowed, a steel rim for armour.
      if (e.state == EnemyState::Slowed || e.slowTime > 0.f) {
        addRing(enemies_, c, radius + 0.03f, radius + 0.1f, {150, 220, 255, 230}, compact ? 7 : 14);
      }
      if (def.armour > 0.f) {
        const float w = 0.03f + def.armour * 0.08f;
        addRing(bars_, c, radius * 0.45f, radius * 0.45f + w, {210, 216, 228, 220}, compact ? 5 : 10);
      }
      // Stars over the head while it stands stunned (a Thunderclap's bolt), over the armour's rim; a small body's
      // too, as long as a star is a few pixels across. Further out the halt itself shows it.
      if (e.stunTime > 0.f && pixelsPerCell_ >= kStarsFromPixels) addStunStars(bars_, c, radius, seconds);
      if (e.health < e.maxHealth && e.maxHealth > 0.f) {
        const float frac = std::clamp(e.health / e.maxHealth, 0.f, 1.f);
        const float w = std::max(0.5f, radius * 2.f);
        const sf::FloatRect back(c.x - w * 0.5f, c.y - radius - 0.2f, w, 0.09f);
        addRect(bars_, back, {20, 20, 20, 210});
        const sf::Color fill = frac > 0.5f ? mix({250, 220, 70}, {90, 230, 90}, (frac - 0.5f) * 2.f)
                                           : mix({240, 60, 50}, {250, 220, 70}, frac * 2.f);
        addRect(bars_, {back.left + 0.015f, back.top + 0.015f, (w - 0.03f) * frac, back.height - 0.03f}, fill);
      }
    }
  }
}

void WorldRenderer::buildProjectiles(const World& world) {
  shots_.clear();
  const auto& shots = world.projectiles();
  for (uint32_t i = 0; i < shots.slotCount(); ++i) {
    if (!shots.aliveAt(i)) continue;
    const Projectile& p = shots.at(i);
    const sf::Vector2f c = v(p.pos);
    if (const auto draw = attackShow(p.kind).projectile) draw(shots_, p, c);
  }
  // Discus throws: a fading trail of where the disc slid, then the disc.
  const auto& discs = world.discs();
  for (uint32_t i = 0; i < discs.slotCount(); ++i) {
    if (!discs.aliveAt(i)) continue;
    const DiscThrow& d = discs.at(i);
    for (int32_t k = 1; k < d.trailSize; ++k) {
      const int32_t newer = (d.trailHead - k + 1 + DiscThrow::kTrail) % DiscThrow::kTrail;
      const int32_t older = (d.trailHead - k + DiscThrow::kTrail) % DiscThrow::kTrail;
      const float fadeOut = 1.f - static_cast<float>(k) / static_cast<float>(DiscThrow::kTrail);
      addLine(shots_, v(d.trail[static_cast<size_t>(older)]), v(d.trail[static_cast<size_t>(newer)]),
              0.06f + 0.16f * fadeOut, {255, 226, 140, static_cast<uint8_t>(50 + 170 * fadeOut)});
    }
    const sf::Vector2f c = v(d.disc.pos);
    addDisc(shots_, c, d.disc.radius * 1.8f, {255, 236, 160, 70}, 14);
    addDisc(shots_, c + sf::Vector2f(0.f, 0.06f), d.disc.radius, {0, 0, 0, 90}, 12);
    addDisc(shots_, c, d.disc.radius, {236, 214, 120}, 12);
    addRing(shots_, c, d.disc.radius * 0.55f, d.disc.radius * 0.8f, {150, 120, 50}, 12);
  }
}

void WorldRenderer::buildEffects(const World& world) {
  ground_.clear();
  effects_.clear();
  labels_.clear();
  fx_.particles().build(ground_, effects_);
  const auto& effects = world.effects();
  for (uint32_t i = 0; i < effects.slotCount(); ++i) {
    if (!effects.aliveAt(i)) continue;
    const Effect& fx = effects.at(i);
    const float t = fx.life > 0.f ? std::clamp(fx.age / fx.life, 0.f, 1.f) : 1.f;
    const uint8_t a = fade(t);
    const sf::Vector2f pa = v(fx.a);
    switch (fx.kind) {
      // A splash's glow lies on the ground under the enemies and only its thin rim passes over them, so a big
      // enemy in the middle of it stays in sight.
      case EffectKind::Burst: {
        const float r = std::max(fx.size, 0.2f) * (0.35f + 0.65f * t);
        addDisc(ground_, pa, r, {255, 170, 60, static_cast<uint8_t>(a / 2)}, 20);
        addRing(effects_, pa, r * 0.93f, r, {255, 210, 120, a}, 24);
        break;
      }
      case EffectKind::FrostBurst: {
        const float r = std::max(fx.size, 0.2f) * (0.35f + 0.65f * t);
        addDisc(ground_, pa, r, {150, 220, 255, static_cast<uint8_t>(a / 2)}, 20);
        addRing(effects_, pa, r * 0.93f, r, {220, 245, 255, a}, 24);
        break;
      }
      case EffectKind::Hit:
        addDisc(effects_, pa, 0.08f + 0.14f * t, {255, 255, 230, a}, 8);
        break;
      case EffectKind::Bolt: {
        // The jags change every 50 ms, so the arc crackles.
        const auto seed = static_cast<uint32_t>(i * 7919u + static_cast<uint32_t>(fx.age * 20.f));
        addBolt(effects_, pa, v(fx.b), seed, 0.16f, {150, 100, 255, static_cast<uint8_t>(a / 2)});
        addBolt(effects_, pa, v(fx.b), seed, 0.06f, {240, 230, 255, a});
        break;
      }
      case EffectKind::Gold: {
        char text[16];
        std::snprintf(text, sizeof text, "+%d", fx.value);
        labels_.add(text, pa + sf::Vector2f(0.f, -0.3f - 0.6f * t), 0.42f, withAlpha(colors::kGold, a));
        break;
      }
      case EffectKind::Leak: {
        const float r = 0.3f + 0.8f * t;
        addRing(effects_, pa, r * 0.8f, r, {255, 70, 60, a}, 24);
        char text[16];
        std::snprintf(text, sizeof text, "-%d", std::max(fx.value, 1));
        // Large, over the goal: lives are what the level is lost by.
        labels_.add(text, pa + sf::Vector2f(0.f, -0.6f - 0.7f * t), 0.9f, withAlpha(colors::kLives, a));
        break;
      }
    }
  }
}

void WorldRenderer::draw(sf::RenderTarget& target, const sf::RenderStates& states) const {
  target.draw(towers_, states);
  target.draw(ground_, states);
  target.draw(enemies_, states);
  target.draw(shots_, states);
  target.draw(effects_, states);
  target.draw(bars_, states);
  labels_.draw(target, states);
}

size_t WorldRenderer::vertexCount() const {
  return towers_.getVertexCount() + ground_.getVertexCount() + enemies_.getVertexCount() + bars_.getVertexCount() +
         shots_.getVertexCount() + effects_.getVertexCount();
}

}  // namespace td
