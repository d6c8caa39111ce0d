#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <cstddef>
#include <string>

#include "game/input/KeyBindings.h"
#include "game/input/PadMapping.h"

namespace td {

// What the Controls page (Settings > Controls) does with the keys pressed on it, apart from drawing: a row per
// play command with its two keys, a row per pad command with its button (for the pad in use, when there is one),
// then Reset to defaults and Back. Browsing, Enter on a key asks for the new
// key; a key already held by another command asks before the two are swapped. Window-free, so that every path
// is tested without a display.
class ControlsPage {
 public:
  enum class Mode { Browse, Capture, Confirm };
  enum class Outcome {
    None,
    Changed,     // the bindings changed: save them
    PadChanged,  // the pad's buttons changed: save them under its name
    Refused,     // the key cannot go there (message() says why)
    AskReset,    // Reset to defaults was chosen: ask first
    Back,        // leave the page
  };

  explicit ControlsPage(KeyBindings& keys) : keys_(keys) {}

  size_t rows() const { return firstPadRow() + kPadButtonCommands.size() + 2; }
  size_t firstPadRow() const { return keyCommands().size(); }
  bool isPadRow(size_t row) const { return row >= firstPadRow() && row < resetRow(); }
  size_t resetRow() const { return firstPadRow() + kPadButtonCommands.size(); }
  size_t backRow() const { return resetRow() + 1; }
  // The pad whose buttons the pad rows show and set; null while none is connected.
  void setPad(PadMapping* pad) { pad_ = pad; }
  const PadMapping* pad() const { return pad_; }
  // A pad button pressed while the page waits for one (Capture on a pad row).
  Outcome padButton(unsigned button);
  bool wantsPadButton() const { return mode_ == Mode::Capture && isPadRow(row_); }
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
  PadMapping* pad_ = nullptr;
  size_t row_ = 0;
  size_t slot_ = 0;
  Mode mode_ = Mode::Browse;
  sf::Keyboard::Key pending_ = sf::Keyboard::Unknown;  // Confirm: the key that would be swapped in
  std::string message_;
};

}  // namespace td
