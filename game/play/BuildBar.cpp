#include "game/play/BuildBar.h"

#include <string>

#include "game/render/Look.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/ui/UiDraw.h"

namespace td {

void BuildBar::draw(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                    sf::Vector2i mouse) {
  const World& world = controller.world();
  const auto slots = controller.buildSlots();
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
  }
}

}  // namespace td
