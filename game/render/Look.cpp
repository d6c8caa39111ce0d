#include "game/render/Look.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "game/kinds/AttackShow.h"
#include "game/render/FreeMoverShapes.h"
#include "game/render/HawkShape.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

constexpr float kPi = 3.14159265f;

sf::Color alphaTimes(sf::Color c, uint8_t alpha) {
  return withAlpha(c, static_cast<uint8_t>(static_cast<int>(c.a) * alpha / 255));
}

}  // namespace

EnemyLook enemyLook(const EnemyDef& def, uint16_t kind) {
  const std::string_view id = def.id;
  if (id == "normal") return {EnemyShape::Round, {214, 70, 62}, {96, 24, 20}};
  if (id == "fast") return {EnemyShape::Arrowhead, {250, 204, 60}, {120, 86, 10}};
  if (id == "armoured") return {EnemyShape::Block, {140, 156, 178}, {44, 52, 66}};
  if (id == "swarm") return {EnemyShape::Mite, {236, 96, 190}, {90, 20, 70}};
  if (id == "boss") return {EnemyShape::Brute, {150, 70, 190}, {56, 20, 76}};
  // Before the rule for any flyer: the hawk flies a lane, the bat straight.
  if (id == "hawk") return {EnemyShape::Hawk, {222, 176, 118}, {92, 58, 34}};
  if (id == "flying" || def.flying) return {EnemyShape::Winged, {236, 240, 250}, {60, 80, 110}};
  // The two kinds that react to the hero get shapes no other kind has, since
  // the player must tell at a glance which ones will run and which will hunt.
  if (id == "imp") return {EnemyShape::Horned, {120, 204, 72}, {34, 72, 18}};
  if (id == "wolf") return {EnemyShape::Hound, {150, 132, 112}, {58, 46, 36}};
  // The kinds that find their own way, each with an outline of its own.
  if (id == "wanderer") return {EnemyShape::Gremlin, {84, 204, 186}, {18, 70, 64}};
  if (id == "golem") return {EnemyShape::Golem, {164, 140, 112}, {62, 50, 38}};
  if (id == "cart") return {EnemyShape::Cart, {204, 150, 72}, {86, 54, 22}};
  if (id == "rat") return {EnemyShape::Rat, {138, 136, 146}, {54, 52, 60}};
  // Kinds added later still get a shape and colour of their own.
  static const EnemyShape kShapes[] = {EnemyShape::Round, EnemyShape::Block, EnemyShape::Arrowhead, EnemyShape::Brute};
  const sf::Color body = routeColor(kind + 2u);
  return {kShapes[kind % 4], body, shade(body, 0.4f)};
}

sf::Color towerColor(const TowerDef& def) { return attackShow(def.attack).color; }

void addSpecCrest(sf::VertexArray& out, sf::Vector2f c, float size, int spec, sf::Color color) {
  // A diamond stands on its corner; a triangle points up.
  const int sides = spec == 0 ? 4 : 3;
  const float turn = -kPi / 2.f;
  // A triangle's box reaches further above its centre than below, so it is set lower to sit where the diamond does.
  const sf::Vector2f at = spec == 0 ? c : c + sf::Vector2f(0.f, 0.25f * size);
  addPolygon(out, at, size * (spec == 0 ? 1.f : 1.2f), sides, turn, {30, 26, 14});
  addPolygon(out, at, size * (spec == 0 ? 0.78f : 0.92f), sides, turn, colors::kGold);
  addPolygon(out, at, size * (spec == 0 ? 0.5f : 0.55f), sides, turn, color);
}

void addTowerShape(sf::VertexArray& out, const TowerDef& def, sf::Vector2f c, float angle, int level, float s,
                   float flash, int spec) {
  const AttackShow& show = attackShow(def.attack);
  const sf::Color color = show.color;
  const sf::Color dark = shade(color, 0.45f);
  const sf::Color plate{52, 54, 60};
  const bool specialised = spec >= 0 && show.turreted;
  // A plinth filling most of the cell, so towers read as walls of the maze; a specialised tower's is rimmed in its
  // kind's colour, which tells it from a plain one even where the crest is too small to make out.
  addRect(out, {c.x - 0.46f * s, c.y - 0.46f * s, 0.92f * s, 0.92f * s},
          specialised ? shade(color, 0.75f) : shade(plate, 0.7f));
  addRect(out, {c.x - 0.42f * s, c.y - 0.42f * s, 0.84f * s, 0.84f * s}, plate);
  const sf::Vector2f dir = polar(angle, 1.f);
  // A turret kicks back as it fires and eases forward again.
  const sf::Vector2f recoil = show.turreted ? dir * (-0.08f * s * flash) : sf::Vector2f();
  show.turret(out, TurretPose{c + recoil, dir, angle, s}, color, dark);
  if (!show.turreted) return;
  if (flash > 0.f && show.muzzleFlash) {
    addDisc(out, c + recoil + dir * (0.46f * s), 0.13f * s * (0.5f + flash), withAlpha({255, 244, 200}, 220), 8);
  }
  // Level pips along the bottom edge of the plinth.
  for (int i = 0; i <= level; ++i) {
    const float x = c.x + (static_cast<float>(i) - static_cast<float>(level) * 0.5f) * 0.18f * s;
    addDisc(out, {x, c.y + 0.36f * s}, 0.065f * s, {30, 26, 14}, 8);
    addDisc(out, {x, c.y + 0.36f * s}, 0.045f * s, colors::kGold, 8);
  }
  // The crest in both upper corners, over the turret, where no turret's barrel rests for long.
  if (specialised) {
    for (const float side : {-1.f, 1.f}) {
      addSpecCrest(out, {c.x + side * 0.33f * s, c.y - 0.33f * s}, 0.12f * s, spec, color);
    }
  }
}

void addEnemyShape(sf::VertexArray& out, const EnemyLook& look, sf::Vector2f c, float r, float heading, uint8_t alpha,
                   bool compact) {
  const sf::Color body = alphaTimes(look.body, alpha);
  const sf::Color edge = alphaTimes(look.edge, alpha);
  const sf::Vector2f dir = polar(heading, 1.f);
  switch (look.shape) {
    case EnemyShape::Gremlin:
      addGremlinShape(out, c, r, dir, body, edge, compact);
      break;
    case EnemyShape::Golem:
      addGolemShape(out, c, r, dir, body, edge, compact);
      break;
    case EnemyShape::Cart:
      addCartShape(out, c, r, dir, body, edge, compact);
      break;
    case EnemyShape::Rat:
      addRatShape(out, c, r, dir, body, edge, compact);
      break;
    case EnemyShape::Hawk:
      addHawkShape(out, c, r, dir, body, edge, withAlpha(sf::Color::Black, static_cast<uint8_t>(alpha / 3)), compact);
      break;
    case EnemyShape::Round:
      addDisc(out, c, r, edge, compact ? 7 : 12);
      addDisc(out, c, r * 0.78f, body, compact ? 7 : 12);
      if (!compact) addDisc(out, c + dir * (r * 0.4f), r * 0.22f, alphaTimes({255, 230, 220}, alpha), 6);
      break;
    case EnemyShape::Arrowhead: {
      const sf::Vector2f side = polar(heading + kPi / 2.f, r);
      addTriangle(out, c + dir * (r * 1.25f), c - dir * (r * 0.8f) + side, c - dir * (r * 0.8f) - side, edge);
      addTriangle(out, c + dir * (r * 0.9f), c - dir * (r * 0.55f) + side * 0.7f, c - dir * (r * 0.55f) - side * 0.7f,
                  body);
      break;
    }
    case EnemyShape::Block:
      addPolygon(out, c, r * 1.15f, 4, heading + kPi / 4.f, edge);
      addPolygon(out, c, r * 0.85f, 4, heading + kPi / 4.f, body);
      addLine(out, c - dir * (r * 0.5f), c + dir * (r * 0.5f), r * 0.18f, edge);
      break;
    case EnemyShape::Mite:
      addDisc(out, c, r, edge, compact ? 5 : 8);
      addDisc(out, c, r * 0.7f, body, compact ? 5 : 8);
      break;
    case EnemyShape::Brute:
      addPolygon(out, c, r * 1.1f, 6, heading, edge);
      addPolygon(out, c, r * 0.9f, 6, heading, body);
      if (!compact) addPolygon(out, c, r * 0.45f, 6, heading, alphaTimes(shade(look.body, 0.6f), alpha));
      break;
    case EnemyShape::Winged: {
      // A shadow on the ground below shows it is airborne.
      addDisc(out, c + sf::Vector2f(0.12f, 0.28f), r * 0.7f,
              withAlpha(sf::Color::Black, static_cast<uint8_t>(alpha / 3)), compact ? 5 : 10);
      const sf::Vector2f side = polar(heading + kPi / 2.f, r * 1.3f);
      addTriangle(out, c + dir * (r * 0.3f), c + side - dir * (r * 0.5f), c - dir * (r * 0.3f), edge);
      addTriangle(out, c + dir * (r * 0.3f), c - side - dir * (r * 0.5f), c - dir * (r * 0.3f), edge);
      addPolygon(out, c, r * 0.62f, 4, heading, body);
      break;
    }
    case EnemyShape::Horned: {
      // Horns swept forward and out, under the head so their roots are hidden.
      const sf::Vector2f side = polar(heading + kPi / 2.f, r);
      for (const float s : {-1.f, 1.f}) {
        addTriangle(out, c + dir * (r * 0.6f) + side * (s * 0.2f), c + dir * (r * 0.15f) + side * (s * 0.7f),
                    c + dir * (r * 1.3f) + side * (s * 0.8f), edge);
      }
      addDisc(out, c, r, edge, compact ? 7 : 12);
      addDisc(out, c, r * 0.76f, body, compact ? 7 : 12);
      if (!compact) {
        const sf::Color eye = alphaTimes({255, 236, 90}, alpha);
        addDisc(out, c + dir * (r * 0.42f) + side * 0.3f, r * 0.16f, eye, 6);
        addDisc(out, c + dir * (r * 0.42f) - side * 0.3f, r * 0.16f, eye, 6);
      }
      break;
    }
    case EnemyShape::Hound: {
      // Longer than wide, with a head, ears, a snout and a tail: the only
      // four-legged look.
      const sf::Vector2f side = polar(heading + kPi / 2.f, r);
      const sf::Vector2f head = c + dir * (r * 0.8f);
      const int n = compact ? 6 : 10;
      addLine(out, c - dir * (r * 0.6f), c - dir * (r * 1.45f) + side * 0.3f, r * 0.28f, edge);
      addDisc(out, c - dir * (r * 0.35f), r * 0.72f, edge, n);
      addDisc(out, c + dir * (r * 0.15f), r * 0.7f, edge, n);
      addDisc(out, head, r * 0.52f, edge, n);
      addTriangle(out, head + side * 0.3f, head - side * 0.3f, head + dir * (r * 0.85f), edge);
      for (const float k : {-1.f, 1.f}) {
        addTriangle(out, head + side * (k * 0.1f), head + side * (k * 0.5f) + dir * (r * 0.1f),
                    head - dir * (r * 0.45f) + side * (k * 0.62f), edge);
      }
      addDisc(out, c - dir * (r * 0.35f), r * 0.52f, body, n);
      addDisc(out, c + dir * (r * 0.15f), r * 0.5f, body, n);
      const sf::Color muzzle = alphaTimes(mix(look.body, sf::Color::White, 0.25f), alpha);
      addDisc(out, head, r * 0.34f, muzzle, n);
      addTriangle(out, head + side * 0.18f, head - side * 0.18f, head + dir * (r * 0.68f), muzzle);
      if (!compact) addDisc(out, head + dir * (r * 0.8f), r * 0.13f, alphaTimes({20, 16, 14}, alpha), 6);
      break;
    }
  }
}

}  // namespace td
