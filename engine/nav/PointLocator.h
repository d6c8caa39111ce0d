#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/NavMesh.h"

namespace td {

enum class LocateStatus : uint8_t { Inside, Snapped, Outside };

struct Located {
  LocateStatus status = LocateStatus::Outside;
  NavTri tri = kNoTri;
  Vec2 point;  // the point, or where it was snapped to
};

// Finds the triangle under a point through a grid of buckets, each listing
// the triangles whose bounding box touches it, in increasing slot order. A
// point on an edge or corner shared by several triangles belongs to the
// lowest slot among them, so the answer never depends on the order in which
// triangles were added. For meshes read from files; a level's mesh locates
// points through its cells (LevelNavMesh::locate).
class PointLocator {
 public:
  // Fits the buckets to a mesh's extent (about four buckets a triangle at
  // most, 4096 a side) and adds all of its triangles. Call again after the
  // mesh changes.
  void fit(const NavMesh& mesh);

  // The triangle containing p; when none does and `snap` > 0, the nearest
  // point of the mesh within `snap`.
  Located locate(const NavMesh& mesh, Vec2 p, float snap = 0.0f) const;

 private:
  // Covers [origin, origin + size) with buckets of `bucket` cell units.
  void configure(Vec2 origin, Vec2 size, float bucket);
  void add(const NavMesh& mesh, NavTri t);
  bool bucketRange(Vec2 lo, Vec2 hi, int32_t& x0, int32_t& y0, int32_t& x1, int32_t& y1) const;

  Vec2 origin_;
  float bucket_ = 1.0f;
  float inverse_ = 1.0f;
  int32_t columns_ = 0;
  int32_t rows_ = 0;
  std::vector<std::vector<NavTri>> buckets_;
};

}  // namespace td
