#include "game/screens/LevelWayTag.h"

#include <string>

#include "game/render/Palette.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kTagText = 13;

sf::Color tagFill(LevelWay way) { return way == LevelWay::Maze ? sf::Color{66, 64, 60} : sf::Color{86, 72, 44}; }
sf::Color tagLine(LevelWay way) { return way == LevelWay::Maze ? colors::kWall : sf::Color{214, 182, 120}; }

}  // namespace

sf::FloatRect wayTagBox(const sf::Font& font, LevelWay way, float x, float y) {
  const std::string tag(wayTag(way));
  return {x, y, textWidth(makeText(font, tag, kTagText, colors::kText)) + 14.f, kWayTagHeight};
}

void drawWayTag(sf::RenderTarget& target, const sf::Font& font, LevelWay way, const sf::FloatRect& box) {
  drawPanel(target, box, tagFill(way), tagLine(way));
  const float lineHeight = static_cast<float>(kTagText) * 1.2f;
  drawTextAt(target, font, std::string(wayTag(way)), kTagText, colors::kText, box.left + 7.f,
             box.top + (box.height - lineHeight) * 0.5f);
}

}  // namespace td
