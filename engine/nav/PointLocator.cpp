#include "engine/nav/PointLocator.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

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
  // Bucket edges are at origin + i * bucket, while points find their bucket
  // through `inverse_`, a float: the two disagree by at most 4096 buckets'
  // rounding, bucket / 4096, well within this. And a point meant to lie on an
  // edge, computed in floats, may miss it by a unit in the last place of its
  // coordinates: 2^-20 of the largest is several.
  const double largest =
      std::max({std::fabs(static_cast<double>(origin.x)), std::fabs(static_cast<double>(origin.y)),
                std::fabs(static_cast<double>(origin.x) + size.x), std::fabs(static_cast<double>(origin.y) + size.y)});
  margin_ = static_cast<double>(bucket_) / 256.0 + largest * 0x1p-20;
}

// Clamped (in double, before any conversion, since points may lie far
// outside), so that points on the far edges of the extent find its last
// buckets, and points beyond find the nearest; the triangle tests decide.
int32_t PointLocator::column(double x) const {
  const double i = std::floor((x - static_cast<double>(origin_.x)) * static_cast<double>(inverse_));
  return static_cast<int32_t>(std::clamp(i, 0.0, static_cast<double>(columns_ - 1)));
}

int32_t PointLocator::row(double y) const {
  const double i = std::floor((y - static_cast<double>(origin_.y)) * static_cast<double>(inverse_));
  return static_cast<int32_t>(std::clamp(i, 0.0, static_cast<double>(rows_ - 1)));
}

template <typename F>
bool PointLocator::forEachOverlap(const NavMesh& mesh, NavTri t, uint32_t most, F&& f) const {
  const Vec2 a = mesh.corner(t, 0);
  const Vec2 b = mesh.corner(t, 1);
  const Vec2 c = mesh.corner(t, 2);
  const double x[3] = {a.x, b.x, c.x};
  const double y[3] = {a.y, b.y, c.y};
  // Listed also where it comes within the margin of a bucket (see configure).
  const int32_t r0 = row(std::min({y[0], y[1], y[2]}) - margin_);
  const int32_t r1 = row(std::max({y[0], y[1], y[2]}) + margin_);
  // It overlaps every row and every column between its bounding box's ends:
  // so many at least.
  const int32_t wide = column(std::max({x[0], x[1], x[2]})) - column(std::min({x[0], x[1], x[2]}));
  if (static_cast<uint32_t>(std::max(r1 - r0, wide)) + 1 > most) return false;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  uint32_t visited = 0;
  for (int32_t r = r0; r <= r1; ++r) {
    // The band of points whose row is r, widened by the margin; the first and
    // last rows also take the points beyond the grid, clamped into them.
    const double lo = r == 0 ? -kInf : static_cast<double>(origin_.y) + r * static_cast<double>(bucket_) - margin_;
    const double hi =
        r == rows_ - 1 ? kInf : static_cast<double>(origin_.y) + (r + 1) * static_cast<double>(bucket_) + margin_;
    // The triangle's extent in x within the band: its corners in the band
    // and where its edges cross the band's sides (the part of a triangle in
    // a band is convex, with its corners among those points).
    double xlo = kInf;
    double xhi = -kInf;
    for (int k = 0; k < 3; ++k) {
      if (y[k] >= lo && y[k] <= hi) {
        xlo = std::min(xlo, x[k]);
        xhi = std::max(xhi, x[k]);
      }
      const int n = (k + 1) % 3;
      for (const double side : {lo, hi}) {
        if ((y[k] < side && y[n] > side) || (y[k] > side && y[n] < side)) {
          const double at = x[k] + (side - y[k]) * (x[n] - x[k]) / (y[n] - y[k]);
          xlo = std::min(xlo, at);
          xhi = std::max(xhi, at);
        }
      }
    }
    if (xlo > xhi) continue;  // a row only the margin around the triangle's top or bottom corner touched
    const int32_t c0 = column(xlo - margin_);
    const int32_t c1 = column(xhi + margin_);
    visited += static_cast<uint32_t>(c1 - c0 + 1);
    if (visited > most) return false;
    for (int32_t col = c0; col <= c1; ++col) {
      f(static_cast<size_t>(r) * static_cast<size_t>(columns_) + static_cast<size_t>(col));
    }
  }
  return true;
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
  // The grid starts a fraction of a bucket before the mesh, one no simple
  // ratio makes whole (2 minus the golden ratio), so that on a mesh whose
  // corners lie on a lattice, such as a level's cells with buckets a cell or
  // two wide, the buckets' edges fall between the corners rather than on
  // them: a triangle touching an edge is listed on both sides of it.
  const float before = b * 0.381966f;
  configure(lo - Vec2{before, before}, {size.x + before + b * 0.5f, size.y + before + b * 0.5f}, b);
  // Two passes over the triangles, in slot order: one counts each bucket's
  // entries, the other lists them, so that every bucket's list comes out
  // sorted, and the lists sit back to back in one array.
  offsets_.assign(static_cast<size_t>(columns_) * static_cast<size_t>(rows_) + 1, 0);
  std::vector<NavTri> longer;
  std::vector<size_t> overlapped;
  overlapped.reserve(kMaxBuckets);
  uint64_t total = 0;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    overlapped.clear();
    if (!forEachOverlap(mesh, t, kMaxBuckets, [&](size_t at) { overlapped.push_back(at); })) {
      longer.push_back(t);
      continue;
    }
    for (const size_t at : overlapped) ++offsets_[at + 1];
    total += overlapped.size();
  }
  if (total > std::numeric_limits<uint32_t>::max()) {
    throw std::length_error("PointLocator: more bucket entries than 32-bit offsets hold");
  }
  for (size_t i = 1; i < offsets_.size(); ++i) offsets_[i] += offsets_[i - 1];
  tris_.assign(total, kNoTri);
  // Each bucket's next free place, moved along as it fills.
  std::vector<uint32_t> next(offsets_.begin(), offsets_.end() - 1);
  size_t skip = 0;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    if (skip < longer.size() && longer[skip] == t) {
      ++skip;
      continue;
    }
    forEachOverlap(mesh, t, kMaxBuckets, [&](size_t at) { tris_[next[at]++] = t; });
  }
  long_.build(mesh, std::move(longer));
}

Located PointLocator::locate(const NavMesh& mesh, Vec2 p, float snap) const {
  Located out;
  out.point = p;
  if (offsets_.empty()) return out;  // never fitted
  const double px = static_cast<double>(p.x);
  const double py = static_cast<double>(p.y);
  const size_t at = static_cast<size_t>(row(py)) * static_cast<size_t>(columns_) + static_cast<size_t>(column(px));
  // The bucket's list is in slot order: its first triangle containing p is
  // its lowest; the tree then looks only for lower ones.
  NavTri best = kNoTri;
  for (uint32_t i = offsets_[at]; i < offsets_[at + 1]; ++i) {
    const NavTri t = tris_[i];
    if (triangleContains(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p)) {
      best = t;
      break;
    }
  }
  best = long_.lowestContaining(mesh, p, best);
  if (best != kNoTri) {
    out.status = LocateStatus::Inside;
    out.tri = best;
    return out;
  }
  if (snap <= 0.0f) return out;
  // The nearest point of any triangle within reach; ties to the lower slot.
  float nearest = snap * snap;
  const auto offer = [&](NavTri t) {
    const Vec2 q = nearestOnTriangle(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p);
    const float d = lengthSquared(q - p);
    if (d < nearest || (d == nearest && t < out.tri)) {
      nearest = d;
      out.tri = t;
      out.point = q;
      out.status = LocateStatus::Snapped;
    }
  };
  const auto reach = static_cast<double>(snap);
  const int32_t x0 = column(px - reach);
  const int32_t x1 = column(px + reach);
  const int32_t y0 = row(py - reach);
  const int32_t y1 = row(py + reach);
  for (int32_t y = y0; y <= y1; ++y) {
    for (int32_t x = x0; x <= x1; ++x) {
      const size_t b = static_cast<size_t>(y) * static_cast<size_t>(columns_) + static_cast<size_t>(x);
      for (uint32_t i = offsets_[b]; i < offsets_[b + 1]; ++i) offer(tris_[i]);
    }
  }
  long_.forEachWithin(p, nearest, offer);
  return out;
}

size_t PointLocator::entries(NavTri t) const {
  return static_cast<size_t>(std::count(tris_.begin(), tris_.end(), t)) + (long_.holds(t) ? 1 : 0);
}

}  // namespace td
