#include <gtest/gtest.h>

#include "game/play/TestPlayStart.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

const std::vector<std::string> kMap = {
    "S........G",
};

// Bounties: mite 1, grunt 3.
LevelDef threeWaves() {
  return test::testLevel(
      kMap, {test::wave("swarm", 3, 1.0f, 2), test::wave("normal", 2, 1.0f, 5), test::wave("normal", 1, 1.0f)}, 40);
}

TEST(TestPlayStart, FromTheStartIsTheLevelsOwnGold) {
  const GameDefs defs = test::testDefs();
  const WaveStart s = waveStartFor(threeWaves(), defs, {});
  EXPECT_EQ(s.wave, 0);
  EXPECT_EQ(s.gold, 40);
}

TEST(TestPlayStart, ALaterWaveHasTheEarlierBountiesAndBonusesAndTheExtra) {
  const GameDefs defs = test::testDefs();
  EXPECT_EQ(waveStartFor(threeWaves(), defs, {1, 0}).gold, 40 + 3 + 2);
  const WaveStart s = waveStartFor(threeWaves(), defs, {2, 100});
  EXPECT_EQ(s.wave, 2);
  EXPECT_EQ(s.gold, 40 + 3 + 2 + 6 + 5 + 100);
}

TEST(TestPlayStart, KeepsWithinTheWavesAndAboveNoGold) {
  const GameDefs defs = test::testDefs();
  EXPECT_EQ(waveStartFor(threeWaves(), defs, {7, 0}).wave, 2);
  EXPECT_EQ(waveStartFor(threeWaves(), defs, {-3, 0}).wave, 0);
  EXPECT_EQ(waveStartFor(threeWaves(), defs, {0, -500}).gold, 0);
  const WaveStart none = waveStartFor(test::testLevel(kMap, {}, 40), defs, {3, 10});
  EXPECT_EQ(none.wave, 0);
  EXPECT_EQ(none.gold, 50);
}

TEST(TestPlayStart, TheLabelSaysWhereItBegan) {
  EXPECT_EQ(testPlayLabel(0, 0), "test play");
  EXPECT_EQ(testPlayLabel(4, 0), "test play from wave 5");
  EXPECT_EQ(testPlayLabel(4, 200), "test play from wave 5, +200 gold");
  EXPECT_EQ(testPlayLabel(0, -50), "test play, -50 gold");
  EXPECT_EQ(testPlayLabel(4, 1'000'000, true), "sandbox from wave 5");
  EXPECT_EQ(testPlayLabel(0, 0, true), "sandbox");
}

}  // namespace
}  // namespace td
