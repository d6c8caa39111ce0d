#include "game/icon/IconPainter.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace td {
namespace {

// The picture is drawn in a unit square, y down. Each shape is a signed distance (negative inside), so one
// sample test paints it and a band inside its edge paints its outline at any size.
struct P {
  float x;
  float y;
};

float length(P a) { return std::sqrt(a.x * a.x + a.y * a.y); }

float roundedBox(P p, P centre, P half, float radius) {
  const P q{std::fabs(p.x - centre.x) - half.x + radius, std::fabs(p.y - centre.y) - half.y + radius};
  const P outside{std::max(q.x, 0.f), std::max(q.y, 0.f)};
  return length(outside) + std::min(std::max(q.x, q.y), 0.f) - radius;
}

float circle(P p, P centre, float radius) { return length({p.x - centre.x, p.y - centre.y}) - radius; }

// A stroke of width 2 * radius from a to b with round ends.
float capsule(P p, P a, P b, float radius) {
  const P ab{b.x - a.x, b.y - a.y};
  const P ap{p.x - a.x, p.y - a.y};
  const float t = std::clamp((ap.x * ab.x + ap.y * ab.y) / (ab.x * ab.x + ab.y * ab.y), 0.f, 1.f);
  return length({ap.x - ab.x * t, ap.y - ab.y * t}) - radius;
}

struct Rgb {
  float r;
  float g;
  float b;
};

struct Sample {
  Rgb colour{0.f, 0.f, 0.f};
  float alpha = 0.f;
};

// Fills where `d` < 0, with `edge` in the band `width` wide inside the edge.
void paint(Sample& s, float d, Rgb fill, Rgb edge, float width) {
  if (d >= 0.f) return;
  s.colour = d > -width ? edge : fill;
  s.alpha = 1.f;
}

constexpr Rgb kGrassTop{0.33f, 0.60f, 0.27f};
constexpr Rgb kGrassBottom{0.22f, 0.45f, 0.20f};
constexpr Rgb kGrassEdge{0.13f, 0.28f, 0.12f};
constexpr Rgb kSand{0.89f, 0.74f, 0.45f};
constexpr Rgb kSandEdge{0.70f, 0.53f, 0.28f};
constexpr Rgb kStone{0.70f, 0.68f, 0.64f};
constexpr Rgb kStoneEdge{0.36f, 0.35f, 0.33f};
constexpr Rgb kTowerBase{0.25f, 0.28f, 0.34f};
constexpr Rgb kTower{0.30f, 0.52f, 0.86f};
constexpr Rgb kTowerEdge{0.12f, 0.20f, 0.38f};
constexpr Rgb kEnemy{0.86f, 0.22f, 0.20f};
constexpr Rgb kEnemyEdge{0.42f, 0.08f, 0.07f};

// The route's corners: in at the top left, along, down past the first wall's end, back, down past the second's,
// and out at the bottom right.
constexpr std::array<P, 6> kRoute{
    {{0.14f, 0.19f}, {0.82f, 0.19f}, {0.82f, 0.50f}, {0.18f, 0.50f}, {0.18f, 0.81f}, {0.86f, 0.81f}}};

Sample sampleAt(P p) {
  Sample s;
  const float tile = roundedBox(p, {0.5f, 0.5f}, {0.47f, 0.47f}, 0.17f);
  const float shade = std::clamp((p.y - 0.03f) / 0.94f, 0.f, 1.f);
  const Rgb grass{kGrassTop.r + (kGrassBottom.r - kGrassTop.r) * shade,
                  kGrassTop.g + (kGrassBottom.g - kGrassTop.g) * shade,
                  kGrassTop.b + (kGrassBottom.b - kGrassTop.b) * shade};
  paint(s, tile, grass, kGrassEdge, 0.03f);
  if (s.alpha == 0.f) return s;

  float route = 1.f;
  for (size_t i = 0; i + 1 < kRoute.size(); ++i) route = std::min(route, capsule(p, kRoute[i], kRoute[i + 1], 0.065f));
  paint(s, route, kSand, kSandEdge, 0.018f);

  paint(s, roundedBox(p, {0.36f, 0.345f}, {0.30f, 0.05f}, 0.02f), kStone, kStoneEdge, 0.018f);
  paint(s, roundedBox(p, {0.64f, 0.655f}, {0.30f, 0.05f}, 0.02f), kStone, kStoneEdge, 0.018f);

  paint(s, circle(p, {0.35f, 0.50f}, 0.055f), kEnemy, kEnemyEdge, 0.016f);

  const P tower{0.60f, 0.345f};
  paint(s, circle(p, tower, 0.125f), kTowerBase, kTowerBase, 0.f);
  paint(s, capsule(p, tower, {0.45f, 0.455f}, 0.032f), kTowerEdge, kTowerEdge, 0.f);
  paint(s, circle(p, tower, 0.08f), kTower, kTowerEdge, 0.02f);
  return s;
}

sf::Uint8 channel(float v) { return static_cast<sf::Uint8>(std::lround(std::clamp(v, 0.f, 1.f) * 255.f)); }

}  // namespace

sf::Image paintIcon(unsigned size) {
  constexpr int kSamples = 4;
  sf::Image image;
  image.create(size, size, sf::Color::Transparent);
  const float step = 1.f / static_cast<float>(size * kSamples);
  for (unsigned y = 0; y < size; ++y) {
    for (unsigned x = 0; x < size; ++x) {
      // Colours are summed weighted by their cover, so an edge blends into transparency without a dark fringe.
      float r = 0.f;
      float g = 0.f;
      float b = 0.f;
      float a = 0.f;
      for (int sy = 0; sy < kSamples; ++sy) {
        for (int sx = 0; sx < kSamples; ++sx) {
          const P p{(static_cast<float>(x * kSamples) + static_cast<float>(sx) + 0.5f) * step,
                    (static_cast<float>(y * kSamples) + static_cast<float>(sy) + 0.5f) * step};
          const Sample s = sampleAt(p);
          r += s.colour.r * s.alpha;
          g += s.colour.g * s.alpha;
          b += s.colour.b * s.alpha;
          a += s.alpha;
        }
      }
      if (a == 0.f) continue;
      image.setPixel(x, y, {channel(r / a), channel(g / a), channel(b / a), channel(a / (kSamples * kSamples))});
    }
  }
  return image;
}

}  // namespace td
