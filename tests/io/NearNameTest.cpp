#include <gtest/gtest.h>

#include "io/NearName.h"

namespace td {
namespace {

const std::vector<std::string_view> kKeys = {"spawns", "goals", "waves", "waveBreak", "gold", "lives", "towers"};

TEST(NearName, FindsTheKeyATypoMeant) {
  EXPECT_EQ(nearName("spwans", kKeys), "spawns");  // two letters swapped
  EXPECT_EQ(nearName("Spawns", kKeys), "spawns");  // case
  EXPECT_EQ(nearName("tower", kKeys), "towers");   // a letter dropped
  EXPECT_EQ(nearName("wavebreak", kKeys), "waveBreak");
}

TEST(NearName, SaysNothingWhenNothingIsCloseOrTwoAreEquallyClose) {
  EXPECT_FALSE(nearName("author", kKeys));
  EXPECT_FALSE(nearName("cat", {"bat", "hat"}));  // one edit from either
  EXPECT_FALSE(nearName("spawns", kKeys));        // itself is no typo
  EXPECT_FALSE(nearName("", kKeys));
  EXPECT_FALSE(nearName("x", {"y"}));
}

}  // namespace
}  // namespace td
