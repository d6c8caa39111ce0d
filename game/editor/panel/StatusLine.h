#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <optional>
#include <string>

#include "engine/core/Cell.h"
#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// The line along the editor's bottom: the document, the tool in hand, the cell under the mouse, whether
// the level is valid, and the last message for a few seconds (longer for an error).
class StatusLine {
 public:
  void show(std::string text, bool error);
  // A later edit makes an old message ("Undone: ...") misleading.
  void quiet() { left_ = 0.f; }
  void update(float dt) { left_ = left_ > dt ? left_ - dt : 0.f; }
  // Draws the line over `area` (window pixels); `hover` is the cell under the mouse, if any.
  void draw(PanelHost& host, std::optional<Cell> hover, const sf::FloatRect& area) const;

 private:
  std::string text_;
  bool error_ = false;
  float left_ = 0.f;  // seconds the message still shows
};

}  // namespace td::editorui
