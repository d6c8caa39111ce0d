#include <gtest/gtest.h>

#include <algorithm>

#include "editor/model/LaneEdits.h"
#include "editor/model/LevelEquality.h"
#include "editor/model/Recovery.h"
#include "editor/model/Tools.h"
#include "editor/model/Validation.h"
#include "io/LevelCheck.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

namespace fs = std::filesystem;
using test::docWith;

const std::vector<std::string> kSky = {"S.....", "......", "..#~..", "S....G"};

std::vector<Cell> waypoints(const EditorDoc& doc, int32_t spawn) {
  const Lane* lane = laneOf(doc, spawn);
  return lane != nullptr ? lane->waypoints : std::vector<Cell>{};
}

const Problem* find(const std::vector<Problem>& problems, const std::string& path) {
  for (const Problem& p : problems) {
    if (p.path == path) return &p;
  }
  return nullptr;
}

TEST(LaneEdits, AddingWaypointsMakesTheLaneInOrder) {
  EditorDoc doc = docWith(kSky);
  EXPECT_EQ(laneOf(doc, 0), nullptr);
  ASSERT_TRUE(addWaypoint(doc, 0, {2, 2}).applied());  // on rock: flyers pass over it
  ASSERT_TRUE(addWaypoint(doc, 0, {4, 0}).applied());
  ASSERT_TRUE(addWaypoint(doc, 1, {3, 1}).applied());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{2, 2}, {4, 0}}));
  EXPECT_EQ(waypoints(doc, 1), (std::vector<Cell>{{3, 1}}));
  EXPECT_EQ(doc.undoLabel().english(), "Add waypoint");
  EXPECT_TRUE(doc.isDirty());
  EXPECT_EQ(waypointAt(doc, 0, {4, 0}), 1u);
  EXPECT_FALSE(waypointAt(doc, 1, {4, 0}).has_value());
}

TEST(LaneEdits, RefusesWhatCouldNotBeSaved) {
  EditorDoc doc = docWith(kSky);
  EXPECT_TRUE(addWaypoint(doc, 0, {6, 0}).refused());
  EXPECT_TRUE(addWaypoint(doc, 0, {0, -1}).refused());
  EXPECT_TRUE(addWaypoint(doc, 2, {1, 1}).refused());  // no spawn 2
  EXPECT_TRUE(addWaypoint(doc, -1, {1, 1}).refused());
  for (size_t i = 0; i < kMaxLaneWaypoints; ++i) ASSERT_TRUE(addWaypoint(doc, 0, {1, 1}).applied());
  EXPECT_TRUE(addWaypoint(doc, 0, {1, 1}).refused());
  EXPECT_TRUE(moveWaypoint(doc, 0, 0, {9, 9}).refused());
  EXPECT_TRUE(moveWaypoint(doc, 0, kMaxLaneWaypoints, {1, 2}).refused());
  EXPECT_TRUE(removeWaypoint(doc, 1, 0).refused());
}

TEST(LaneEdits, MoveRemoveAndClearAreUndoable) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 0, {1, 1});
  addWaypoint(doc, 0, {3, 0});
  addWaypoint(doc, 0, {4, 2});
  ASSERT_TRUE(moveWaypoint(doc, 0, 1, {3, 2}).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Move waypoint");
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{1, 1}, {3, 2}, {4, 2}}));
  EXPECT_EQ(moveWaypoint(doc, 0, 1, {3, 2}).status, EditStatus::NoChange);
  ASSERT_TRUE(removeWaypoint(doc, 0, 0).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Remove waypoint");
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{3, 2}, {4, 2}}));
  ASSERT_TRUE(clearLane(doc, 0).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Clear lane");
  EXPECT_TRUE(doc.level().lanes.empty());
  EXPECT_EQ(clearLane(doc, 0).status, EditStatus::NoChange);

  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{3, 2}, {4, 2}}));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{1, 1}, {3, 2}, {4, 2}}));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{1, 1}, {3, 0}, {4, 2}}));
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{1, 1}, {3, 2}, {4, 2}}));
  while (doc.canUndo()) doc.undo();
  EXPECT_TRUE(doc.level().lanes.empty());
  EXPECT_FALSE(doc.isDirty());
}

TEST(LaneEdits, RemovingTheLastWaypointRemovesTheLane) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 1, {2, 1});
  ASSERT_TRUE(removeWaypoint(doc, 1, 0).applied());
  EXPECT_TRUE(doc.level().lanes.empty());
}

TEST(LaneEdits, ADragIsOneStep) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 0, {1, 1});
  doc.beginStroke(Phrase::verbatim("Move waypoint"));
  moveWaypoint(doc, 0, 0, {2, 1});
  moveWaypoint(doc, 0, 0, {3, 1});
  moveWaypoint(doc, 0, 0, {4, 1});
  doc.endStroke();
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{4, 1}}));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{1, 1}}));
}

TEST(LaneEdits, DeletingASpawnTakesItsLaneAndRenumbersTheRest) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 0, {1, 1});
  addWaypoint(doc, 1, {4, 1});
  ASSERT_TRUE(deleteEndpoint(doc, {EndpointKind::Spawn, 0}).applied());
  ASSERT_EQ(doc.level().lanes.size(), 1u);
  EXPECT_EQ(doc.level().lanes[0].spawn, 0);
  EXPECT_EQ(doc.level().lanes[0].waypoints, (std::vector<Cell>{{4, 1}}));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{1, 1}}));
  EXPECT_EQ(waypoints(doc, 1), (std::vector<Cell>{{4, 1}}));
}

TEST(LaneEdits, AResizeMovesWaypointsAndDropsThoseOutside) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 0, {1, 1});
  addWaypoint(doc, 0, {5, 0});
  addWaypoint(doc, 1, {5, 1});
  const EditResult r = resize(doc, 6, 4, {-1, 0});  // crops the left column: spawns go
  ASSERT_TRUE(r.applied());
  EXPECT_TRUE(doc.level().lanes.empty());
  ASSERT_TRUE(doc.undo());
  ASSERT_TRUE(resize(doc, 7, 5, {1, 1}).applied());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{2, 2}, {6, 1}}));
  ASSERT_TRUE(resize(doc, 6, 5, {0, 0}).applied());
  EXPECT_EQ(waypoints(doc, 0), (std::vector<Cell>{{2, 2}}));
  EXPECT_EQ(waypoints(doc, 1), (std::vector<Cell>{}));  // its only waypoint fell outside
  EXPECT_NE(doc.undoLabel().english(), "");
}

TEST(LaneEdits, ProblemsAreShownWhereTheyAre) {
  LevelDef level = test::levelFrom(kSky);
  level.lanes = {{0, {{1, 1}, {9, 1}}}, {5, {{2, 1}}}, {0, {{3, 3}}}};
  EditorDoc doc(test::palette(), test::gameDefs());
  ASSERT_TRUE(doc.adopt(level, {}, false).applied());
  LiveValidation live;
  const std::vector<Problem>& problems = live.problems(doc);
  const Problem* outside = find(problems, "lanes[0].waypoints[1]");
  ASSERT_NE(outside, nullptr);
  EXPECT_EQ(outside->panel, ProblemPanel::Map);
  EXPECT_FALSE(outside->area.has_value());  // off the map: nowhere to point at
  const Problem* gone = find(problems, "lanes[1].spawn");
  ASSERT_NE(gone, nullptr);
  EXPECT_EQ(gone->panel, ProblemPanel::Map);
  const Problem* twice = find(problems, "lanes[2].spawn");
  ASSERT_NE(twice, nullptr);
  EXPECT_EQ(twice->area, (CellRect{0, 0, 1, 1}));  // at its spawn
  // Saved all the same, the problems listed: the game will refuse the file.
  const fs::path file = fs::temp_directory_path() / ("td-lanes-" + std::to_string(::getpid()) + ".json");
  const FileResult saved = doc.saveAs(file);
  fs::remove(file);
  ASSERT_TRUE(saved.ok()) << saved.text();
  for (const char* path : {"lanes[0].waypoints[1]", "lanes[1].spawn", "lanes[2].spawn"}) {
    EXPECT_TRUE(std::any_of(saved.problems.begin(), saved.problems.end(), [&](const JsonError& e) {
      return e.path == path;
    })) << path;
  }
}

TEST(LaneEdits, MovingAWaypointOffTheMapIsRefusedSoTheLevelStaysValid) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 0, {1, 1});
  LiveValidation live;
  EXPECT_EQ(find(live.problems(doc), "lanes[0].waypoints[0]"), nullptr);
  EXPECT_TRUE(moveWaypoint(doc, 0, 0, {1, 7}).refused());
  EXPECT_EQ(find(live.problems(doc), "lanes[0].waypoints[0]"), nullptr);
}

class LaneFiles : public test::TempDirTest {};

TEST_F(LaneFiles, SavedAndOpenedWithTheLevel) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 0, {2, 2});
  addWaypoint(doc, 0, {4, 0});
  addWaypoint(doc, 1, {3, 1});
  const fs::path file = dir_ / "lanes.json";
  const FileResult saved = doc.saveAs(file);
  ASSERT_TRUE(saved.ok()) << saved.text();
  EXPECT_NE(test::readAll(file).find("  \"lanes\": [\n    {\"spawn\": 0, \"waypoints\": [[2, 2], [4, 0]]},\n"
                                     "    {\"spawn\": 1, \"waypoints\": [[3, 1]]}\n  ],\n"),
            std::string::npos)
      << test::readAll(file);
  EditorDoc opened(test::palette(), test::gameDefs());
  const FileResult result = opened.open(file);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_TRUE(sameLevel(opened.level(), doc.level()));
  EXPECT_EQ(waypoints(opened, 0), (std::vector<Cell>{{2, 2}, {4, 0}}));
}

TEST_F(LaneFiles, ALevelWithoutLanesSavesNoLanes) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 0, {2, 2});
  clearLane(doc, 0);
  const fs::path file = dir_ / "plain.json";
  ASSERT_TRUE(doc.saveAs(file).ok());
  EXPECT_EQ(test::readAll(file).find("lanes"), std::string::npos);
}

TEST_F(LaneFiles, ARecoveryFileKeepsTheLanes) {
  EditorDoc doc = docWith(kSky);
  addWaypoint(doc, 1, {2, 2});
  addWaypoint(doc, 1, {5, 0});
  Recovery recovery(dir_ / "recovery");
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  const auto entries = findRecovery(dir_ / "recovery");
  ASSERT_EQ(entries.size(), 1u);
  EditorDoc restored(test::palette(), test::gameDefs());
  const FileResult result = restoreRecovery(entries[0].file, restored);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_TRUE(sameLevel(restored.level(), doc.level()));
}

TEST(LaneEdits, LanesCountInTheLevelsEquality) {
  LevelDef a = test::levelFrom(kSky);
  LevelDef b = a;
  EXPECT_TRUE(sameLevel(a, b));
  b.lanes.push_back({0, {{1, 1}}});
  EXPECT_FALSE(sameLevel(a, b));
  a.lanes.push_back({0, {{1, 2}}});
  EXPECT_FALSE(sameLevel(a, b));
}

}  // namespace
}  // namespace td::editor
