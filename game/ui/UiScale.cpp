#include "game/ui/UiScale.h"

#include <algorithm>
#include <cmath>

namespace td {

UiScale UiScale::forWindow(sf::Vector2u window, float setting) {
  UiScale s;
  s.window = {std::max(window.x, 1u), std::max(window.y, 1u)};
  const auto w = static_cast<float>(s.window.x);
  const auto h = static_cast<float>(s.window.y);
  const float wanted = std::min(w / kReferenceWidth, h / kReferenceHeight) * setting;
  // The largest scale that still leaves the smallest logical size every layout is made for.
  const float fits = std::min(w / kMinLogicalWidth, h / kMinLogicalHeight);
  const float scale = std::min(std::max(wanted, kMinReadable), fits);
  // A hair over, so a window of exactly the minimum is not one unit short.
  s.logical = {std::max(1u, static_cast<unsigned>(std::floor(w / scale + 0.01f))),
               std::max(1u, static_cast<unsigned>(std::floor(h / scale + 0.01f)))};
  return s;
}

sf::Vector2i UiScale::toLogical(int x, int y) const {
  return {static_cast<int>(std::floor(static_cast<float>(x) / scaleX())),
          static_cast<int>(std::floor(static_cast<float>(y) / scaleY()))};
}

sf::View UiScale::view() const {
  return sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(logical.x), static_cast<float>(logical.y)));
}

}  // namespace td
