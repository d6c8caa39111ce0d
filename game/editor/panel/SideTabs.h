#pragma once

#include <SFML/Graphics/Rect.hpp>

#include "game/editor/panel/AllWavesWindow.h"
#include "game/editor/panel/LessonTab.h"
#include "game/editor/panel/LevelTab.h"
#include "game/editor/panel/PanelHost.h"
#include "game/editor/panel/RateTab.h"
#include "game/editor/panel/WavesTab.h"

namespace td::editorui {

// The editor's right-hand panel: the Problems, Waves, Level, Lesson, Rate and Help tabs.
class SideTabs {
 public:
  // The panel's width in which every tab shows its whole label in the player's language (window pixels), measured
  // with the current ImGui context's font; 0 without one.
  static float wantedWidth();
  // Draws the panel over `area` (window pixels).
  void draw(PanelHost& host, const sf::FloatRect& area);
  // Brings `tab` to the front at the next draw.
  void select(SideTab tab) {
    if (tab_ != SideTab::Help) beforeHelp_ = tab_;
    tab_ = tab;
    select_ = true;
  }
  SideTab shown() const { return tab_; }
  // Whether a click on the map marks a cell for the lesson's step rather than using the tool in hand.
  bool lessonPicking() const { return tab_ == SideTab::Lesson && lesson.picking(); }
  // F1: the Help tab, or back from it to the tab shown before it.
  void toggleHelp() { select(tab_ == SideTab::Help ? beforeHelp_ : SideTab::Help); }

  WavesTab waves;
  AllWavesWindow allWaves;  // drawn after the panel, over the map
  LevelTab level;
  LessonTab lesson;
  RateTab rate;

 private:
  SideTab tab_ = SideTab::Problems;
  SideTab beforeHelp_ = SideTab::Problems;
  bool select_ = false;
};

}  // namespace td::editorui
