#include <gtest/gtest.h>

#include "io/LevelJson.h"
#include "io/Utf8Text.h"
#include "tests/io/IoTestSupport.h"

namespace td {
namespace {

TEST(Utf8Text, WellFormedTextPassesUnchanged) {
  EXPECT_EQ(escapeInvalidUtf8("plain"), "plain");
  EXPECT_EQ(escapeInvalidUtf8("Gr\xC3\xBC\xC3\x9F \xE2\x82\xAC \xF0\x9F\x8E\xAF"),
            "Gr\xC3\xBC\xC3\x9F \xE2\x82\xAC \xF0\x9F\x8E\xAF");
}

TEST(Utf8Text, BrokenBytesAreEscaped) {
  EXPECT_EQ(escapeInvalidUtf8("a\xFF"
                              "b"),
            "a\\xFFb");
  EXPECT_EQ(escapeInvalidUtf8("\xC3"), "\\xC3");                             // cut short
  EXPECT_EQ(escapeInvalidUtf8("\xC0\xAF"), "\\xC0\\xAF");                    // overlong
  EXPECT_EQ(escapeInvalidUtf8("\xED\xA0\x80"), "\\xED\\xA0\\x80");           // a surrogate
  EXPECT_EQ(escapeInvalidUtf8("\xF4\x90\x80\x80"), "\\xF4\\x90\\x80\\x80");  // above U+10FFFF
}

// The parser quotes what it last read; a message about a broken file must
// itself be valid text.
TEST(Utf8Text, ParseErrorsNeverCarryBrokenBytes) {
  const LevelLoad load = parseLevel("{\"format\": \"td-level\", \"name\": \"\xFF\xFE bad\"}", test::shippedTerrains());
  ASSERT_FALSE(load.ok());
  for (const JsonError& e : load.errors) {
    const std::string text = e.text();
    EXPECT_EQ(escapeInvalidUtf8(text), text) << text;
  }
  EXPECT_NE(load.errors[0].text().find("\\xFF"), std::string::npos) << load.errors[0].text();
}

}  // namespace
}  // namespace td
