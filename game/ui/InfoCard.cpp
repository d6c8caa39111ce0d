#include "game/ui/InfoCard.h"

#include <algorithm>

#include "game/render/Palette.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kTitleSize = 15;
constexpr unsigned kLineSize = 13;
constexpr float kLine = 18.f;
constexpr float kPad = 10.f;

}  // namespace

sf::Vector2f infoCardSize(const sf::Font& font, const std::string& title, const std::vector<std::string>& lines) {
  float width = textWidth(makeText(font, title, kTitleSize, colors::kText));
  for (const std::string& line : lines) {
    width = std::max(width, textWidth(makeText(font, line, kLineSize, colors::kText)));
  }
  return {width + 2.f * kPad, 32.f + kLine * static_cast<float>(lines.size())};
}

void drawInfoCard(sf::RenderTarget& target, const sf::Font& font, const std::string& title,
                  const std::vector<std::string>& lines, sf::Vector2f topLeft, bool dimLast) {
  const sf::Vector2f size = infoCardSize(font, title, lines);
  drawPanel(target, {topLeft.x, topLeft.y, size.x, size.y}, {12, 14, 20, 232}, colors::kPanelLine);
  drawTextAt(target, font, title, kTitleSize, colors::kGold, topLeft.x + kPad, topLeft.y + 6.f);
  for (size_t i = 0; i < lines.size(); ++i) {
    const sf::Color color = dimLast && i + 1 == lines.size() ? colors::kTextDim : colors::kText;
    drawTextAt(target, font, lines[i], kLineSize, color, topLeft.x + kPad,
               topLeft.y + 30.f + kLine * static_cast<float>(i));
  }
}

}  // namespace td
