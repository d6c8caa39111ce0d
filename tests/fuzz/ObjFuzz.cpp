// The OBJ reader under libFuzzer: any bytes, however broken, must give a mesh
// or a refusal with a line, never a crash, a hang, undefined behaviour or an
// unbounded allocation (the limits are small here). A mesh it accepts must
// hold up: every triangle wound counter-clockwise with area, neighbours that
// name each other, a written copy that reads back to the same triangles, and
// path queries between its triangles that end in a status and stay finite.
// Built as a libFuzzer target with Clang (scripts/fuzz obj), and with any
// compiler as a plain test over tests/fuzz/obj-corpus (CorpusDriver.cpp).

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "engine/nav/NavQuery.h"
#include "engine/nav/ObjFormat.h"
#include "engine/nav/PointLocator.h"

namespace td::fuzz {
namespace {

void require(bool holds, const char* what) {
  if (holds) return;
  std::fprintf(stderr, "obj fuzz: %s\n", what);
  std::abort();
}

void checkMesh(const NavMesh& mesh) {
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    require(mesh.area(t) > 0.0f, "a triangle without positive area");
    for (int e = 0; e < 3; ++e) {
      mesh.forEachNeighbour(t, e, [&](NavTri n) {
        require(mesh.alive(n) && n != t, "a neighbour that is not a live triangle");
        require(mesh.sharedEdge(n, t) >= 0, "a neighbour that does not name the triangle back");
      });
    }
  }
}

}  // namespace
}  // namespace td::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace td;
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  ObjLimits limits;
  limits.maxBytes = 1 << 16;
  limits.maxFaces = 512;
  limits.maxVertices = 1024;
  const ObjLoad load = readObj(in, limits);
  if (!load.ok()) {
    fuzz::require(!load.error.empty(), "a refusal without a reason");
    fuzz::require(load.mesh.triangleCount() == 0, "a refusal that kept triangles");
    return 0;
  }
  fuzz::checkMesh(load.mesh);
  std::ostringstream out;
  writeObj(out, load.mesh);
  std::istringstream back(out.str());
  const ObjLoad again = readObj(back);
  fuzz::require(again.ok(), "a written mesh that does not read back");
  fuzz::require(again.mesh.triangleCount() == load.mesh.triangleCount(), "a written mesh that reads back changed");

  PointLocator locator;
  locator.fit(load.mesh);
  NavQuery query;
  NavPath path;
  const uint32_t n = load.mesh.triangleSlots();
  for (uint32_t i = 0; i < n && i < 16; ++i) {
    const Vec2 a = load.mesh.centroid(i);
    const Vec2 b = load.mesh.centroid((i * 7 + 3) % n);
    for (const NavCost cost : {NavCost::Exact, NavCost::Portals, NavCost::Centroids}) {
      NavPathOptions options;
      options.cost = cost;
      options.snap = 0.5f;
      const NavStatus status = query.findPath(load.mesh, locator, a, b, path, options);
      if (status != NavStatus::Found) continue;
      fuzz::require(std::isfinite(path.length) && path.length >= 0.0f, "a path of no finite length");
      // A path from a point to itself is that point.
      fuzz::require(path.points.size() >= (a == b ? 1u : 2u), "a path without its ends");
    }
  }
  return 0;
}
