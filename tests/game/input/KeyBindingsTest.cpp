#include <gtest/gtest.h>

#include <set>

#include "game/input/KeyBindings.h"
#include "game/input/KeyNames.h"

namespace td {
namespace {

using K = sf::Keyboard;

size_t commandNamed(const std::string& id) {
  const auto commands = keyCommands();
  for (size_t i = 0; i < commands.size(); ++i) {
    if (commands[i].id == id) return i;
  }
  ADD_FAILURE() << "no command " << id;
  return 0;
}

// The help line of the play table whose first row does `action`, with a key.
size_t lineOf(PlayAction action) {
  const auto table = playBindings();
  for (size_t i = 0; i < table.size(); ++i) {
    if (table[i].action == action && table[i].key != K::Unknown && table[i].keys != nullptr) return i;
  }
  ADD_FAILURE() << "no line";
  return 0;
}

TEST(KeyNames, EveryKeyHasANameThatLeadsBackToIt) {
  std::set<std::string_view> names;
  for (int k = 0; k < K::KeyCount; ++k) {
    const auto key = static_cast<K::Key>(k);
    const std::string_view name = keyName(key);
    ASSERT_FALSE(name.empty()) << k;
    EXPECT_TRUE(names.insert(name).second) << name;
    EXPECT_EQ(keyNamed(name), key) << name;
    EXPECT_LE(keyLabel(key).size(), 6u) << name;
  }
  EXPECT_EQ(keyNamed("NoSuchKey"), K::Unknown);
  EXPECT_EQ(keyLabel(K::BackSpace), "Bksp");
  EXPECT_EQ(keyLabel(K::Num3), "3");
}

TEST(KeyBindings, TheDefaultsAreThePlayTablesKeys) {
  const KeyBindings keys;
  EXPECT_TRUE(keys.isDefault());
  for (const PlayBinding& b : playBindings()) {
    if (b.key == K::Unknown || b.key == K::Numpad0) continue;  // the keypad's 0 is a third key, help only
    const auto bound = keys.actionFor(b.key);
    ASSERT_TRUE(bound) << keyName(b.key);
    EXPECT_EQ(bound->action, b.action);
    EXPECT_EQ(bound->argument, b.argument);
  }
  EXPECT_EQ(keys.text(commandNamed("pause")), "P Space");
  EXPECT_EQ(keys.firstKey(PlayAction::NextWave), "N");
  EXPECT_EQ(keys.helpKeys(lineOf(PlayAction::Upgrade), 5), "U S T");
  EXPECT_EQ(keys.helpKeys(lineOf(PlayAction::PickTower), 5), "1-5");
  EXPECT_TRUE(keys.stored().empty());
}

TEST(KeyBindings, TheTwoSpecialisationsAreCommandsOfTheirOwn) {
  const KeyBindings keys;
  const size_t left = commandNamed("specialise_1");
  const size_t right = commandNamed("specialise_2");
  EXPECT_NE(left, right);
  EXPECT_EQ(keys.key(left, 0), K::J);
  EXPECT_EQ(keys.key(right, 0), K::K);
  EXPECT_EQ(keys.actionFor(K::K)->action, PlayAction::Specialise);
  EXPECT_EQ(keys.actionFor(K::K)->argument, 1);
  EXPECT_EQ(keys.firstKey(PlayAction::Specialise, 0), "J");
  EXPECT_EQ(keys.firstKey(PlayAction::Specialise, 1), "K");
  EXPECT_EQ(keys.helpKeys(lineOf(PlayAction::Specialise), 5), "J K");
  // The Controls page tells them apart.
  EXPECT_EQ(keyCommandName(left), "Specialise the selected tower: left choice");
  EXPECT_EQ(keyCommandName(right), "Specialise the selected tower: right choice");
  // Rebound, each keeps its own key in settings.json.
  KeyBindings changed;
  ASSERT_TRUE(changed.set(right, 0, K::Y));
  KeyBindings loaded;
  loaded.load(changed.stored());
  EXPECT_EQ(loaded.firstKey(PlayAction::Specialise, 1), "Y");
  EXPECT_EQ(loaded.firstKey(PlayAction::Specialise, 0), "J");
}

TEST(KeyBindings, BindingAKeyHeldElsewhereSwapsTheTwo) {
  KeyBindings keys;
  const size_t sell = commandNamed("sell");
  const size_t speed = commandNamed("speed");
  ASSERT_EQ(keys.key(speed, 0), K::F);
  const auto holder = keys.holderOf(K::F);
  ASSERT_TRUE(holder);
  EXPECT_EQ(holder->command, speed);
  // Sell takes F; speed takes sell's old first key, S: no key lost, none bound twice.
  ASSERT_TRUE(keys.set(sell, 0, K::F));
  EXPECT_EQ(keys.key(sell, 0), K::F);
  EXPECT_EQ(keys.key(speed, 0), K::S);
  EXPECT_EQ(keys.actionFor(K::F)->action, PlayAction::Sell);
  EXPECT_EQ(keys.actionFor(K::S)->action, PlayAction::Speed);
  EXPECT_FALSE(keys.isDefault());
  keys.reset();
  EXPECT_TRUE(keys.isDefault());
}

TEST(KeyBindings, EscapeAlwaysReachesTheMenu) {
  KeyBindings keys;
  const size_t back = commandNamed("back");
  EXPECT_TRUE(KeyBindings::fixed(back, 0));
  EXPECT_FALSE(keys.set(back, 0, K::Y));
  EXPECT_FALSE(keys.set(commandNamed("sell"), 1, K::Escape));
  keys.clear(back, 0);
  EXPECT_EQ(keys.actionFor(K::Escape)->action, PlayAction::Back);
  // The second key of Back is free to set.
  EXPECT_TRUE(keys.set(back, 1, K::Y));
  EXPECT_EQ(keys.actionFor(K::Y)->action, PlayAction::Back);
}

TEST(KeyBindings, TheStoredFormHoldsOnlyChangesAndLoadsBack) {
  KeyBindings keys;
  keys.set(commandNamed("pick_tower_1"), 0, K::Y);
  keys.clear(commandNamed("sell"), 1);
  const KeyBindings::Stored stored = keys.stored();
  ASSERT_EQ(stored.size(), 2u);
  EXPECT_EQ(stored.at("sell"), (std::vector<std::string>{"S", ""}));
  KeyBindings loaded;
  loaded.load(stored);
  EXPECT_EQ(loaded.stored(), stored);
  EXPECT_EQ(loaded.actionFor(K::Y)->action, PlayAction::PickTower);
  EXPECT_FALSE(loaded.actionFor(K::Delete));
  // The build slots' help follows: Y then 2 to 5.
  EXPECT_EQ(loaded.helpKeys(lineOf(PlayAction::PickTower), 5), "Y2345");
  // What this version does not know is skipped.
  KeyBindings odd;
  odd.load({{"no_such_action", {"A"}}, {"undo", {"NoSuchKey"}}});
  EXPECT_FALSE(odd.actionFor(K::Z));
  EXPECT_FALSE(odd.actionFor(K::A));
}

}  // namespace
}  // namespace td
