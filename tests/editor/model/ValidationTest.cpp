#include <gtest/gtest.h>

#include "editor/model/SettingsEdits.h"
#include "editor/model/Tools.h"
#include "editor/model/Validation.h"
#include "editor/model/WaveEdits.h"
#include "io/LevelDraft.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;
using test::kind;

const Problem* find(const std::vector<Problem>& problems, const std::string& path) {
  for (const Problem& p : problems) {
    if (p.path == path) return &p;
  }
  return nullptr;
}

Problem problemAt(std::string path, std::string message) {
  Problem p;
  p.path = std::move(path);
  p.message = Phrase::verbatim(std::move(message));
  return p;
}

std::string listOf(const std::vector<Problem>& problems) {
  std::string out;
  for (const Problem& p : problems) out += "\n  " + p.text();
  return out;
}

TEST(Validation, AValidLevelHasNoProblems) {
  EditorDoc doc = docWith({"S...G"});
  LiveValidation live;
  EXPECT_TRUE(live.problems(doc).empty()) << listOf(live.problems(doc));
}

TEST(Validation, SettingsProblemsPointAtTheSettingsPanel) {
  EditorDoc doc = docWith({"S...G"});
  setName(doc, "");
  setLives(doc, 0);
  LiveValidation live;
  const auto& problems = live.problems(doc);
  const Problem* name = find(problems, "name");
  ASSERT_NE(name, nullptr) << listOf(problems);
  EXPECT_EQ(name->message.english(), "expected a non-empty name");
  EXPECT_EQ(name->panel, ProblemPanel::Settings);
  EXPECT_FALSE(name->area.has_value());
  const Problem* lives = find(problems, "lives");
  ASSERT_NE(lives, nullptr);
  EXPECT_EQ(lives->message.english(), "expected an integer in 1..1000000, found 0");
}

TEST(Validation, TheHintIsEditedUndoneAndJudgedLive) {
  EditorDoc doc = docWith({"S...G"});
  LiveValidation live;
  ASSERT_TRUE(setHint(doc, "Build beside the road.").applied());
  EXPECT_EQ(doc.level().hint, "Build beside the road.");
  EXPECT_EQ(doc.undoLabel().english(), "Hint");
  EXPECT_TRUE(live.problems(doc).empty()) << listOf(live.problems(doc));
  ASSERT_TRUE(setHint(doc, std::string(301, 'h')).applied());
  const Problem* hint = find(live.problems(doc), "hint");
  ASSERT_NE(hint, nullptr) << listOf(live.problems(doc));
  EXPECT_EQ(hint->message.english(), "expected at most 300 characters, found 301");
  EXPECT_EQ(hint->panel, ProblemPanel::Settings);
  doc.undo();
  EXPECT_EQ(doc.level().hint, "Build beside the road.");
  EXPECT_TRUE(live.problems(doc).empty());
  doc.undo();
  EXPECT_EQ(doc.level().hint, "");
}

TEST(Validation, ASpawnOnRockPointsAtItsCell) {
  EditorDoc doc = docWith({"S...G"});
  paint(doc, {0, 0}, 1, kind("rock"));
  LiveValidation live;
  const Problem* p = find(live.problems(doc), "spawns[0]");
  ASSERT_NE(p, nullptr) << listOf(live.problems(doc));
  EXPECT_EQ(p->message.english(), "expected a passable cell, but (0, 0) is rock");
  EXPECT_EQ(p->panel, ProblemPanel::Map);
  EXPECT_EQ(p->area, (CellRect{0, 0, 1, 1}));
}

TEST(Validation, PaintingAWallThatSealsASpawnShowsAtOnce) {
  EditorDoc doc = docWith({".S.....", "......G"});
  LiveValidation live;
  ASSERT_TRUE(live.problems(doc).empty()) << listOf(live.problems(doc));
  fillRect(doc, {3, 0}, {3, 1}, kind("rock"));
  const Problem* p = find(live.problems(doc), "spawns[0]");
  ASSERT_NE(p, nullptr) << listOf(live.problems(doc));
  EXPECT_NE(p->message.english().find("no route"), std::string::npos);
  EXPECT_EQ(p->area, (CellRect{1, 0, 1, 1}));
  doc.undo();
  EXPECT_TRUE(live.problems(doc).empty());
}

TEST(Validation, ASealedSpawnIsReportedEvenAmongOtherProblems) {
  EditorDoc doc = docWith({"S.#.G", "..#.."});
  // A goal on rock keeps io from judging routes at all; the editor still
  // tells the designer that spawn 0 cannot reach the other goal.
  ASSERT_TRUE(placeGoal(doc, {2, 1}).applied());
  LiveValidation live;
  const auto& problems = live.problems(doc);
  ASSERT_NE(find(problems, "goals[1]"), nullptr) << listOf(problems);
  const Problem* sealed = find(problems, "spawns[0]");
  ASSERT_NE(sealed, nullptr) << listOf(problems);
  EXPECT_EQ(sealed->message.english(), "spawn 1 is sealed: no route leads from (0, 0) to any goal");
  EXPECT_EQ(sealed->area, (CellRect{0, 0, 1, 1}));
}

TEST(Validation, ASealedSpawnIsReportedOnceBesideOtherProblems) {
  EditorDoc doc = docWith({"S.#..", "..#.G"});
  setName(doc, "");
  LiveValidation live;
  const auto& problems = live.problems(doc);
  ASSERT_NE(find(problems, "name"), nullptr) << listOf(problems);
  size_t sealed = 0;
  for (const Problem& p : problems) {
    if (p.path == "spawns[0]" && p.message.english().find("no route") != std::string::npos) ++sealed;
  }
  EXPECT_EQ(sealed, 1u) << listOf(problems);
}

TEST(Validation, IoReportsTheSealedSpawnOnceWhenNothingElseIsWrong) {
  EditorDoc doc = docWith({"S.#..", "..#.G"});
  LiveValidation live;
  const auto& problems = live.problems(doc);
  ASSERT_EQ(problems.size(), 1u) << listOf(problems);
  EXPECT_EQ(problems[0].path, "spawns[0]");
  EXPECT_EQ(problems[0].message.english(), "no route leads from (0, 0) to any goal");
  EXPECT_EQ(problems[0].area, (CellRect{0, 0, 1, 1}));
}

TEST(Validation, WaveProblemsSelectTheGroupAndShowItsSpawn) {
  EditorDoc doc = docWith({"S...G", "S...."});
  addWave(doc);
  addGroup(doc, 0);
  setGroupSpawn(doc, 0, 1, 1);
  setGroupCount(doc, 0, 1, 0);
  setGroupSpawn(doc, 0, 0, 5);
  setGroupEnemy(doc, 0, 0, "dragon");
  LiveValidation live;
  const auto& problems = live.problems(doc);
  const Problem* count = find(problems, "waves[0].groups[1].count");
  ASSERT_NE(count, nullptr) << listOf(problems);
  EXPECT_EQ(count->panel, ProblemPanel::Waves);
  EXPECT_EQ(count->wave, 0);
  EXPECT_EQ(count->group, 1);
  EXPECT_EQ(count->area, (CellRect{0, 1, 1, 1}));  // spawn 1
  const Problem* spawn = find(problems, "waves[0].groups[0].spawn");
  ASSERT_NE(spawn, nullptr);
  EXPECT_EQ(spawn->message.english(), "expected a spawn index in 0..1 (the level has 2 spawns), found 5");
  EXPECT_EQ(spawn->group, 0);
  EXPECT_FALSE(spawn->area.has_value());
  const Problem* enemy = find(problems, "waves[0].groups[0].enemy");
  ASSERT_NE(enemy, nullptr);
  EXPECT_NE(enemy->message.english().find("unknown enemy kind \"dragon\""), std::string::npos);
}

TEST(Validation, AnEmptyWaveAndABadBonusPointAtTheWave) {
  EditorDoc doc = docWith({"S...G"});
  addWave(doc);
  removeGroup(doc, 0, 0);
  addWave(doc);
  setWaveBonus(doc, 1, -4);
  LiveValidation live;
  const Problem* groups = find(live.problems(doc), "waves[0].groups");
  ASSERT_NE(groups, nullptr) << listOf(live.problems(doc));
  EXPECT_EQ(groups->message.english(), "expected at least one group");
  EXPECT_EQ(groups->wave, 0);
  EXPECT_EQ(groups->group, -1);
  const Problem* bonus = find(live.problems(doc), "waves[1].bonus");
  ASSERT_NE(bonus, nullptr);
  EXPECT_EQ(bonus->wave, 1);
}

TEST(Validation, MissingSpawnsAndGoalsAreMapProblems) {
  EditorDoc doc(test::palette());
  LiveValidation live;
  const Problem* spawns = find(live.problems(doc), "spawns");
  ASSERT_NE(spawns, nullptr) << listOf(live.problems(doc));
  EXPECT_EQ(spawns->message.english(), "expected at least one spawn");
  EXPECT_EQ(spawns->panel, ProblemPanel::Map);
  EXPECT_NE(find(live.problems(doc), "goals"), nullptr);
}

TEST(Validation, UnknownTowerKindsAreSettingsProblems) {
  EditorDoc doc = docWith({"S...G"});
  setTowers(doc, {"arrow", "laser", "arrow"});
  LiveValidation live;
  const Problem* laser = find(live.problems(doc), "towers[1]");
  ASSERT_NE(laser, nullptr) << listOf(live.problems(doc));
  EXPECT_NE(laser->message.english().find("unknown tower kind \"laser\""), std::string::npos);
  const Problem* twice = find(live.problems(doc), "towers[2]");
  ASSERT_NE(twice, nullptr);
  EXPECT_EQ(twice->message.english(), "\"arrow\" is already towers[0]");
}

TEST(Validation, ATerrainKindTheGameDoesNotDefineShowsAllItsCells) {
  EditorDoc doc = docWith({"S....", ".....", "....G"});
  ASSERT_TRUE(doc.editWhole(Phrase::verbatim("Lava"),
                            [](LevelDef& level) {
                              level.terrains.push_back(unknownTerrain("lava"));
                              level.glyphs.push_back('L');
                              level.tiles[level.tileIndex({1, 0})] = 2;
                              level.tiles[level.tileIndex({3, 2})] = 2;
                              return EditResult::done();
                            })
                  .applied());
  LiveValidation live;
  const Problem* lava = find(live.problems(doc), "legend[\"L\"]");
  ASSERT_NE(lava, nullptr) << listOf(live.problems(doc));
  EXPECT_EQ(lava->message.english(),
            "unknown terrain kind \"lava\" on 2 cells, the first (1, 0); paint them with a kind the game defines");
  EXPECT_EQ(lava->panel, ProblemPanel::Map);
  EXPECT_EQ(lava->area, (CellRect{1, 0, 3, 3}));
  // Painted over, the kind is harmless and not reported, though still in the legend.
  paint(doc, {1, 0}, 1, kind("grass"));
  paint(doc, {3, 2}, 1, kind("grass"));
  EXPECT_TRUE(live.problems(doc).empty()) << listOf(live.problems(doc));
  EXPECT_EQ(doc.level().terrains.size(), 3u);
}

TEST(Validation, LocateProblemMapsTilePaths) {
  const LevelDef level = test::levelFrom({".....", ".....", "....."});
  Problem row = problemAt("tiles[2]", "expected 5 characters");
  locateProblem(level, row);
  EXPECT_EQ(row.panel, ProblemPanel::Map);
  EXPECT_EQ(row.area, (CellRect{0, 2, 5, 1}));
  Problem cell = problemAt("tiles[1][3]", "'x' is not in the legend");
  locateProblem(level, cell);
  EXPECT_EQ(cell.area, (CellRect{3, 1, 1, 1}));
  Problem outside = problemAt("tiles[7]", "?");
  locateProblem(level, outside);
  EXPECT_FALSE(outside.area.has_value());
  Problem legend = problemAt("legend[\"x\"]", "?");
  locateProblem(level, legend);
  EXPECT_EQ(legend.panel, ProblemPanel::Map);
  EXPECT_FALSE(legend.area.has_value());
  Problem timing = problemAt("waveBreak", "?");
  locateProblem(level, timing);
  EXPECT_EQ(timing.panel, ProblemPanel::Settings);
}

// A lesson's problem opens the Lesson tab at its step and, when it is about a marked cell on the map, shows the cell.
TEST(Validation, LocateProblemMapsLessonPaths) {
  LevelDef level = test::levelFrom({".....", ".....", "....."});
  level.lesson.resize(2);
  level.lesson[1].cells = {{1, 1}, {9, 9}};
  Problem cell = problemAt("lesson[1].cells[0]", "expected each cell once");
  locateProblem(level, cell);
  EXPECT_EQ(cell.panel, ProblemPanel::Lesson);
  EXPECT_EQ(cell.step, 1);
  EXPECT_EQ(cell.area, (CellRect{1, 1, 1, 1}));
  Problem outside = problemAt("lesson[1].cells[1]", "expected a cell inside the map");
  locateProblem(level, outside);
  EXPECT_EQ(outside.step, 1);
  EXPECT_FALSE(outside.area.has_value());
  Problem text = problemAt("lesson[0].text", "expected a non-empty line for the player");
  locateProblem(level, text);
  EXPECT_EQ(text.panel, ProblemPanel::Lesson);
  EXPECT_EQ(text.step, 0);
  EXPECT_FALSE(text.area.has_value());
  Problem gone = problemAt("lesson[5].text", "?");
  locateProblem(level, gone);
  EXPECT_EQ(gone.panel, ProblemPanel::Lesson);
  EXPECT_EQ(gone.step, -1);
  Problem whole = problemAt("lesson", "expected at most 12 steps");
  locateProblem(level, whole);
  EXPECT_EQ(whole.panel, ProblemPanel::Lesson);
}

TEST(Routes, FollowTheFlowFieldFromEachSpawnToAGoal) {
  EditorDoc doc = docWith({
      "S.#..",
      "..#..",
      "....G",
  });
  LiveValidation live;
  const auto& routes = live.routes(doc);
  ASSERT_EQ(routes.size(), 1u);
  ASSERT_TRUE(routes[0].reachable);
  const std::vector<Cell>& cells = routes[0].cells;
  EXPECT_EQ(cells.front(), (Cell{0, 0}));
  EXPECT_EQ(cells.back(), (Cell{4, 2}));
  for (size_t i = 1; i < cells.size(); ++i) {
    EXPECT_LE(std::abs(cells[i].x - cells[i - 1].x), 1);
    EXPECT_LE(std::abs(cells[i].y - cells[i - 1].y), 1);
    EXPECT_NE(doc.level().terrains[doc.level().tile(cells[i])].name, "rock");
  }
}

TEST(Routes, UpdateAfterPaintAndOnlyWhenTheRevisionChanges) {
  EditorDoc doc = docWith({
      "S....",
      ".....",
      "....G",
  });
  LiveValidation live;
  const std::vector<Cell> before = live.routes(doc)[0].cells;
  EXPECT_EQ(live.computations(), 1u);
  (void)live.problems(doc);
  (void)live.routes(doc);
  EXPECT_EQ(live.computations(), 1u);
  // A wall across the straight line moves the route.
  fillRect(doc, {1, 0}, {1, 1}, kind("rock"));
  fillRect(doc, {3, 1}, {3, 2}, kind("rock"));
  const std::vector<Cell> after = live.routes(doc)[0].cells;
  EXPECT_EQ(live.computations(), 2u);
  EXPECT_NE(before, after);
  for (Cell c : after) EXPECT_NE(doc.level().terrains[doc.level().tile(c)].name, "rock");
  // Sealing the spawn leaves a route of just the spawn.
  fillRect(doc, {0, 1}, {0, 1}, kind("rock"));
  fillRect(doc, {1, 2}, {1, 2}, kind("rock"));
  const SpawnRoute sealed = live.routes(doc)[0];
  EXPECT_FALSE(sealed.reachable);
  EXPECT_EQ(sealed.cells, (std::vector<Cell>{{0, 0}}));
  doc.undo();
  EXPECT_FALSE(live.routes(doc)[0].reachable);  // (0, 1) still walls it in
  doc.undo();
  EXPECT_TRUE(live.routes(doc)[0].reachable);
}

TEST(Routes, EverySpawnHasOne) {
  const LevelDef level = test::levelFrom({"S.#.S", "..#..", "..G.."});
  const std::vector<SpawnRoute> routes = computeRoutes(level);
  ASSERT_EQ(routes.size(), 2u);
  EXPECT_EQ(routes[1].spawn, 1u);
  EXPECT_TRUE(routes[0].reachable);
  EXPECT_TRUE(routes[1].reachable);
  EXPECT_EQ(routes[1].cells.front(), (Cell{4, 0}));
  EXPECT_EQ(routes[1].cells.back(), (Cell{2, 2}));
}

}  // namespace
}  // namespace td::editor
