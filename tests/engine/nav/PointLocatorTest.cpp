#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "engine/core/Random.h"
#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/PointLocator.h"
#include "engine/nav/TriangleTest.h"
#include "tests/engine/support/TestGrids.h"

namespace td {
namespace {

// The contract, by brute force: the lowest slot whose triangle contains p.
NavTri lowestContaining(const NavMesh& mesh, Vec2 p) {
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (mesh.alive(t) && triangleContains(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p)) return t;
  }
  return kNoTri;
}

// The nearest point of the whole mesh within `snap`, ties to the lower slot.
Located nearestOfAll(const NavMesh& mesh, Vec2 p, float snap) {
  Located out;
  out.point = p;
  float best = snap * snap;
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    const Vec2 q = nearestOnTriangle(mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2), p);
    const float d = lengthSquared(q - p);
    if (d < best || (d == best && t < out.tri)) {
      best = d;
      out = {LocateStatus::Snapped, t, q};
    }
  }
  return out;
}

// Points where location is delicate: every corner, points on every edge,
// and random points over the mesh's extent and a little beyond.
std::vector<Vec2> probePoints(const NavMesh& mesh, uint64_t seed, int randomCount) {
  std::vector<Vec2> points;
  Vec2 lo{1e30f, 1e30f};
  Vec2 hi{-1e30f, -1e30f};
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    if (!mesh.alive(t)) continue;
    for (int k = 0; k < 3; ++k) {
      const Vec2 a = mesh.corner(t, k);
      const Vec2 b = mesh.corner(t, (k + 1) % 3);
      points.push_back(a);
      points.push_back(lerp(a, b, 0.5f));
      points.push_back(lerp(a, b, 0.3f));
      lo = {std::min(lo.x, a.x), std::min(lo.y, a.y)};
      hi = {std::max(hi.x, a.x), std::max(hi.y, a.y)};
    }
  }
  Random random(seed);
  for (int i = 0; i < randomCount; ++i) {
    points.push_back(
        {lo.x - 2.0f + random.unit() * (hi.x - lo.x + 4.0f), lo.y - 2.0f + random.unit() * (hi.y - lo.y + 4.0f)});
  }
  return points;
}

void expectAgreesWithEveryTriangle(const NavMesh& mesh, uint64_t seed) {
  PointLocator locator;
  locator.fit(mesh);
  int inside = 0;
  int snapped = 0;
  for (const Vec2 p : probePoints(mesh, seed, 4000)) {
    const Located at = locator.locate(mesh, p);
    const NavTri want = lowestContaining(mesh, p);
    ASSERT_EQ(at.tri, want) << "at " << p.x << "," << p.y;
    ASSERT_EQ(at.status, want == kNoTri ? LocateStatus::Outside : LocateStatus::Inside);
    inside += want == kNoTri ? 0 : 1;
    if (want != kNoTri) continue;
    const Located near = locator.locate(mesh, p, 1.5f);
    const Located wantNear = nearestOfAll(mesh, p, 1.5f);
    ASSERT_EQ(near.status, wantNear.status) << "at " << p.x << "," << p.y;
    ASSERT_EQ(near.tri, wantNear.tri) << "at " << p.x << "," << p.y;
    ASSERT_EQ(near.point, wantNear.point) << "at " << p.x << "," << p.y;
    snapped += near.status == LocateStatus::Snapped ? 1 : 0;
  }
  EXPECT_GT(inside, 0);
  EXPECT_GT(snapped, 0);
  // However long the triangles, the locator holds a bounded number of entries for each.
  EXPECT_LE(locator.entries(), PointLocator::kMaxBuckets * mesh.triangleCount());
  for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
    ASSERT_LE(locator.entries(t), mesh.alive(t) ? PointLocator::kMaxBuckets : 0u) << "triangle " << t;
  }
}

// A field of one-cell pillars every other cell: the level's mesh cuts each
// long column of open cells into a fan of slivers as long as the map.
TEST(PointLocator, AgreesWithEveryTriangleOnAFieldOfPillars) {
  Grid grid(48, 40, test::testTerrains(), 0);
  for (int32_t y = 1; y < grid.height(); y += 2) {
    for (int32_t x = 1; x < grid.width(); x += 2) grid.setTerrain({x, y}, test::kWall);
  }
  LevelNavMesh nav;
  nav.build(grid);
  expectAgreesWithEveryTriangle(nav.mesh(), 1);
}

TEST(PointLocator, AgreesWithEveryTriangleOnRandomLevels) {
  test::Rng rng(42);
  for (int i = 0; i < 4; ++i) {
    const Grid grid = test::randomGrid(rng, 40, 30, 25, false);
    LevelNavMesh nav;
    nav.build(grid);
    expectAgreesWithEveryTriangle(nav.mesh(), 10 + static_cast<uint64_t>(i));
  }
}

// Triangles of every shape and size, overlapping one another as a mesh read
// from a file may, many of them sharing corners on a lattice; some slots
// freed, as after local updates; near the origin and far from it, where a
// float's rounding is coarser than a bucket's slack.
TEST(PointLocator, AgreesWithEveryTriangleOnOverlappingTrianglesOfAnyShape) {
  for (const float offset : {0.0f, 3000.0f, 250000.0f}) {
    NavMesh mesh;
    Random random(7);
    for (int y = 0; y <= 24; ++y) {
      for (int x = 0; x <= 24; ++x) mesh.addVertex({offset + static_cast<float>(x), static_cast<float>(y) - offset});
    }
    auto lattice = [&] { return random.below(25 * 25); };
    for (int i = 0; i < 600; ++i) {
      uint32_t a = lattice(), b = lattice(), c = lattice();
      if (i % 3 == 0) {  // a sliver: two close corners far from the third
        b = a + 1 < 25 * 25 ? a + 1 : a - 1;
      } else if (i % 3 == 1) {  // off the lattice
        c = mesh.addVertex({offset + random.unit() * 24.0f, random.unit() * 24.0f - offset});
      }
      const Vec2 pa = mesh.vertex(a), pb = mesh.vertex(b), pc = mesh.vertex(c);
      if (a == b || b == c || a == c || std::fabs(cross(pb - pa, pc - pa)) < 0.05f) continue;
      mesh.addTriangle(a, b, c);
    }
    for (NavTri t = 5; t < mesh.triangleSlots(); t += 17) mesh.removeTriangle(t);
    ASSERT_GT(mesh.triangleCount(), 300u);
    expectAgreesWithEveryTriangle(mesh, 3);
  }
}

// Squares of a width no float holds (0.3), so that the buckets come out that
// wide: their edges, found through a rounded inverse, fall on the squares'
// corners give or take a rounding, and the points on those corners and edges
// must still find every triangle through them.
TEST(PointLocator, AgreesWithEveryTriangleWhereBucketEdgesMeetTheCorners) {
  for (const float width : {1.7137f, 3.9237f, 6.0537f}) {
    constexpr uint32_t kSide = 24;
    NavMesh mesh;
    for (uint32_t y = 0; y <= kSide; ++y) {
      for (uint32_t x = 0; x <= kSide; ++x) {
        mesh.addVertex({static_cast<float>(x) * width, static_cast<float>(y) * width});
      }
    }
    for (uint32_t y = 0; y < kSide; ++y) {
      for (uint32_t x = 0; x < kSide; ++x) {
        const uint32_t a = y * (kSide + 1) + x;
        if ((x + y) % 2 == 0) {
          mesh.addTriangle(a, a + 1, a + (kSide + 2));
          mesh.addTriangle(a, a + (kSide + 2), a + (kSide + 1));
        } else {
          mesh.addTriangle(a, a + 1, a + (kSide + 1));
          mesh.addTriangle(a + 1, a + (kSide + 2), a + (kSide + 1));
        }
      }
    }
    expectAgreesWithEveryTriangle(mesh, 5);
  }
}

// A long sliver over a floor of small triangles is found all along it, and
// is listed only in buckets it overlaps (about one cell wide here): a few of
// the dozens its bounding box touches, or, longer, none at all but one entry
// in the tree, rather than hundreds of buckets.
TEST(PointLocator, ALongSliverIsFoundAlongItAndListedOnlyWhereItLies) {
  for (const float length : {6.0f, 30.0f}) {
    NavMesh floor;
    NavMesh mesh;
    // The sliver first, in slot 0: where it lies over the floor, it is the answer.
    const Vec2 from{0.25f, 0.25f};
    const Vec2 to{0.25f + length, 0.25f + length * 0.7f};
    const Vec2 side = to + Vec2{0.0f, 0.3f};
    mesh.addTriangle(mesh.addVertex(from), mesh.addVertex(to), mesh.addVertex(side));
    for (NavMesh* m : {&floor, &mesh}) {
      for (int y = 0; y < 32; ++y) {
        for (int x = 0; x < 32; ++x) {
          const auto fx = static_cast<float>(x);
          const auto fy = static_cast<float>(y);
          const uint32_t a = m->addVertex({fx, fy});
          const uint32_t b = m->addVertex({fx + 1, fy});
          const uint32_t c = m->addVertex({fx + 1, fy + 1});
          const uint32_t d = m->addVertex({fx, fy + 1});
          m->addTriangle(a, b, c);
          m->addTriangle(a, c, d);
        }
      }
    }
    PointLocator plain;
    plain.fit(floor);
    PointLocator locator;
    locator.fit(mesh);
    const size_t listed = locator.entries(0);
    EXPECT_GE(listed, 1u);
    EXPECT_LE(listed, PointLocator::kMaxBuckets) << "length " << length;
    const float boxBuckets = (length + 1.0f) * (0.7f * length + 1.0f);
    EXPECT_LT(static_cast<float>(listed), boxBuckets / 2.0f) << "length " << length;
    if (length > 20.0f) {
      EXPECT_EQ(listed, 1u);  // in the tree
    }
    for (int i = 0; i <= 50; ++i) {
      const float along = 0.02f + 0.96f * static_cast<float>(i) / 50.0f;
      // On the line from the sharp end to the middle of the short side.
      const Vec2 on = lerp(from, lerp(to, side, 0.5f), along);
      const Located at = locator.locate(mesh, on);
      EXPECT_EQ(at.status, LocateStatus::Inside);
      EXPECT_EQ(at.tri, 0u) << "length " << length << ", " << along << " along";
      // A cell width beside it, the floor.
      const Vec2 off = on + Vec2{0.0f, -1.0f};
      if (off.y > 0.0f) {
        EXPECT_EQ(locator.locate(mesh, off).tri, plain.locate(floor, off).tri + 1);
      }
    }
  }
}

// A point on an edge or corner several triangles share belongs to the lowest
// slot, whichever order they came in.
TEST(PointLocator, SharedEdgesAndCornersGoToTheLowestSlotInAnyOrder) {
  for (const bool reversed : {false, true}) {
    NavMesh mesh;
    const uint32_t centre = mesh.addVertex({0.0f, 0.0f});
    std::vector<uint32_t> ring;
    for (int k = 0; k < 6; ++k) {
      const float angle = static_cast<float>(k) * 1.0471976f;
      ring.push_back(mesh.addVertex({4.0f * std::cos(angle), 4.0f * std::sin(angle)}));
    }
    for (int i = 0; i < 6; ++i) {
      const int k = reversed ? 5 - i : i;
      mesh.addTriangle(centre, ring[static_cast<size_t>(k)], ring[static_cast<size_t>((k + 1) % 6)]);
    }
    PointLocator locator;
    locator.fit(mesh);
    // The centre is on all six: slot 0.
    EXPECT_EQ(locator.locate(mesh, {0.0f, 0.0f}).tri, 0u);
    // A point on the spoke to ring corner k is on the triangles before and
    // after it; the lower of their slots wins.
    for (int k = 0; k < 6; ++k) {
      const Vec2 onSpoke = mesh.vertex(ring[static_cast<size_t>(k)]) * 0.5f;
      const NavTri want = lowestContaining(mesh, onSpoke);
      ASSERT_NE(want, kNoTri);
      EXPECT_EQ(locator.locate(mesh, onSpoke).tri, want) << "spoke " << k << (reversed ? ", reversed" : "");
    }
  }
}

TEST(PointLocator, AnEmptyMeshHasEveryPointOutside) {
  NavMesh mesh;
  PointLocator locator;
  locator.fit(mesh);
  EXPECT_EQ(locator.locate(mesh, {0.0f, 0.0f}, 10.0f).status, LocateStatus::Outside);
  EXPECT_EQ(locator.entries(), 0u);
}

}  // namespace
}  // namespace td
