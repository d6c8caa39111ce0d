#include "game/render/ColourVision.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace td {
namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Rows give the simulated linear R, G and B from the original's.
constexpr Matrix kProtanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritanopia{
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

struct VisionName {
  ColourVision vision;
  std::string_view name;
};
constexpr std::array<VisionName, 4> kNames{{{ColourVision::Normal, "normal"},
                                            {ColourVision::Protanopia, "protanopia"},
                                            {ColourVision::Deuteranopia, "deuteranopia"},
                                            {ColourVision::Tritanopia, "tritanopia"}}};

double toLinear(uint8_t v) {
  const double c = static_cast<double>(v) / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

uint8_t toByte(double linear) {
  const double l = std::clamp(linear, 0.0, 1.0);
  const double c = l <= 0.0031308 ? l * 12.92 : 1.055 * std::pow(l, 1.0 / 2.4) - 0.055;
  return static_cast<uint8_t>(std::lround(c * 255.0));
}

const Matrix* matrixOf(ColourVision vision) {
  switch (vision) {
    case ColourVision::Protanopia:
      return &kProtanopia;
    case ColourVision::Deuteranopia:
      return &kDeuteranopia;
    case ColourVision::Tritanopia:
      return &kTritanopia;
    case ColourVision::Normal:
      break;
  }
  return nullptr;
}

std::array<double, 3> lab(sf::Color c) {
  const double r = toLinear(c.r);
  const double g = toLinear(c.g);
  const double b = toLinear(c.b);
  // sRGB to XYZ (D65), each over the white point's.
  const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
  return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

}  // namespace

std::optional<ColourVision> colourVisionNamed(std::string_view name) {
  for (const VisionName& n : kNames) {
    if (n.name == name) return n.vision;
  }
  return std::nullopt;
}

std::string_view colourVisionName(ColourVision vision) {
  for (const VisionName& n : kNames) {
    if (n.vision == vision) return n.name;
  }
  return "normal";
}

sf::Color seenAs(sf::Color c, ColourVision vision) {
  const Matrix* m = matrixOf(vision);
  if (m == nullptr) return c;
  const std::array<double, 3> in{toLinear(c.r), toLinear(c.g), toLinear(c.b)};
  std::array<uint8_t, 3> out{};
  for (size_t i = 0; i < 3; ++i) {
    out[i] = toByte((*m)[i][0] * in[0] + (*m)[i][1] * in[1] + (*m)[i][2] * in[2]);
  }
  return {out[0], out[1], out[2], c.a};
}

void seenAs(sf::Image& image, ColourVision vision) {
  if (vision == ColourVision::Normal) return;
  const sf::Vector2u size = image.getSize();
  for (unsigned y = 0; y < size.y; ++y) {
    for (unsigned x = 0; x < size.x; ++x) image.setPixel(x, y, seenAs(image.getPixel(x, y), vision));
  }
}

float colourDistance(sf::Color a, sf::Color b) {
  const std::array<double, 3> p = lab(a);
  const std::array<double, 3> q = lab(b);
  return static_cast<float>(
      std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2])));
}

}  // namespace td
