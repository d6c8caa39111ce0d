#include <gtest/gtest.h>

#include <SFML/Graphics/VertexArray.hpp>

#include "game/kinds/AttackShow.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

// Every kind has its row, in AttackKind's order: a kind added to the enum without its look, sound and card
// lines fails here.
TEST(AttackShow, EveryKindHasItsRowInOrder) {
  ASSERT_EQ(attackShows().size(), kAttackKindCount);
  for (size_t i = 0; i < kAttackKindCount; ++i) {
    const auto kind = static_cast<AttackKind>(i);
    const AttackShow& show = attackShow(kind);
    EXPECT_EQ(show.kind, kind) << i;
    EXPECT_NE(show.turret, nullptr) << i;
    EXPECT_NE(show.traits, nullptr) << i;
  }
}

TEST(AttackShow, EachKindDrawsATurretAndSaysWhatItDoes) {
  for (const TowerDef& def : test::testDefs().towers) {
    const AttackShow& show = attackShow(def.attack);
    sf::VertexArray out(sf::Triangles);
    show.turret(out, TurretPose{{0.f, 0.f}, {1.f, 0.f}, 0.f, 40.f}, show.color, show.color);
    EXPECT_GT(out.getVertexCount(), 0u) << def.id;
    std::vector<std::string> lines;
    show.traits(def.levels[0], lines);
    // The Archer's card says only what every tower's does (range, damage, rate, what it hits).
    if (def.attack != AttackKind::Arrow) {
      EXPECT_FALSE(lines.empty()) << def.id;
    }
  }
  // Every kind that flies a projectile draws it.
  for (const AttackKind kind : {AttackKind::Arrow, AttackKind::Shell, AttackKind::Frost}) {
    EXPECT_NE(attackShow(kind).projectile, nullptr);
  }
}

}  // namespace
}  // namespace td
