#include "game/screens/LevelWayLine.h"

#include <algorithm>

#include "game/render/Palette.h"
#include "game/screens/LevelWayTag.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kTextSize = 14;
constexpr unsigned kLeastTextSize = 11;

bool shown(const LevelEntry* e) { return e != nullptr && e->way != LevelWay::Unknown; }

}  // namespace

sf::FloatRect LevelWayLine::tagBox(const LevelEntry& e) const {
  return wayTagBox(font_, e.way, box_.left + 8.f, box_.top + (box_.height - kWayTagHeight) * 0.5f);
}

unsigned LevelWayLine::textSize(const LevelEntry& e, float room) const {
  unsigned size = kTextSize;
  while (size > kLeastTextSize && textWidth(makeText(font_, e.wayText, size, colors::kText)) > room) --size;
  return size;
}

sf::FloatRect LevelWayLine::textBox(const LevelEntry& e) const {
  const sf::FloatRect tag = tagBox(e);
  const float left = tag.left + tag.width + 10.f;
  const float room = box_.left + box_.width - 8.f - left;
  const unsigned size = textSize(e, room);
  const float width = std::min(room, textWidth(makeText(font_, e.wayText, size, colors::kText)));
  const float height = static_cast<float>(size) * 1.2f;
  return {left, box_.top + (box_.height - height) * 0.5f, width, height};
}

void LevelWayLine::addParts(const LevelEntry* entry, std::vector<UiPart>& parts) const {
  if (!shown(entry)) return;
  parts.push_back({"details tag", tagBox(*entry), "details"});
  parts.push_back({"details text", textBox(*entry), "details"});
}

void LevelWayLine::draw(sf::RenderTarget& target, const LevelEntry* entry) const {
  drawPanel(target, box_, {12, 14, 19, 240}, colors::kPanelLine);
  if (!shown(entry)) return;
  drawWayTag(target, font_, entry->way, tagBox(*entry));
  const sf::FloatRect text = textBox(*entry);
  const unsigned size = textSize(*entry, box_.left + box_.width - 8.f - text.left);
  drawTextAt(target, font_, entry->wayText, size, colors::kText, text.left, text.top);
}

}  // namespace td
