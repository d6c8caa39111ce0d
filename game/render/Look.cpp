#include "game/render/Look.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "game/render/FreeMoverShapes.h"
#include "game/render/HawkShape.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"

namespace td {
namespace {

constexpr float kPi = 3.14159265f;

sf::Vector2f polar(float angle, float r) { return {std::cos(angle) * r, std::sin(angle) * r}; }

sf::Color alphaTimes(sf::Color c, uint8_t alpha) {
  return withAlpha(c, static_cast<uint8_t>(static_cast<int>(c.a) * alpha / 255));
}

// A regular polygon with a corner at `rotation`.
void addPolygon(sf::VertexArray& out, sf::Vector2f c, float r, int sides, float rotation, sf::Color color) {
  for (int i = 0; i < sides; ++i) {
    const float a0 = rotation + 2.f * kPi * static_cast<float>(i) / static_cast<float>(sides);
    const float a1 = rotation + 2.f * kPi * static_cast<float>(i + 1) / static_cast<float>(sides);
    addTriangle(out, c, c + polar(a0, r), c + polar(a1, r), color);
  }
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

sf::Color towerColor(const TowerDef& def) {
  switch (def.attack) {
    case AttackKind::Arrow:
      return {96, 186, 104};
    case AttackKind::Shell:
      return {206, 140, 70};
    case AttackKind::Frost:
      return {120, 200, 246};
    case AttackKind::Lightning:
      return {176, 120, 240};
    case AttackKind::Disc:
      return {226, 198, 92};
    case AttackKind::None:
      return {150, 142, 128};
  }
  return colors::kWall;
}

void addTowerShape(sf::VertexArray& out, const TowerDef& def, sf::Vector2f c, float angle, int level, float s,
                   float flash) {
  const sf::Color color = towerColor(def);
  const sf::Color dark = shade(color, 0.45f);
  const sf::Color plate{52, 54, 60};
  // A plinth filling most of the cell, so towers read as walls of the maze.
  addRect(out, {c.x - 0.46f * s, c.y - 0.46f * s, 0.92f * s, 0.92f * s}, shade(plate, 0.7f));
  addRect(out, {c.x - 0.42f * s, c.y - 0.42f * s, 0.84f * s, 0.84f * s}, plate);
  const sf::Vector2f dir = polar(angle, 1.f);
  if (def.attack == AttackKind::None) {
    // A wall: courses of stone across the whole plinth, so a line of them reads as one wall, not as towers.
    addRect(out, {c.x - 0.46f * s, c.y - 0.46f * s, 0.92f * s, 0.92f * s}, dark);
    const float row = 0.92f * s / 3.f;
    for (int r = 0; r < 3; ++r) {
      const float top = c.y - 0.46f * s + static_cast<float>(r) * row;
      const float shift = (r % 2 == 0) ? 0.f : 0.23f * s;
      for (int k = -1; k < 3; ++k) {
        const float left = std::max(c.x - 0.46f * s, c.x - 0.46f * s + shift + static_cast<float>(k) * 0.46f * s);
        const float right = std::min(c.x + 0.46f * s, c.x - 0.46f * s + shift + static_cast<float>(k + 1) * 0.46f * s);
        if (right - left < 0.02f * s) continue;
        const sf::Color stone = shade(color, (r + k) % 2 == 0 ? 1.f : 0.88f);
        addRect(out, {left + 0.025f * s, top + 0.025f * s, right - left - 0.05f * s, row - 0.05f * s}, stone);
      }
    }
    return;
  }
  switch (def.attack) {
    case AttackKind::Arrow:
      addPolygon(out, c, 0.36f * s, 8, kPi / 8.f, dark);
      addPolygon(out, c, 0.3f * s, 8, kPi / 8.f, color);
      addLine(out, c, c + dir * (0.44f * s), 0.09f * s, shade(color, 0.3f));
      addLine(out, c - dir * (0.1f * s), c + dir * (0.2f * s), 0.26f * s, shade(color, 0.7f));
      addDisc(out, c, 0.12f * s, mix(color, sf::Color::White, 0.4f), 10);
      break;
    case AttackKind::Shell:
      addRect(out, {c.x - 0.34f * s, c.y - 0.34f * s, 0.68f * s, 0.68f * s}, dark);
      addRect(out, {c.x - 0.29f * s, c.y - 0.29f * s, 0.58f * s, 0.58f * s}, color);
      addLine(out, c, c + dir * (0.42f * s), 0.2f * s, {40, 40, 44});
      addDisc(out, c, 0.2f * s, {70, 70, 76}, 12);
      addDisc(out, c + dir * (0.42f * s), 0.1f * s, {28, 28, 30}, 8);
      break;
    case AttackKind::Frost: {
      addPolygon(out, c, 0.37f * s, 6, 0.f, dark);
      addPolygon(out, c, 0.31f * s, 6, 0.f, color);
      // A crystal pointing at the target.
      const sf::Vector2f side = polar(angle + kPi / 2.f, 0.1f * s);
      const sf::Color ice = mix(color, sf::Color::White, 0.6f);
      addQuad(out, c - dir * (0.14f * s), c + side, c + dir * (0.4f * s), c - side, ice);
      addDisc(out, c, 0.07f * s, sf::Color::White, 8);
      break;
    }
    case AttackKind::Lightning: {
      addPolygon(out, c, 0.4f * s, 4, 0.f, dark);
      addPolygon(out, c, 0.33f * s, 4, 0.f, color);
      addRing(out, c, 0.13f * s, 0.2f * s, shade(color, 0.55f), 14);
      addLine(out, c, c + dir * (0.34f * s), 0.07f * s, mix(color, sf::Color::White, 0.5f));
      addDisc(out, c, 0.1f * s, mix(color, sf::Color::White, 0.7f), 10);
      break;
    }
    case AttackKind::Disc: {
      // A round arena floor with the thrower's arm and the disc held out.
      addDisc(out, c, 0.38f * s, dark, 16);
      addRing(out, c, 0.25f * s, 0.33f * s, color, 16);
      addLine(out, c, c + dir * (0.3f * s), 0.08f * s, shade(color, 0.6f));
      addDisc(out, c + dir * (0.3f * s), 0.12f * s, mix(color, sf::Color::White, 0.35f), 12);
      addDisc(out, c + dir * (0.3f * s), 0.05f * s, dark, 8);
      addDisc(out, c, 0.1f * s, shade(color, 0.8f), 10);
      break;
    }
    case AttackKind::None:  // drawn above
      break;
  }
  if (flash > 0.f) {
    addDisc(out, c + dir * (0.46f * s), 0.13f * s * (0.5f + flash), withAlpha({255, 244, 200}, 220), 8);
  }
  // Level pips along the bottom edge of the plinth.
  for (int i = 0; i <= level; ++i) {
    const float x = c.x + (static_cast<float>(i) - static_cast<float>(level) * 0.5f) * 0.18f * s;
    addDisc(out, {x, c.y + 0.36f * s}, 0.065f * s, {30, 26, 14}, 8);
    addDisc(out, {x, c.y + 0.36f * s}, 0.045f * s, colors::kGold, 8);
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
