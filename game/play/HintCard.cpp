#include "game/play/HintCard.h"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>

#include "game/render/Palette.h"
#include "game/ui/TextWrap.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kTextSize = 15;
constexpr unsigned kSmallestTextSize = 12;
constexpr float kPad = 12.f;
constexpr float kLineHeight = 21.f;
constexpr size_t kMostLines = 4;

}  // namespace

void drawHintCard(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& map, const std::string& title,
                  const std::string& hint, bool atTop, const sf::FloatRect& avoid) {
  if (hint.empty() || map.width < 120.f) return;
  float width = std::min(map.width - 16.f, 620.f);
  float left = map.left + (map.width - width) * 0.5f;
  if (atTop && avoid.width > 0.f && avoid.left < left + width && avoid.left + avoid.width > left) {
    // Beside the card already at the top: from the map's left edge up to it.
    left = map.left + 8.f;
    width = std::min(width, avoid.left - 8.f - left);
    if (width < 200.f) return;  // no room beside it: the other card has the word
  }
  // At most a third of the map's height, so a small window still shows the map. A hint longer than its lines
  // (a translation runs longer than its English) is written smaller, down to 12 pixels, before the last line
  // that fits ends in an ellipsis (the editor keeps hints to a few lines).
  unsigned size = kTextSize;
  float lineHeight = kLineHeight;
  std::vector<std::string> lines;
  size_t most = 1;
  for (;; --size) {
    lineHeight = kLineHeight * static_cast<float>(size) / static_cast<float>(kTextSize);
    lines = wrapWords(font, hint, size, width - 2.f * kPad);
    const auto room = static_cast<size_t>(std::max(0.f, (map.height / 3.f - 38.f) / lineHeight));
    most = std::clamp<size_t>(room, 1, kMostLines);
    if (lines.size() <= most || size == kSmallestTextSize) break;
  }
  if (lines.size() > most) {
    lines.resize(most);
    lines.back() += "\u2026";
  }
  const float height = 30.f + lineHeight * static_cast<float>(lines.size()) + 8.f;
  const float top = atTop ? map.top + 10.f : map.top + map.height - height - 10.f;
  drawPanel(target, {left, top, width, height}, {14, 16, 22, 225}, colors::kGold);
  drawTextAt(target, font, title, 13, colors::kGold, left + kPad, top + 7.f);
  for (size_t i = 0; i < lines.size(); ++i) {
    drawTextAt(target, font, lines[i], size, colors::kText, left + kPad,
               top + 28.f + lineHeight * static_cast<float>(i));
  }
}

}  // namespace td
