#include "game/editor/FindingsOverlay.h"

#include <algorithm>
#include <cmath>

#include "game/render/Look.h"
#include "game/render/Primitives.h"

namespace td::editorui {

sf::Color FindingsOverlay::heatColor(float share) {
  const float t = std::sqrt(std::clamp(share, 0.f, 1.f));
  // From a pale yellow to a deep red, and from faint to nearly opaque, so that the hottest cells read even on
  // red-brown ground.
  const auto channel = [t](float from, float to) { return static_cast<uint8_t>(from + (to - from) * t); };
  return {channel(255.f, 220.f), channel(236.f, 30.f), channel(120.f, 40.f), channel(40.f, 200.f)};
}

void FindingsOverlay::build(const RatingFindings& findings, size_t steps, const GameDefs& defs, Show show) {
  shapes_.clear();
  const size_t cells = static_cast<size_t>(findings.width) * static_cast<size_t>(findings.height);
  if (show.heat && findings.maxDamage > 0.f) {
    for (int32_t y = 0; y < findings.height; ++y) {
      for (int32_t x = 0; x < findings.width; ++x) {
        const float d = findings.damage[findings.cellIndex({x, y})];
        if (d <= 0.f) continue;
        addRect(shapes_, {static_cast<float>(x), static_cast<float>(y), 1.f, 1.f}, heatColor(d / findings.maxDamage));
      }
    }
  }
  if (show.leaks) {
    int32_t most = 1;
    for (const int32_t n : findings.leaks) most = std::max(most, n);
    for (int32_t y = 0; y < findings.height; ++y) {
      for (int32_t x = 0; x < findings.width; ++x) {
        const int32_t n = findings.leaks[findings.cellIndex({x, y})];
        if (n <= 0) continue;
        // A ring that grows with the lives lost there: the goal that cost most stands out.
        const float outer = 0.55f + 0.45f * static_cast<float>(n) / static_cast<float>(most);
        const sf::Vector2f centre(static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f);
        addRing(shapes_, centre, outer - 0.16f, outer, sf::Color(255, 70, 70, 230));
        addRing(shapes_, centre, outer, outer + 0.05f, sf::Color(40, 0, 0, 200));
      }
    }
  }
  if (!show.towers) return;
  kindOf_.assign(cells, 0);
  levelOf_.assign(cells, 0);
  const size_t upTo = std::min(steps, findings.changes.size());
  for (size_t i = 0; i < upTo; ++i) {
    const TowerChange& c = findings.changes[i];
    if (c.cell.x < 0 || c.cell.y < 0 || c.cell.x >= findings.width || c.cell.y >= findings.height) continue;
    const size_t at = findings.cellIndex(c.cell);
    kindOf_[at] = c.sold ? 0 : static_cast<uint16_t>(c.kind + 1);
    levelOf_[at] = c.level;
  }
  for (int32_t y = 0; y < findings.height; ++y) {
    for (int32_t x = 0; x < findings.width; ++x) {
      const size_t at = findings.cellIndex({x, y});
      if (kindOf_[at] == 0 || kindOf_[at] > defs.towers.size()) continue;
      const TowerDef& def = defs.towers[kindOf_[at] - 1u];
      addTowerShape(shapes_, def, {static_cast<float>(x) + 0.5f, static_cast<float>(y) + 0.5f}, -1.5708f, levelOf_[at]);
    }
  }
}

void FindingsOverlay::draw(sf::RenderTarget& target) const { target.draw(shapes_); }

}  // namespace td::editorui
