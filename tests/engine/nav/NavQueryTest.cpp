// Region data on navigation meshes: triangles carry their ground's cost and
// flags, and the Regions search weighs them.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/nav/LevelNavMesh.h"
#include "engine/nav/NavQuery.h"
#include "tests/engine/support/AllocationCounter.h"

namespace td {
namespace {

// Grass 2, road 1, mud `mud`, rock: as a level's foot costs.
Grid groundFromRows(const std::vector<std::string>& rows, uint8_t mud) {
  const auto h = static_cast<int32_t>(rows.size());
  const auto w = static_cast<int32_t>(rows[0].size());
  Grid grid(w, h, {{"grass", 2, true}, {"road", 1, false}, {"mud", mud, true}, {"rock", kImpassableCost, false}}, 0);
  for (int32_t y = 0; y < h; ++y) {
    for (int32_t x = 0; x < w; ++x) {
      const char ch = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
      grid.setTerrain({x, y}, ch == '=' ? 1 : ch == ',' ? 2 : ch == '#' ? 3 : 0);
    }
  }
  return grid;
}

// A band of mud across the way, and far up a road round it.
const std::vector<std::string> kMudBand = {
    "=============", ".....,,,.....", ".....,,,.....", ".....,,,.....", ".....,,,.....",
    ".....,,,.....", ".....,,,.....", ".....,,,.....", ".....,,,.....",
};
constexpr Vec2 kFrom{1.5f, 6.5f};
constexpr Vec2 kTo{11.5f, 6.5f};

float highest(const NavPath& path) {
  float top = 1e9f;
  for (const Vec2 p : path.points) top = std::min(top, p.y);
  return top;
}

TEST(NavQueryRegions, TheRoadRoundBeatsDearMudAndCheapMudIsCrossed) {
  NavQuery query;
  NavPathOptions options;
  options.cost = NavCost::Regions;
  NavPath path;
  // Mud at 20: ten cells of grass and three of mud straight on cost 74; up to
  // the road, along it and down about 29.
  LevelNavMesh dear;
  dear.build(groundFromRows(kMudBand, 20));
  ASSERT_FALSE(dear.mesh().uniformCost());
  ASSERT_EQ(query.findPath(dear, kFrom, kTo, path, options), NavStatus::Found);
  EXPECT_LT(highest(path), 1.5f);
  EXPECT_GT(path.length, 15.0f);
  EXPECT_LT(path.cost, 40.0f);
  // The corridor never enters the mud.
  for (const NavTri t : query.corridor()) EXPECT_NE(dear.mesh().region(t).cost, 20.0f);
  // Mud as dear as grass: straight through, the road is too far.
  LevelNavMesh cheap;
  cheap.build(groundFromRows(kMudBand, 2));
  ASSERT_EQ(query.findPath(cheap, kFrom, kTo, path, options), NavStatus::Found);
  EXPECT_GT(highest(path), 5.5f);
  EXPECT_NEAR(path.length, 10.0f, 1e-3f);
  EXPECT_NEAR(path.cost, 20.0f, 1e-3f);
  // The exact search ignores costs: straight through the dear mud.
  ASSERT_EQ(query.findPath(dear, kFrom, kTo, path), NavStatus::Found);
  EXPECT_NEAR(path.length, 10.0f, 1e-3f);
}

TEST(NavQueryRegions, FlaggedRegionsAreKeptOutOfWhenAsked) {
  // Mud as cheap as grass but a crawl zone: asked to avoid crawl zones, the
  // path goes round by the road.
  const std::vector<uint8_t> flags{0, 0, kNavCrawl, 0};
  LevelNavMesh nav;
  nav.build(groundFromRows(kMudBand, 2), flags);
  NavQuery query;
  NavPath path;
  NavPathOptions options;
  ASSERT_EQ(query.findPath(nav, kFrom, kTo, path, options), NavStatus::Found);
  EXPECT_GT(highest(path), 5.5f);
  options.avoid = kNavCrawl;
  ASSERT_EQ(query.findPath(nav, kFrom, kTo, path, options), NavStatus::Found);
  EXPECT_LT(highest(path), 1.5f);
  for (const NavTri t : query.corridor()) EXPECT_EQ(nav.mesh().region(t).flags & kNavCrawl, 0);
  // Walled in by crawl zones only: no way round.
  const std::vector<std::string> sealed = {".,,,.", ".,,,.", ".,,,."};
  LevelNavMesh closed;
  closed.build(groundFromRows(sealed, 2), flags);
  EXPECT_EQ(query.findPath(closed, {0.5f, 1.5f}, {4.5f, 1.5f}, path, options), NavStatus::NoPath);
}

// On ground of one cost the mesh is the one without regions, whatever that
// cost is, and the Regions search finds what the Portals search finds.
TEST(NavQueryRegions, GroundOfOneCostGivesTheSameMeshAndPaths) {
  const std::vector<std::string> rows = {"..........", "...##.....", "...##..#..", ".......#..", ".........."};
  LevelNavMesh ones;
  ones.build(groundFromRows(rows, 2));
  std::vector<std::string> muddy = rows;
  for (std::string& r : muddy) {
    for (char& c : r) c = c == '.' ? ',' : c;
  }
  LevelNavMesh mud;
  mud.build(groundFromRows(muddy, 7));
  ASSERT_TRUE(ones.mesh().uniformCost());
  ASSERT_TRUE(mud.mesh().uniformCost());
  ASSERT_EQ(ones.mesh().triangleSlots(), mud.mesh().triangleSlots());
  for (NavTri t = 0; t < ones.mesh().triangleSlots(); ++t) {
    for (int k = 0; k < 3; ++k) EXPECT_EQ(ones.mesh().corner(t, k), mud.mesh().corner(t, k));
  }
  NavQuery query;
  NavPath a;
  NavPath b;
  NavPathOptions portals;
  portals.cost = NavCost::Portals;
  NavPathOptions regions;
  regions.cost = NavCost::Regions;
  ASSERT_EQ(query.findPath(ones, {0.5f, 0.5f}, {9.5f, 4.5f}, a, portals), NavStatus::Found);
  ASSERT_EQ(query.findPath(mud, {0.5f, 0.5f}, {9.5f, 4.5f}, b, regions), NavStatus::Found);
  ASSERT_EQ(a.points.size(), b.points.size());
  for (size_t k = 0; k < a.points.size(); ++k) EXPECT_EQ(a.points[k], b.points[k]);
  EXPECT_FLOAT_EQ(b.cost, 7.0f * a.cost);
}

TEST(NavQueryRegions, QueriesAllocateNothingOnceWarmedUp) {
  LevelNavMesh nav;
  nav.build(groundFromRows(kMudBand, 20));
  NavQuery query;
  NavPath path;
  path.points.reserve(64);
  NavPathOptions options;
  options.cost = NavCost::Regions;
  options.avoid = kNavCrawl;
  test::expectWarmRunAllocatesNothing([&] {
    size_t corners = 0;
    for (int k = 0; k < 8; ++k) {
      const Vec2 from{0.5f + static_cast<float>(k), 8.5f};
      if (query.findPath(nav, from, kTo, path, options) == NavStatus::Found) corners += path.points.size();
    }
    return corners;
  });
}

TEST(NavQueryRegions, AMeshRefusesACostOfZeroOrLess) {
  NavMesh mesh;
  const uint32_t a = mesh.addVertex({0, 0});
  const uint32_t b = mesh.addVertex({1, 0});
  const uint32_t c = mesh.addVertex({0, 1});
  EXPECT_THROW(mesh.addTriangle(a, b, c, {0.0f, 0}), std::invalid_argument);
  const NavTri t = mesh.addTriangle(a, b, c);
  EXPECT_EQ(mesh.region(t).cost, 1.0f);
  EXPECT_TRUE(mesh.uniformCost());
  mesh.setRegion(t, {3.0f, kNavTactical});
  EXPECT_EQ(mesh.region(t).flags, kNavTactical);
  EXPECT_EQ(mesh.minCost(), 3.0f);
  EXPECT_THROW(mesh.setRegion(t, {-1.0f, 0}), std::invalid_argument);
}

}  // namespace
}  // namespace td
