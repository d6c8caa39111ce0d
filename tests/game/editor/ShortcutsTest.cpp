#include <gtest/gtest.h>

#include <set>
#include <string>
#include <tuple>

#include "game/editor/Shortcuts.h"

namespace td::editorui {
namespace {

sf::Event::KeyEvent key(sf::Keyboard::Key code, bool ctrl = false, bool shift = false, bool alt = false) {
  sf::Event::KeyEvent k{};
  k.code = code;
  k.control = ctrl;
  k.shift = shift;
  k.alt = alt;
  k.system = false;
  return k;
}

Command commandOf(const sf::Event::KeyEvent& k) {
  const auto s = shortcutFor(k);
  EXPECT_TRUE(s.has_value());
  return s ? s->command : Command::Back;
}

TEST(Shortcuts, ToolsAreSingleLetters) {
  EXPECT_EQ(commandOf(key(sf::Keyboard::B)), Command::ToolBrush);
  EXPECT_EQ(commandOf(key(sf::Keyboard::R)), Command::ToolRect);
  EXPECT_EQ(commandOf(key(sf::Keyboard::F)), Command::ToolFill);
  EXPECT_EQ(commandOf(key(sf::Keyboard::E)), Command::ToolEraser);
  EXPECT_EQ(commandOf(key(sf::Keyboard::I)), Command::ToolEyedropper);
  EXPECT_EQ(commandOf(key(sf::Keyboard::S)), Command::ToolSpawn);
  EXPECT_EQ(commandOf(key(sf::Keyboard::G)), Command::ToolGoal);
  EXPECT_EQ(commandOf(key(sf::Keyboard::H)), Command::ToolHero);
  EXPECT_EQ(commandOf(key(sf::Keyboard::LBracket)), Command::BrushSmaller);
  EXPECT_EQ(commandOf(key(sf::Keyboard::RBracket)), Command::BrushLarger);
  EXPECT_EQ(commandOf(key(sf::Keyboard::F5)), Command::TestPlay);
}

TEST(Shortcuts, ModifiersMustMatchExactly) {
  EXPECT_EQ(commandOf(key(sf::Keyboard::S, true)), Command::Save);
  EXPECT_EQ(commandOf(key(sf::Keyboard::S, true, true)), Command::SaveAs);
  EXPECT_EQ(commandOf(key(sf::Keyboard::S)), Command::ToolSpawn);
  EXPECT_FALSE(shortcutFor(key(sf::Keyboard::S, false, true)).has_value());
  EXPECT_FALSE(shortcutFor(key(sf::Keyboard::S, true, false, true)).has_value());
  EXPECT_EQ(commandOf(key(sf::Keyboard::Z, true)), Command::Undo);
  EXPECT_EQ(commandOf(key(sf::Keyboard::Y, true)), Command::Redo);
  EXPECT_EQ(commandOf(key(sf::Keyboard::Z, true, true)), Command::Redo);
  EXPECT_EQ(commandOf(key(sf::Keyboard::O, true)), Command::Open);
  EXPECT_EQ(commandOf(key(sf::Keyboard::N, true)), Command::New);
  EXPECT_FALSE(shortcutFor(key(sf::Keyboard::Z)).has_value());
}

TEST(Shortcuts, CommandKeyCountsAsControl) {
  sf::Event::KeyEvent k = key(sf::Keyboard::Z);
  k.system = true;
  EXPECT_EQ(commandOf(k), Command::Undo);
}

TEST(Shortcuts, NumberKeysPickPaletteEntries) {
  for (int i = 0; i < 9; ++i) {
    const auto s = shortcutFor(key(static_cast<sf::Keyboard::Key>(sf::Keyboard::Num1 + i)));
    ASSERT_TRUE(s.has_value());
    EXPECT_EQ(s->command, Command::PickKind);
    EXPECT_EQ(s->argument, i);
  }
}

TEST(Shortcuts, NoChordIsBoundTwice) {
  std::set<std::tuple<int, bool, bool, bool>> seen;
  for (const Shortcut& s : shortcuts()) {
    EXPECT_TRUE(seen.insert({s.chord.key, s.chord.ctrl, s.chord.shift, s.chord.alt}).second)
        << "key " << s.chord.key << " bound twice";
  }
}

TEST(Shortcuts, EveryCommandIsDocumentedForTheHelpPanel) {
  std::set<Command> documented;
  for (const Shortcut& s : shortcuts()) {
    if (s.keys != nullptr) {
      ASSERT_NE(s.what, nullptr);
      EXPECT_FALSE(std::string(s.what).empty());
      documented.insert(s.command);
    }
  }
  for (const Shortcut& s : shortcuts()) {
    // BrushLarger shares the "[  ]" line with BrushSmaller.
    if (s.command != Command::BrushLarger) {
      EXPECT_TRUE(documented.count(s.command)) << int(s.command);
    }
  }
}

TEST(Shortcuts, TypingKeepsLettersButNotSaving) {
  EXPECT_FALSE(worksWhileTyping(*shortcutFor(key(sf::Keyboard::B))));
  EXPECT_FALSE(worksWhileTyping(*shortcutFor(key(sf::Keyboard::Z, true))));  // the text field's own undo
  EXPECT_FALSE(worksWhileTyping(*shortcutFor(key(sf::Keyboard::Escape))));
  EXPECT_TRUE(worksWhileTyping(*shortcutFor(key(sf::Keyboard::S, true))));
  EXPECT_TRUE(worksWhileTyping(*shortcutFor(key(sf::Keyboard::F5))));
}

TEST(Shortcuts, MenuTextNamesTheChord) {
  EXPECT_STREQ(shortcutText(Command::SaveAs), "Ctrl+Shift+S");
  EXPECT_STREQ(shortcutText(Command::Redo), "Ctrl+Y");
  EXPECT_STREQ(shortcutText(Command::BrushLarger), "]");
  EXPECT_STREQ(shortcutText(Command::ToolHero), "H");
}

TEST(Shortcuts, SelectionShapeAndMirrorKeys) {
  EXPECT_EQ(commandOf(key(sf::Keyboard::V)), Command::ToolSelect);
  EXPECT_EQ(commandOf(key(sf::Keyboard::N)), Command::ToolLine);
  EXPECT_EQ(commandOf(key(sf::Keyboard::R, false, true)), Command::ToolRectOutline);
  EXPECT_EQ(commandOf(key(sf::Keyboard::O)), Command::ToolEllipse);
  EXPECT_EQ(commandOf(key(sf::Keyboard::O, false, true)), Command::ToolEllipseOutline);
  EXPECT_EQ(commandOf(key(sf::Keyboard::M)), Command::CycleMirror);
  EXPECT_EQ(commandOf(key(sf::Keyboard::C, true)), Command::Copy);
  EXPECT_EQ(commandOf(key(sf::Keyboard::X, true)), Command::Cut);
  EXPECT_EQ(commandOf(key(sf::Keyboard::V, true)), Command::Paste);
  EXPECT_EQ(commandOf(key(sf::Keyboard::A, true)), Command::SelectAll);
  EXPECT_EQ(commandOf(key(sf::Keyboard::Delete)), Command::Delete);
  EXPECT_EQ(commandOf(key(sf::Keyboard::BackSpace)), Command::Delete);
  // The plain letters stay tools; Ctrl+O and Ctrl+N stay open and new.
  EXPECT_EQ(commandOf(key(sf::Keyboard::R)), Command::ToolRect);
  EXPECT_EQ(commandOf(key(sf::Keyboard::O, true)), Command::Open);
  EXPECT_EQ(commandOf(key(sf::Keyboard::N, true)), Command::New);
  EXPECT_STREQ(shortcutText(Command::ToolRectOutline), "Shift+R");
}

TEST(Shortcuts, ArrowKeysMoveTheSelectionEachItsWay) {
  const sf::Keyboard::Key arrows[] = {sf::Keyboard::Left, sf::Keyboard::Right, sf::Keyboard::Up, sf::Keyboard::Down};
  for (int i = 0; i < 4; ++i) {
    const auto s = shortcutFor(key(arrows[i]));
    ASSERT_TRUE(s.has_value());
    EXPECT_EQ(s->command, Command::MoveSelection);
    EXPECT_EQ(s->argument, i);
  }
}

TEST(Shortcuts, ClipboardKeysLeaveTextFieldsAlone) {
  // Ctrl+C, Ctrl+X, Ctrl+V, Ctrl+A, Delete and the arrows edit the text being typed.
  for (const auto& k : {key(sf::Keyboard::C, true), key(sf::Keyboard::X, true), key(sf::Keyboard::V, true),
                        key(sf::Keyboard::A, true), key(sf::Keyboard::Delete), key(sf::Keyboard::Left)}) {
    EXPECT_FALSE(worksWhileTyping(*shortcutFor(k)));
  }
}

}  // namespace
}  // namespace td::editorui
