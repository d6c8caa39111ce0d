#include "engine/nav/PointLocator.h"

#include <algorithm>
#include <cmath>

#include "engine/nav/TriangleTest.h"

namespace td {

void PointLocator::configure(Vec2 origin, Vec2 size, float bucket) {
  origin_ = origin;
  bucket_ = bucket > 0.0f ? bucket : 1.0f;
  inverse_ = 1.0f / bucket_;
  columns_ = std::max(1, static_cast<int32_t>(std::ceil(size.x * inverse_)));
  rows_ = std::max(1, static_cast<int32_t>(std::ceil(size.y * inverse_)));
  buckets_.assign(static_cast<size_t>(columns_) * static_cast<size_t>(rows_), {});
}

void PointLocator::fit(const NavMesh& mesh) {
  Vec2 lo{0.0f, 0.0f};
  Vec2 hi{1.0f, 1.0f};
  bool first = true;
  float area = 0.0f;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    area += mesh.area(t);
    for (int k = 0; k < 3; ++k) {
      const Vec2 p = mesh.corner(t, k);
      if (first) {
        lo = hi = p;
        first = false;
      }
      lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
      hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
  }
  const float count = static_cast<float>(std::max<uint32_t>(mesh.triangleCount(), 1));
  float bucket = std::sqrt(std::max(area, 1e-6f) / count * 2.0f);
  // Never more than about four buckets a triangle, whatever the shapes.
  const Vec2 size = hi - lo;
  bucket = std::max(bucket, std::sqrt(std::max(size.x * size.y, 1e-6f) / (4.0f * count)));
  configure(lo, {size.x + bucket * 0.5f, size.y + bucket * 0.5f}, bucket);
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (mesh.alive(t)) add(mesh, t);
  }
}

bool PointLocator::bucketRange(Vec2 lo, Vec2 hi, int32_t& x0, int32_t& y0, int32_t& x1, int32_t& y1) const {
  x0 = static_cast<int32_t>(std::floor((lo.x - origin_.x) * inverse_));
  y0 = static_cast<int32_t>(std::floor((lo.y - origin_.y) * inverse_));
  x1 = static_cast<int32_t>(std::floor((hi.x - origin_.x) * inverse_));
  y1 = static_cast<int32_t>(std::floor((hi.y - origin_.y) * inverse_));
  // Clamped, so that points on the far edges of the extent find its last
  // buckets; the triangle tests decide.
  x0 = std::clamp(x0, 0, columns_ - 1);
  y0 = std::clamp(y0, 0, rows_ - 1);
  x1 = std::clamp(x1, 0, columns_ - 1);
  y1 = std::clamp(y1, 0, rows_ - 1);
  return !buckets_.empty();
}

void PointLocator::add(const NavMesh& mesh, NavTri t) {
  const Vec2 a = mesh.corner(t, 0);
  const Vec2 b = mesh.corner(t, 1);
  const Vec2 c = mesh.corner(t, 2);
  int32_t x0, y0, x1, y1;
  if (!bucketRange({std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y})},
                   {std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y})}, x0, y0, x1, y1)) {
    return;
  }
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) {
      std::vector<NavTri>& list = buckets_[static_cast<size_t>(y * columns_ + x)];
      list.insert(std::upper_bound(list.begin(), list.end(), t), t);
    }
  }
}

void PointLocator::remove(const NavMesh& mesh, NavTri t) {
  const Vec2 a = mesh.corner(t, 0);
  const Vec2 b = mesh.corner(t, 1);
  const Vec2 c = mesh.corner(t, 2);
  int32_t x0, y0, x1, y1;
  if (!bucketRange({std::min({a.x, b.x, c.x}), std::min({a.y, b.y, c.y})},
                   {std::max({a.x, b.x, c.x}), std::max({a.y, b.y, c.y})}, x0, y0, x1, y1)) {
    return;
  }
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) {
      std::vector<NavTri>& list = buckets_[static_cast<size_t>(y * columns_ + x)];
      const auto it = std::lower_bound(list.begin(), list.end(), t);
      if (it != list.end() && *it == t) list.erase(it);
    }
  }
}

Located PointLocator::locate(const NavMesh& mesh, Vec2 p, float snap) const {
  Located out;
  out.point = p;
  int32_t x0, y0, x1, y1;
  if (bucketRange(p, p, x0, y0, x1, y1)) {
    for (const NavTri t : buckets_[static_cast<size_t>(y0 * columns_ + x0)]) {
      if (triangleContains(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p)) {
        out.status = LocateStatus::Inside;
        out.tri = t;
        return out;
      }
    }
  }
  if (snap <= 0.0f) return out;
  // The nearest point of any triangle within reach; ties to the lower slot.
  float best = snap * snap;
  if (!bucketRange(p - Vec2{snap, snap}, p + Vec2{snap, snap}, x0, y0, x1, y1)) return out;
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) {
      for (const NavTri t : buckets_[static_cast<size_t>(y * columns_ + x)]) {
        const Vec2 q = nearestOnTriangle(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p);
        const float d = lengthSquared(q - p);
        if (d < best || (d == best && t < out.tri)) {
          best = d;
          out.tri = t;
          out.point = q;
          out.status = LocateStatus::Snapped;
        }
      }
    }
  }
  return out;
}

}  // namespace td
