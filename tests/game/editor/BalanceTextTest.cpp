#include <gtest/gtest.h>

#include "game/editor/BalanceText.h"

namespace td::editorui {
namespace {

WaveBalance twoTowers() {
  WaveBalance b;
  b.towers = {{"arrow", "Archer", 40}, {"cannon", "Cannon", 70}};
  return b;
}

TEST(BalanceText, NumbersStayShort) {
  EXPECT_EQ(compactNumber(0.0), "0");
  EXPECT_EQ(compactNumber(949.6), "950");
  EXPECT_EQ(compactNumber(9'999.0), "9999");
  EXPECT_EQ(compactNumber(12'345.0), "12.3k");
  EXPECT_EQ(compactNumber(4'560'000.0), "4.6M");
}

TEST(BalanceText, TheThreatLineNamesArmourAndAirOnlyWhenThere) {
  WaveFigures w;
  w.enemies = 4;
  w.health = w.armouredHealth = 120.0;
  w.threat = 30.0;
  EXPECT_EQ(waveThreatLine(w), "120 hp vs armour \xC2\xB7 threat 30/s");
  w.armouredHealth = 300.0;
  w.flyers = 3;
  w.flyerShare = 0.2;
  w.threat = 75.0;
  EXPECT_EQ(waveThreatLine(w), "300 hp vs armour (120 bare) \xC2\xB7 20% air \xC2\xB7 threat 75/s");
  EXPECT_EQ(waveThreatLine(WaveFigures{}), "sends nothing");
}

TEST(BalanceText, TheGoldLineSaysWhatTheCheapestTowerBuys) {
  WaveFigures w;
  w.bounty = 48;
  w.bonus = 10;
  w.lives = 12;
  w.goldBefore = 200;
  w.towersBought = {5, 2};
  EXPECT_EQ(waveGoldLine(w, twoTowers()), "pays 48 + 10 \xC2\xB7 12 lives \xC2\xB7 200 gold by then: 5 Archer");
  w.bonus = 0;
  w.lives = 1;
  EXPECT_EQ(waveGoldLine(w, WaveBalance{}), "pays 48 \xC2\xB7 1 life \xC2\xB7 200 gold by then");
  // Figures past ten thousand in short: a typo of a billion enemies stays on the line.
  w.bounty = 2'147'483'647;
  w.lives = 2;
  EXPECT_EQ(waveGoldLine(w, WaveBalance{}), "pays 2147.5M \xC2\xB7 2 lives \xC2\xB7 200 gold by then");
}

TEST(BalanceText, TheDetailsListEveryTowerKind) {
  WaveFigures w;
  w.enemies = 5;
  w.unknown = 2;
  w.goldBefore = 200;
  w.towersBought = {5, 2};
  const std::string text = waveDetails(w, twoTowers());
  EXPECT_NE(text.find("2 of unknown kinds"), std::string::npos) << text;
  EXPECT_NE(text.find("early calls not counted"), std::string::npos) << text;
  EXPECT_NE(text.find("5 x Archer at 40"), std::string::npos) << text;
  EXPECT_NE(text.find("2 x Cannon at 70"), std::string::npos) << text;
}

TEST(BalanceText, TheEnemyPickerSaysWhatEachKindIs) {
  EnemyDef knight{"armoured", "Knight", 60.0f, 1.0f, 0.5f, 0.35f, 6, 1, false};
  EXPECT_EQ(enemyFacts(knight), "60 hp \xC2\xB7 1.0 cells/s \xC2\xB7 50% armour \xC2\xB7 6 gold \xC2\xB7 1 life");
  EnemyDef bat{"flying", "Bat", 20.0f, 2.0f, 0.0f, 0.3f, 4, 2, true, MovementKind::Fly};
  EXPECT_EQ(enemyFacts(bat),
            "20 hp \xC2\xB7 2.0 cells/s \xC2\xB7 4 gold \xC2\xB7 2 lives \xC2\xB7 flies straight over everything");
}

}  // namespace
}  // namespace td::editorui
