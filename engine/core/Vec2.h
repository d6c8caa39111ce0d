#pragma once

#include <cmath>

namespace td {

// World positions in cell units: cell (x, y) covers [x, x+1) x [y, y+1), so
// its centre is (x + 0.5, y + 0.5).
struct Vec2 {
  float x = 0.0f;
  float y = 0.0f;

  friend constexpr Vec2 operator+(Vec2 a, Vec2 b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Vec2 operator-(Vec2 a, Vec2 b) { return {a.x - b.x, a.y - b.y}; }
  friend constexpr Vec2 operator*(Vec2 a, float s) { return {a.x * s, a.y * s}; }
  friend constexpr Vec2 operator*(float s, Vec2 a) { return {a.x * s, a.y * s}; }
  constexpr Vec2& operator+=(Vec2 b) {
    x += b.x;
    y += b.y;
    return *this;
  }
  friend constexpr bool operator==(Vec2, Vec2) = default;
};

constexpr float dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
constexpr float cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
constexpr float lengthSquared(Vec2 a) { return dot(a, a); }
inline float length(Vec2 a) { return std::sqrt(lengthSquared(a)); }
inline float distance(Vec2 a, Vec2 b) { return length(a - b); }
inline Vec2 normalized(Vec2 a) {
  const float len = length(a);
  return len > 0.0f ? a * (1.0f / len) : Vec2{};
}
constexpr Vec2 lerp(Vec2 a, Vec2 b, float t) { return a + (b - a) * t; }

}  // namespace td
