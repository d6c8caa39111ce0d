#include "engine/nav/PointLocator.h"

#include <algorithm>
#include <cmath>

#include "engine/nav/TriangleTest.h"

namespace td {

void PointLocator::configure(Vec2 origin, Vec2 size, float bucket) {
  origin_ = origin;
  bucket_ = bucket > 0.0f ? bucket : 1.0f;
  inverse_ = 1.0f / bucket_;
  // At most 4096 buckets a side, however small `bucket` is asked to be.
  columns_ = static_cast<int32_t>(std::clamp(std::ceil(static_cast<double>(size.x) * inverse_), 1.0, 4096.0));
  rows_ = static_cast<int32_t>(std::clamp(std::ceil(static_cast<double>(size.y) * inverse_), 1.0, 4096.0));
  if (static_cast<double>(columns_) * bucket_ < size.x || static_cast<double>(rows_) * bucket_ < size.y) {
    bucket_ = static_cast<float>(std::max(static_cast<double>(size.x) / columns_, static_cast<double>(size.y) / rows_));
    inverse_ = 1.0f / bucket_;
  }
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
  const double count = static_cast<double>(std::max<uint32_t>(mesh.triangleCount(), 1));
  double bucket = std::sqrt(std::max(static_cast<double>(area), 1e-6) / count * 2.0);
  // Never more than about four buckets a triangle, whatever the shapes (a
  // file with one huge triangle and many small ones must not ask for a
  // bucket grid the size of its bounding box).
  const Vec2 size = hi - lo;
  const double box = std::max(static_cast<double>(size.x) * static_cast<double>(size.y), 1e-6);
  bucket = std::max(bucket, std::sqrt(box / (4.0 * count)));
  bucket = std::max({bucket, static_cast<double>(size.x) / 4096.0, static_cast<double>(size.y) / 4096.0, 1e-6});
  const auto b = static_cast<float>(bucket);
  configure(lo, {size.x + b * 0.5f, size.y + b * 0.5f}, b);
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (mesh.alive(t)) add(mesh, t);
  }
}

bool PointLocator::bucketRange(Vec2 lo, Vec2 hi, int32_t& x0, int32_t& y0, int32_t& x1, int32_t& y1) const {
  // Clamped (in double, before any conversion, since points may lie far
  // outside), so that points on the far edges of the extent find its last
  // buckets; the triangle tests decide.
  auto index = [&](float v, float o, int32_t count) {
    const double i = std::floor((static_cast<double>(v) - static_cast<double>(o)) * static_cast<double>(inverse_));
    return static_cast<int32_t>(std::clamp(i, 0.0, static_cast<double>(count - 1)));
  };
  x0 = index(lo.x, origin_.x, columns_);
  y0 = index(lo.y, origin_.y, rows_);
  x1 = index(hi.x, origin_.x, columns_);
  y1 = index(hi.y, origin_.y, rows_);
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
