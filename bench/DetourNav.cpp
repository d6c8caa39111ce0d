#include "bench/DetourNav.h"

#include <DetourNavMesh.h>
#include <DetourNavMeshBuilder.h>
#include <DetourNavMeshQuery.h>

#include <algorithm>
#include <cmath>

namespace td::bench {

namespace {

constexpr int kMaxPath = 65535;

}  // namespace

DetourNav::DetourNav(const NavMesh& mesh) {
  // Live triangles, renumbered; vertices as Detour's quantised shorts.
  std::vector<int32_t> number(mesh.triangleSlots(), -1);
  int32_t count = 0;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (mesh.alive(t)) number[t] = count++;
  }
  if (count == 0 || count >= 0xffff || mesh.vertexCount() >= 0xffff) return;
  Vec2 hi{0.0f, 0.0f};
  std::vector<unsigned short> verts(3 * mesh.vertexCount());
  for (uint32_t v = 0; v < mesh.vertexCount(); ++v) {
    const Vec2 p = mesh.vertex(v);
    verts[3 * v] = static_cast<unsigned short>(std::lround(p.x));
    verts[3 * v + 1] = 0;
    verts[3 * v + 2] = static_cast<unsigned short>(std::lround(p.y));
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  constexpr int nvp = 3;
  std::vector<unsigned short> polys(static_cast<size_t>(count) * 2 * nvp, 0xffff);
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    unsigned short* p = &polys[static_cast<size_t>(number[t]) * 2 * nvp];
    // Detour winds polygons the other way round: clockwise on x-z.
    const int order[3] = {0, 2, 1};
    for (int k = 0; k < 3; ++k) p[k] = static_cast<unsigned short>(mesh.corners(t)[static_cast<size_t>(order[k])]);
    for (int k = 0; k < 3; ++k) {
      // Edge k of the Detour polygon runs from p[k] to p[k + 1].
      const int a = order[k];
      const int b = order[(k + 1) % 3];
      const int e = (b == (a + 1) % 3) ? a : b;  // the same edge in the engine's order
      mesh.forEachNeighbour(t, e, [&](NavTri n) { p[nvp + k] = static_cast<unsigned short>(number[n]); });
    }
  }
  std::vector<unsigned short> flags(static_cast<size_t>(count), 1);
  std::vector<unsigned char> areas(static_cast<size_t>(count), 0);
  dtNavMeshCreateParams params{};
  params.verts = verts.data();
  params.vertCount = static_cast<int>(mesh.vertexCount());
  params.polys = polys.data();
  params.polyFlags = flags.data();
  params.polyAreas = areas.data();
  params.polyCount = count;
  params.nvp = nvp;
  params.walkableHeight = 2.0f;
  params.walkableRadius = 0.0f;
  params.walkableClimb = 1.0f;
  params.bmin[0] = 0.0f;
  params.bmin[1] = -1.0f;
  params.bmin[2] = 0.0f;
  params.bmax[0] = hi.x;
  params.bmax[1] = 1.0f;
  params.bmax[2] = hi.y;
  params.cs = 1.0f;
  params.ch = 1.0f;
  params.buildBvTree = true;
  unsigned char* data = nullptr;
  int size = 0;
  if (!dtCreateNavMeshData(&params, &data, &size)) return;
  mesh_ = dtAllocNavMesh();
  if (dtStatusFailed(mesh_->init(data, size, DT_TILE_FREE_DATA))) {
    dtFree(data);
    return;
  }
  query_ = dtAllocNavMeshQuery();
  if (dtStatusFailed(query_->init(mesh_, 65535))) {
    dtFreeNavMeshQuery(query_);
    query_ = nullptr;
    return;
  }
  path_.resize(kMaxPath);
  straight_.resize(3 * static_cast<size_t>(kMaxPath));
}

DetourNav::~DetourNav() {
  if (query_ != nullptr) dtFreeNavMeshQuery(query_);
  if (mesh_ != nullptr) dtFreeNavMesh(mesh_);
}

float DetourNav::pathLength(Vec2 from, Vec2 to, std::vector<Vec2>* points) {
  const float start[3] = {from.x, 0.0f, from.y};
  const float end[3] = {to.x, 0.0f, to.y};
  const float extents[3] = {0.01f, 1.0f, 0.01f};
  dtQueryFilter filter;
  dtPolyRef a = 0, b = 0;
  float nearA[3], nearB[3];
  query_->findNearestPoly(start, extents, &filter, &a, nearA);
  query_->findNearestPoly(end, extents, &filter, &b, nearB);
  if (a == 0 || b == 0) return -1.0f;
  int n = 0;
  dtPolyRef* refs = path_.data();
  const dtStatus found = query_->findPath(a, b, start, end, &filter, refs, &n, kMaxPath);
  if (dtStatusFailed(found) || (found & DT_PARTIAL_RESULT) != 0 || n == 0) return -1.0f;
  int m = 0;
  query_->findStraightPath(start, end, refs, n, straight_.data(), nullptr, nullptr, &m, kMaxPath);
  float length = 0.0f;
  if (points != nullptr) points->clear();
  for (int i = 0; i < m; ++i) {
    const Vec2 p{straight_[3 * static_cast<size_t>(i)], straight_[3 * static_cast<size_t>(i) + 2]};
    if (points != nullptr) points->push_back(p);
    if (i > 0) {
      length += distance(p, {straight_[3 * static_cast<size_t>(i - 1)], straight_[3 * static_cast<size_t>(i - 1) + 2]});
    }
  }
  return length;
}

}  // namespace td::bench
