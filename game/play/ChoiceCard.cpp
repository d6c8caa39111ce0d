#include "game/play/ChoiceCard.h"

#include <algorithm>
#include <string>
#include <vector>

#include "game/play/TowerCard.h"
#include "game/text/DataWords.h"
#include "game/ui/InfoCard.h"
#include "game/ui/TextWrap.h"

namespace td {

void drawChoiceCard(sf::RenderTarget& target, const sf::Font& font, const PlayLayout& layout, const TowerDef& def,
                    size_t index) {
  const TowerSpecDef& spec = def.specialisations[index];
  const float width = std::clamp(layout.map.width * 0.5f, 180.f, 300.f);
  std::vector<std::string> lines = wrapWords(font, specSummary(spec), 13, width);
  for (std::string& line : specialisationCardLines(def, static_cast<int>(index))) lines.push_back(std::move(line));
  const sf::Vector2f size = infoCardSize(font, specName(spec), lines);
  const sf::FloatRect& button = layout.specialise[index];
  const float left = std::max(4.f, layout.side.left - size.x - 8.f);
  const float top = std::max(layout.topBar.height + 4.f, button.top + button.height - size.y);
  drawInfoCard(target, font, specName(spec), lines, {left, top});
}

}  // namespace td
