#pragma once

#include <DetourNavMesh.h>

#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/nav/NavMesh.h"

class dtNavMeshQuery;

namespace td::bench {

// The same triangles as a Detour navigation mesh (one tile, three vertices a
// polygon, the same neighbours), queried with findNearestPoly, findPath and
// findStraightPath: the peer the engine's path queries are measured against.
// Vertices must lie on whole cell units (as a level's mesh does), since
// Detour stores them quantised. The peer tests (tests/peers/) use it too.
class DetourNav {
 public:
  explicit DetourNav(const NavMesh& mesh);
  ~DetourNav();
  DetourNav(const DetourNav&) = delete;
  DetourNav& operator=(const DetourNav&) = delete;

  bool ok() const { return query_ != nullptr; }
  // The straight path's length, or a negative value when Detour found no
  // complete path.
  float pathLength(Vec2 from, Vec2 to, std::vector<Vec2>* points = nullptr);

 private:
  dtNavMesh* mesh_ = nullptr;
  dtNavMeshQuery* query_ = nullptr;
  std::vector<dtPolyRef> path_;
  std::vector<float> straight_;
};

}  // namespace td::bench
