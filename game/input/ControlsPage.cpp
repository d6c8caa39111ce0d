#include "game/input/ControlsPage.h"

#include <algorithm>

#include "engine/core/TextFormat.h"
#include "game/input/KeyNames.h"
#include "game/text/Catalogue.h"

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
      message_ = tr("No game pad is connected: plug one in to set its buttons");
      return Outcome::Refused;
    }
    slot_ = 0;
    mode_ = Mode::Capture;
    return Outcome::None;
  }
  if (KeyBindings::fixed(row_, slot_)) {
    message_ = tr("Esc always opens the menu; the second key is yours to choose");
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
      // TRANSLATORS: {0} is a key's name ("Esc").
      message_ = textf(tr("{0} always opens the menu"), keyLabel(key));
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
    message_ = tr("That button is past the ones the game knows");
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
        message_ = tr("Esc always opens the menu");
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
        // TRANSLATORS: {0} is a pad command's name ("Next tower kind").
        return textf(tr("Press the pad button for \"{0}\"; Esc cancels"),
                     tr(std::string(kPadButtonCommands[row_ - firstPadRow()].name).c_str()));
      }
      // TRANSLATORS: {0} is an action's name ("Sell the selected tower"); each has two keys.
      return textf(slot_ == 0 ? tr("Press the new first key for \"{0}\"; Esc cancels")
                              : tr("Press the new second key for \"{0}\"; Esc cancels"),
                   keyCommandName(row_));
    case Mode::Confirm: {
      const std::optional<KeyBindings::Holder> h = keys_.holderOf(pending_);
      if (!h) {
        // TRANSLATORS: {0} is a key's name ("S"), which another action has now.
        return textf(tr("{0} is the key of another action: Enter swaps the two, Esc keeps them"), keyLabel(pending_));
      }
      // TRANSLATORS: {0} is a key's name ("S"), {1} the name of the action it is the key of now.
      return textf(tr("{0} is the key of \"{1}\": Enter swaps the two, Esc keeps them"), keyLabel(pending_),
                   keyCommandName(h->command));
    }
    case Mode::Browse:
      break;
  }
  return tr(
      "Up and Down choose, Left and Right the first or second key; Enter sets a key, Delete clears it; Esc: back");
}

}  // namespace td
