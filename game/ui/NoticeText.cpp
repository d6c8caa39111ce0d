#include "game/ui/NoticeText.h"

#include <algorithm>
#include <vector>

#include "game/ui/TextWrap.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kSize = 15;
constexpr float kLine = 21.f;
constexpr float kPad = 10.f;

}  // namespace

float drawNoticeText(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8, sf::Color color,
                     float centreX, float top, float width) {
  if (utf8.empty()) return 0.f;
  const std::vector<std::string> lines = wrapWords(font, utf8, kSize, std::max(width - 2.f * kPad, 40.f));
  float widest = 0.f;
  for (const std::string& line : lines) widest = std::max(widest, textWidth(makeText(font, line, kSize, color)));
  const float height = kLine * static_cast<float>(lines.size()) + 2.f * kPad - 4.f;
  drawPanel(target, {centreX - widest * 0.5f - kPad, top, widest + 2.f * kPad, height}, {12, 12, 16, 220},
            {color.r, color.g, color.b, 140});
  for (size_t i = 0; i < lines.size(); ++i) {
    drawTextCentred(target, font, lines[i], kSize, color, centreX, top + kPad - 3.f + kLine * static_cast<float>(i));
  }
  return height;
}

}  // namespace td
