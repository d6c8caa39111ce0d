#include <gtest/gtest.h>

#include <SFML/Graphics/Font.hpp>

#include "game/editor/UiFont.h"
#include "game/ui/TextWrap.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

class TextWrapTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(font_.loadFromFile(kUiFontFile)) << kUiFontFile; }
  float width(const std::string& text) const { return textWidth(makeText(font_, text, 15, sf::Color::White)); }
  sf::Font font_;
};

TEST_F(TextWrapTest, WrapsBetweenWordsWithinTheWidth) {
  const std::string hint = "Bats fly straight over everything: keep Archers on their line, and Frost to slow them.";
  const float most = width("Bats fly straight over everything:");
  const std::vector<std::string> lines = wrapWords(font_, hint, 15, most);
  ASSERT_GE(lines.size(), 3u);
  std::string joined;
  for (const std::string& line : lines) {
    EXPECT_LE(width(line), most) << line;
    EXPECT_FALSE(line.empty());
    EXPECT_NE(line.front(), ' ');
    EXPECT_NE(line.back(), ' ');
    joined += (joined.empty() ? "" : " ") + line;
  }
  // Nothing lost, nothing added.
  EXPECT_EQ(joined, hint);
  EXPECT_EQ(lines.front(), "Bats fly straight over everything:");
}

TEST_F(TextWrapTest, AWordWiderThanTheLineStandsAlone) {
  const std::vector<std::string> lines = wrapWords(font_, "a Grand-Campaign-sized-word b", 15, width("a b"));
  EXPECT_EQ(lines, (std::vector<std::string>{"a", "Grand-Campaign-sized-word", "b"}));
}

TEST_F(TextWrapTest, RunsOfSpacesAndAnEmptyHintGiveNoEmptyLines) {
  EXPECT_TRUE(wrapWords(font_, "", 15, 200.f).empty());
  EXPECT_EQ(wrapWords(font_, "  two   words ", 15, 500.f), (std::vector<std::string>{"two words"}));
}

}  // namespace
}  // namespace td
