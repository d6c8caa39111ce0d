#include <gtest/gtest.h>

#include "game/play/TowerCard.h"
#include "tests/game/support/SpecialisedDefs.h"

namespace td {
namespace {

TowerDef cannon() {
  TowerDef def{"cannon", "Cannon", AttackKind::Shell, true, false, 3.0f, {}};
  def.levels = {{70, 3.0f, 1.5f, 12.0f, 6.0f, ShellParams{1.0f}}, {60, 3.4f, 1.3f, 20.0f, 6.0f, ShellParams{1.25f}}};
  return def;
}

TEST(TowerCard, SaysTheNumbersTheTraitsAndWhatTheNextLevelBrings) {
  const std::vector<std::string> lines = towerCardLines(cannon(), 0);
  EXPECT_EQ(lines, (std::vector<std::string>{
                       "12 damage every 1.5 s, range 3.0",
                       "Splash of 1.0 cells",
                       "Cannot hit flyers",
                       "Level 2 (60 gold): 20 damage every 1.3 s, range 3.4",
                   }));
}

TEST(TowerCard, TheLastLevelSaysItIsFullyUpgraded) {
  const std::vector<std::string> lines = towerCardLines(cannon(), 1);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front(), "20 damage every 1.3 s, range 3.4");
  EXPECT_EQ(lines.back(), "Fully upgraded");
  // A level past the last reads as the last.
  EXPECT_EQ(towerCardLines(cannon(), 7), lines);
}

TEST(TowerCard, AtTheTopItNamesWhatTheTowerMayBecome) {
  const TowerDef archer = test::testDefsWithSpecialisations().towers[0];
  const std::vector<std::string> lines = towerCardLines(archer, 2);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.back(), "Can specialise: Marksman or Volley");
  // Below the top, the next level as before.
  EXPECT_EQ(towerCardLines(archer, 1).back(), "Level 3 (25 gold): 13 damage every 0.4 s, range 4.5");
}

TEST(TowerCard, ASpecialisedTowerShowsItsOwnFiguresAndWhatItBecame) {
  const TowerDef archer = test::testDefsWithSpecialisations().towers[0];
  const std::vector<std::string> marksman = towerCardLines(archer, 2, 0);
  EXPECT_EQ(marksman, (std::vector<std::string>{
                          "30 damage every 1.2 s, range 7.0",
                          "Hits ground and air",
                          "Specialised: Marksman",
                      }));
  const std::vector<std::string> volley = towerCardLines(archer, 2, 1);
  ASSERT_GE(volley.size(), 2u);
  EXPECT_EQ(volley[0], "10 damage every 0.5 s, range 4.5");
  EXPECT_EQ(volley[1], "Shoots 3 enemies at once");
  EXPECT_EQ(volley.back(), "Specialised: Volley");
}

TEST(TowerCard, ASpecialisationsButtonCardHasItsFiguresAndTraits) {
  const TowerDef storm = test::testDefsWithSpecialisations().towers[3];
  EXPECT_EQ(specialisationCardLines(storm, 1), (std::vector<std::string>{
                                                   "18 damage every 1.1 s, range 3.6",
                                                   "Chains to 4 more",
                                                   "Stuns all it strikes for 0.6 s",
                                                   "Hits ground and air",
                                               }));
  // No such specialisation: nothing to say.
  EXPECT_TRUE(specialisationCardLines(storm, 2).empty());
  EXPECT_TRUE(specialisationCardLines(cannon(), 0).empty());
}

}  // namespace
}  // namespace td
