#include "game/input/ControlsPage.h"

#include <algorithm>

#include "game/input/KeyNames.h"

namespace td {

void ControlsPage::focus(size_t row, size_t slot) {
  row_ = std::min(row, rows() - 1);
  slot_ = isPadRow(row_) ? 0 : std::min(slot, KeyBindings::kSlots - 1);
}

ControlsPage::Outcome ControlsPage::activate() {
  if (row_ == resetRow()) return Outcome::AskReset;
  if (row_ == backRow()) return Outcome::Back;
  if (isPadRow(row_)) {
    if (pad_ == nullptr) {
      message_ = "No game pad is connected: plug one in to set its buttons";
      return Outcome::Refused;
    }
    slot_ = 0;
    mode_ = Mode::Capture;
    return Outcome::None;
  }
  if (KeyBindings::fixed(row_, slot_)) {
    message_ = "Esc always opens the menu; the second key is yours to choose";
    return Outcome::Refused;
  }
  mode_ = Mode::Capture;
  return Outcome::None;
}

ControlsPage::Outcome ControlsPage::capture(sf::Keyboard::Key key) {
  const std::optional<KeyBindings::Holder> holder = keys_.holderOf(key);
  if (holder && holder->command == row_ && holder->slot == slot_) {
    mode_ = Mode::Browse;  // the key it has already
    return Outcome::None;
  }
  if (holder) {
    if (KeyBindings::fixed(holder->command, holder->slot)) {
      mode_ = Mode::Browse;
      message_ = std::string(keyLabel(key)) + " always opens the menu";
      return Outcome::Refused;
    }
    pending_ = key;
    mode_ = Mode::Confirm;
    return Outcome::None;
  }
  mode_ = Mode::Browse;
  keys_.set(row_, slot_, key);
  return Outcome::Changed;
}

ControlsPage::Outcome ControlsPage::padButton(unsigned button) {
  if (!wantsPadButton() || pad_ == nullptr) return Outcome::None;
  mode_ = Mode::Browse;
  if (!pad_->bind(kPadButtonCommands[row_ - firstPadRow()].command, button)) {
    message_ = "That button is past the ones the game knows";
    return Outcome::Refused;
  }
  return Outcome::PadChanged;
}

ControlsPage::Outcome ControlsPage::key(sf::Keyboard::Key key) {
  message_.clear();
  switch (mode_) {
    case Mode::Capture:
      if (key == sf::Keyboard::Escape) {
        mode_ = Mode::Browse;
        return Outcome::None;
      }
      // A pad row waits for a pad button; keys other than Esc do nothing there.
      if (isPadRow(row_)) return Outcome::None;
      return capture(key);
    case Mode::Confirm:
      if (key == sf::Keyboard::Enter || key == sf::Keyboard::Y) {
        mode_ = Mode::Browse;
        return keys_.set(row_, slot_, pending_) ? Outcome::Changed : Outcome::None;
      }
      if (key == sf::Keyboard::Escape || key == sf::Keyboard::N) mode_ = Mode::Browse;
      return Outcome::None;
    case Mode::Browse:
      break;
  }
  switch (key) {
    case sf::Keyboard::Up:
      row_ = row_ > 0 ? row_ - 1 : rows() - 1;
      return Outcome::None;
    case sf::Keyboard::Down:
      row_ = row_ + 1 < rows() ? row_ + 1 : 0;
      return Outcome::None;
    case sf::Keyboard::Left:
      slot_ = 0;
      return Outcome::None;
    case sf::Keyboard::Right:
      slot_ = isPadRow(row_) ? 0 : 1;
      return Outcome::None;
    case sf::Keyboard::Enter:
    case sf::Keyboard::Space:
      return activate();
    case sf::Keyboard::Delete:
    case sf::Keyboard::BackSpace:
      if (row_ >= firstPadRow() || keys_.key(row_, slot_) == sf::Keyboard::Unknown) return Outcome::None;
      if (KeyBindings::fixed(row_, slot_)) {
        message_ = "Esc always opens the menu";
        return Outcome::Refused;
      }
      keys_.clear(row_, slot_);
      return Outcome::Changed;
    case sf::Keyboard::Escape:
      return Outcome::Back;
    default:
      return Outcome::None;
  }
}

ControlsPage::Outcome ControlsPage::click(size_t row, size_t slot) {
  message_.clear();
  mode_ = Mode::Browse;
  focus(row, slot);
  return activate();
}

std::string ControlsPage::prompt() const {
  switch (mode_) {
    case Mode::Capture:
      if (isPadRow(row_)) {
        return "Press the pad button for \"" + std::string(kPadButtonCommands[row_ - firstPadRow()].name) +
               "\"; Esc cancels";
      }
      return "Press the new " + std::string(slot_ == 0 ? "first" : "second") + " key for \"" +
             keyCommands()[row_].name + "\"; Esc cancels";
    case Mode::Confirm: {
      const std::optional<KeyBindings::Holder> h = keys_.holderOf(pending_);
      const std::string other = h ? keyCommands()[h->command].name : std::string("another action");
      return std::string(keyLabel(pending_)) + " is the key of \"" + other + "\": Enter swaps the two, Esc keeps them";
    }
    case Mode::Browse:
      break;
  }
  return "Up and Down choose, Left and Right the first or second key; Enter sets a key, Delete clears it; Esc: back";
}

}  // namespace td
