#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <functional>
#include <memory>
#include <vector>

#include "game/render/LevelThumbnail.h"
#include "game/screens/LevelCard.h"
#include "game/screens/LevelEntries.h"
#include "game/ui/UiPart.h"

namespace td {

// The level select's scrolling list of level cards (LevelCard.h), one list for each tab the screen shows: where
// each row is, the scroll that keeps the focused row in view, and the maps' pictures, made on first sight. The
// screen owns the entries and the focus and hands them in.
class LevelCardList {
 public:
  LevelCardList(const sf::Font& font, size_t lists) : font_(font), thumbs_(lists) {}

  // The list's area in window pixels; rows are a quarter of it high, 64 to 100 pixels.
  void setArea(sf::FloatRect area);
  const sf::FloatRect& area() const { return area_; }
  // How many rows a page holds (PageUp, PageDown).
  int page() const;

  // The row under a window point, or -1.
  int rowAt(const std::vector<LevelEntry>& entries, sf::Vector2f p) const;
  // A row's card laid out in the list's own (scrolled) coordinates, and a window point in them.
  LevelCardLayout cardLayout(const LevelEntry& entry, int row) const;
  sf::Vector2f listPoint(sf::Vector2f p) const { return {p.x, p.y + scroll_}; }

  void scrollBy(size_t rows, float pixels);
  void scrollTo(size_t rows, int row);
  void resetScroll() { scroll_ = 0.f; }
  // The wheel's notch: a bit over half a row.
  float wheelStep() const { return rowHeight_ * 0.6f; }

  // Draws list `list`'s rows through a view of the area, so that a row scrolled half out is cut at its edge;
  // `empty` draws what an empty list says, in the same view.
  void draw(sf::RenderTarget& target, size_t list, const std::vector<LevelEntry>& entries, int focus,
            sf::Vector2f mouse, const std::function<void(sf::RenderTarget&)>& empty);
  // The rows in full view, with their buttons, for the layout tests.
  void addParts(const std::vector<LevelEntry>& entries, std::vector<UiPart>& parts) const;
  // List `list`'s pictures are made again (its levels changed).
  void forgetPictures(size_t list) { thumbs_[list].clear(); }

 private:
  sf::FloatRect rowRect(int row) const;
  const LevelThumbnail* thumbnail(size_t list, const std::vector<LevelEntry>& entries, int row);

  const sf::Font& font_;
  sf::FloatRect area_;
  float rowHeight_ = 96.f;
  float scroll_ = 0.f;
  ThumbnailPainter painter_;
  std::vector<std::vector<std::unique_ptr<LevelThumbnail>>> thumbs_;
};

}  // namespace td
