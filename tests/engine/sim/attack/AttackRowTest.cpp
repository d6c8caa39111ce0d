#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/sim/attack/AttackRow.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

// Every kind has its row, in AttackKind's order: a kind added to the enum without one fails here.
TEST(AttackRow, EveryKindHasItsRowInOrderWithADistinctName) {
  ASSERT_EQ(attackRows().size(), kAttackKindCount);
  std::set<std::string> names;
  for (size_t i = 0; i < kAttackKindCount; ++i) {
    const auto kind = static_cast<AttackKind>(i);
    const AttackRow& row = attackRow(kind);
    EXPECT_EQ(row.kind, kind) << i;
    ASSERT_NE(row.name, nullptr);
    EXPECT_TRUE(names.insert(row.name).second) << row.name;
    EXPECT_NE(row.targetsPerShot, nullptr) << row.name;
    // Only a wall does not fire.
    EXPECT_EQ(row.fire == nullptr, kind == AttackKind::None) << row.name;
    // The kind's parameters are the variant's alternative of the same index.
    EXPECT_EQ(attackKindOf(defaultParams(kind)), kind) << row.name;
  }
}

TEST(AttackRow, ACrowdTakesMoreFromSplashesAndChainsThanFromOneShot) {
  const GameDefs defs = test::testDefs();
  const auto targets = [&](const char* id, int level) {
    const TowerDef& def = defs.towers[static_cast<size_t>(defs.towerIndex(id))];
    return attackRow(def.attack).targetsPerShot(def.levels[static_cast<size_t>(level)]);
  };
  EXPECT_EQ(targets("arrow", 0), 1.0f);
  EXPECT_EQ(targets("cannon", 0), 2.0f);
  EXPECT_EQ(targets("frost", 0), 2.0f);
  EXPECT_EQ(targets("storm", 0), 3.0f);  // the struck enemy and a chain of 2
  EXPECT_EQ(targets("storm", 2), 5.0f);
  EXPECT_EQ(targets("discus", 0), 1.0f);
}

TEST(AttackRow, TheTestDefinitionsHoldEachKindsParameters) {
  for (const TowerDef& def : test::testDefs().towers) EXPECT_TRUE(def.paramsMatch()) << def.id;
}

}  // namespace
}  // namespace td
