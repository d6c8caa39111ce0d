#include <gtest/gtest.h>

#include <algorithm>

#include "game/editor/panel/WrappedLineField.h"

namespace td::editorui {
namespace {

// One unit a character, so widths read as character counts.
float characters(std::string_view text) { return static_cast<float>(text.size()); }

std::string spacesAgain(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text;
}

TEST(WrappedLineField, LinesBreakAtTheLastSpaceThatFits) {
  EXPECT_EQ(wrapAtSpaces("Press 4 for the Wall and close the gap.", 12.f, characters),
            "Press 4 for\nthe Wall and\nclose the\ngap.");
  EXPECT_EQ(wrapAtSpaces("Short enough.", 13.f, characters), "Short enough.");
  EXPECT_EQ(wrapAtSpaces("", 5.f, characters), "");
}

TEST(WrappedLineField, AWordWiderThanTheFieldKeepsItsLine) {
  EXPECT_EQ(wrapAtSpaces("a unbreakable b", 5.f, characters), "a\nunbreakable\nb");
  // A leading space never leaves an empty first line.
  EXPECT_EQ(wrapAtSpaces(" unbreakable", 5.f, characters), " unbreakable");
}

// What the field shows turns back into the line exactly: the cursor's place and the text typed survive wrapping.
TEST(WrappedLineField, WrappingKeepsTheLengthAndTurnsBackIntoTheLine) {
  for (const std::string text : {"Close  the gap   with a Wall, then watch the route fold.", " lead", "trail  ", "x"}) {
    for (const float width : {1.f, 4.f, 9.f, 30.f}) {
      const std::string wrapped = wrapAtSpaces(text, width, characters);
      EXPECT_EQ(wrapped.size(), text.size());
      EXPECT_EQ(spacesAgain(wrapped), text) << "width " << width << ": " << wrapped;
    }
  }
}

}  // namespace
}  // namespace td::editorui
