#include "game/play/OpeningFocus.h"

#include <algorithm>

namespace td {

sf::Vector2f openingFocus(const LevelDef& level) {
  bool any = false;
  sf::Vector2f low;
  sf::Vector2f high;
  const auto include = [&](sf::Vector2f p) {
    low = any ? sf::Vector2f(std::min(low.x, p.x), std::min(low.y, p.y)) : p;
    high = any ? sf::Vector2f(std::max(high.x, p.x), std::max(high.y, p.y)) : p;
    any = true;
  };
  for (const Cell g : level.goals) include({static_cast<float>(g.x) + 0.5f, static_cast<float>(g.y) + 0.5f});
  if (level.hero) include({level.hero->start.x, level.hero->start.y});
  if (!any) return {static_cast<float>(level.width) * 0.5f, static_cast<float>(level.height) * 0.5f};
  return (low + high) * 0.5f;
}

}  // namespace td
