#include <gtest/gtest.h>

#include "game/play/TowerCard.h"

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

}  // namespace
}  // namespace td
