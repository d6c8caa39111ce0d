#pragma once

#include <cmath>
#include <optional>

namespace td {

// A point or direction in 3D, for what comes in 3D (navigation meshes from
// OBJ files: x-z is the ground, y the height).
struct Vec3 {
  float x = 0.0f;
  float y = 0.0f;
  float z = 0.0f;

  friend constexpr Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
  friend constexpr Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
  friend constexpr Vec3 operator*(Vec3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }
  friend constexpr bool operator==(Vec3, Vec3) = default;
};

constexpr float dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
constexpr Vec3 cross(Vec3 a, Vec3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline float length(Vec3 a) { return std::sqrt(dot(a, a)); }
inline Vec3 normalized(Vec3 a) {
  const float len = length(a);
  return len > 0.0f ? a * (1.0f / len) : Vec3{};
}

// The plane n . p = d, n a unit normal.
struct Plane {
  Vec3 normal;
  float d = 0.0f;

  float signedDistance(Vec3 p) const { return dot(normal, p) - d; }
  // The half-space test: on the side the normal points to (or on the plane).
  bool inFront(Vec3 p) const { return signedDistance(p) >= 0.0f; }
};

// The plane through three points, its normal by the right-hand rule
// (a -> b -> c counter-clockwise seen from the front); nothing when the
// points are on one line.
inline std::optional<Plane> planeThrough(Vec3 a, Vec3 b, Vec3 c) {
  const Vec3 n = cross(b - a, c - a);
  const float len = length(n);
  if (len <= 1e-12f) return std::nullopt;
  const Vec3 unit = n * (1.0f / len);
  return Plane{unit, dot(unit, a)};
}

// Where the line through p and q meets the plane, as the parameter t of
// p + (q - p) t (any real, not only [0, 1]); nothing when it runs parallel.
inline std::optional<float> linePlaneHit(const Plane& plane, Vec3 p, Vec3 q) {
  const float denom = dot(plane.normal, q - p);
  if (std::fabs(denom) <= 1e-12f) return std::nullopt;
  return (plane.d - dot(plane.normal, p)) / denom;
}

}  // namespace td
