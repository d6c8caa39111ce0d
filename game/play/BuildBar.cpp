#include "game/play/BuildBar.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/play/TowerCard.h"
#include "game/render/Look.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/ui/InfoCard.h"
#include "game/ui/UiDraw.h"

namespace td {

void BuildBar::draw(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                    sf::Vector2i mouse) {
  const World& world = controller.world();
  if (controller.watching()) {
    // Nothing to build in a replay: the towers go up as they did.
    if (!layout.buildSlots.empty()) {
      const sf::FloatRect& first = layout.buildSlots.front();
      drawTextAt(target, font_, tr("Watching a replay: the towers go up as they were built"), 15, colors::kTextDim,
                 first.left + 8.f, first.top + first.height * 0.5f - 10.f);
    }
    return;
  }
  const auto slots = controller.buildSlots();
  size_t hovered = slots.size();
  for (size_t i = 0; i < slots.size() && i < layout.buildSlots.size(); ++i) {
    const auto& s = slots[i];
    const TowerDef& def = world.defs().towers[s.kind];
    const sf::FloatRect r = layout.buildSlots[i];
    Button b;
    b.rect = r;
    b.enabled = s.affordable;
    b.active = controller.buildKind() == s.kind;
    const bool over = mouse.x >= 0 && r.contains(sf::Vector2f(mouse));
    drawButton(target, font_, b, over);
    // Made for slots 60 tall; the compact bar's are smaller, and all in them with them.
    const float k = std::min(1.f, r.height / 60.f);
    const auto sized = [k](float size) { return static_cast<unsigned>(std::round(size * k)); };
    icon_.clear();
    addTowerShape(icon_, def, {r.left + 28.f * k, r.top + r.height * 0.5f}, -1.5708f, 0, 38.f * k);
    if (!s.affordable) fadeFrom(icon_, 0, 0.45f);
    target.draw(icon_);
    sf::Text key = makeText(font_, keys_.firstKey(PlayAction::PickTower, s.hotkey - 1), 12, colors::kTextDim);
    placeText(key, r.left + r.width - textWidth(key) - 7.f, r.top + 5.f);
    target.draw(key);
    const float textLeft = r.left + 54.f * k;
    // The name gets smaller rather than running under the hotkey in a narrow slot.
    const sf::Color text = s.affordable ? colors::kText : colors::kTextDim;
    unsigned nameSize = sized(16.f);
    sf::Text name = makeText(font_, kindName(def), nameSize, text);
    const float room = r.left + r.width - textWidth(key) - 10.f - textLeft;
    while (nameSize > 10 && textWidth(name) > room) name = makeText(font_, kindName(def), --nameSize, text);
    placeText(name, textLeft, r.top + 8.f * k);
    target.draw(name);
    drawTextAt(target, font_, textf(tr("{0} gold"), groupedText(s.cost)), sized(13.f),
               s.affordable ? colors::kGold : colors::refuse(), textLeft, r.top + 32.f * k);
    if (over) hovered = i;
  }
  if (hovered < slots.size())
    drawCard(target, layout, world.defs().towers[slots[hovered].kind], layout.buildSlots[hovered]);
}

void BuildBar::drawCard(sf::RenderTarget& target, const PlayLayout& layout, const TowerDef& def,
                        const sf::FloatRect& slot) {
  // Above the slot, inside the window: what the kind does before it is bought.
  const std::vector<std::string> lines = towerCardLines(def, 0);
  const sf::Vector2f size = infoCardSize(font_, kindName(def), lines);
  const float left = std::clamp(slot.left, 4.f, std::max(4.f, layout.bottomBar.width - size.x - 4.f));
  const float top = std::max(layout.topBar.height + 4.f, slot.top - size.y - 6.f);
  // The last line is the upgrade's: dimmer, it is not what the player buys now.
  drawInfoCard(target, font_, kindName(def), lines, {left, top}, true);
}

}  // namespace td
