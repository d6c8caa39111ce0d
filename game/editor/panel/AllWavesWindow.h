#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <cstddef>
#include <utility>
#include <vector>

#include "game/editor/panel/PanelHost.h"

namespace td::editorui {

// Every wave and group of the level in one window (Ctrl+T, or All waves in the Waves tab): a table edited from
// the keyboard, a timeline of when the focused wave's groups leave each spawn, and edits of many waves at once
// (editor/model/WaveBulk.h). Each change is one undo step, as in the Waves tab.
class AllWavesWindow {
 public:
  void toggle() { open_ = !open_; }
  void close() { open_ = false; }
  bool open() const { return open_; }
  // The window has the keyboard: the arrows and Enter are its own, not the map's (the editor leaves them be).
  bool focused() const { return open_ && focused_; }
  // A key pressed while the window has the keyboard: the arrows and Enter move through and edit the table. True
  // when it took the key (the editor then leaves it alone).
  bool key(sf::Keyboard::Key code, bool shift);
  // Draws the window when it is open, centred in a window of `width` x `height` pixels.
  void draw(PanelHost& host, float width, float height);

 private:
  // The table's columns a keyboard moves through.
  enum Column : int { kKind, kCount, kInterval, kDelay, kSpawn, kBonus, kColumns };

  void table(PanelHost& host);
  void keys(PanelHost& host, size_t rows);
  void timeline(PanelHost& host);
  void bulkEdits(PanelHost& host);
  // The wave and group of table row `row`; false past the last.
  bool rowAt(const LevelDef& level, size_t row, size_t& wave, size_t& group) const;
  // Enter on the kind or spawn cell: the next one (Shift: the one before).
  void cycle(PanelHost& host, size_t wave, size_t group, int column, int step);

  bool open_ = false;
  bool focused_ = false;
  std::vector<std::pair<sf::Keyboard::Key, bool>> pending_;  // keys since the last draw, with Shift
  size_t row_ = 0;                                           // the focused cell
  int column_ = kCount;
  bool edit_ = false;  // put the keyboard into the focused cell at the next draw
  int percent_ = 10;   // the bulk edits' fields, waves from 1
  int fromWave_ = 1;
  int copyWave_ = 1;
  int copyGroup_ = 1;
  int copyFirst_ = 2;
  int copyLast_ = 2;
};

}  // namespace td::editorui
