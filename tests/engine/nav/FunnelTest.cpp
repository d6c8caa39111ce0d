#include <gtest/gtest.h>

#include <sstream>
#include <vector>

#include "engine/nav/Funnel.h"
#include "engine/nav/NavQuery.h"
#include "engine/nav/ObjFormat.h"
#include "engine/nav/PointLocator.h"

namespace td {
namespace {

NavMesh meshFrom(const std::string& obj) {
  std::istringstream in(obj);
  ObjLoad load = readObj(in);
  EXPECT_TRUE(load.ok()) << load.line << ": " << load.error;
  return std::move(load.mesh);
}

struct Query {
  NavMesh mesh;
  PointLocator locator;
  NavQuery query;
  NavPath path;

  explicit Query(const std::string& obj) : mesh(meshFrom(obj)) { locator.fit(mesh); }
  NavStatus find(Vec2 a, Vec2 b, NavPathOptions options = {}) {
    return query.findPath(mesh, locator, a, b, path, options);
  }
};

void expectPoints(const std::vector<Vec2>& got, const std::vector<Vec2>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_NEAR(got[i].x, want[i].x, 1e-5f) << "point " << i;
    EXPECT_NEAR(got[i].y, want[i].y, 1e-5f) << "point " << i;
  }
}

// An L-shaped corridor one unit wide: x in [0, 3] along z in [0, 1], then up
// the arm x in [2, 3], z in [1, 3]. Written as OBJ with z as the second axis.
const char* kCorridorL =
    "v 0 0 0\nv 2 0 0\nv 3 0 0\nv 0 0 1\nv 2 0 1\nv 3 0 1\nv 2 0 3\nv 3 0 3\n"
    "f 1 2 5 4\nf 2 3 6 5\nf 5 6 8 7\n";

TEST(Funnel, StraightThroughAStripIsOneSegment) {
  const std::vector<Portal> portals = {{{0, 0}, {0, 0}}, {{1, 1}, {1, -1}}, {{2, 1}, {2, -1}}, {{3, 0}, {3, 0}}};
  std::vector<Vec2> out;
  pullString(portals, out);
  expectPoints(out, {{0, 0}, {3, 0}});
}

TEST(Funnel, ZigZagPortalsBendAtTheirInnerEnds) {
  // Gates alternately high and low: the path bends at the inner end of each.
  const std::vector<Portal> portals = {
      {{0, 0}, {0, 0}}, {{1, 3}, {1, 1}}, {{2, -1}, {2, -3}}, {{3, 3}, {3, 1}}, {{4, 0}, {4, 0}}};
  std::vector<Vec2> out;
  pullString(portals, out);
  expectPoints(out, {{0, 0}, {1, 1}, {2, -1}, {3, 1}, {4, 0}});
}

TEST(Funnel, WatchedItTellsEveryPortalAndEveryCorner) {
  const std::vector<Portal> portals = {
      {{0, 0}, {0, 0}}, {{1, 3}, {1, 1}}, {{2, -1}, {2, -3}}, {{3, 3}, {3, 1}}, {{4, 0}, {4, 0}}};
  std::vector<Vec2> plain;
  pullString(portals, plain);
  std::vector<Vec2> watched;
  std::vector<FunnelState> states;
  pullString(portals, watched, states);
  expectPoints(watched, plain);
  // One state a corner found, with the apex on it, and the corners in the path's order.
  std::vector<Vec2> corners;
  for (const FunnelState& s : states) {
    EXPECT_LT(s.portal, portals.size());
    if (s.corner) {
      EXPECT_TRUE(s.left == s.apex && s.right == s.apex);
      corners.push_back(s.apex);
    }
  }
  expectPoints(corners, {plain.begin() + 1, plain.end() - 1});
  // The last portal (the goal) is looked at last.
  ASSERT_FALSE(states.empty());
  EXPECT_EQ(states.back().portal, portals.size() - 1);
}

TEST(Funnel, AroundTheCornerOfAnLCorridor) {
  Query q(kCorridorL);
  ASSERT_EQ(q.find({0.5f, 0.5f}, {2.5f, 2.5f}), NavStatus::Found);
  // The shortest way hugs the inner corner (2, 1).
  expectPoints(q.path.points, {{0.5f, 0.5f}, {2.0f, 1.0f}, {2.5f, 2.5f}});
  EXPECT_NEAR(q.path.length, distance({0.5f, 0.5f}, {2, 1}) + distance({2, 1}, {2.5f, 2.5f}), 1e-5f);
  EXPECT_GE(q.query.corridor().size(), 3u);
}

// The exact search's memory bound reached (here on purpose, with no budget at all): the portal search finds the
// path instead, and the path says it may not be the shortest, rather than the query failing (a hero on a field
// of pillars stalled on "unfinished").
TEST(Funnel, TheExactSearchFallsBackToThePortalSearchAtItsMemoryBound) {
  Query exact(kCorridorL);
  ASSERT_EQ(exact.find({0.5f, 0.5f}, {2.5f, 2.5f}), NavStatus::Found);
  EXPECT_TRUE(exact.path.exact);
  Query bounded(kCorridorL);
  bounded.query.setExactNodeBudget(0, 0);
  ASSERT_EQ(bounded.find({0.5f, 0.5f}, {2.5f, 2.5f}), NavStatus::Found);
  EXPECT_FALSE(bounded.path.exact);
  EXPECT_GE(bounded.path.length, exact.path.length - 1e-5f);
  EXPECT_EQ(bounded.path.points.front(), (Vec2{0.5f, 0.5f}));
  EXPECT_EQ(bounded.path.points.back(), (Vec2{2.5f, 2.5f}));
  NavPathOptions portals;
  portals.cost = NavCost::Portals;
  ASSERT_EQ(bounded.find({0.5f, 0.5f}, {2.5f, 2.5f}, portals), NavStatus::Found);
  EXPECT_FALSE(bounded.path.exact);  // the portal search asked for is no exact path either
}

TEST(Funnel, StartAndGoalInOneTriangle) {
  Query q("v 0 0 0\nv 4 0 0\nv 0 0 4\nf 1 2 3\n");
  ASSERT_EQ(q.find({0.5f, 0.5f}, {1.5f, 1.0f}), NavStatus::Found);
  expectPoints(q.path.points, {{0.5f, 0.5f}, {1.5f, 1.0f}});
  EXPECT_EQ(q.query.corridor().size(), 1u);
}

TEST(Funnel, PointsOnEdgesAndVertices) {
  Query q(kCorridorL);
  // From a corner of the mesh to a point on its outer edge, and from the
  // inner corner itself.
  ASSERT_EQ(q.find({0.0f, 0.0f}, {3.0f, 2.0f}), NavStatus::Found);
  expectPoints(q.path.points, {{0, 0}, {2, 1}, {3, 2}});
  ASSERT_EQ(q.find({2.0f, 1.0f}, {2.0f, 3.0f}), NavStatus::Found);
  expectPoints(q.path.points, {{2, 1}, {2, 3}});
  ASSERT_EQ(q.find({1.0f, 1.0f}, {2.5f, 0.0f}), NavStatus::Found);  // along an outer edge to another
  expectPoints(q.path.points, {{1, 1}, {2.5f, 0}});
}

TEST(Funnel, StatusesForPointsOffTheMeshAndApartParts) {
  Query q("v 0 0 0\nv 1 0 0\nv 0 0 1\nv 5 0 0\nv 6 0 0\nv 5 0 1\nf 1 2 3\nf 4 5 6\n");
  EXPECT_EQ(q.find({3, 3}, {0.2f, 0.2f}), NavStatus::StartOutside);
  EXPECT_EQ(q.find({0.2f, 0.2f}, {3, 3}), NavStatus::GoalOutside);
  EXPECT_EQ(q.find({0.2f, 0.2f}, {5.2f, 0.2f}), NavStatus::NoPath);
  // Snapping: a point just off the mesh moves onto its nearest point.
  NavPathOptions snap;
  snap.snap = 0.5f;
  ASSERT_EQ(q.find({-0.3f, 0.2f}, {0.2f, 0.2f}, snap), NavStatus::Found);
  expectPoints(q.path.points, {{0.0f, 0.2f}, {0.2f, 0.2f}});
  EXPECT_EQ(q.find({-0.9f, 0.2f}, {0.2f, 0.2f}, snap), NavStatus::StartOutside);
}

}  // namespace
}  // namespace td
