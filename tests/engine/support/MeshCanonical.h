#pragma once

// A navigation mesh as a sorted list of triangles, each its three corners
// (x, height, z) rotated to start at the smallest: equal for equal meshes
// whatever the vertex and slot numbering (for OBJ round trips).

#include <algorithm>
#include <array>
#include <vector>

#include "engine/nav/NavMesh.h"

namespace td::test {

inline std::vector<std::array<float, 9>> canonicalTriangles(const NavMesh& mesh) {
  std::vector<std::array<float, 9>> out;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    std::array<std::array<float, 3>, 3> c;
    for (int k = 0; k < 3; ++k) {
      const uint32_t v = mesh.corners(t)[static_cast<size_t>(k)];
      c[static_cast<size_t>(k)] = {mesh.vertex(v).x, mesh.height(v), mesh.vertex(v).y};
    }
    std::rotate(c.begin(), std::min_element(c.begin(), c.end()), c.end());
    out.push_back({c[0][0], c[0][1], c[0][2], c[1][0], c[1][1], c[1][2], c[2][0], c[2][1], c[2][2]});
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace td::test
