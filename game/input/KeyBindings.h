#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/play/PlayActions.h"

namespace td {

// One thing a key can be bound to while playing: an action of the play table (game/play/PlayActions.h) with its
// argument (the build slot for PickTower). The list is read off that table, in its order, so a new row there is
// a new command here with no other change.
struct KeyCommand {
  PlayAction action = PlayAction::Back;
  int argument = 0;
  std::string id;    // in settings.json: "sell", "pick_tower_3"
  std::string name;  // in English: "Sell the selected tower"; keyCommandName() says it in the player's language
  std::array<sf::Keyboard::Key, 2> defaults{sf::Keyboard::Unknown, sf::Keyboard::Unknown};
};

std::span<const KeyCommand> keyCommands();

// A command's name as the Controls page shows it, in the player's language: "Sell the selected tower", "Pick build
// slot 3". Asked for when drawn, not kept: the language can change while the game runs.
std::string keyCommandName(const KeyCommand& command);
// The same by the command's index in keyCommands(); empty past them.
std::string keyCommandName(size_t command);

// The player's keys: two per command, as the Controls page sets them and settings.json keeps them. A key is bound
// to one command at most, so a key press always means one thing. Escape stays the first key of Back, so the menu
// can always be reached, whatever else is rebound.
class KeyBindings {
 public:
  static constexpr size_t kSlots = 2;

  KeyBindings();  // the defaults

  sf::Keyboard::Key key(size_t command, size_t slot) const { return keys_[command][slot]; }
  // The action a key does, if it is bound.
  struct Bound {
    PlayAction action;
    int argument;
  };
  std::optional<Bound> actionFor(sf::Keyboard::Key key) const;
  std::optional<size_t> commandOf(sf::Keyboard::Key key) const;
  // Whether the slot can be set at all (Back's first key cannot).
  static bool fixed(size_t command, size_t slot);

  // Where `key` is bound now, if that is another command or slot than the one being set: the Controls page asks
  // before it swaps them.
  struct Holder {
    size_t command = 0;
    size_t slot = 0;
  };
  std::optional<Holder> holderOf(sf::Keyboard::Key key) const;
  // Binds `key` to the slot. Where another slot held it, that slot takes this slot's old key (a swap), so no key
  // is lost and none is bound twice. False (nothing changed) for a fixed slot, for Escape anywhere but its fixed
  // place, and when swapping would move Escape out of it.
  bool set(size_t command, size_t slot, sf::Keyboard::Key key);
  void clear(size_t command, size_t slot);
  void reset() { *this = KeyBindings(); }
  bool isDefault() const;
  bool operator==(const KeyBindings&) const = default;

  // The keys of `command` as a player reads them: "P Space", "U", or "none" (in English, which callers test for).
  std::string text(size_t command) const;
  // The first key of the command of `action` (with `argument`), for a button's hint: "N"; empty when unbound.
  std::string firstKey(PlayAction action, int argument = 0) const;
  // The side panel's keys for the help line at `line` of the play table: the keys of the commands of its rows
  // ("U S T"; "1-5" for the first `slots` build slots when they are the digits).
  std::string helpKeys(size_t line, size_t slots) const;

  // settings.json's "keys": command id -> key names, for the commands that differ from the defaults. Unknown ids
  // and key names are skipped on loading (the settings file keeps them as written).
  using Stored = std::map<std::string, std::vector<std::string>>;
  void load(const Stored& stored);
  Stored stored() const;

 private:
  std::optional<size_t> commandFor(PlayAction action, int argument) const;

  std::vector<std::array<sf::Keyboard::Key, kSlots>> keys_;
};

}  // namespace td
