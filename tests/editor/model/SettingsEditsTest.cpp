#include <gtest/gtest.h>

#include <cmath>

#include "editor/model/SettingsEdits.h"
#include "tests/editor/model/EditorTestSupport.h"

namespace td::editor {
namespace {

using test::docWith;

const std::vector<std::string> kSettingsLevel = {"S...G"};

TEST(SettingsEdits, EachSettingChangesAndUndoes) {
  EditorDoc doc = docWith(kSettingsLevel);
  const LevelDef start = doc.level();
  ASSERT_TRUE(setName(doc, "Renamed").applied());
  ASSERT_TRUE(setGold(doc, 321).applied());
  ASSERT_TRUE(setLives(doc, 7).applied());
  ASSERT_TRUE(setConnectivity(doc, Connectivity::Four).applied());
  ASSERT_TRUE(setFirstWaveDelay(doc, 5.5f).applied());
  ASSERT_TRUE(setWaveBreak(doc, 3.0f).applied());
  ASSERT_TRUE(setEarlyBonusPerSecond(doc, 2.0f).applied());
  const LevelDef& l = doc.level();
  EXPECT_EQ(l.name, "Renamed");
  EXPECT_EQ(l.gold, 321);
  EXPECT_EQ(l.lives, 7);
  EXPECT_EQ(l.connectivity, Connectivity::Four);
  EXPECT_EQ(l.firstWaveDelay, 5.5f);
  EXPECT_EQ(l.waveBreak, 3.0f);
  EXPECT_EQ(l.earlyBonusPerSecond, 2.0f);
  EXPECT_EQ(doc.history().undoCount(), 7u);
  while (doc.undo()) {
  }
  EXPECT_EQ(doc.level().name, start.name);
  EXPECT_EQ(doc.level().gold, start.gold);
  EXPECT_EQ(doc.level().connectivity, start.connectivity);
  EXPECT_EQ(doc.level().earlyBonusPerSecond, start.earlyBonusPerSecond);
  EXPECT_FALSE(doc.isDirty());
}

TEST(SettingsEdits, OutOfRangeValuesAreAcceptedButNotNonFiniteOnes) {
  EditorDoc doc = docWith(kSettingsLevel);
  EXPECT_TRUE(setLives(doc, 0).applied());  // validation reports it
  EXPECT_TRUE(setName(doc, "").applied());
  EXPECT_TRUE(setWaveBreak(doc, NAN).refused());
  EXPECT_TRUE(setFirstWaveDelay(doc, INFINITY).refused());
  EXPECT_TRUE(setConnectivity(doc, static_cast<Connectivity>(7)).refused());
}

TEST(SettingsEdits, TowersAllowedOneByOne) {
  EditorDoc doc = docWith(kSettingsLevel);
  ASSERT_TRUE(doc.level().towers.empty());
  EXPECT_TRUE(towerAllowed(doc, "frost"));
  ASSERT_TRUE(setTowerAllowed(doc, "frost", false).applied());
  EXPECT_EQ(doc.level().towers, (std::vector<std::string>{"arrow", "cannon", "storm", "discus", "wall"}));
  EXPECT_FALSE(towerAllowed(doc, "frost"));
  EXPECT_EQ(setTowerAllowed(doc, "frost", false).status, EditStatus::NoChange);
  ASSERT_TRUE(setTowerAllowed(doc, "arrow", false).applied());
  ASSERT_TRUE(setTowerAllowed(doc, "frost", true).applied());
  EXPECT_EQ(doc.level().towers,
            (std::vector<std::string>{"cannon", "frost", "storm", "discus", "wall"}));  // definition order
  ASSERT_TRUE(setTowerAllowed(doc, "arrow", true).applied());
  EXPECT_TRUE(doc.level().towers.empty());  // every kind again
  ASSERT_TRUE(setTowers(doc, {"cannon"}).applied());
  EXPECT_TRUE(setTowerAllowed(doc, "cannon", false).refused());
}

TEST(SettingsEdits, ForbiddingATowerNeedsTheDefinitions) {
  EditorDoc doc = test::docWith(kSettingsLevel, false);
  EXPECT_TRUE(setTowerAllowed(doc, "frost", false).refused());
  EXPECT_TRUE(setTowers(doc, {"arrow"}).applied());
  EXPECT_TRUE(setTowerAllowed(doc, "frost", true).applied());
  EXPECT_EQ(doc.level().towers, (std::vector<std::string>{"arrow", "frost"}));
}

}  // namespace
}  // namespace td::editor
