#pragma once

#include <SFML/Graphics/Rect.hpp>

#include "game/editor/panel/LevelTab.h"
#include "game/editor/panel/PanelHost.h"
#include "game/editor/panel/RateTab.h"
#include "game/editor/panel/WavesTab.h"

namespace td::editorui {

// The editor's right-hand panel: the Problems, Waves, Level, Rate and Help tabs.
class SideTabs {
 public:
  // Draws the panel over `area` (window pixels).
  void draw(PanelHost& host, const sf::FloatRect& area);
  // Brings `tab` to the front at the next draw.
  void select(SideTab tab) {
    tab_ = tab;
    select_ = true;
  }
  SideTab shown() const { return tab_; }

  WavesTab waves;
  LevelTab level;
  RateTab rate;

 private:
  SideTab tab_ = SideTab::Problems;
  bool select_ = false;
};

}  // namespace td::editorui
