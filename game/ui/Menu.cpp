#include "game/ui/Menu.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "game/ui/UiDraw.h"

namespace td {

void Menu::add(std::string label, bool enabled, std::string detail) {
  Button b;
  b.label = std::move(label);
  b.detail = std::move(detail);
  b.enabled = enabled;
  entries_.push_back(std::move(b));
  if (focus_ < 0 && enabled) focus_ = static_cast<int>(entries_.size()) - 1;
}

void Menu::layout(float centreX, float top, float width, float rowHeight, float gap) {
  float y = top;
  for (Button& b : entries_) {
    b.rect = {centreX - width * 0.5f, y, width, rowHeight};
    y += rowHeight + gap;
  }
}

void Menu::layoutIn(const sf::FloatRect& area, float width, float rowHeight, float minRowHeight, float gap) {
  const auto n = static_cast<int>(entries_.size());
  if (n == 0) return;
  const int fit = std::max(1, static_cast<int>(std::floor((area.height + gap) / (minRowHeight + gap))));
  const int columns = (n + fit - 1) / fit;
  const int rows = (n + columns - 1) / columns;
  const auto cols = static_cast<float>(columns);
  const float w = std::min(width, (area.width - (cols - 1.f) * gap) / cols);
  const float h = std::min(rowHeight, (area.height + gap) / static_cast<float>(rows) - gap);
  const float left = area.left + (area.width - (cols * w + (cols - 1.f) * gap)) * 0.5f;
  for (int i = 0; i < n; ++i) {
    const int columnIndex = i / rows;  // filled column by column
    const auto column = static_cast<float>(columnIndex);
    const auto row = static_cast<float>(i % rows);
    entries_[static_cast<size_t>(i)].rect = {left + column * (w + gap), area.top + row * (h + gap), w, h};
  }
}

sf::FloatRect Menu::bounds() const {
  if (entries_.empty()) return {};
  float left = entries_.front().rect.left, top = entries_.front().rect.top, right = left, bottom = top;
  for (const Button& b : entries_) {
    left = std::min(left, b.rect.left);
    top = std::min(top, b.rect.top);
    right = std::max(right, b.rect.left + b.rect.width);
    bottom = std::max(bottom, b.rect.top + b.rect.height);
  }
  return {left, top, right - left, bottom - top};
}

void Menu::setFocus(int index) {
  if (index >= 0 && index < static_cast<int>(entries_.size()) && entries_[static_cast<size_t>(index)].enabled) {
    focus_ = index;
  }
}

void Menu::moveFocus(int step) {
  const auto n = static_cast<int>(entries_.size());
  if (n == 0) return;
  int i = focus_ < 0 ? (step > 0 ? -1 : 0) : focus_;
  for (int tries = 0; tries < n; ++tries) {
    i = (i + step + n) % n;
    if (entries_[static_cast<size_t>(i)].enabled) {
      focus_ = i;
      return;
    }
  }
}

std::optional<int> Menu::handle(const sf::Event& event) {
  switch (event.type) {
    case sf::Event::KeyPressed:
      switch (event.key.code) {
        case sf::Keyboard::Up:
        case sf::Keyboard::W:
          moveFocus(-1);
          break;
        case sf::Keyboard::Down:
        case sf::Keyboard::S:
          moveFocus(1);
          break;
        case sf::Keyboard::Enter:
        case sf::Keyboard::Space:
          if (focus_ >= 0 && entries_[static_cast<size_t>(focus_)].enabled) return focus_;
          break;
        default:
          break;
      }
      break;
    case sf::Event::MouseMoved:
      for (size_t i = 0; i < entries_.size(); ++i) {
        if (entries_[i].hit(static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y))) {
          focus_ = static_cast<int>(i);
        }
      }
      break;
    case sf::Event::MouseButtonPressed:
      if (event.mouseButton.button != sf::Mouse::Left) break;
      for (size_t i = 0; i < entries_.size(); ++i) {
        if (entries_[i].hit(static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y))) {
          focus_ = static_cast<int>(i);
          return focus_;
        }
      }
      break;
    default:
      break;
  }
  return std::nullopt;
}

void Menu::draw(sf::RenderTarget& target, const sf::Font& font) const {
  for (size_t i = 0; i < entries_.size(); ++i) {
    drawButton(target, font, entries_[i], static_cast<int>(i) == focus_, 22);
  }
}

}  // namespace td
