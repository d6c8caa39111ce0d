#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <sstream>
#include <string>
#include <vector>

#include "engine/nav/NavQuery.h"
#include "engine/nav/ObjFormat.h"
#include "engine/nav/PointLocator.h"
#include "tests/engine/support/MeshCanonical.h"

namespace td {
namespace {

ObjLoad read(const std::string& text, const ObjLimits& limits = {}) {
  std::istringstream in(text);
  return readObj(in, limits);
}

int neighbourCount(const NavMesh& mesh, NavTri t) {
  int n = 0;
  for (int e = 0; e < 3; ++e) mesh.forEachNeighbour(t, e, [&](NavTri) { ++n; });
  return n;
}

TEST(ObjFormat, OneTriangle) {
  const ObjLoad load = read("v 0 0 0\nv 1 0 0\nv 0 0 1\nf 1 2 3\n");
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(load.mesh.triangleCount(), 1u);
  EXPECT_EQ(load.mesh.vertexCount(), 3u);
  EXPECT_GT(load.mesh.area(0), 0.0f);  // wound counter-clockwise whatever the file's order
  EXPECT_EQ(neighbourCount(load.mesh, 0), 0);
}

TEST(ObjFormat, EveryTriangleOfAFileCostsOne) {
  const ObjLoad load = read("v 0 0 0\nv 1 0 0\nv 0 0 1\nv 1 0 1\nf 1 2 3\nf 2 4 3\n");
  ASSERT_TRUE(load.ok());
  ASSERT_EQ(load.mesh.triangleCount(), 2u);
  for (NavTri t = 0; t < 2; ++t) {
    EXPECT_EQ(load.mesh.region(t).cost, 1.0f);
    EXPECT_EQ(load.mesh.region(t).flags, 0);
  }
  EXPECT_TRUE(load.mesh.uniformCost());
}

TEST(ObjFormat, TwoTrianglesSharingAnEdgeAreNeighbours) {
  const ObjLoad load = read("v 0 0 0\nv 1 0 0\nv 1 0 1\nv 0 0 1\nf 1 2 3\nf 1 3 4\n");
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(neighbourCount(load.mesh, 0), 1);
  EXPECT_EQ(neighbourCount(load.mesh, 1), 1);
  EXPECT_GE(load.mesh.sharedEdge(0, 1), 0);
}

TEST(ObjFormat, AnEdgeOfTheStairsJoinsThreeTriangles) {
  // A landing edge (v1-v2) shared by the floor below, the step above and a
  // ramp: each of the three is a neighbour of the other two across it.
  const ObjLoad load = read(
      "v 0 0 0\nv 0 0 1\nv -1 0 0.5\nv 1 0.5 0.5\nv 1 1 1.5\n"
      "f 1 2 3\nf 1 4 2\nf 2 1 5\n");
  ASSERT_TRUE(load.ok()) << load.error;
  for (NavTri t = 0; t < 3; ++t) {
    const int e = load.mesh.sharedEdge(t, (t + 1) % 3);
    ASSERT_GE(e, 0);
    EXPECT_EQ(load.mesh.edgeUses(t, e), 3);
    EXPECT_EQ(neighbourCount(load.mesh, t), 2);
  }
  EXPECT_FLOAT_EQ(load.mesh.height(3), 0.5f);
}

TEST(ObjFormat, ARingAroundAHole) {
  // A 3x3 square with the middle cell missing, as eight quads.
  std::string obj;
  for (int z = 0; z <= 3; ++z) {
    for (int x = 0; x <= 3; ++x) obj += "v " + std::to_string(x) + " 0 " + std::to_string(z) + "\n";
  }
  auto v = [](int x, int z) { return std::to_string(z * 4 + x + 1); };
  for (int z = 0; z < 3; ++z) {
    for (int x = 0; x < 3; ++x) {
      if (x == 1 && z == 1) continue;
      obj += "f " + v(x, z) + " " + v(x + 1, z) + " " + v(x + 1, z + 1) + " " + v(x, z + 1) + "\n";
    }
  }
  ObjLoad load = read(obj);
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(load.mesh.triangleCount(), 16u);
  PointLocator locator;
  locator.fit(load.mesh);
  EXPECT_EQ(locator.locate(load.mesh, {1.5f, 1.5f}).status, LocateStatus::Outside);
  NavQuery query;
  NavPath path;
  ASSERT_EQ(query.findPath(load.mesh, locator, {1.5f, 0.5f}, {1.5f, 2.5f}, path), NavStatus::Found);
  // Around the hole, by one of its corners on either side: 2 * sqrt(0.5^2 + 1^2)... via (1,1) and (1,2).
  const float around = distance({1.5f, 0.5f}, {1, 1}) + 1.0f + distance({1, 2}, {1.5f, 2.5f});
  EXPECT_NEAR(path.length, around, 1e-4f);
  for (const Vec2 p : path.points) {
    EXPECT_FALSE(p.x > 1.0f && p.x < 2.0f && p.y > 1.0f && p.y < 2.0f) << "through the hole";
  }
}

TEST(ObjFormat, ReadsWhatExportersWrite) {
  const ObjLoad load = read(
      "# exported\r\nmtllib floor.mtl\r\no Floor\r\ng ground\r\n\r\n"
      "v 0 0 0\r\nv 2 0 0\r\nv 2 0 2\r\nv 0 0 2\r\nv 4 0 0\r\nv 4 0 2\r\n"
      "vt 0 0\r\nvt 1 0\r\nvt 1 1\r\nvn 0 1 0\r\nusemtl grass\r\ns off\r\n"
      "f 1/1/1 2/2/1 3/3/1 4/1/1\r\n"
      "f -5//1 -2//1 -1//1 -4//1\r\n");
  ASSERT_TRUE(load.ok()) << load.line << ": " << load.error;
  EXPECT_EQ(load.faces, 2u);
  EXPECT_EQ(load.mesh.triangleCount(), 4u);  // two quads, fan-triangulated
  float area = 0.0f;
  for (NavTri t = 0; t < load.mesh.triangleSlots(); ++t) area += load.mesh.area(t);
  EXPECT_FLOAT_EQ(area, 8.0f);
}

TEST(ObjFormat, VerticesAtOnePositionAreOne) {
  // Two faces that repeat the shared corners as separate vertices (as an
  // exporter does at a UV seam) are still neighbours.
  const ObjLoad load = read("v 0 0 0\nv 1 0 0\nv 0 0 1\nv 1 0 0\nv 0 0 1\nv 1 0 1\nf 1 2 3\nf 4 6 5\n");
  ASSERT_TRUE(load.ok()) << load.error;
  EXPECT_EQ(load.mesh.vertexCount(), 4u);
  EXPECT_EQ(neighbourCount(load.mesh, 0), 1);
}

struct Bad {
  const char* what;
  std::string text;
  uint64_t line;
  const char* reason;
};

TEST(ObjFormat, RefusesBrokenFilesNamingTheLine) {
  const std::string tri = "v 0 0 0\nv 1 0 0\nv 0 0 1\n";
  const Bad cases[] = {
      {"index 0", tri + "f 0 1 2\n", 4, "vertex index 0"},
      {"index too big", tri + "f 1 2 4\n", 4, "vertex index 4 is out of range (3 vertices so far)"},
      {"negative too far", tri + "f -1 -2 -4\n", 4, "vertex index -4 is out of range"},
      {"not a number", "v 0 0 0\nv 1 zero 0\n", 2, "'zero' is not a number"},
      {"nan", "v 0 0 0\nv nan 0 0\n", 2, "'nan' is not a finite coordinate"},
      {"infinity", "v inf 0 0\n", 1, "'inf' is not a finite coordinate"},
      {"short vertex", "v 1 2\n", 1, "a vertex needs three coordinates"},
      {"index text", tri + "f 1 2 x\n", 4, "'x' is not a vertex index"},
      {"repeated corner", tri + "f 1 2 1\n", 4, "the face repeats a corner"},
      {"two corners", tri + "f 1 2\n", 4, "a face needs at least three corners"},
      {"flat", "v 0 0 0\nv 1 0 0\nv 2 0 0\nf 1 2 3\n", 4, "the face has no area"},
      {"standing up", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n", 4, "the face has no area"},
      {"steep", "v 0 0 0\nv 1 0 0\nv 0 3 0.5\nf 1 2 3\n", 4, "steeper than 60 degrees"},
      {"not convex", "v 0 0 0\nv 2 0 0\nv 1 0 0.5\nv 2 0 2\nv 0 0 2\nf 1 2 3 4 5\n", 6, "the face is not convex"},
      // Its first three corners are flat; the second of its triangles stands up.
      {"steep in part", "v 0 0 0\nv 2 0 0\nv 2 0 2\nv 0 6 2\nf 1 2 3 4\n", 5, "steeper than 60 degrees"},
      {"empty", "", 0, "no faces"},
      {"no faces", "v 0 0 0\nv 1 0 0\n# a comment\n\x01\x02 stray bytes\n", 0, "no faces"},
  };
  for (const Bad& c : cases) {
    SCOPED_TRACE(c.what);
    const ObjLoad load = read(c.text);
    EXPECT_FALSE(load.ok());
    EXPECT_EQ(load.line, c.line);
    EXPECT_NE(load.error.find(c.reason), std::string::npos) << load.error;
    EXPECT_EQ(load.mesh.triangleCount(), 0u);
  }
}

TEST(ObjFormat, RefusesFilesOverTheLimits) {
  ObjLimits limits;
  limits.maxBytes = 40;
  ObjLoad load = read("v 0 0 0\nv 1 0 0\nv 0 0 1\nf 1 2 3\n# a comment that runs past the limit\n", limits);
  EXPECT_FALSE(load.ok());
  EXPECT_EQ(load.line, 5u);
  EXPECT_NE(load.error.find("over the size limit of 40 bytes"), std::string::npos) << load.error;
  // One endless line is cut off at the limit, not read whole.
  load = read(std::string(1000, '#'), limits);
  EXPECT_NE(load.error.find("size limit"), std::string::npos);

  ObjLimits faces;
  faces.maxFaces = 1;
  load = read("v 0 0 0\nv 1 0 0\nv 0 0 1\nv 1 0 1\nf 1 2 3\nf 2 4 3\n", faces);
  EXPECT_EQ(load.line, 6u);
  EXPECT_NE(load.error.find("more than 1 faces (the face limit)"), std::string::npos) << load.error;
}

TEST(ObjFormat, WrittenMeshesReadBackTheSame) {
  const ObjLoad first = read("v 0 0 0\nv 2 0.5 0\nv 2 0 2\nv 0 0 2\nv 4 0 0\nv 4 0 2\nf 1 2 3 4\nf 2 5 6 3\n");
  ASSERT_TRUE(first.ok());
  std::ostringstream out;
  writeObj(out, first.mesh, "test");
  const ObjLoad second = read(out.str());
  ASSERT_TRUE(second.ok()) << second.error;
  EXPECT_EQ(test::canonicalTriangles(first.mesh), test::canonicalTriangles(second.mesh));
  EXPECT_NE(out.str().find("# test\n"), std::string::npos);
}

}  // namespace
}  // namespace td
