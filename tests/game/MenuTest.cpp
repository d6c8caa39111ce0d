#include <gtest/gtest.h>

#include "game/ui/Menu.h"
#include "tests/game/support/InputEvents.h"

namespace td {
namespace {

using test::key;

sf::Event click(int x, int y) {
  sf::Event e;
  e.type = sf::Event::MouseButtonPressed;
  e.mouseButton = {sf::Mouse::Left, x, y};
  return e;
}

Menu titleMenu() {
  Menu m;
  m.add("Play");
  m.add("Editor", false, "coming soon");
  m.add("Settings");
  m.add("Quit");
  m.layout(400.f, 100.f, 200.f, 40.f, 10.f);  // rows at y 100, 150, 200, 250
  return m;
}

TEST(MenuTest, KeyboardSkipsDisabledEntries) {
  Menu m = titleMenu();
  EXPECT_EQ(m.focus(), 0);
  EXPECT_FALSE(m.handle(key(sf::Keyboard::Down)));
  EXPECT_EQ(m.focus(), 2);  // past the disabled editor
  m.handle(key(sf::Keyboard::Up));
  EXPECT_EQ(m.focus(), 0);
  m.handle(key(sf::Keyboard::Up));
  EXPECT_EQ(m.focus(), 3);  // wraps around
  EXPECT_EQ(m.handle(key(sf::Keyboard::Enter)), 3);
}

TEST(MenuTest, ClicksPickEnabledEntriesOnly) {
  Menu m = titleMenu();
  EXPECT_EQ(m.handle(click(400, 210)), 2);
  EXPECT_FALSE(m.handle(click(400, 160)));  // the disabled editor
  EXPECT_FALSE(m.handle(click(100, 110)));  // beside the buttons
  EXPECT_EQ(m.handle(click(350, 105)), 0);
}

TEST(MenuTest, HoverMovesTheFocus) {
  Menu m = titleMenu();
  sf::Event move;
  move.type = sf::Event::MouseMoved;
  move.mouseMove = {400, 260};
  m.handle(move);
  EXPECT_EQ(m.focus(), 3);
  move.mouseMove = {400, 160};  // the disabled entry does not take it
  m.handle(move);
  EXPECT_EQ(m.focus(), 3);
}

}  // namespace
}  // namespace td
