#include <gtest/gtest.h>

#include "editor/model/HeroStart.h"
#include "editor/model/LevelEquality.h"
#include "editor/model/Recovery.h"
#include "editor/model/Tools.h"
#include "editor/model/Validation.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

namespace fs = std::filesystem;
using test::docWith;
using test::kind;

const std::vector<std::string> kYard = {"S.....", "......", "..#...", ".....G"};

const Problem* find(const std::vector<Problem>& problems, const std::string& path) {
  for (const Problem& p : problems) {
    if (p.path == path) return &p;
  }
  return nullptr;
}

TEST(HeroStart, APlacedHeroStartsAtTheCellsCentre) {
  EditorDoc doc = docWith(kYard);
  EXPECT_FALSE(heroCell(doc.level()).has_value());
  ASSERT_TRUE(placeHero(doc, {3, 1}).applied());
  ASSERT_TRUE(doc.level().hero.has_value());
  EXPECT_EQ(doc.level().hero->kind, "");  // the first kind of the game
  EXPECT_EQ(doc.level().hero->start.x, 3.5f);
  EXPECT_EQ(doc.level().hero->start.y, 1.5f);
  EXPECT_EQ(heroCell(doc.level()), (Cell{3, 1}));
  EXPECT_TRUE(heroAt(doc, {3, 1}));
  EXPECT_FALSE(heroAt(doc, {3, 2}));
  EXPECT_EQ(doc.undoLabel().english(), "Place hero");
  EXPECT_TRUE(doc.isDirty());
}

TEST(HeroStart, MovingKeepsTheKindAndIsOneStep) {
  EditorDoc doc = docWith(kYard);
  placeHero(doc, {3, 1});
  ASSERT_TRUE(setHeroKind(doc, "warden").applied());
  ASSERT_TRUE(placeHero(doc, {1, 3}).applied());
  EXPECT_EQ(doc.undoLabel().english(), "Move hero");
  EXPECT_EQ(doc.level().hero->kind, "warden");
  EXPECT_EQ(heroCell(doc.level()), (Cell{1, 3}));
  // Placing it where it already is changes nothing.
  EXPECT_EQ(placeHero(doc, {1, 3}).status, EditStatus::NoChange);
  EXPECT_EQ(doc.history().undoCount(), 3u);
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(heroCell(doc.level()), (Cell{3, 1}));
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(heroCell(doc.level()), (Cell{1, 3}));
}

TEST(HeroStart, RemovingIsUndoable) {
  EditorDoc doc = docWith(kYard);
  EXPECT_EQ(removeHero(doc).status, EditStatus::NoChange);
  placeHero(doc, {4, 0});
  ASSERT_TRUE(removeHero(doc).applied());
  EXPECT_FALSE(doc.level().hero.has_value());
  EXPECT_EQ(doc.undoLabel().english(), "Remove hero");
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(heroCell(doc.level()), (Cell{4, 0}));
  ASSERT_TRUE(doc.undo());
  EXPECT_FALSE(doc.level().hero.has_value());
  EXPECT_FALSE(doc.isDirty());
}

TEST(HeroStart, RefusesCellsOutsideTheMapAndKindsWithoutAHero) {
  EditorDoc doc = docWith(kYard);
  const EditResult outside = placeHero(doc, {6, 0});
  EXPECT_TRUE(outside.refused());
  EXPECT_EQ(outside.message.english(), "(6, 0) is outside the map");
  EXPECT_TRUE(placeHero(doc, {0, -1}).refused());
  EXPECT_TRUE(setHeroKind(doc, "warden").refused());
  EXPECT_FALSE(doc.canUndo());
}

TEST(HeroStart, ResizingCarriesTheHeroOrDropsIt) {
  EditorDoc doc = docWith(kYard);
  placeHero(doc, {4, 2});
  ASSERT_TRUE(resize(doc, 8, 5, {2, 1}).applied());
  EXPECT_EQ(doc.level().hero->start.x, 6.5f);
  EXPECT_EQ(doc.level().hero->start.y, 3.5f);
  const EditResult cropped = resize(doc, 4, 4);
  ASSERT_TRUE(cropped.applied());
  EXPECT_FALSE(doc.level().hero.has_value());
  EXPECT_NE(cropped.message.english().find("removed the hero"), std::string::npos) << cropped.message.english();
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(heroCell(doc.level()), (Cell{6, 3}));
}

TEST(HeroStart, AdoptRefusesAStartOutsideTheMap) {
  EditorDoc doc = docWith(kYard);
  LevelDef level = test::levelFrom(kYard);
  level.hero = HeroPlacement{"", {6.0f, 1.0f}};
  EXPECT_TRUE(doc.adopt(level, {}, false).refused());
  level.hero->start = {5.99f, 3.99f};
  EXPECT_TRUE(doc.adopt(level, {}, false).applied());
}

TEST(HeroStart, TheProblemsPanelFlagsACellTheHeroCannotStandOn) {
  EditorDoc doc = docWith(kYard);
  LiveValidation live;
  placeHero(doc, {2, 2});  // the rock
  const Problem* rock = find(live.problems(doc), "hero.start");
  ASSERT_NE(rock, nullptr);
  EXPECT_EQ(rock->message.english(), "expected a point on a passable cell, but (2, 2) is rock");
  EXPECT_EQ(rock->panel, ProblemPanel::Map);
  EXPECT_EQ(rock->area, (CellRect{2, 2, 1, 1}));

  placeHero(doc, {0, 0});  // the spawn
  const Problem* spawn = find(live.problems(doc), "hero.start");
  ASSERT_NE(spawn, nullptr);
  EXPECT_NE(spawn->message.english().find("(0, 0) is spawns[0]"), std::string::npos) << spawn->message.english();
  EXPECT_EQ(spawn->area, (CellRect{0, 0, 1, 1}));

  setHeroKind(doc, "paladin");
  const Problem* kindProblem = find(live.problems(doc), "hero.kind");
  ASSERT_NE(kindProblem, nullptr);
  EXPECT_EQ(kindProblem->area, (CellRect{0, 0, 1, 1}));

  setHeroKind(doc, "");
  placeHero(doc, {3, 1});
  EXPECT_TRUE(live.problems(doc).empty());
}

class HeroStartFiles : public test::TempDirTest {};

TEST_F(HeroStartFiles, SavedAndOpenedWithTheLevel) {
  EditorDoc doc = docWith(kYard);
  placeHero(doc, {3, 1});
  setHeroKind(doc, "warden");
  const fs::path file = dir_ / "hero.json";
  const FileResult saved = doc.saveAs(file);
  ASSERT_TRUE(saved.ok()) << saved.text();
  EXPECT_NE(test::readAll(file).find("  \"hero\": {\"start\": [3.5, 1.5], \"kind\": \"warden\"},\n"),
            std::string::npos);
  EditorDoc opened(test::palette(), test::gameDefs());
  const FileResult result = opened.open(file);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_TRUE(sameLevel(opened.level(), doc.level()));
  EXPECT_TRUE(heroAt(opened, {3, 1}));
}

TEST_F(HeroStartFiles, ARecoveryFileKeepsTheHero) {
  EditorDoc doc = docWith(kYard);
  placeHero(doc, {2, 2});  // on rock: work in progress is kept as it is
  Recovery recovery(dir_ / "recovery");
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  const auto entries = findRecovery(dir_ / "recovery");
  ASSERT_EQ(entries.size(), 1u);
  EditorDoc restored(test::palette(), test::gameDefs());
  const FileResult result = restoreRecovery(entries[0].file, restored);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_TRUE(result.warnings.empty()) << result.text();
  EXPECT_TRUE(sameLevel(restored.level(), doc.level()));
}

TEST_F(HeroStartFiles, ARecoveredHeroOffTheMapIsDropped) {
  EditorDoc doc = docWith(kYard);
  placeHero(doc, {5, 3});
  Recovery recovery(dir_ / "recovery");
  const AutosaveResult written = recovery.autosave(doc);
  ASSERT_EQ(written.status, AutosaveStatus::Written);
  std::string text = test::readAll(written.file);
  const size_t at = text.find("5.5");
  ASSERT_NE(at, std::string::npos) << text;
  text.replace(at, 3, "9.5");
  test::writePlain(written.file, text);
  EditorDoc restored(test::palette(), test::gameDefs());
  const FileResult result = restoreRecovery(written.file, restored);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_FALSE(restored.level().hero.has_value());
  ASSERT_EQ(result.warnings.size(), 1u);
  EXPECT_EQ(result.warnings[0].path, "level.hero");
}

}  // namespace
}  // namespace td::editor
