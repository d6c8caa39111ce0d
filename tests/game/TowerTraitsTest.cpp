#include <gtest/gtest.h>

#include <algorithm>

#include "game/play/TowerTraits.h"
#include "tests/game/support/SpecialisedDefs.h"

namespace td {
namespace {

bool has(const std::vector<std::string>& lines, const std::string& text) {
  return std::find(lines.begin(), lines.end(), text) != lines.end();
}

TEST(TowerTraits, TheDiscusSaysItBouncesAndMissesFlyers) {
  TowerDef discus{
      "discus", "Discus", AttackKind::Disc, true, false, 7.0f, {{60, 4.0f, 1.3f, 14.0f, 10.0f, DiscParams{}}}};
  const auto lines = towerTraits(discus, 0);
  EXPECT_TRUE(has(lines, "Bounces off rock, water, towers"));
  EXPECT_TRUE(has(lines, "Cannot hit flyers"));
}

TEST(TowerTraits, NumbersFollowTheLevel) {
  TowerDef frost{"frost", "Frost", AttackKind::Frost, true, true, 6.0f, {}};
  frost.levels = {{50, 3.0f, 1.0f, 2.0f, 9.0f, FrostParams{0.8f, 0.6f, 1.5f}},
                  {40, 3.3f, 0.9f, 3.0f, 10.0f, FrostParams{1.0f, 0.5f, 2.0f}}};
  EXPECT_TRUE(has(towerTraits(frost, 0), "Slows to 60% for 1.5 s"));
  EXPECT_TRUE(has(towerTraits(frost, 1), "Slows to 50% for 2.0 s"));
  EXPECT_TRUE(has(towerTraits(frost, 1), "Hits ground and air"));
}

TEST(TowerTraits, ASpecialisationsFiguresReplaceTheLevels) {
  const GameDefs defs = test::testDefsWithSpecialisations();
  const TowerDef& archer = defs.towers[0];
  const TowerDef& storm = defs.towers[3];
  // A plain Archer says nothing of arrows; a Volley says how many enemies one shot hits.
  EXPECT_FALSE(has(towerTraits(archer, 2), "Shoots 3 enemies at once"));
  EXPECT_TRUE(has(towerTraits(archer, 2, 1), "Shoots 3 enemies at once"));
  EXPECT_TRUE(has(towerTraits(storm, 2), "Chains to 4 more"));
  EXPECT_TRUE(has(towerTraits(storm, 2, 0), "Chains to 8 more"));
  EXPECT_FALSE(has(towerTraits(storm, 2, 0), "Stuns all it strikes for 0.6 s"));
  EXPECT_TRUE(has(towerTraits(storm, 2, 1), "Stuns all it strikes for 0.6 s"));
  // One it does not have reads as none.
  EXPECT_EQ(towerTraits(storm, 2, 5), towerTraits(storm, 2));
}

}  // namespace
}  // namespace td
