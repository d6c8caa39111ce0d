#include <gtest/gtest.h>

#include "game/input/ControlsPage.h"

namespace td {
namespace {

using K = sf::Keyboard;
using O = ControlsPage::Outcome;
using M = ControlsPage::Mode;

size_t rowOf(const std::string& id) {
  const auto commands = keyCommands();
  for (size_t i = 0; i < commands.size(); ++i) {
    if (commands[i].id == id) return i;
  }
  ADD_FAILURE() << "no command " << id;
  return 0;
}

TEST(ControlsPage, AFreeKeyIsBoundAtOnce) {
  KeyBindings keys;
  ControlsPage page(keys);
  page.focus(rowOf("sell"), 0);
  EXPECT_EQ(page.key(K::Enter), O::None);
  EXPECT_EQ(page.mode(), M::Capture);
  EXPECT_NE(page.prompt().find("Sell the selected tower"), std::string::npos);
  EXPECT_EQ(page.key(K::X), O::Changed);
  EXPECT_EQ(page.mode(), M::Browse);
  EXPECT_EQ(keys.actionFor(K::X)->action, PlayAction::Sell);
  EXPECT_FALSE(keys.actionFor(K::S));
}

TEST(ControlsPage, AKeyHeldElsewhereIsSwappedOnlyWhenConfirmed) {
  KeyBindings keys;
  ControlsPage page(keys);
  page.click(rowOf("sell"), 0);
  ASSERT_EQ(page.mode(), M::Capture);
  EXPECT_EQ(page.key(K::F), O::None);
  EXPECT_EQ(page.mode(), M::Confirm);
  EXPECT_NE(page.prompt().find("Game speed"), std::string::npos);
  // Esc keeps both as they were.
  EXPECT_EQ(page.key(K::Escape), O::None);
  EXPECT_EQ(keys.actionFor(K::F)->action, PlayAction::Speed);
  // Asked again and confirmed: swapped.
  page.click(rowOf("sell"), 0);
  page.key(K::F);
  EXPECT_EQ(page.key(K::Enter), O::Changed);
  EXPECT_EQ(keys.actionFor(K::F)->action, PlayAction::Sell);
  EXPECT_EQ(keys.actionFor(K::S)->action, PlayAction::Speed);
}

TEST(ControlsPage, EscapeStaysTheMenusKey) {
  KeyBindings keys;
  ControlsPage page(keys);
  page.focus(rowOf("back"), 0);
  EXPECT_EQ(page.key(K::Enter), O::Refused);
  EXPECT_FALSE(page.message().empty());
  EXPECT_EQ(page.key(K::Delete), O::Refused);
  EXPECT_EQ(keys.actionFor(K::Escape)->action, PlayAction::Back);
  // While a key is asked for, Esc cancels rather than binding.
  page.focus(rowOf("undo"), 1);
  page.key(K::Enter);
  EXPECT_EQ(page.key(K::Escape), O::None);
  EXPECT_EQ(page.mode(), M::Browse);
  EXPECT_TRUE(keys.isDefault());
}

TEST(ControlsPage, DeleteClearsAndTheLastRowsResetAndLeave) {
  KeyBindings keys;
  ControlsPage page(keys);
  page.focus(rowOf("speed"), 1);
  EXPECT_EQ(page.key(K::Delete), O::Changed);
  EXPECT_FALSE(keys.actionFor(K::Tab));
  page.focus(page.resetRow(), 0);
  EXPECT_EQ(page.key(K::Enter), O::AskReset);
  EXPECT_EQ(page.click(page.backRow(), 0), O::Back);
  EXPECT_EQ(page.key(K::Escape), O::Back);
  // Up from the first row wraps round to Back.
  page.focus(0, 0);
  page.key(K::Up);
  EXPECT_EQ(page.row(), page.backRow());
}

TEST(ControlsPage, PadRowsSetThePadsButtonsWhenOneIsConnected) {
  KeyBindings keys;
  ControlsPage page(keys);
  const size_t sell = page.firstPadRow() + 5;
  ASSERT_EQ(kPadButtonCommands[5].command, PadCommand::Sell);
  // No pad: nothing to set, and said.
  EXPECT_EQ(page.click(sell, 0), O::Refused);
  EXPECT_FALSE(page.message().empty());
  PadMapping pad = PadMapping::common();
  page.setPad(&pad);
  EXPECT_EQ(page.click(sell, 1), O::None);
  EXPECT_TRUE(page.wantsPadButton());
  EXPECT_EQ(page.slot(), 0u);          // a pad row has one button
  EXPECT_EQ(page.key(K::X), O::None);  // keys do not bind a pad row
  EXPECT_TRUE(page.wantsPadButton());
  EXPECT_EQ(page.padButton(11), O::PadChanged);
  EXPECT_EQ(pad.buttonOf(PadCommand::Sell), 11u);
  EXPECT_FALSE(page.wantsPadButton());
  EXPECT_TRUE(keys.isDefault());
  // Esc while waiting for a button cancels.
  page.click(sell, 0);
  EXPECT_EQ(page.key(K::Escape), O::None);
  EXPECT_EQ(page.padButton(2), O::None);
  EXPECT_EQ(pad.buttonOf(PadCommand::Sell), 11u);
}

}  // namespace
}  // namespace td
