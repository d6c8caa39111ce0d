// The game's side of each attack kind: turrets, shots in flight, sounds and card lines.
#include "game/kinds/AttackShow.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

#include "engine/core/TextFormat.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"

namespace td {
namespace {

constexpr float kPi = 3.14159265f;

void arrowTurret(sf::VertexArray& out, const TurretPose& t, sf::Color color, sf::Color dark) {
  const sf::Vector2f c = t.centre;
  const float s = t.scale;
  addPolygon(out, c, 0.36f * s, 8, kPi / 8.f, dark);
  addPolygon(out, c, 0.3f * s, 8, kPi / 8.f, color);
  addLine(out, c, c + t.facing * (0.44f * s), 0.09f * s, shade(color, 0.3f));
  addLine(out, c - t.facing * (0.1f * s), c + t.facing * (0.2f * s), 0.26f * s, shade(color, 0.7f));
  addDisc(out, c, 0.12f * s, mix(color, sf::Color::White, 0.4f), 10);
}

void shellTurret(sf::VertexArray& out, const TurretPose& t, sf::Color color, sf::Color dark) {
  const sf::Vector2f c = t.centre;
  const float s = t.scale;
  addRect(out, {c.x - 0.34f * s, c.y - 0.34f * s, 0.68f * s, 0.68f * s}, dark);
  addRect(out, {c.x - 0.29f * s, c.y - 0.29f * s, 0.58f * s, 0.58f * s}, color);
  addLine(out, c, c + t.facing * (0.42f * s), 0.2f * s, {40, 40, 44});
  addDisc(out, c, 0.2f * s, {70, 70, 76}, 12);
  addDisc(out, c + t.facing * (0.42f * s), 0.1f * s, {28, 28, 30}, 8);
}

void frostTurret(sf::VertexArray& out, const TurretPose& t, sf::Color color, sf::Color dark) {
  const sf::Vector2f c = t.centre;
  const float s = t.scale;
  addPolygon(out, c, 0.37f * s, 6, 0.f, dark);
  addPolygon(out, c, 0.31f * s, 6, 0.f, color);
  // A crystal pointing at the target.
  const sf::Vector2f side = polar(t.angle + kPi / 2.f, 0.1f * s);
  const sf::Color ice = mix(color, sf::Color::White, 0.6f);
  addQuad(out, c - t.facing * (0.14f * s), c + side, c + t.facing * (0.4f * s), c - side, ice);
  addDisc(out, c, 0.07f * s, sf::Color::White, 8);
}

void lightningTurret(sf::VertexArray& out, const TurretPose& t, sf::Color color, sf::Color dark) {
  const sf::Vector2f c = t.centre;
  const float s = t.scale;
  addPolygon(out, c, 0.4f * s, 4, 0.f, dark);
  addPolygon(out, c, 0.33f * s, 4, 0.f, color);
  addRing(out, c, 0.13f * s, 0.2f * s, shade(color, 0.55f), 14);
  addLine(out, c, c + t.facing * (0.34f * s), 0.07f * s, mix(color, sf::Color::White, 0.5f));
  addDisc(out, c, 0.1f * s, mix(color, sf::Color::White, 0.7f), 10);
}

void discTurret(sf::VertexArray& out, const TurretPose& t, sf::Color color, sf::Color dark) {
  const sf::Vector2f c = t.centre;
  const float s = t.scale;
  // A round arena floor with the thrower's arm and the disc held out.
  addDisc(out, c, 0.38f * s, dark, 16);
  addRing(out, c, 0.25f * s, 0.33f * s, color, 16);
  addLine(out, c, c + t.facing * (0.3f * s), 0.08f * s, shade(color, 0.6f));
  addDisc(out, c + t.facing * (0.3f * s), 0.12f * s, mix(color, sf::Color::White, 0.35f), 12);
  addDisc(out, c + t.facing * (0.3f * s), 0.05f * s, dark, 8);
  addDisc(out, c, 0.1f * s, shade(color, 0.8f), 10);
}

// A wall: courses of stone across the whole plinth, so a line of them reads as one wall, not as towers.
void wallStones(sf::VertexArray& out, const TurretPose& t, sf::Color color, sf::Color dark) {
  const sf::Vector2f c = t.centre;
  const float s = t.scale;
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
}

sf::Vector2f toScreen(Vec2 p) { return {p.x, p.y}; }

void arrowShot(sf::VertexArray& out, const Projectile& p, sf::Vector2f c) {
  Vec2 d = normalized(p.pos - p.prevPos);
  if (lengthSquared(d) == 0.f) d = normalized(p.aim - p.pos);
  addLine(out, c - toScreen(d) * 0.3f, c, 0.07f, {255, 240, 180});
  addDisc(out, c, 0.05f, sf::Color::White, 6);
}

void shellShot(sf::VertexArray& out, const Projectile& p, sf::Vector2f c) {
  // Higher in the middle of its flight: bigger, with the shadow further below.
  const float t = p.flightTime > 0.f ? std::clamp(p.flight / p.flightTime, 0.f, 1.f) : 1.f;
  const float lift = 4.f * t * (1.f - t);
  addDisc(out, c + sf::Vector2f(0.f, 0.1f + lift * 0.3f), 0.1f, {0, 0, 0, 90}, 8);
  addDisc(out, c, 0.12f + lift * 0.06f, {36, 36, 40}, 10);
  addDisc(out, c - sf::Vector2f(0.03f, 0.03f), 0.05f, {150, 150, 160}, 6);
}

void frostShot(sf::VertexArray& out, const Projectile&, sf::Vector2f c) {
  addDisc(out, c, 0.16f, {150, 220, 255, 90}, 10);
  addDisc(out, c, 0.08f, {230, 250, 255}, 8);
}

void arrowLines(const TowerLevelDef& l, std::vector<std::string>& lines) {
  // A plain Archer's line would say only what every tower's figures do; a volley is worth a line.
  const int32_t volley = l.kindParams<ArrowParams>().volley;
  if (volley <= 1) return;
  const auto n = static_cast<unsigned long>(volley);
  // TRANSLATORS: an Archer that looses {0} arrows a shot, each at another enemy in range.
  const char* format = trn("Shoots {0} enemy at once", "Shoots {0} enemies at once", n);
  lines.push_back(textf(format, volley));
}

void shellLines(const TowerLevelDef& l, std::vector<std::string>& lines) {
  // TRANSLATORS: a Cannon's shell hits all in this radius, in cells with a decimal ("1.5").
  lines.push_back(textf(tr("Splash of {0} cells"), decimalText(l.kindParams<ShellParams>().splashRadius, 1)));
}

void frostLines(const TowerLevelDef& l, std::vector<std::string>& lines) {
  const FrostParams& p = l.kindParams<FrostParams>();
  // TRANSLATORS: a percentage ("60%").
  const std::string share = textf(tr("{0}%"), decimalText(p.slowFactor * 100.0, 0));
  // TRANSLATORS: Frost slows an enemy to {0} of its speed ("60%") for {1} seconds.
  lines.push_back(textf(tr("Slows to {0} for {1} s"), share, decimalText(p.slowDuration, 1)));
}

void lightningLines(const TowerLevelDef& l, std::vector<std::string>& lines) {
  const int32_t chain = l.kindParams<LightningParams>().chain;
  // TRANSLATORS: lightning jumps from the enemy hit to {0} more enemies.
  lines.push_back(textf(trn("Chains to {0} more", "Chains to {0} more", static_cast<unsigned long>(chain)), chain));
  if (const float stun = l.kindParams<LightningParams>().stun; stun > 0.f) {
    // TRANSLATORS: every enemy a bolt strikes stands still for {0} seconds ("0.6").
    lines.push_back(textf(tr("Stuns all it strikes for {0} s"), decimalText(stun, 1)));
  }
}

void discLines(const TowerLevelDef&, std::vector<std::string>& lines) {
  lines.push_back(tr("Bounces off rock, water, towers"));
  lines.push_back(tr("Hits every enemy it passes"));
  lines.push_back(tr("Banks shots round corners"));
}

void wallLines(const TowerLevelDef&, std::vector<std::string>& lines) {
  lines.push_back(tr("No attack: blocks the cell"));
  // TRANSLATORS: one sentence on two lines of the Wall's card; place the line break where it reads well.
  const std::string_view cheap = tr("Cheap: lengthens the route\npast your towers");
  const size_t split = cheap.find('\n');
  lines.emplace_back(cheap.substr(0, split));
  if (split != std::string_view::npos) lines.emplace_back(cheap.substr(split + 1));
  lines.push_back(tr("A tower built on it takes its place"));
}

// A bolt strikes at once and discs are drawn as the throws they are (WorldRenderer): neither flies as a
// projectile, nor does anything leave a wall.
const std::array<AttackShow, kAttackKindCount> kShows{{
    {AttackKind::Arrow, {96, 186, 104}, SoundId::ShootArrow, arrowTurret, true, true, arrowShot, arrowLines},
    {AttackKind::Shell, {206, 140, 70}, SoundId::ShootCannon, shellTurret, true, true, shellShot, shellLines},
    {AttackKind::Frost, {120, 200, 246}, SoundId::ShootFrost, frostTurret, true, true, frostShot, frostLines},
    {AttackKind::Lightning,
     {176, 120, 240},
     SoundId::ShootLightning,
     lightningTurret,
     true,
     false,
     nullptr,
     lightningLines},
    {AttackKind::Disc, {226, 198, 92}, SoundId::ShootArrow, discTurret, true, true, nullptr, discLines},
    {AttackKind::None, {150, 142, 128}, SoundId::ShootArrow, wallStones, false, false, nullptr, wallLines},
}};

}  // namespace

const AttackShow& attackShow(AttackKind kind) { return kShows[static_cast<size_t>(kind)]; }

std::span<const AttackShow> attackShows() { return kShows; }

}  // namespace td
