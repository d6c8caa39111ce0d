#include "game/render/HeroRenderer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/render/MarkGlyphs.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

constexpr float kPi = 3.14159265f;
// Seconds a sword stroke lasts on screen after a blow.
constexpr float kStroke = 0.22f;
// Dashes of the path: their length and the length of a dash and a gap.
constexpr float kDash = 0.22f;
constexpr float kDashPeriod = 0.36f;

sf::Vector2f v(Vec2 p) { return {p.x, p.y}; }

float lengthOf(sf::Vector2f d) { return std::sqrt(d.x * d.x + d.y * d.y); }

// A dashed line whose dashes march from `a` to `b` as time passes; `offset`
// carries the pattern on from the previous segment so corners do not jump.
float addDashes(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, float offset, float width, sf::Color color) {
  const float len = lengthOf(b - a);
  if (len <= 1e-4f) return offset;
  const sf::Vector2f d = (b - a) / len;
  float t = -std::fmod(offset, kDashPeriod);
  for (; t < len; t += kDashPeriod) {
    const float from = std::max(t, 0.f);
    const float to = std::min(t + kDash, len);
    if (to > from) addLine(out, a + d * from, a + d * to, width, color);
  }
  return offset + len;
}

void addHealthBar(sf::VertexArray& out, sf::Vector2f centre, float width, float fraction) {
  const float h = 0.13f;
  const sf::FloatRect back(centre.x - width * 0.5f, centre.y - h * 0.5f, width, h);
  // A gold rim: no enemy's bar has one.
  addRect(out, {back.left - 0.025f, back.top - 0.025f, back.width + 0.05f, back.height + 0.05f},
          withAlpha(colors::kGold, 230));
  addRect(out, back, {18, 18, 22, 235});
  const float f = std::clamp(fraction, 0.f, 1.f);
  const sf::Color fill =
      f > 0.5f ? mix({250, 220, 70}, {80, 220, 110}, (f - 0.5f) * 2.f) : mix({240, 60, 50}, {250, 220, 70}, f * 2.f);
  addRect(out, {back.left + 0.02f, back.top + 0.02f, (width - 0.04f) * f, h - 0.04f}, fill);
}

}  // namespace

HeroPose heroPose(const Hero& hero, const HeroDef& def) {
  HeroPose pose;
  if (lengthSquared(hero.facing) > 1e-8f) pose.facing = std::atan2(hero.facing.y, hero.facing.x);
  if (hero.state == HeroState::Moving) {
    // About two steps a cell, whatever its speed.
    pose.stride = std::sin(hero.stateTime * def.speed * 2.f * kPi);
  }
  if (hero.state == HeroState::Fighting) {
    const float interval = def.levels[static_cast<size_t>(hero.level)].interval;
    const float since = interval - hero.cooldown;
    // Only a blow struck in this fight: the cooldown also runs down while it
    // stands idle, and a fight can begin with one just reset.
    if (since >= 0.f && since < kStroke && hero.stateTime >= since) pose.swing = 1.f - since / kStroke;
  }
  pose.ghost = hero.state == HeroState::Dead;
  return pose;
}

void HeroRenderer::build(const World& world, const View& view, float seconds) {
  ground_.clear();
  unit_.clear();
  labels_.clear();
  const Hero* hero = world.hero();
  const HeroDef* def = world.heroDef();
  if (hero == nullptr || def == nullptr) return;
  buildGround(*hero, *def, view, seconds);
  buildAim(view, seconds);
  buildUnit(*hero, *def, seconds);
  unitTransform_ = sf::Transform::Identity;
  const sf::Vector2f at(hero->pos.x, hero->pos.y);
  unitTransform_.scale(view.unitScale, view.unitScale, at.x, at.y);
}

void HeroRenderer::buildGround(const Hero& hero, const HeroDef& def, const View& view, float seconds) {
  // Breadcrumbs, fainter the older: what wolves sniff out. Pale blue, not
  // gold, so they are not taken for the routes' marching dots.
  const int32_t crumbs = hero.trail.size();
  for (int32_t i = 0; i < crumbs; ++i) {
    const Cell c = hero.trail.at(i);
    const float age = static_cast<float>(crumbs - 1 - i) / static_cast<float>(std::max(crumbs, 1));
    const auto alpha = static_cast<uint8_t>(110.f * (1.f - age) + 25.f);
    addDisc(ground_, {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f}, 0.07f,
            withAlpha({200, 230, 255}, alpha), 8);
  }
  if (hero.state == HeroState::Dead) return;
  const sf::Vector2f pos = v(hero.pos);
  if (view.selected) {
    // Where it will go for enemies: its guard around the rally point.
    addRing(ground_, v(hero.rally), def.guard - 0.03f, def.guard, withAlpha(heroColors::kTrim, 90), 64);
    const float pulse = 0.04f * std::sin(seconds * 6.f);
    const float r = def.radius * kHeroBodyScale + 0.12f + pulse;
    addRing(ground_, pos, r, r + 0.07f, heroColors::kTrim, 28);
  } else if (view.hovered) {
    const float r = def.radius * kHeroBodyScale + 0.12f;
    addRing(ground_, pos, r, r + 0.05f, {255, 255, 255, 170}, 28);
  }
  if (hero.state == HeroState::Moving && !hero.path.empty()) {
    // The corners still ahead, from where it stands; an order is drawn
    // bolder than a walk back to its rally point.
    const sf::Color line = withAlpha(heroColors::kPath, hero.ordered ? 220 : 120);
    float offset = std::fmod(-seconds * 0.8f, kDashPeriod) + kDashPeriod;
    sf::Vector2f from = pos;
    for (size_t k = std::min<size_t>(hero.pathNext, hero.path.size()); k < hero.path.size(); ++k) {
      offset = addDashes(ground_, from, v(hero.path[k]), offset, 0.07f, line);
      from = v(hero.path[k]);
    }
    const sf::Vector2f end = hero.ordered ? v(hero.destination) : v(hero.pathEnd);
    addRing(ground_, end, 0.14f, 0.2f, line, 20);
    addFlag(ground_, end, 0.5f, withAlpha(hero.ordered ? heroColors::kTrim : heroColors::kPath, 230));
  }
}

void HeroRenderer::buildAim(const View& view, float seconds) {
  if (!view.aim) return;
  if (!view.aimDestination) {
    addCross(ground_, *view.aim, 0.16f, 0.07f, withAlpha(colors::refuse(), 220));
    return;
  }
  const sf::Vector2f to = *view.aimDestination;
  // Snapped away from where the mouse is: show where it lands instead.
  if (lengthOf(to - *view.aim) > 0.08f) addDashes(ground_, *view.aim, to, 0.f, 0.03f, {255, 255, 255, 150});
  const float pulse = 0.03f * std::sin(seconds * 7.f);
  addDisc(ground_, to, 0.26f + pulse, withAlpha(heroColors::kTrim, 40), 24);
  addRing(ground_, to, 0.2f + pulse, 0.26f + pulse, withAlpha(heroColors::kTrim, 220), 24);
  addFlag(ground_, to, 0.5f, withAlpha(heroColors::kTrim, 150));
}

void HeroRenderer::buildUnit(const Hero& hero, const HeroDef& def, float seconds) {
  const float r = def.radius * kHeroBodyScale;
  HeroPose pose = heroPose(hero, def);
  if (hero.state == HeroState::Dead) {
    // A faded figure where it will stand again, the seconds left on a dial
    // around it and written above.
    const sf::Vector2f at = v(hero.start);
    pose.alpha = 120;
    addHeroShape(unit_, at, r, pose);
    const float left = def.respawn > 0.f ? std::clamp(hero.respawnIn / def.respawn, 0.f, 1.f) : 0.f;
    addRing(unit_, at, r + 0.1f, r + 0.16f, {20, 20, 26, 150}, 32);
    addArc(unit_, at, r + 0.1f, r + 0.16f, -kPi / 2.f, -kPi / 2.f + 2.f * kPi * left, withAlpha(heroColors::kTrim, 230),
           32);
    char text[16];
    std::snprintf(text, sizeof text, "%d", static_cast<int>(std::ceil(hero.respawnIn)));
    labels_.add(text, at - sf::Vector2f(0.f, r + 0.42f), 0.46f, {236, 238, 242, 235});
    return;
  }
  const sf::Vector2f pos = v(hero.pos);
  addHeroShape(unit_, pos, r, pose);
  if (pose.swing > 0.f) {
    // The slash of a blow, ahead of the sword.
    const auto alpha = static_cast<uint8_t>(230.f * pose.swing);
    addArc(unit_, pos, r * 1.45f, r * 1.75f, pose.facing - 0.9f, pose.facing + 0.6f, {255, 250, 225, alpha}, 10);
  }
  const HeroLevelDef& level = def.levels[static_cast<size_t>(hero.level)];
  const sf::Vector2f bar = pos - sf::Vector2f(0.f, r + 0.3f);
  addHealthBar(unit_, bar, 0.9f, level.health > 0.f ? hero.health / level.health : 0.f);
  // Its level as gold pips under the bar's left end, as on towers.
  for (int32_t i = 0; i <= hero.level; ++i) {
    addDisc(unit_, bar + sf::Vector2f(-0.4f + 0.13f * static_cast<float>(i), 0.13f), 0.045f, colors::kGold, 8);
  }
  if (hero.state == HeroState::Fighting) {
    addCrossedSwords(unit_, bar + sf::Vector2f(0.58f, -0.02f), 0.13f);
  } else if (hero.state == HeroState::Idle && hero.health < level.health) {
    // Healing while it stands: a green cross that rises and fades.
    const float t = std::fmod(seconds * 0.9f, 1.f);
    const sf::Vector2f at = pos + sf::Vector2f(r * 0.9f, -r * 0.6f - 0.3f * t);
    const sf::Color green{110, 240, 130, static_cast<uint8_t>(230.f * (1.f - t))};
    addLine(unit_, at - sf::Vector2f(0.08f, 0.f), at + sf::Vector2f(0.08f, 0.f), 0.045f, green);
    addLine(unit_, at - sf::Vector2f(0.f, 0.08f), at + sf::Vector2f(0.f, 0.08f), 0.045f, green);
  }
}

void HeroRenderer::drawGround(sf::RenderTarget& target, const sf::RenderStates& states) const {
  target.draw(ground_, states);
}

void HeroRenderer::drawUnit(sf::RenderTarget& target, const sf::RenderStates& states) const {
  sf::RenderStates scaled = states;
  scaled.transform *= unitTransform_;
  target.draw(unit_, scaled);
  labels_.draw(target, scaled);
}

}  // namespace td
