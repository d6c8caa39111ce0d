#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <thread>

#include "editor/model/LevelEquality.h"
#include "editor/model/Recovery.h"
#include "editor/model/SettingsEdits.h"
#include "editor/model/Tools.h"
#include "editor/model/WaveEdits.h"
#include "io/AtomicFile.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

namespace fs = std::filesystem;
using test::docWith;
using test::kind;

class RecoveryFiles : public test::TempDirTest {
 protected:
  void TearDown() override {
    setAtomicWriteFaultForTesting(nullptr);
    TempDirTest::TearDown();
  }
  fs::path folder() const { return dir_ / "recovery"; }
};

TEST_F(RecoveryFiles, NothingIsWrittenForACleanDocument) {
  EditorDoc doc = docWith({"S...G"});
  Recovery recovery(folder());
  EXPECT_EQ(recovery.autosave(doc).status, AutosaveStatus::NotNeeded);
  EXPECT_FALSE(fs::exists(folder()));
  EXPECT_TRUE(findRecovery(folder()).empty());
}

TEST_F(RecoveryFiles, ADirtyDocumentIsWrittenOnceUntilItChangesAgain) {
  EditorDoc doc = docWith({"S...G"});
  Recovery recovery(folder());
  paint(doc, {2, 0}, 1, kind("mud"));
  const AutosaveResult first = recovery.autosave(doc);
  ASSERT_EQ(first.status, AutosaveStatus::Written) << first.error.english();
  EXPECT_TRUE(fs::exists(first.file));
  EXPECT_EQ(first.file.parent_path(), folder());
  EXPECT_EQ(recovery.autosave(doc).status, AutosaveStatus::NotNeeded);
  setGold(doc, 5);
  EXPECT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  const auto entries = findRecovery(folder());
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].file, first.file);
  EXPECT_EQ(entries[0].levelName, "Test");
  EXPECT_TRUE(entries[0].original.empty());
}

TEST_F(RecoveryFiles, TheFileIsNamedAfterTheDocument) {
  EditorDoc doc = docWith({"S...G"});
  ASSERT_TRUE(doc.saveAs(dir_ / "my level.json").ok());
  Recovery recovery(folder());
  const std::string name = recovery.fileFor(doc).filename().string();
  EXPECT_EQ(name.rfind("my_level-", 0), 0u) << name;
  EXPECT_TRUE(name.ends_with(".td-recovery.json")) << name;
  // Two levels of one name in different folders do not share a file.
  EditorDoc other = docWith({"S...G"});
  fs::create_directories(dir_ / "sub");
  ASSERT_TRUE(other.saveAs(dir_ / "sub" / "my level.json").ok());
  EXPECT_NE(recovery.fileFor(other), recovery.fileFor(doc));
}

TEST_F(RecoveryFiles, RestoreGivesADirtyDocumentAtTheOriginalPath) {
  EditorDoc doc = docWith({"S....", "....G"});
  const fs::path original = dir_ / "level.json";
  ASSERT_TRUE(doc.saveAs(original).ok());
  paint(doc, {2, 0}, 3, kind("water"));
  addWave(doc);
  setGroupInterval(doc, 0, 0, 0.3f);
  setWaveHealth(doc, 0, 1.5f);
  setFirstWaveDelay(doc, 0.1f);
  setTowers(doc, {"frost"});
  Recovery recovery(folder());
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);

  const auto entries = findRecovery(folder());
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].original, original);
  EditorDoc restored(test::palette(), test::gameDefs());
  const FileResult result = restoreRecovery(entries[0].file, restored);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_TRUE(sameLevel(restored.level(), doc.level()));
  EXPECT_EQ(restored.path(), original);
  EXPECT_TRUE(restored.isDirty());
  EXPECT_FALSE(restored.canUndo());
}

// A text field holds a stroke open while it has the focus; what was typed and painted meanwhile is in the
// recovery file, and a crash loses none of it.
TEST_F(RecoveryFiles, AStrokeStillOpenIsWrittenAsItStands) {
  EditorDoc doc = docWith({"S....", "....G"});
  Recovery recovery(folder());
  doc.beginStroke(Phrase::verbatim("Hint"));
  ASSERT_TRUE(setHint(doc, "Walls fold the road").applied());
  paint(doc, {2, 0}, 1, kind("water"));
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  ASSERT_TRUE(setHint(doc, "Walls fold the road twice").applied());
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  const auto entries = findRecovery(folder());
  ASSERT_EQ(entries.size(), 1u);
  EditorDoc restored(test::palette(), test::gameDefs());
  ASSERT_TRUE(restoreRecovery(entries[0].file, restored).ok());
  EXPECT_EQ(restored.level().hint, "Walls fold the road twice");
  EXPECT_TRUE(sameLevel(restored.level(), doc.level()));
  doc.endStroke();
}

TEST_F(RecoveryFiles, AnInvalidWorkInProgressIsRestoredAsItWas) {
  EditorDoc doc = docWith({"S....", "....G"});
  setName(doc, "");
  setLives(doc, -3);
  setGold(doc, -1);
  deleteEndpoint(doc, {EndpointKind::Goal, 0});
  fillRect(doc, {1, 0}, {1, 1}, kind("rock"));
  addWave(doc);
  setGroupSpawn(doc, 0, 0, -1);
  setGroupCount(doc, 0, 0, 0);
  setWaveHealth(doc, 0, 500.0f);
  Recovery recovery(folder());
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  EditorDoc restored(test::palette(), test::gameDefs());
  const FileResult result = restoreRecovery(recovery.fileFor(doc), restored);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_TRUE(sameLevel(restored.level(), doc.level()));
  EXPECT_TRUE(restored.path().empty());
}

TEST_F(RecoveryFiles, TerrainKindsTheGameDoesNotKnowAreRestoredByName) {
  EditorDoc doc(test::palette(), test::gameDefs());
  ASSERT_TRUE(doc.open(test::sourceDir() / "tests/io/data/unfinished-level.json").ok());
  paint(doc, {6, 3}, 1, kind("mud"));
  Recovery recovery(folder());
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  EditorDoc restored(test::palette(), test::gameDefs());
  const FileResult result = restoreRecovery(recovery.fileFor(doc), restored);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_TRUE(sameLevel(restored.level(), doc.level()));
  EXPECT_EQ(restored.level().terrains[3].name, "lava");
  EXPECT_TRUE(restored.level().terrains[3].unknown);
}

// Everything a level file holds comes back, the author's hint and a lesson's steps among it (they were once
// left out by a reader of the recovery's own).
TEST_F(RecoveryFiles, TheHintAndTheLessonAreRestored) {
  for (const char* file : {"levels/01_maze_lesson.json", "levels/02_open_field.json"}) {
    SCOPED_TRACE(file);
    EditorDoc doc(test::palette(), test::gameDefs());
    ASSERT_TRUE(doc.open(test::sourceDir() / file).ok());
    ASSERT_FALSE(doc.level().hint.empty() && doc.level().lesson.empty());
    setGold(doc, 300);
    Recovery recovery(folder());
    ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
    EditorDoc restored(test::palette(), test::gameDefs());
    const FileResult result = restoreRecovery(recovery.fileFor(doc), restored);
    ASSERT_TRUE(result.ok()) << result.text();
    EXPECT_TRUE(result.warnings.empty()) << result.warnings[0].text();
    EXPECT_EQ(restored.level().hint, doc.level().hint);
    EXPECT_EQ(restored.level().lesson, doc.level().lesson);
    EXPECT_TRUE(sameLevel(restored.level(), doc.level()));
    recovery.discard(doc);
  }
}

// A recovery file edited by hand: a second spawn on the first one's cell costs that spawn, not the work; one off the
// map is refused, saying where.
TEST_F(RecoveryFiles, AHandEditedSpawnIsDroppedOrRefused) {
  EditorDoc doc = docWith({"S....", "....G"});
  setGold(doc, 300);
  Recovery recovery(folder());
  const AutosaveResult written = recovery.autosave(doc);
  ASSERT_EQ(written.status, AutosaveStatus::Written);
  const auto withSpawn = [&](int x, int y) {
    nlohmann::ordered_json file = nlohmann::ordered_json::parse(test::readAll(written.file));
    file["level"]["spawns"].push_back({x, y});
    const fs::path edited = folder() / ("edited-" + std::to_string(x) + ".td-recovery.json");
    test::writePlain(edited, file.dump(2));
    return edited;
  };
  EditorDoc restored(test::palette(), test::gameDefs());
  FileResult result = restoreRecovery(withSpawn(0, 0), restored);
  ASSERT_TRUE(result.ok()) << result.text();
  EXPECT_EQ(restored.level().spawns, (std::vector<Cell>{{0, 0}}));
  ASSERT_EQ(result.warnings.size(), 1u);
  EXPECT_EQ(result.warnings[0].path, "level.spawns");

  EditorDoc untouched(test::palette(), test::gameDefs());
  const LevelDef before = untouched.level();
  result = restoreRecovery(withSpawn(7, 0), untouched);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.errors[0].path, "level.spawns[1][0]");
  EXPECT_TRUE(sameLevel(untouched.level(), before));
}

TEST_F(RecoveryFiles, ASavedDocumentLosesItsRecoveryFile) {
  EditorDoc doc = docWith({"S...G"});
  Recovery recovery(folder());
  paint(doc, {2, 0}, 1, kind("mud"));
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  ASSERT_TRUE(doc.saveAs(dir_ / "saved.json").ok());
  EXPECT_EQ(recovery.autosave(doc).status, AutosaveStatus::Discarded);
  EXPECT_TRUE(findRecovery(folder()).empty());
  EXPECT_EQ(recovery.autosave(doc).status, AutosaveStatus::NotNeeded);
}

TEST_F(RecoveryFiles, UndoingBackToTheSavedStateDiscardsToo) {
  EditorDoc doc = docWith({"S...G"});
  ASSERT_TRUE(doc.saveAs(dir_ / "saved.json").ok());
  Recovery recovery(folder());
  paint(doc, {2, 0}, 1, kind("mud"));
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  doc.undo();
  EXPECT_EQ(recovery.autosave(doc).status, AutosaveStatus::Discarded);
  EXPECT_TRUE(findRecovery(folder()).empty());
}

TEST_F(RecoveryFiles, ARestoredDocumentKeepsItsFileUntilSaved) {
  EditorDoc doc = docWith({"S...G"});
  ASSERT_TRUE(doc.saveAs(dir_ / "a.json").ok());
  paint(doc, {2, 0}, 1, kind("mud"));
  Recovery crashed(folder());
  ASSERT_EQ(crashed.autosave(doc).status, AutosaveStatus::Written);

  // After a restart: a new Recovery, a restored document.
  Recovery recovery(folder());
  EditorDoc restored(test::palette(), test::gameDefs());
  ASSERT_TRUE(recovery.restore(findRecovery(folder())[0].file, restored).ok());
  EXPECT_EQ(recovery.fileFor(restored), crashed.fileFor(doc));
  EXPECT_EQ(recovery.autosave(restored).status, AutosaveStatus::Written);
  EXPECT_EQ(findRecovery(folder()).size(), 1u);
  ASSERT_TRUE(restored.save().ok());
  EXPECT_EQ(recovery.autosave(restored).status, AutosaveStatus::Discarded);
  EXPECT_TRUE(findRecovery(folder()).empty());
}

TEST_F(RecoveryFiles, AnotherSessionsFileIsNeverOverwrittenOrRemoved) {
  // Crashed sessions left unsaved work on an untitled level and on a.json
  // (a Recovery serves one document at a time).
  EditorDoc untitled = docWith({"S...G"});
  EditorDoc named = docWith({"S...G"});
  ASSERT_TRUE(named.saveAs(dir_ / "a.json").ok());
  paint(untitled, {2, 0}, 1, kind("mud"));
  paint(named, {2, 0}, 1, kind("water"));
  Recovery crashedUntitled(folder());
  Recovery crashedNamed(folder());
  const fs::path untitledFile = crashedUntitled.autosave(untitled).file;
  const fs::path namedFile = crashedNamed.autosave(named).file;
  ASSERT_EQ(findRecovery(folder()).size(), 2u);
  const std::string untitledText = test::readAll(untitledFile);
  const std::string namedText = test::readAll(namedFile);

  // The next session, or a second editor, works on a new untitled level and
  // on a.json without restoring anything.
  Recovery recovery(folder());
  Recovery second(folder());
  EditorDoc fresh = docWith({"S...G"});
  paint(fresh, {3, 0}, 1, kind("mud"));
  const AutosaveResult freshWritten = recovery.autosave(fresh);
  ASSERT_EQ(freshWritten.status, AutosaveStatus::Written);
  EXPECT_NE(freshWritten.file, untitledFile);
  EXPECT_TRUE(freshWritten.file.filename().string().ends_with("-2.td-recovery.json")) << freshWritten.file;
  EditorDoc reopened(test::palette(), test::gameDefs());
  ASSERT_TRUE(reopened.open(dir_ / "a.json").ok());
  paint(reopened, {1, 0}, 1, kind("mud"));
  const AutosaveResult reopenedWritten = second.autosave(reopened);
  ASSERT_EQ(reopenedWritten.status, AutosaveStatus::Written);
  EXPECT_NE(reopenedWritten.file, namedFile);
  EXPECT_EQ(findRecovery(folder()).size(), 4u);

  // Saving, undoing and discarding remove this session's files only.
  ASSERT_TRUE(reopened.save().ok());
  EXPECT_EQ(second.autosave(reopened).status, AutosaveStatus::Discarded);
  EXPECT_TRUE(recovery.discard(fresh));
  EXPECT_FALSE(recovery.discard(fresh));
  EXPECT_EQ(test::readAll(untitledFile), untitledText);
  EXPECT_EQ(test::readAll(namedFile), namedText);
  EXPECT_EQ(findRecovery(folder()).size(), 2u);
}

TEST_F(RecoveryFiles, ARestoredUntitledLevelKeepsWritingItsOwnFile) {
  EditorDoc doc = docWith({"S...G"});
  paint(doc, {2, 0}, 1, kind("mud"));
  Recovery crashed(folder());
  const fs::path file = crashed.autosave(doc).file;

  Recovery recovery(folder());
  EditorDoc restored(test::palette(), test::gameDefs());
  ASSERT_TRUE(recovery.restore(file, restored).ok());
  paint(restored, {3, 0}, 1, kind("mud"));
  const AutosaveResult written = recovery.autosave(restored);
  ASSERT_EQ(written.status, AutosaveStatus::Written);
  EXPECT_EQ(written.file, file);
  EXPECT_EQ(findRecovery(folder()).size(), 1u);
  EXPECT_TRUE(recovery.discard(restored));
  EXPECT_TRUE(findRecovery(folder()).empty());
}

TEST_F(RecoveryFiles, SaveAsUnderANewNameRemovesTheUntitledFile) {
  EditorDoc doc = docWith({"S...G"});
  Recovery recovery(folder());
  paint(doc, {2, 0}, 1, kind("mud"));
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  ASSERT_TRUE(doc.saveAs(dir_ / "named.json").ok());
  paint(doc, {3, 0}, 1, kind("mud"));
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  const auto entries = findRecovery(folder());
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].original, dir_ / "named.json");
}

TEST_F(RecoveryFiles, ExplicitDiscard) {
  EditorDoc doc = docWith({"S...G"});
  Recovery recovery(folder());
  paint(doc, {2, 0}, 1, kind("mud"));
  const AutosaveResult written = recovery.autosave(doc);
  ASSERT_EQ(written.status, AutosaveStatus::Written);
  EXPECT_TRUE(recovery.discard(doc));
  EXPECT_FALSE(fs::exists(written.file));
  EXPECT_FALSE(recovery.discard(doc));
  // Written again at the next change.
  paint(doc, {3, 0}, 1, kind("mud"));
  ASSERT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  EXPECT_TRUE(discardRecovery(written.file));
  EXPECT_FALSE(discardRecovery(written.file));
}

bool failRename(AtomicWriteStep step) { return step == AtomicWriteStep::Rename; }

TEST_F(RecoveryFiles, AFailedAutosaveReportsAndKeepsThePreviousFile) {
  EditorDoc doc = docWith({"S...G"});
  Recovery recovery(folder());
  paint(doc, {2, 0}, 1, kind("mud"));
  const AutosaveResult first = recovery.autosave(doc);
  ASSERT_EQ(first.status, AutosaveStatus::Written);
  const std::string before = test::readAll(first.file);
  paint(doc, {3, 0}, 1, kind("mud"));
  setAtomicWriteFaultForTesting(&failRename);
  const AutosaveResult failed = recovery.autosave(doc);
  setAtomicWriteFaultForTesting(nullptr);
  EXPECT_EQ(failed.status, AutosaveStatus::Failed);
  EXPECT_FALSE(failed.error.empty());
  EXPECT_EQ(test::readAll(first.file), before);
  EXPECT_TRUE(doc.isDirty());
  // The next tick tries again.
  EXPECT_EQ(recovery.autosave(doc).status, AutosaveStatus::Written);
  EXPECT_NE(test::readAll(first.file), before);
}

TEST_F(RecoveryFiles, AFolderThatCannotBeCreatedFails) {
  test::writePlain(dir_ / "plain", "x");
  EditorDoc doc = docWith({"S...G"});
  Recovery recovery(dir_ / "plain" / "recovery");
  paint(doc, {2, 0}, 1, kind("mud"));
  const AutosaveResult r = recovery.autosave(doc);
  EXPECT_EQ(r.status, AutosaveStatus::Failed);
  EXPECT_FALSE(r.error.empty());
}

TEST_F(RecoveryFiles, FindSkipsOtherFilesAndListsNewestFirst) {
  fs::create_directories(folder());
  test::writePlain(folder() / "notes.txt", "hello");
  test::writePlain(folder() / "broken.td-recovery.json", "{not json");
  test::writePlain(folder() / "other.td-recovery.json", "{\"format\": \"td-level\", \"version\": 1}");
  EditorDoc a = docWith({"S...G"});
  setName(a, "Older");
  test::writePlain(folder() / "a.td-recovery.json", recoveryText(a.level(), "x/a.json"));
  fs::last_write_time(folder() / "a.td-recovery.json", fs::file_time_type::clock::now() - std::chrono::hours(1));
  setName(a, "Newer");
  test::writePlain(folder() / "b.td-recovery.json", recoveryText(a.level(), "x/b.json"));
  const auto entries = findRecovery(folder());
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0].levelName, "Newer");
  EXPECT_EQ(entries[1].levelName, "Older");
  EXPECT_EQ(entries[1].original, fs::path("x/a.json"));
  EXPECT_TRUE(findRecovery(dir_ / "missing").empty());
}

TEST_F(RecoveryFiles, ADamagedFileIsNotRestored) {
  fs::create_directories(folder());
  EditorDoc doc = docWith({"S...G"});
  const LevelDef before = doc.level();
  test::writePlain(folder() / "x.td-recovery.json", "{not json");
  EXPECT_FALSE(restoreRecovery(folder() / "x.td-recovery.json", doc).ok());
  // A map row shorter than the map.
  std::string text = recoveryText(before, "");
  text.replace(text.find("\"=...=\""), 7, "\"=..=\"");
  test::writePlain(folder() / "y.td-recovery.json", text);
  const FileResult r = restoreRecovery(folder() / "y.td-recovery.json", doc);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.text().find("level.tiles"), std::string::npos);
  EXPECT_TRUE(sameLevel(doc.level(), before));
  EXPECT_FALSE(restoreRecovery(folder() / "missing.td-recovery.json", doc).ok());
}

}  // namespace
}  // namespace td::editor
