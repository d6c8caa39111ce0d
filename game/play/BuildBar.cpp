#include "game/play/BuildBar.h"

#include <algorithm>
#include <string>
#include <vector>

#include "game/play/TowerCard.h"
#include "game/render/Look.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/ui/InfoCard.h"
#include "game/ui/UiDraw.h"

namespace td {

void BuildBar::draw(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                    sf::Vector2i mouse) {
  const World& world = controller.world();
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
    icon_.clear();
    addTowerShape(icon_, def, {r.left + 28.f, r.top + r.height * 0.5f}, -1.5708f, 0, 38.f);
    if (!s.affordable) fadeFrom(icon_, 0, 0.45f);
    target.draw(icon_);
    const sf::Color text = s.affordable ? colors::kText : colors::kTextDim;
    drawTextAt(target, font_, def.name, 16, text, r.left + 54.f, r.top + 8.f);
    drawTextAt(target, font_, std::to_string(s.cost) + " gold", 13, s.affordable ? colors::kGold : colors::kRefuse,
               r.left + 54.f, r.top + 32.f);
    sf::Text key = makeText(font_, std::to_string(s.hotkey), 12, colors::kTextDim);
    placeText(key, r.left + r.width - textWidth(key) - 7.f, r.top + 5.f);
    target.draw(key);
    if (over) hovered = i;
  }
  if (hovered < slots.size())
    drawCard(target, layout, world.defs().towers[slots[hovered].kind], layout.buildSlots[hovered]);
}

void BuildBar::drawCard(sf::RenderTarget& target, const PlayLayout& layout, const TowerDef& def,
                        const sf::FloatRect& slot) {
  // Above the slot, inside the window: what the kind does before it is bought.
  const std::vector<std::string> lines = towerCardLines(def, 0);
  const sf::Vector2f size = infoCardSize(font_, def.name, lines);
  const float left = std::clamp(slot.left, 4.f, std::max(4.f, layout.bottomBar.width - size.x - 4.f));
  const float top = std::max(layout.topBar.height + 4.f, slot.top - size.y - 6.f);
  // The last line is the upgrade's: dimmer, it is not what the player buys now.
  drawInfoCard(target, font_, def.name, lines, {left, top}, true);
}

}  // namespace td
