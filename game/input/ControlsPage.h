#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <cstddef>
#include <string>

#include "game/input/KeyBindings.h"

namespace td {

// What the Controls page (Settings > Controls) does with the keys pressed on it, apart from drawing: a row per
// play command with its two keys, then Reset to defaults and Back. Browsing, Enter on a key asks for the new
// key; a key already held by another command asks before the two are swapped. Window-free, so that every path
// is tested without a display.
class ControlsPage {
 public:
  enum class Mode { Browse, Capture, Confirm };
  enum class Outcome {
    None,
    Changed,   // the bindings changed: save them
    Refused,   // the key cannot go there (message() says why)
    AskReset,  // Reset to defaults was chosen: ask first
    Back,      // leave the page
  };

  explicit ControlsPage(KeyBindings& keys) : keys_(keys) {}

  size_t rows() const { return keyCommands().size() + 2; }
  size_t resetRow() const { return keyCommands().size(); }
  size_t backRow() const { return keyCommands().size() + 1; }
  size_t row() const { return row_; }
  size_t slot() const { return slot_; }
  Mode mode() const { return mode_; }

  Outcome key(sf::Keyboard::Key key);
  // A click on row `row`, slot `slot` (a key cell: asks for its new key; Reset or Back: as Enter on them).
  Outcome click(size_t row, size_t slot);
  void focus(size_t row, size_t slot);

  // The line under the rows: what the keys do now, or what is asked.
  std::string prompt() const;
  // Why the last key was refused; empty after any other outcome.
  const std::string& message() const { return message_; }

 private:
  Outcome activate();
  Outcome capture(sf::Keyboard::Key key);

  KeyBindings& keys_;
  size_t row_ = 0;
  size_t slot_ = 0;
  Mode mode_ = Mode::Browse;
  sf::Keyboard::Key pending_ = sf::Keyboard::Unknown;  // Confirm: the key that would be swapped in
  std::string message_;
};

}  // namespace td
