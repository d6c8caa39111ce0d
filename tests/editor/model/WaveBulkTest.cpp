#include <gtest/gtest.h>

#include <limits>

#include "editor/model/LevelEquality.h"
#include "editor/model/WaveBulk.h"
#include "editor/model/WaveEdits.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;

const std::vector<std::string> kBulkLevel = {"S...G"};

// Three waves of one group each, counts 10, 20, 30 and bonuses 5, 10, 15.
EditorDoc threeWaves() {
  EditorDoc doc = docWith(kBulkLevel);
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(addWave(doc).applied());
    EXPECT_FALSE(setGroupCount(doc, static_cast<size_t>(i), 0, 10 * (i + 1)).refused());
    EXPECT_TRUE(setWaveBonus(doc, static_cast<size_t>(i), 5 * (i + 1)).applied());
  }
  return doc;
}

int32_t countOf(const EditorDoc& doc, size_t wave, size_t group = 0) {
  return doc.level().waves[wave].groups[group].count;
}

TEST(WaveBulk, CountsGrowFromAWaveOnInOneUndoStep) {
  EditorDoc doc = threeWaves();
  const LevelDef before = doc.level();
  const EditResult r = scaleCountsFrom(doc, 1, 10);
  ASSERT_TRUE(r.applied()) << r.message.english();
  EXPECT_EQ(countOf(doc, 0), 10);  // before the wave: untouched
  EXPECT_EQ(countOf(doc, 1), 22);
  EXPECT_EQ(countOf(doc, 2), 33);
  EXPECT_NE(doc.undoLabel().english().find("+10 %"), std::string::npos);
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), before));
}

TEST(WaveBulk, CountsStayWholeAndWithinWhatAFileHolds) {
  EditorDoc doc = threeWaves();
  ASSERT_TRUE(scaleCountsFrom(doc, 0, -95).applied());
  EXPECT_EQ(countOf(doc, 0), 1);  // 0.5 rounds to 1, and never below
  EXPECT_EQ(countOf(doc, 2), 2);  // 1.5 rounds to 2
  ASSERT_TRUE(setGroupCount(doc, 0, 0, std::numeric_limits<int32_t>::max() - 5).applied());
  ASSERT_TRUE(scaleCountsFrom(doc, 0, 50).applied());
  EXPECT_EQ(countOf(doc, 0), std::numeric_limits<int32_t>::max());
  EXPECT_TRUE(scaleCountsFrom(doc, 0, -100).refused());
  EXPECT_TRUE(scaleCountsFrom(doc, 3, 10).refused());
  // No change at all makes no undo step.
  const std::string label = doc.undoLabel().english();
  EXPECT_EQ(scaleCountsFrom(doc, 0, 0).status, EditStatus::NoChange);
  EXPECT_EQ(doc.undoLabel().english(), label);
}

TEST(WaveBulk, BonusesScaleToo) {
  EditorDoc doc = threeWaves();
  const LevelDef before = doc.level();
  ASSERT_TRUE(scaleBonusesFrom(doc, 2, -50).applied());
  EXPECT_EQ(doc.level().waves[1].bonus, 10);
  EXPECT_EQ(doc.level().waves[2].bonus, 8);  // 7.5 rounds to 8
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), before));
  EXPECT_TRUE(scaleBonusesFrom(doc, 3, 10).refused());
  EXPECT_TRUE(scaleBonusesFrom(doc, 0, -150).refused());
  EXPECT_TRUE(sameLevel(doc.level(), before));
}

TEST(WaveBulk, IntervalsScaleToHundredthsOfASecondInOneUndoStep) {
  EditorDoc doc = threeWaves();
  ASSERT_TRUE(setGroupInterval(doc, 0, 0, 1.5f).applied());
  ASSERT_TRUE(setGroupInterval(doc, 1, 0, 0.333f).applied());
  ASSERT_TRUE(setGroupInterval(doc, 2, 0, 0.01f).applied());
  const std::string label = doc.undoLabel().english();
  // 0 % would only round 0.333: no change, no step.
  EXPECT_EQ(scaleIntervalsFrom(doc, 0, 0).status, EditStatus::NoChange);
  EXPECT_EQ(doc.undoLabel().english(), label);
  const LevelDef before = doc.level();
  ASSERT_TRUE(scaleIntervalsFrom(doc, 0, -20).applied());
  EXPECT_FLOAT_EQ(doc.level().waves[0].groups[0].interval, 1.2f);
  EXPECT_FLOAT_EQ(doc.level().waves[1].groups[0].interval, 0.27f);  // 0.2664 to the hundredth
  EXPECT_FLOAT_EQ(doc.level().waves[2].groups[0].interval, 0.01f);  // never below a hundredth
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), before));
  EXPECT_TRUE(scaleIntervalsFrom(doc, 5, 10).refused());
}

TEST(WaveBulk, AnIntervalTypedWrongIsLeftForValidation) {
  EditorDoc doc = threeWaves();
  ASSERT_TRUE(setGroupInterval(doc, 0, 0, -1.f).applied());
  ASSERT_TRUE(scaleIntervalsFrom(doc, 0, 50).applied());
  EXPECT_FLOAT_EQ(doc.level().waves[0].groups[0].interval, -1.f);
  EXPECT_FLOAT_EQ(doc.level().waves[1].groups[0].interval, 1.5f);  // a new group's 1 s, grown by half
}

TEST(WaveBulk, AGroupIsCopiedToARangeOfWavesInOneUndoStep) {
  EditorDoc doc = threeWaves();
  ASSERT_TRUE(setGroupEnemy(doc, 0, 0, "fast").applied());
  const LevelDef before = doc.level();
  ASSERT_TRUE(copyGroupToWaves(doc, 0, 0, 0, 2).applied());
  EXPECT_EQ(doc.level().waves[0].groups.size(), 1u);  // not onto itself
  ASSERT_EQ(doc.level().waves[1].groups.size(), 2u);
  ASSERT_EQ(doc.level().waves[2].groups.size(), 2u);
  EXPECT_EQ(doc.level().waves[2].groups[1].enemy, "fast");
  EXPECT_EQ(countOf(doc, 2, 1), 10);
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(sameLevel(doc.level(), before));
  EXPECT_TRUE(copyGroupToWaves(doc, 0, 1, 1, 2).refused());
  EXPECT_TRUE(copyGroupToWaves(doc, 0, 0, 2, 3).refused());
  EXPECT_TRUE(copyGroupToWaves(doc, 0, 0, 2, 1).refused());
}

}  // namespace
}  // namespace td::editor
