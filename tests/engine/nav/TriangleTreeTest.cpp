#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/core/Random.h"
#include "engine/nav/TriangleTest.h"
#include "engine/nav/TriangleTree.h"

namespace td {
namespace {

// Triangles of all sizes over [0, 100)², long slivers among them, overlapping.
NavMesh scatteredTriangles(uint64_t seed, int count) {
  NavMesh mesh;
  Random random(seed);
  auto at = [&] { return Vec2{random.unit() * 100.0f, random.unit() * 100.0f}; };
  while (static_cast<int>(mesh.triangleCount()) < count) {
    const Vec2 a = at();
    const Vec2 b = random.below(3) == 0 ? at() : a + Vec2{random.unit() * 4.0f, random.unit() * 4.0f};
    const Vec2 c = random.below(4) == 0 ? b + Vec2{0.1f, -0.2f} : a + Vec2{random.unit() * 4.0f, random.unit() * 4.0f};
    if (std::fabs(cross(b - a, c - a)) < 1e-3f) continue;
    mesh.addTriangle(mesh.addVertex(a), mesh.addVertex(b), mesh.addVertex(c));
  }
  return mesh;
}

// Holding some of a mesh's triangles, in any order: the lowest slot under a
// point among them, and every one near a point, as a look at each finds.
TEST(TriangleTree, FindsWhatALookAtEveryTriangleFinds) {
  const NavMesh mesh = scatteredTriangles(21, 3000);
  std::vector<NavTri> held;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (t % 3 != 1) held.push_back(t);
  }
  std::reverse(held.begin(), held.end());
  TriangleTree tree;
  tree.build(mesh, held);
  ASSERT_EQ(tree.size(), held.size());
  Random random(22);
  for (int i = 0; i < 2000; ++i) {
    const Vec2 p{random.unit() * 104.0f - 2.0f, random.unit() * 104.0f - 2.0f};
    NavTri want = kNoTri;
    for (const NavTri t : held) {
      if (t < want && triangleContains(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p)) want = t;
    }
    ASSERT_EQ(tree.lowestContaining(mesh, p, kNoTri), want) << p.x << "," << p.y;
    // Below a bound, only lower slots count.
    ASSERT_EQ(tree.lowestContaining(mesh, p, 1000), std::min<NavTri>(want, 1000));
    // Within 1.5: every held triangle whose nearest point is that close is offered.
    const float reach2 = 2.25f;
    std::vector<NavTri> offered;
    tree.forEachWithin(p, reach2, [&](NavTri t) { offered.push_back(t); });
    for (const NavTri t : held) {
      const Vec2 q = nearestOnTriangle(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p);
      if (lengthSquared(q - p) <= reach2) {
        ASSERT_NE(std::find(offered.begin(), offered.end(), t), offered.end()) << "triangle " << t;
      }
    }
  }
}

TEST(TriangleTree, AnEmptyTreeHoldsNothing) {
  const NavMesh mesh = scatteredTriangles(23, 10);
  TriangleTree tree;
  tree.build(mesh, {});
  EXPECT_EQ(tree.size(), 0u);
  EXPECT_EQ(tree.lowestContaining(mesh, {50.0f, 50.0f}, kNoTri), kNoTri);
  int offered = 0;
  tree.forEachWithin({50.0f, 50.0f}, 1e9f, [&](NavTri) { ++offered; });
  EXPECT_EQ(offered, 0);
}

}  // namespace
}  // namespace td
