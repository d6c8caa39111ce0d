#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "game/play/PlayActions.h"
#include "tests/support/SourcePaths.h"

namespace td {
namespace {

constexpr int kActions = static_cast<int>(PlayAction::CursorConfirm) + 1;

// How the README writes a key.
std::string readmeName(sf::Keyboard::Key key) {
  if (key >= sf::Keyboard::A && key <= sf::Keyboard::Z)
    return std::string("`") + char('A' + (key - sf::Keyboard::A)) + "`";
  if (key >= sf::Keyboard::Num1 && key <= sf::Keyboard::Num9) return "`1`-`9`";
  switch (key) {
    case sf::Keyboard::Num0:
    case sf::Keyboard::Numpad0:
      return "`0`";
    case sf::Keyboard::Numpad2:
    case sf::Keyboard::Numpad4:
    case sf::Keyboard::Numpad5:
    case sf::Keyboard::Numpad6:
    case sf::Keyboard::Numpad8:
      return "keypad `8` `4` `6` `2`";
    case sf::Keyboard::Enter:
      return "`Enter`";
    case sf::Keyboard::Equal:
    case sf::Keyboard::Add:
      return "`+`";
    case sf::Keyboard::Hyphen:
    case sf::Keyboard::Subtract:
      return "`-`";
    case sf::Keyboard::Left:
    case sf::Keyboard::Right:
    case sf::Keyboard::Up:
    case sf::Keyboard::Down:
      return "arrow keys";
    case sf::Keyboard::Escape:
      return "`Esc`";
    case sf::Keyboard::Space:
      return "`Space`";
    case sf::Keyboard::Tab:
      return "`Tab`";
    case sf::Keyboard::Delete:
      return "`Delete`";
    case sf::Keyboard::BackSpace:
      return "`Backspace`";
    case sf::Keyboard::Home:
      return "`Home`";
    case sf::Keyboard::F3:
      return "`F3`";
    case sf::Keyboard::F4:
      return "`F4`";
    default:
      return "";
  }
}

TEST(PlayActions, EveryActionHasAKeyAndNoKeyTwoActions) {
  std::set<int> bound;
  std::set<int> keys;
  for (const PlayBinding& b : playBindings()) {
    if (b.key == sf::Keyboard::Unknown) continue;
    bound.insert(static_cast<int>(b.action));
    EXPECT_TRUE(keys.insert(static_cast<int>(b.key)).second) << "key " << b.key << " is bound twice";
  }
  EXPECT_EQ(static_cast<int>(bound.size()), kActions);
}

// The table's row of a key (each key has one row, as the test above checks).
const PlayBinding& rowOf(sf::Keyboard::Key key) {
  for (const PlayBinding& b : playBindings()) {
    if (b.key == key) return b;
  }
  ADD_FAILURE() << "no row for key " << key;
  return playBindings().front();
}

TEST(PlayActions, AReplayKeepsTheKeysThatOnlyLook) {
  EXPECT_TRUE(rowOf(sf::Keyboard::P).whileWatching);
  EXPECT_TRUE(rowOf(sf::Keyboard::F).whileWatching);
  EXPECT_TRUE(rowOf(sf::Keyboard::Left).whileWatching);
  EXPECT_FALSE(rowOf(sf::Keyboard::U).whileWatching);
  EXPECT_FALSE(rowOf(sf::Keyboard::N).whileWatching);
  EXPECT_FALSE(rowOf(sf::Keyboard::Num1).whileWatching);
}

TEST(PlayActions, EachSpecialisationHasItsKeyAndOneHelpLine) {
  // J the first (the side panel's left button), K the second, as the panel's buttons say.
  const PlayBinding& first = rowOf(sf::Keyboard::J);
  const PlayBinding& second = rowOf(sf::Keyboard::K);
  EXPECT_EQ(first.action, PlayAction::Specialise);
  EXPECT_EQ(first.argument, 0);
  EXPECT_EQ(second.action, PlayAction::Specialise);
  EXPECT_EQ(second.argument, 1);
  // It changes the game, which a replay does not let the viewer do.
  EXPECT_FALSE(first.whileWatching);
  EXPECT_FALSE(second.whileWatching);
  // One line for both ("J K"), which gives way where the panel is short of room.
  ASSERT_NE(first.keys, nullptr);
  EXPECT_STREQ(first.keys, "J K");
  EXPECT_TRUE(first.spare);
  EXPECT_EQ(second.keys, nullptr);
}

TEST(PlayActions, HelpLinesHaveKeysAndWordsAndTheDigitsFollowTheSlots) {
  int lines = 0;
  for (const PlayBinding& b : playBindings()) {
    EXPECT_EQ(b.keys == nullptr, b.what == nullptr);
    if (b.what) ++lines;
  }
  EXPECT_GE(lines, 15);
  EXPECT_STREQ(pickKeysText(1), "1");
  EXPECT_STREQ(pickKeysText(5), "1-5");
  EXPECT_STREQ(pickKeysText(12), "1-9");
}

// The README's tables of controls name every key of the table.
TEST(PlayActions, TheReadmeNamesEveryKey) {
  std::ifstream in(test::sourceDir() / "README.md");
  ASSERT_TRUE(in);
  std::stringstream text;
  text << in.rdbuf();
  const std::string readme = text.str();
  for (const PlayBinding& b : playBindings()) {
    if (b.key == sf::Keyboard::Unknown) continue;
    const std::string name = readmeName(b.key);
    ASSERT_FALSE(name.empty()) << "no README name for key " << b.key;
    EXPECT_NE(readme.find(name), std::string::npos) << name << " is not in the README";
  }
}

}  // namespace
}  // namespace td
