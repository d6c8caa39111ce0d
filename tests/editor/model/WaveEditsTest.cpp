#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "editor/model/WaveEdits.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;

const std::vector<std::string> kLevel = {"S...G"};

// Waves told apart by their bonus.
std::vector<int32_t> bonuses(const EditorDoc& doc) {
  std::vector<int32_t> out;
  for (const WaveDef& w : doc.level().waves) out.push_back(w.bonus);
  return out;
}

EditorDoc docWithWaves(int n) {
  EditorDoc doc = docWith(kLevel);
  for (int i = 0; i < n; ++i) {
    EXPECT_TRUE(addWave(doc).applied());
    EXPECT_TRUE(setWaveBonus(doc, static_cast<size_t>(i), i + 1).applied());
  }
  return doc;
}

TEST(WaveEdits, ANewWaveHasOneGroupOfAKnownEnemy) {
  EditorDoc doc = docWith(kLevel);
  ASSERT_TRUE(addWave(doc).applied());
  ASSERT_EQ(doc.level().waves.size(), 1u);
  const auto& groups = doc.level().waves[0].groups;
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].enemy, test::gameDefs().enemies.front().id);
  EXPECT_EQ(groups[0].spawn, 0);
  EXPECT_EQ(groups[0].count, 10);
  doc.undo();
  EXPECT_TRUE(doc.level().waves.empty());
}

TEST(WaveEdits, NewGroupsFollowThePreviousEnemyKind) {
  EditorDoc doc = docWith(kLevel);
  addWave(doc);
  ASSERT_TRUE(setGroupEnemy(doc, 0, 0, "fast").applied());
  addWave(doc);
  EXPECT_EQ(doc.level().waves[1].groups[0].enemy, "fast");
  ASSERT_TRUE(setGroupCount(doc, 1, 0, 3).applied());
  ASSERT_TRUE(addGroup(doc, 1).applied());
  EXPECT_EQ(doc.level().waves[1].groups[1].count, 3);
}

TEST(WaveEdits, ANewWaveCopiesTheBodyOfTheLastNotItsBoss) {
  EditorDoc doc = docWith(kLevel);
  addWave(doc);
  ASSERT_TRUE(setGroupEnemy(doc, 0, 0, "fast").applied());
  ASSERT_TRUE(setGroupCount(doc, 0, 0, 12).applied());
  ASSERT_TRUE(setGroupInterval(doc, 0, 0, 0.5f).applied());
  ASSERT_TRUE(addGroup(doc, 0).applied());
  ASSERT_TRUE(setGroupEnemy(doc, 0, 1, "boss").applied());
  ASSERT_TRUE(setGroupCount(doc, 0, 1, 1).applied());
  ASSERT_TRUE(setGroupDelay(doc, 0, 1, 4.f).applied());
  ASSERT_TRUE(addWave(doc).applied());
  const WaveGroupDef& g = doc.level().waves[1].groups.at(0);
  EXPECT_EQ(g.enemy, "fast");
  EXPECT_EQ(g.count, 12);
  EXPECT_FLOAT_EQ(g.interval, 0.5f);
  EXPECT_FLOAT_EQ(g.delay, 0.f);
}

TEST(WaveEdits, AddAtAnIndexInsertsThere) {
  EditorDoc doc = docWithWaves(3);
  ASSERT_TRUE(addWave(doc, 1).applied());
  EXPECT_EQ(bonuses(doc), (std::vector<int32_t>{1, 0, 2, 3}));
  ASSERT_TRUE(addWave(doc, 99).applied());
  EXPECT_EQ(bonuses(doc).back(), 0);
}

TEST(WaveEdits, RemoveMoveAndDuplicate) {
  EditorDoc doc = docWithWaves(4);
  ASSERT_TRUE(moveWave(doc, 0, 3).applied());
  EXPECT_EQ(bonuses(doc), (std::vector<int32_t>{2, 3, 4, 1}));
  ASSERT_TRUE(moveWave(doc, 3, 1).applied());
  EXPECT_EQ(bonuses(doc), (std::vector<int32_t>{2, 1, 3, 4}));
  ASSERT_TRUE(removeWave(doc, 2).applied());
  EXPECT_EQ(bonuses(doc), (std::vector<int32_t>{2, 1, 4}));
  ASSERT_TRUE(duplicateWave(doc, 0).applied());
  EXPECT_EQ(bonuses(doc), (std::vector<int32_t>{2, 2, 1, 4}));
  doc.undo();
  doc.undo();
  doc.undo();
  EXPECT_EQ(bonuses(doc), (std::vector<int32_t>{2, 3, 4, 1}));
}

TEST(WaveEdits, AWavesHealthFactorIsOneUndoStep) {
  EditorDoc doc = docWithWaves(2);
  const size_t steps = doc.history().undoCount();
  ASSERT_TRUE(setWaveHealth(doc, 1, 1.5f).applied());
  EXPECT_EQ(doc.level().waves[1].health, 1.5f);
  EXPECT_EQ(doc.level().waves[0].health, 1.0f);
  EXPECT_EQ(doc.history().undoCount(), steps + 1);
  EXPECT_EQ(setWaveHealth(doc, 1, 1.5f).status, EditStatus::NoChange);
  EXPECT_TRUE(setWaveHealth(doc, 2, 1.5f).refused());
  EXPECT_TRUE(setWaveHealth(doc, 0, std::numeric_limits<float>::quiet_NaN()).refused());
}

TEST(WaveEdits, BadIndicesAreRefusedAndSameIndexIsNoChange) {
  EditorDoc doc = docWithWaves(2);
  const size_t steps = doc.history().undoCount();
  EXPECT_TRUE(removeWave(doc, 2).refused());
  EXPECT_TRUE(moveWave(doc, 0, 2).refused());
  EXPECT_TRUE(duplicateWave(doc, 5).refused());
  EXPECT_TRUE(setWaveBonus(doc, 2, 1).refused());
  EXPECT_TRUE(addGroup(doc, 2).refused());
  EXPECT_TRUE(removeGroup(doc, 0, 1).refused());
  EXPECT_TRUE(moveGroup(doc, 0, 0, 1).refused());
  EXPECT_TRUE(setGroupCount(doc, 0, 3, 1).refused());
  EXPECT_EQ(removeWave(doc, 2).message.english(), "there is no wave 3");
  EXPECT_EQ(moveWave(doc, 1, 1).status, EditStatus::NoChange);
  EXPECT_EQ(setWaveBonus(doc, 0, 1).status, EditStatus::NoChange);
  EXPECT_EQ(doc.history().undoCount(), steps);
}

TEST(WaveEdits, GroupsAddRemoveAndReorder) {
  EditorDoc doc = docWith(kLevel);
  addWave(doc);
  setGroupCount(doc, 0, 0, 1);
  addGroup(doc, 0);
  setGroupCount(doc, 0, 1, 2);
  addGroup(doc, 0, 0);
  setGroupCount(doc, 0, 0, 3);
  const auto counts = [&doc] {
    std::vector<int32_t> out;
    for (const WaveGroupDef& g : doc.level().waves[0].groups) out.push_back(g.count);
    return out;
  };
  EXPECT_EQ(counts(), (std::vector<int32_t>{3, 1, 2}));
  ASSERT_TRUE(moveGroup(doc, 0, 0, 2).applied());
  EXPECT_EQ(counts(), (std::vector<int32_t>{1, 2, 3}));
  ASSERT_TRUE(removeGroup(doc, 0, 1).applied());
  EXPECT_EQ(counts(), (std::vector<int32_t>{1, 3}));
  doc.undo();
  EXPECT_EQ(counts(), (std::vector<int32_t>{1, 2, 3}));
}

TEST(WaveEdits, EveryGroupFieldIsUndoable) {
  EditorDoc doc = docWith(kLevel);
  addWave(doc);
  const WaveGroupDef before = doc.level().waves[0].groups[0];
  ASSERT_TRUE(setGroupEnemy(doc, 0, 0, "tank").applied());
  ASSERT_TRUE(setGroupCount(doc, 0, 0, 42).applied());
  ASSERT_TRUE(setGroupInterval(doc, 0, 0, 0.5f).applied());
  ASSERT_TRUE(setGroupSpawn(doc, 0, 0, 3).applied());
  ASSERT_TRUE(setGroupDelay(doc, 0, 0, 2.5f).applied());
  const WaveGroupDef& g = doc.level().waves[0].groups[0];
  EXPECT_EQ(g.enemy, "tank");
  EXPECT_EQ(g.count, 42);
  EXPECT_EQ(g.interval, 0.5f);
  EXPECT_EQ(g.spawn, 3);  // out of range: accepted, validation reports it
  EXPECT_EQ(g.delay, 2.5f);
  for (int i = 0; i < 5; ++i) doc.undo();
  const WaveGroupDef& back = doc.level().waves[0].groups[0];
  EXPECT_EQ(back.enemy, before.enemy);
  EXPECT_EQ(back.count, before.count);
  EXPECT_EQ(back.interval, before.interval);
  EXPECT_EQ(back.spawn, before.spawn);
  EXPECT_EQ(back.delay, before.delay);
}

TEST(WaveEdits, SetGroupReplacesItWhole) {
  EditorDoc doc = docWith(kLevel);
  addWave(doc);
  WaveGroupDef g{"fast", 7, 0.25f, 0, 1.0f};
  ASSERT_TRUE(setGroup(doc, 0, 0, g).applied());
  EXPECT_EQ(doc.level().waves[0].groups[0].enemy, "fast");
  EXPECT_EQ(doc.level().waves[0].groups[0].delay, 1.0f);
  EXPECT_EQ(setGroup(doc, 0, 0, g).status, EditStatus::NoChange);
}

TEST(WaveEdits, NumbersThatAreNotFiniteAreRefused) {
  EditorDoc doc = docWith(kLevel);
  addWave(doc);
  EXPECT_TRUE(setGroupInterval(doc, 0, 0, std::numeric_limits<float>::quiet_NaN()).refused());
  EXPECT_TRUE(setGroupDelay(doc, 0, 0, std::numeric_limits<float>::infinity()).refused());
  WaveGroupDef g = doc.level().waves[0].groups[0];
  g.interval = std::nanf("");
  EXPECT_TRUE(setGroup(doc, 0, 0, g).refused());
}

TEST(WaveEdits, ADraggedValueInAStrokeIsOneStep) {
  EditorDoc doc = docWith(kLevel);
  addWave(doc);
  const size_t steps = doc.history().undoCount();
  doc.beginStroke(Phrase::verbatim("Enemy count"));
  for (int32_t c = 11; c <= 30; ++c) setGroupCount(doc, 0, 0, c);
  doc.endStroke();
  EXPECT_EQ(doc.history().undoCount(), steps + 1);
  doc.undo();
  EXPECT_EQ(doc.level().waves[0].groups[0].count, 10);
}

}  // namespace
}  // namespace td::editor
