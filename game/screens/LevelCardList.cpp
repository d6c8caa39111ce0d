#include "game/screens/LevelCardList.h"

#include <SFML/Graphics/View.hpp>
#include <algorithm>
#include <string>

namespace td {
namespace {

const sf::Vector2u kThumbPixels{240, 150};

}  // namespace

void LevelCardList::setArea(sf::FloatRect area) {
  area_ = area;
  rowHeight_ = std::clamp(area.height / 4.f, 64.f, 100.f);
}

int LevelCardList::page() const { return std::max(1, static_cast<int>(area_.height / rowHeight_)); }

sf::FloatRect LevelCardList::rowRect(int row) const {
  return {area_.left + 6.f, area_.top + 6.f + rowHeight_ * static_cast<float>(row), area_.width - 12.f,
          rowHeight_ - 6.f};
}

LevelCardLayout LevelCardList::cardLayout(const LevelEntry& entry, int row) const {
  return layoutLevelCard(font_, entry, rowRect(row));
}

int LevelCardList::rowAt(const std::vector<LevelEntry>& entries, sf::Vector2f p) const {
  if (!area_.contains(p)) return -1;
  const sf::Vector2f q = listPoint(p);
  for (size_t i = 0; i < entries.size(); ++i) {
    if (rowRect(static_cast<int>(i)).contains(q)) return static_cast<int>(i);
  }
  return -1;
}

void LevelCardList::scrollBy(size_t rows, float pixels) {
  const float content = rowHeight_ * static_cast<float>(rows) + 6.f;
  scroll_ = std::clamp(scroll_ + pixels, 0.f, std::max(0.f, content - area_.height));
}

void LevelCardList::scrollTo(size_t rows, int row) {
  if (row < 0) return;
  const sf::FloatRect r = rowRect(row);
  if (r.top - 6.f < area_.top + scroll_) scrollBy(rows, r.top - 6.f - (area_.top + scroll_));
  if (r.top + r.height + 6.f > area_.top + scroll_ + area_.height) {
    scrollBy(rows, r.top + r.height + 6.f - (area_.top + scroll_ + area_.height));
  }
}

// Pictures are made on first sight: a long list of the player's levels costs nothing until it is scrolled to.
const LevelThumbnail* LevelCardList::thumbnail(size_t list, const std::vector<LevelEntry>& entries, int row) {
  auto& thumbs = thumbs_[list];
  if (thumbs.size() != entries.size()) thumbs.resize(entries.size());
  auto& slot = thumbs[static_cast<size_t>(row)];
  const LevelEntry& e = entries[static_cast<size_t>(row)];
  if (!slot && e.level) slot = std::make_unique<LevelThumbnail>(painter_.paint(*e.level, kThumbPixels));
  return slot && slot->ok() ? slot.get() : nullptr;
}

void LevelCardList::draw(sf::RenderTarget& target, size_t list, const std::vector<LevelEntry>& entries, int focus,
                         sf::Vector2f mouse, const std::function<void(sf::RenderTarget&)>& empty) {
  const sf::View old = target.getView();
  sf::View clip(sf::FloatRect(area_.left, area_.top + scroll_, area_.width, area_.height));
  const sf::FloatRect screen = old.getViewport();
  const sf::Vector2f oldSize = old.getSize();
  clip.setViewport({screen.left + screen.width * area_.left / oldSize.x,
                    screen.top + screen.height * area_.top / oldSize.y, screen.width * area_.width / oldSize.x,
                    screen.height * area_.height / oldSize.y});
  target.setView(clip);
  if (entries.empty() && empty) empty(target);
  for (size_t i = 0; i < entries.size(); ++i) {
    const auto row = static_cast<int>(i);
    const sf::FloatRect r = rowRect(row);
    if (r.top + r.height < area_.top + scroll_ || r.top > area_.top + scroll_ + area_.height) continue;
    drawLevelCard(target, font_, entries[i], cardLayout(entries[i], row), thumbnail(list, entries, row), kThumbPixels,
                  row == focus, listPoint(mouse));
  }
  target.setView(old);
}

void LevelCardList::addParts(const std::vector<LevelEntry>& entries, std::vector<UiPart>& parts) const {
  const auto scrolled = [this](sf::FloatRect rect) {
    rect.top -= scroll_;
    return rect;
  };
  for (size_t i = 0; i < entries.size(); ++i) {
    const auto row = static_cast<int>(i);
    const sf::FloatRect r = scrolled(rowRect(row));
    if (r.top < area_.top || r.top + r.height > area_.top + area_.height) continue;
    const std::string name = "row " + std::to_string(i + 1);
    parts.push_back({name, r, "list"});
    const LevelCardLayout card = cardLayout(entries[i], row);
    parts.push_back({name + " Play", scrolled(card.play.rect), name});
    if (entries[i].won) parts.push_back({name + " Endless", scrolled(card.endless.rect), name});
    if (card.hasChallenges) parts.push_back({name + " Challenges", scrolled(card.challenges.rect), name});
    parts.push_back({name + " title", scrolled(card.title), name});
    if (entries[i].way != LevelWay::Unknown) parts.push_back({name + " tag", scrolled(card.tag), name});
  }
}

}  // namespace td
