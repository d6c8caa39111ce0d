#include "game/play/PauseBanner.h"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>

#include "engine/core/TextFormat.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {

namespace {

std::string bannerLine(const std::string& goOn) {
  if (goOn.empty()) return tr("Build, sell and upgrade as you like.  The pause button: go on");
  // TRANSLATORS: {0} names the keys that end the pause ("P or Space").
  return textf(tr("Build, sell and upgrade as you like.  {0}: go on"), goOn);
}

}  // namespace

sf::FloatRect pauseBannerRect(const sf::Font& font, const sf::FloatRect& map, const std::string& goOn) {
  const sf::Text title = makeText(font, tr("Paused"), 22, colors::kGold);
  const sf::Text line = makeText(font, bannerLine(goOn), 13, colors::kText);
  // A narrow map keeps the title alone rather than a line cut in half.
  const bool withLine = textWidth(line) + 32.f <= map.width;
  const float width = std::min(map.width, std::max(textWidth(title), withLine ? textWidth(line) : 0.f) + 32.f);
  return {map.left + (map.width - width) * 0.5f, map.top + 8.f, width, withLine ? 58.f : 36.f};
}

void drawPauseBanner(sf::RenderTarget& target, const sf::Font& font, const sf::FloatRect& map,
                     const std::string& goOn) {
  sf::Text title = makeText(font, tr("Paused"), 22, colors::kGold);
  sf::Text line = makeText(font, bannerLine(goOn), 13, colors::kText);
  const sf::FloatRect box = pauseBannerRect(font, map, goOn);
  const bool withLine = box.height > 40.f;
  const float top = box.top;
  drawPanel(target, box, {14, 16, 22, 215}, colors::kGold);
  const float cx = map.left + map.width * 0.5f;
  placeText(title, cx - textWidth(title) * 0.5f, top + 5.f);
  target.draw(title);
  if (withLine) {
    placeText(line, cx - textWidth(line) * 0.5f, top + 35.f);
    target.draw(line);
  }
}

}  // namespace td
