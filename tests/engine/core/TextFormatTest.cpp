#include <gtest/gtest.h>

#include "engine/core/TextFormat.h"

namespace td {
namespace {

TEST(TextFormat, NumberedPlacesTakeTheirArgumentsInAnyOrder) {
  EXPECT_EQ(textf("Wave {0} of {1}", 3, 12), "Wave 3 of 12");
  EXPECT_EQ(textf("{1}: fala {0}", 3, std::string("Start")), "Start: fala 3");
  EXPECT_EQ(textf("{0}{0}", "ab"), "abab");
  EXPECT_EQ(textf("no places"), "no places");
}

TEST(TextFormat, AMistakeShowsRatherThanBreaks) {
  // A place with no argument stays as written, and so do braces that are no place.
  EXPECT_EQ(textf("{0} and {2}", 1, 2), "1 and {2}");
  EXPECT_EQ(textf("{x} {", 1), "{x} {");
  EXPECT_EQ(textf("{{0}} is {0}", 7), "{0}} is 7");
}

}  // namespace
}  // namespace td
