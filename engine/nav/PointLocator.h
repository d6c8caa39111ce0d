#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/NavMesh.h"
#include "engine/nav/TriangleTree.h"

namespace td {

enum class LocateStatus : uint8_t { Inside, Snapped, Outside };

struct Located {
  LocateStatus status = LocateStatus::Outside;
  NavTri tri = kNoTri;
  Vec2 point;  // the point, or where it was snapped to
};

// Finds the triangle under a point through a grid of buckets, each listing
// the triangles that overlap it, in increasing slot order. A point on an
// edge or corner shared by several triangles belongs to the lowest slot
// among them, so the answer never depends on the order in which triangles
// were added. For meshes read from files; a level's mesh locates points
// through its cells (LevelNavMesh::locate).
//
// A triangle is listed only in the buckets it really overlaps, not in every
// bucket its bounding box touches, and only when that is at most kMaxBuckets
// of them; longer ones go to a TriangleTree instead. Long slivers, such as
// the fans a long rectangle of a level's mesh is cut into, would otherwise be
// listed all along their length, and the lists would grow with the cube of a
// map's side (a field of pillars 800 cells wide needed 2.7 GB): this way the
// locator holds at most kMaxBuckets entries a triangle, whatever their shapes.
// The buckets are flat arrays: an offset per bucket into one array of
// triangles.
class PointLocator {
 public:
  static constexpr uint32_t kMaxBuckets = 16;

  // Fits the buckets to a mesh's extent (about four buckets a triangle at
  // most, 4096 a side) and adds all of its triangles. Call again after the
  // mesh changes.
  void fit(const NavMesh& mesh);

  // The triangle containing p; when none does and `snap` > 0, the nearest
  // point of the mesh within `snap`.
  Located locate(const NavMesh& mesh, Vec2 p, float snap = 0.0f) const;

  // The entries held, in buckets and in the tree: what the locator's memory
  // grows with; and those of one triangle (a scan of them all). For tests
  // that check a long triangle is listed only where it lies.
  size_t entries() const { return tris_.size() + long_.size(); }
  size_t entries(NavTri t) const;

 private:
  // Covers [origin, origin + size) with buckets of `bucket` cell units.
  void configure(Vec2 origin, Vec2 size, float bucket);
  int32_t column(double x) const;
  int32_t row(double y) const;
  // Calls f(bucket) for every bucket the triangle overlaps, row by row;
  // stops, and returns false, once more than `most` were visited.
  template <typename F>
  bool forEachOverlap(const NavMesh& mesh, NavTri t, uint32_t most, F&& f) const;

  Vec2 origin_;
  float bucket_ = 1.0f;
  float inverse_ = 1.0f;
  double margin_ = 0.0;  // how far past its buckets' edges a point may find its bucket (see configure)
  int32_t columns_ = 0;
  int32_t rows_ = 0;
  std::vector<uint32_t> offsets_;  // bucket b lists tris_[offsets_[b], offsets_[b + 1])
  std::vector<NavTri> tris_;
  TriangleTree long_;  // the triangles that overlap more than kMaxBuckets buckets
};

}  // namespace td
