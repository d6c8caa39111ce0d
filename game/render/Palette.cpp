#include "game/render/Palette.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace td {

TerrainStyle terrainStyle(const TerrainDef& kind) {
  // A kind the game does not define (an unfinished level in the editor): the
  // loud magenta of a missing texture, so that it cannot pass for rock.
  if (kind.unknown) return {TerrainLook::Plain, {214, 52, 178}, {120, 24, 98}, 0.08f};
  // Any sloped kind: grassy ground, drawn with its fall (GridRenderer).
  if (kind.sloped()) return {TerrainLook::Slope, {122, 142, 74}, {92, 110, 54}, 0.035f, kind.slope};
  const std::string_view name = kind.name;
  if (name == "grass") return {TerrainLook::Grass, {86, 138, 64}, {70, 112, 52}, 0.04f};
  if (name == "road") return {TerrainLook::Road, {196, 172, 124}, {150, 128, 88}, 0.035f};
  if (name == "mud") return {TerrainLook::Mud, {118, 90, 60}, {92, 70, 46}, 0.06f};
  if (name == "rock") return {TerrainLook::Rock, {70, 72, 80}, {44, 46, 52}, 0.04f};
  if (name == "water") return {TerrainLook::Water, {46, 98, 150}, {150, 196, 222}, 0.03f};
  // Shallow enough to wade, too deep for wheels: paler than water.
  if (name == "ford") return {TerrainLook::Water, {104, 156, 176}, {196, 226, 232}, 0.03f};
  // Unknown kinds: a muted colour from the name, darker when impassable.
  uint32_t h = 2166136261u;
  for (char c : name) h = (h ^ static_cast<uint8_t>(c)) * 16777619u;
  sf::Color base(static_cast<uint8_t>(90 + (h & 0x3F)), static_cast<uint8_t>(90 + ((h >> 8) & 0x3F)),
                 static_cast<uint8_t>(90 + ((h >> 16) & 0x3F)));
  if (kind.cost == kImpassableCost) return {TerrainLook::Rock, shade(base, 0.6f), shade(base, 0.4f), 0.05f};
  return {TerrainLook::Plain, base, shade(base, 0.8f), 0.05f};
}

uint32_t cellHash(Cell c, uint32_t salt) {
  uint32_t h = static_cast<uint32_t>(c.x) * 0x9E3779B1u ^ static_cast<uint32_t>(c.y) * 0x85EBCA77u ^ salt * 0xC2B2AE3Du;
  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  h *= 0x297A2D39u;
  h ^= h >> 15;
  return h;
}

sf::Color groundColor(const TerrainStyle& style, Cell c) {
  return shade(style.base, 1.f + (unitFromHash(cellHash(c)) - 0.5f) * 2.f * style.jitter);
}

sf::Color shade(sf::Color c, float factor) {
  const auto channel = [factor](uint8_t v) {
    return static_cast<uint8_t>(std::clamp(static_cast<float>(v) * factor, 0.f, 255.f));
  };
  return {channel(c.r), channel(c.g), channel(c.b), c.a};
}

sf::Color withAlpha(sf::Color c, uint8_t alpha) { return {c.r, c.g, c.b, alpha}; }

sf::Color mix(sf::Color a, sf::Color b, float t) {
  const auto lerp = [t](uint8_t x, uint8_t y) {
    return static_cast<uint8_t>(
        std::clamp(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t, 0.f, 255.f));
  };
  return {lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b), lerp(a.a, b.a)};
}

namespace {

// Chosen for each deficiency by the distance of the simulated colours (game/render/ColourVision.h): the first
// four routes of the red-green palette stay about 40 apart for protanopes and deuteranopes as for everyone,
// the tritanopia one's about 49.
ColourVision gPalette = ColourVision::Normal;

bool redGreen() { return gPalette == ColourVision::Protanopia || gPalette == ColourVision::Deuteranopia; }

}  // namespace

void setColourPalette(ColourVision vision) { gPalette = vision; }
ColourVision colourPalette() { return gPalette; }

sf::Color colors::accept() {
  if (redGreen()) return {90, 170, 255};  // blue against orange, not green against red
  return {120, 235, 140};
}

sf::Color colors::refuse() {
  if (redGreen()) return {255, 140, 30};
  if (gPalette == ColourVision::Tritanopia) return {255, 80, 150};
  return {255, 96, 84};
}

sf::Color routeColor(size_t index) {
  static const std::array<sf::Color, 6> kStandard{{
      {255, 200, 72},
      {255, 124, 96},
      {190, 150, 255},
      {110, 220, 255},
      {150, 240, 130},
      {255, 150, 210},
  }};
  static const std::array<sf::Color, 6> kRedGreen{{
      {255, 200, 72},
      {90, 150, 255},
      {240, 240, 240},
      {160, 110, 40},
      {120, 220, 255},
      {200, 120, 255},
  }};
  static const std::array<sf::Color, 6> kTritan{{
      {255, 200, 72},
      {255, 110, 40},
      {120, 220, 255},
      {30, 60, 160},
      {150, 240, 130},
      {255, 150, 210},
  }};
  const auto& colors = redGreen() ? kRedGreen : gPalette == ColourVision::Tritanopia ? kTritan : kStandard;
  return colors[index % colors.size()];
}

}  // namespace td
