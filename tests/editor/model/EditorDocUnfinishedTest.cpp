// Opening and saving levels that are not finished: EditorDoc::open reads
// every file with the structure of a level, and saving writes a level with
// problems, listing them; the game's own reading goes on refusing it.
#include <gtest/gtest.h>

#include "editor/model/EditorDoc.h"
#include "editor/model/Tools.h"
#include "editor/model/Validation.h"
#include "editor/model/WaveEdits.h"
#include "io/AtomicFile.h"
#include "io/LevelJson.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

namespace fs = std::filesystem;
using test::kind;

bool has(const std::vector<JsonError>& list, const std::string& path, const std::string& fragment) {
  for (const JsonError& e : list) {
    if (e.path == path && e.message.english().find(fragment) != std::string::npos) return true;
  }
  return false;
}

const Problem* problemAt(const std::vector<Problem>& problems, const std::string& path) {
  for (const Problem& p : problems) {
    if (p.path == path) return &p;
  }
  return nullptr;
}

fs::path unfinishedFile() { return test::sourceDir() / "tests/io/data/unfinished-level.json"; }

bool playable(const fs::path& file) { return loadLevel(file, test::palette(), &test::gameDefs()).ok(); }

class EditorDocUnfinished : public test::TempDirTest {
 protected:
  void TearDown() override {
    setAtomicWriteFaultForTesting(nullptr);
    TempDirTest::TearDown();
  }
  EditorDoc doc_{test::palette(), test::gameDefs()};
};

TEST_F(EditorDocUnfinished, OpensASealedLevelThatCanBeFixedAndSaved) {
  const fs::path file = dir_ / "sealed.json";
  test::writePlain(file, levelToJson(test::levelFrom({"S#..G", ".#...", ".#..."})));
  ASSERT_FALSE(playable(file));
  const FileResult opened = doc_.open(file);
  ASSERT_TRUE(opened.ok()) << opened.text();
  EXPECT_TRUE(has(opened.problems, "spawns[0]", "no route leads from (0, 0) to any goal"));
  EXPECT_EQ(doc_.path(), file);
  EXPECT_FALSE(doc_.isDirty());
  LiveValidation live;
  const Problem* sealed = problemAt(live.problems(doc_), "spawns[0]");
  ASSERT_NE(sealed, nullptr);
  EXPECT_EQ(sealed->area, (CellRect{0, 0, 1, 1}));

  ASSERT_TRUE(paint(doc_, {1, 2}, 1, kind("grass")).applied());
  EXPECT_TRUE(live.problems(doc_).empty());
  const FileResult saved = doc_.save();
  ASSERT_TRUE(saved.ok()) << saved.text();
  EXPECT_TRUE(saved.problems.empty());
  EXPECT_TRUE(playable(file));
}

TEST_F(EditorDocUnfinished, ALevelWithProblemsIsSavedAndTheyAreListed) {
  EditorDoc doc = test::docWith({"S....", ".....", "....G"});
  const fs::path file = dir_ / "a.json";
  ASSERT_TRUE(doc.saveAs(file).ok());
  ASSERT_TRUE(fillRect(doc, {2, 0}, {2, 2}, kind("rock")).applied());  // seals the spawn
  ASSERT_TRUE(addWave(doc).applied());
  ASSERT_TRUE(setGroupEnemy(doc, 0, 0, "nromal").applied());
  const FileResult saved = doc.save();
  ASSERT_TRUE(saved.ok()) << saved.text();
  EXPECT_TRUE(has(saved.problems, "spawns[0]", "no route"));
  EXPECT_TRUE(has(saved.problems, "waves[0].groups[0].enemy", "unknown enemy kind \"nromal\""));
  EXPECT_EQ(saved.problems[0].source, file.string());
  EXPECT_FALSE(doc.isDirty());
  EXPECT_EQ(test::readAll(file), levelToJson(doc.level()));
  EXPECT_FALSE(playable(file));
  // It opens again as it was saved, problems and all.
  EditorDoc again(test::palette(), test::gameDefs());
  const FileResult opened = again.open(file);
  ASSERT_TRUE(opened.ok()) << opened.text();
  EXPECT_TRUE(has(opened.problems, "spawns[0]", "no route"));
  EXPECT_EQ(again.level().waves[0].groups[0].enemy, "nromal");
  EXPECT_EQ(test::rowsOf(again.level()), test::rowsOf(doc.level()));
}

TEST_F(EditorDocUnfinished, ARoundTripKeepsUnknownIdsByteForByte) {
  const std::string original = test::readAll(unfinishedFile());
  const FileResult opened = doc_.open(unfinishedFile());
  ASSERT_TRUE(opened.ok()) << opened.text();
  EXPECT_EQ(opened.problems.size(), 5u);
  ASSERT_TRUE(doc_.saveAs(dir_ / "same.json").ok());
  EXPECT_EQ(test::readAll(dir_ / "same.json"), original);

  // An edit elsewhere keeps them too: only the painted cell changes.
  ASSERT_TRUE(paint(doc_, {6, 3}, 1, kind("mud")).applied());
  const FileResult saved = doc_.saveAs(dir_ / "edited.json");
  ASSERT_TRUE(saved.ok()) << saved.text();
  EXPECT_EQ(saved.problems.size(), 5u);
  const std::string edited = test::readAll(dir_ / "edited.json");
  for (const char* id : {"\"L\": \"lava\"", "\"canon\"", "\"paladin\"", "\"nromal\""}) {
    EXPECT_NE(edited.find(id), std::string::npos) << id;
  }
  EXPECT_NE(edited.find("\"..#...,.\""), std::string::npos) << edited;
}

TEST_F(EditorDocUnfinished, UnknownKindsAreReportedWhereTheyAreUntilFixed) {
  ASSERT_TRUE(doc_.open(unfinishedFile()).ok());
  LiveValidation live;
  const Problem* lava = problemAt(live.problems(doc_), "legend[\"L\"]");
  ASSERT_NE(lava, nullptr);
  EXPECT_EQ(lava->panel, ProblemPanel::Map);
  EXPECT_EQ(lava->area, (CellRect{3, 1, 2, 1}));
  const Problem* enemy = problemAt(live.problems(doc_), "waves[0].groups[0].enemy");
  ASSERT_NE(enemy, nullptr);
  EXPECT_EQ(enemy->panel, ProblemPanel::Waves);
  EXPECT_EQ(enemy->wave, 0);
  EXPECT_EQ(enemy->group, 0);
  const Problem* tower = problemAt(live.problems(doc_), "towers[1]");
  ASSERT_NE(tower, nullptr);
  EXPECT_EQ(tower->panel, ProblemPanel::Settings);
  const Problem* hero = problemAt(live.problems(doc_), "hero.kind");
  ASSERT_NE(hero, nullptr);
  EXPECT_EQ(hero->area, (CellRect{5, 2, 1, 1}));

  // The placeholder is no kind of the palette, and a wall to routes.
  EXPECT_FALSE(doc_.paletteIndexOfLegend(3).has_value());
  EXPECT_TRUE(doc_.level().terrains[3].unknown);
  ASSERT_TRUE(paint(doc_, {3, 1}, 1, kind("road")).applied());
  lava = problemAt(live.problems(doc_), "legend[\"L\"]");
  ASSERT_NE(lava, nullptr);
  EXPECT_EQ(lava->area, (CellRect{4, 1, 1, 1}));
  ASSERT_TRUE(paint(doc_, {4, 1}, 1, kind("road")).applied());
  ASSERT_TRUE(paint(doc_, {2, 1}, 1, kind("road")).applied());
  EXPECT_EQ(problemAt(live.problems(doc_), "legend[\"L\"]"), nullptr);
  EXPECT_EQ(problemAt(live.problems(doc_), "spawns[0]"), nullptr);
  ASSERT_TRUE(setGroupEnemy(doc_, 0, 0, "normal").applied());
  EXPECT_EQ(problemAt(live.problems(doc_), "waves[0].groups[0].enemy"), nullptr);
  // Undo brings a fixed problem back.
  ASSERT_TRUE(doc_.undo());
  EXPECT_NE(problemAt(live.problems(doc_), "waves[0].groups[0].enemy"), nullptr);
}

TEST_F(EditorDocUnfinished, AKindPaintedOverIsLeftOutOfTheSavedFile) {
  const fs::path file = dir_ / "lava.json";
  test::writePlain(file, R"({"format": "td-level", "version": 1, "name": "Lava", "size": [4, 1],
    "legend": {"=": "road", "L": "lava"}, "tiles": ["=L=="], "spawns": [[0, 0]], "goals": [[3, 0]],
    "connectivity": 8, "gold": 10, "lives": 1})");
  const FileResult opened = doc_.open(file);
  ASSERT_TRUE(opened.ok()) << opened.text();
  EXPECT_TRUE(has(opened.problems, "legend[\"L\"]", "unknown terrain kind \"lava\""));
  EXPECT_TRUE(has(opened.problems, "spawns[0]", "no route"));
  ASSERT_TRUE(paint(doc_, {1, 0}, 1, kind("road")).applied());
  const FileResult saved = doc_.save();
  ASSERT_TRUE(saved.ok()) << saved.text();
  EXPECT_TRUE(saved.problems.empty()) << saved.problems[0].text();
  EXPECT_EQ(test::readAll(file).find("lava"), std::string::npos);
  EXPECT_TRUE(playable(file));
}

TEST_F(EditorDocUnfinished, AFileWithoutTheStructureOfALevelIsStillRefused) {
  EditorDoc doc = test::docWith({"S...G"});
  const LevelDef before = doc.level();
  const fs::path file = dir_ / "two.json";
  test::writePlain(file, R"({"format": "td-level", "version": 1, "name": "Two", "size": [4, 1],
    "legend": {"=": "road"}, "tiles": ["===="], "spawns": [[0, 0], [0, 0]], "goals": [[3, 0]],
    "connectivity": 8, "gold": 10, "lives": 1})");
  const FileResult opened = doc.open(file);
  ASSERT_FALSE(opened.ok());
  EXPECT_TRUE(has(opened.errors, "spawns[1]", "(0, 0) is already spawns[0]"));
  EXPECT_NE(opened.text().find("two.json: spawns[1]"), std::string::npos) << opened.text();
  EXPECT_TRUE(opened.problems.empty());
  EXPECT_EQ(test::rowsOf(doc.level()), test::rowsOf(before));
  EXPECT_EQ(doc.level().spawns, before.spawns);
}

bool failSync(AtomicWriteStep step) { return step == AtomicWriteStep::Sync; }

TEST_F(EditorDocUnfinished, AFailedSaveOfALevelWithProblemsKeepsTheOldFile) {
  const fs::path file = dir_ / "level.json";
  test::writePlain(file, test::readAll(unfinishedFile()));
  ASSERT_TRUE(doc_.open(file).ok());
  ASSERT_TRUE(paint(doc_, {6, 3}, 1, kind("mud")).applied());
  setAtomicWriteFaultForTesting(&failSync);
  const FileResult saved = doc_.save();
  setAtomicWriteFaultForTesting(nullptr);
  ASSERT_FALSE(saved.ok());
  EXPECT_EQ(saved.errors.back().source, file.string());
  EXPECT_EQ(test::readAll(file), test::readAll(unfinishedFile()));
  EXPECT_TRUE(doc_.isDirty());
  ASSERT_TRUE(doc_.save().ok());
  EXPECT_FALSE(doc_.isDirty());
}

}  // namespace
}  // namespace td::editor
