#include <gtest/gtest.h>

#include <SFML/Graphics/Font.hpp>

#include "game/text/UiFonts.h"
#include "game/ui/TextWrap.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

class TextWrapTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(font_.loadFromFile(kLatinFontFile)) << kLatinFontFile; }
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

TEST_F(TextWrapTest, ChineseBreaksBetweenCharactersButNotBeforeClosingPunctuation) {
  sf::Font cjk;
  std::string error;
  ASSERT_TRUE(loadUiFont(cjk, Language::Chinese, error)) << error;
  const auto w = [&](const std::string& text) { return textWidth(makeText(cjk, text, 15, sf::Color::White)); };
  // 12 ideographs, a comma, 8 more and a full stop; a Latin name inside keeps its letters together.
  const std::string hint = "蝙蝠直接飞越一切障碍物，沿着它们的航线放置Archer塔。";
  const float most = w("蝙蝠直接飞越一切");
  const std::vector<std::string> lines = wrapWords(cjk, hint, 15, most);
  ASSERT_GE(lines.size(), 3u);
  std::string joined;
  for (const std::string& line : lines) {
    EXPECT_LE(w(line), most) << line;
    // No line begins with the comma or the full stop.
    EXPECT_NE(line.rfind("，", 0), 0u) << line;
    EXPECT_NE(line.rfind("。", 0), 0u) << line;
    joined += line;
  }
  // Nothing lost, and no space added between characters.
  EXPECT_EQ(joined, hint);
  for (const std::string& line : lines) {
    if (line.find("Arch") != std::string::npos) {
      EXPECT_NE(line.find("Archer"), std::string::npos) << line;
    }
  }
}

}  // namespace
}  // namespace td
