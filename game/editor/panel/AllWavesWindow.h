#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "game/editor/panel/PanelHost.h"
#include "game/editor/panel/WaveBulkBar.h"

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
  // A key pressed while the window has the keyboard: the arrows and Enter move through and edit the table, and a
  // digit (or - or .) starts typing into the focused number. True when it took the key (the editor then leaves it
  // alone: a digit does not pick a terrain kind behind the window).
  bool key(sf::Keyboard::Key code, bool shift);
  // Draws the window when it is open, centred in a window of `width` x `height` pixels.
  void draw(PanelHost& host, float width, float height);

 private:
  // The table's columns a keyboard moves through.
  enum Column : int { kKind, kCount, kInterval, kDelay, kSpawn, kBonus, kColumns };

  void table(PanelHost& host, float height);
  void keys(PanelHost& host, size_t rows);
  // A key that types `typed` on the focused cell: a number cell starts being edited with it, the spawn cell takes
  // the spawn of that number.
  void type(PanelHost& host, size_t wave, size_t group, char typed);
  // Whether row (wave, group) has a cell in `column`.
  static bool hasCell(const LevelDef& level, size_t wave, size_t group, int column);
  // The wave and group of table row `row`; false past the last.
  bool rowAt(const LevelDef& level, size_t row, size_t& wave, size_t& group) const;
  // Enter on the kind or spawn cell: the next one (Shift: the one before).
  void cycle(PanelHost& host, size_t wave, size_t group, int column, int step);

  bool open_ = false;
  bool focused_ = false;
  std::vector<std::pair<sf::Keyboard::Key, bool>> pending_;  // keys since the last draw, with Shift
  size_t row_ = 0;                                           // the focused cell
  int column_ = kCount;
  bool edit_ = false;         // put the keyboard into the focused cell at the next draw
  bool followFocus_ = false;  // scroll the table to the focused row at the next draw
  // The characters that started the edit. Their own text reached ImGui while no field had the keyboard and went
  // nowhere, and a field drops what is typed in the frame it takes the keyboard: so they are handed over the frame
  // after that (typedArmed_).
  std::string typed_;
  bool typedArmed_ = false;
  WaveBulkBar bulk_;
};

}  // namespace td::editorui
