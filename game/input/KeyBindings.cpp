#include "game/input/KeyBindings.h"

#include <algorithm>

#include "engine/core/TextFormat.h"
#include "game/input/KeyNames.h"
#include "game/text/Catalogue.h"

namespace td {
namespace {

struct ActionWords {
  PlayAction action;
  const char* id;
  const char* name;
};

// The specialisations by their place on the side panel, which is where the player chooses between them.
constexpr std::array kSpecialiseNames = {N_("Specialise the selected tower: left choice"),
                                         N_("Specialise the selected tower: right choice")};

// The name of every action a key can do, as settings.json and the Controls page call it. The names are English,
// marked for the catalogue (N_) and translated where shown: keyCommandName(). The build slots' name takes the
// slot's number there ("Pick build slot {0}"); the two specialisations have a name each (kSpecialiseNames).
constexpr std::array kActionWords = {
    ActionWords{PlayAction::PickTower, "pick_tower", "Pick build slot"},
    ActionWords{PlayAction::Back, "back", N_("Drop what is in hand, else the menu")},
    ActionWords{PlayAction::SelectHero, "select_hero", N_("Select the hero")},
    ActionWords{PlayAction::HeroGo, "hero_go", N_("Send the hero to the next click")},
    ActionWords{PlayAction::HeroUpgrade, "hero_upgrade", N_("Level the hero up")},
    ActionWords{PlayAction::Pause, "pause", N_("Pause")},
    ActionWords{PlayAction::ShowRoutes, "show_routes", N_("Show the routes")},
    ActionWords{PlayAction::FlowField, "flow_field", N_("Flow field view")},
    ActionWords{PlayAction::NavMesh, "nav_mesh", N_("Navigation mesh view")},
    ActionWords{PlayAction::NextWave, "next_wave", N_("Call the next wave")},
    ActionWords{PlayAction::Speed, "speed", N_("Game speed")},
    ActionWords{PlayAction::Upgrade, "upgrade", N_("Upgrade the selected tower")},
    ActionWords{PlayAction::Specialise, "specialise", kSpecialiseNames[0]},
    ActionWords{PlayAction::Ability, "ability", N_("Set off the selected tower's ability")},
    ActionWords{PlayAction::Sell, "sell", N_("Sell the selected tower")},
    ActionWords{PlayAction::Target, "target", N_("Change the tower's target")},
    ActionWords{PlayAction::WholeMap, "whole_map", N_("Show the whole map")},
    ActionWords{PlayAction::ZoomIn, "zoom_in", N_("Zoom in")},
    ActionWords{PlayAction::ZoomOut, "zoom_out", N_("Zoom out")},
    ActionWords{PlayAction::PanLeft, "pan_left", N_("Pan left")},
    ActionWords{PlayAction::PanRight, "pan_right", N_("Pan right")},
    ActionWords{PlayAction::PanUp, "pan_up", N_("Pan up")},
    ActionWords{PlayAction::PanDown, "pan_down", N_("Pan down")},
    ActionWords{PlayAction::Undo, "undo", N_("Undo the last build")},
    ActionWords{PlayAction::Rewind, "rewind", N_("Back to this wave's start")},
    ActionWords{PlayAction::CursorLeft, "cursor_left", N_("Map cursor left")},
    ActionWords{PlayAction::CursorRight, "cursor_right", N_("Map cursor right")},
    ActionWords{PlayAction::CursorUp, "cursor_up", N_("Map cursor up")},
    ActionWords{PlayAction::CursorDown, "cursor_down", N_("Map cursor down")},
    ActionWords{PlayAction::CursorConfirm, "cursor_click", N_("Click where the map cursor is")},
};

const char* specialiseName(int argument) {
  return kSpecialiseNames[static_cast<size_t>(std::clamp(argument, 0, static_cast<int>(kSpecialiseNames.size()) - 1))];
}

// Actions whose argument makes commands of their own, each with its id ("pick_tower_3", "specialise_2").
bool numbered(PlayAction action) { return action == PlayAction::PickTower || action == PlayAction::Specialise; }

const ActionWords& wordsOf(PlayAction action) {
  for (const ActionWords& w : kActionWords) {
    if (w.action == action) return w;
  }
  return kActionWords[1];
}

std::vector<KeyCommand> buildCommands() {
  std::vector<KeyCommand> out;
  for (const PlayBinding& b : playBindings()) {
    if (b.key == sf::Keyboard::Unknown) continue;
    auto it = std::find_if(out.begin(), out.end(),
                           [&](const KeyCommand& c) { return c.action == b.action && c.argument == b.argument; });
    if (it == out.end()) {
      KeyCommand c;
      c.action = b.action;
      c.argument = b.argument;
      const ActionWords& w = wordsOf(b.action);
      c.id = w.id;
      c.name = b.action == PlayAction::Specialise ? specialiseName(b.argument) : w.name;
      if (numbered(b.action)) c.id += "_" + std::to_string(b.argument + 1);
      if (b.action == PlayAction::PickTower) c.name += " " + std::to_string(b.argument + 1);
      out.push_back(c);
      it = out.end() - 1;
    }
    // A third default key (the keypad's 0 for the whole map) is left to the table's help alone.
    for (sf::Keyboard::Key& k : it->defaults) {
      if (k == sf::Keyboard::Unknown) {
        k = b.key;
        break;
      }
    }
  }
  return out;
}

size_t backCommand() {
  const auto commands = keyCommands();
  for (size_t i = 0; i < commands.size(); ++i) {
    if (commands[i].action == PlayAction::Back) return i;
  }
  return 0;
}

}  // namespace

std::span<const KeyCommand> keyCommands() {
  static const std::vector<KeyCommand> commands = buildCommands();
  return commands;
}

std::string keyCommandName(const KeyCommand& command) {
  // TRANSLATORS: a line of Settings > Controls: the keys that pick build slot {0} of the bottom bar.
  if (command.action == PlayAction::PickTower) return textf(tr("Pick build slot {0}"), command.argument + 1);
  if (command.action == PlayAction::Specialise) return tr(specialiseName(command.argument));
  return tr(wordsOf(command.action).name);
}

std::string keyCommandName(size_t command) {
  const auto commands = keyCommands();
  return command < commands.size() ? keyCommandName(commands[command]) : std::string();
}

KeyBindings::KeyBindings() {
  for (const KeyCommand& c : keyCommands()) keys_.push_back(c.defaults);
}

bool KeyBindings::fixed(size_t command, size_t slot) { return command == backCommand() && slot == 0; }

std::optional<size_t> KeyBindings::commandOf(sf::Keyboard::Key key) const {
  if (key == sf::Keyboard::Unknown) return std::nullopt;
  for (size_t c = 0; c < keys_.size(); ++c) {
    if (std::find(keys_[c].begin(), keys_[c].end(), key) != keys_[c].end()) return c;
  }
  return std::nullopt;
}

std::optional<KeyBindings::Bound> KeyBindings::actionFor(sf::Keyboard::Key key) const {
  const std::optional<size_t> c = commandOf(key);
  if (!c) return std::nullopt;
  const KeyCommand& command = keyCommands()[*c];
  return Bound{command.action, command.argument};
}

std::optional<KeyBindings::Holder> KeyBindings::holderOf(sf::Keyboard::Key key) const {
  if (key == sf::Keyboard::Unknown) return std::nullopt;
  for (size_t c = 0; c < keys_.size(); ++c) {
    for (size_t s = 0; s < kSlots; ++s) {
      if (keys_[c][s] == key) return Holder{c, s};
    }
  }
  return std::nullopt;
}

bool KeyBindings::set(size_t command, size_t slot, sf::Keyboard::Key key) {
  if (command >= keys_.size() || slot >= kSlots || fixed(command, slot) || key == sf::Keyboard::Escape) return false;
  const sf::Keyboard::Key old = keys_[command][slot];
  if (const std::optional<Holder> h = holderOf(key)) {
    if (fixed(h->command, h->slot)) return false;
    keys_[h->command][h->slot] = old;
  }
  keys_[command][slot] = key;
  return true;
}

void KeyBindings::clear(size_t command, size_t slot) {
  if (command < keys_.size() && slot < kSlots && !fixed(command, slot)) keys_[command][slot] = sf::Keyboard::Unknown;
}

bool KeyBindings::isDefault() const {
  const auto commands = keyCommands();
  for (size_t c = 0; c < keys_.size(); ++c) {
    if (keys_[c] != commands[c].defaults) return false;
  }
  return true;
}

std::string KeyBindings::text(size_t command) const {
  std::string out;
  for (const sf::Keyboard::Key k : keys_[command]) {
    if (k == sf::Keyboard::Unknown) continue;
    if (!out.empty()) out += ' ';
    out += keyLabel(k);
  }
  return out.empty() ? "none" : out;
}

std::optional<size_t> KeyBindings::commandFor(PlayAction action, int argument) const {
  const auto commands = keyCommands();
  for (size_t c = 0; c < commands.size(); ++c) {
    if (commands[c].action == action && commands[c].argument == argument) return c;
  }
  return std::nullopt;
}

std::string KeyBindings::firstKey(PlayAction action, int argument) const {
  const std::optional<size_t> c = commandFor(action, argument);
  if (!c) return {};
  for (const sf::Keyboard::Key k : keys_[*c]) {
    if (k != sf::Keyboard::Unknown) return std::string(keyLabel(k));
  }
  return {};
}

std::string KeyBindings::helpKeys(size_t line, size_t slots) const {
  const auto table = playBindings();
  if (line >= table.size()) return {};
  const PlayBinding& head = table[line];
  // A mouse line's words ("Click"), marked for the catalogue in the table.
  if (head.key == sf::Keyboard::Unknown) return head.keys != nullptr ? tr(head.keys) : "";
  // The commands of the line's rows: the line's own and the rows after it that carry no text of their own.
  std::vector<size_t> commands;
  for (size_t i = line; i < table.size() && (i == line || table[i].keys == nullptr); ++i) {
    if (table[i].key == sf::Keyboard::Unknown) continue;
    const std::optional<size_t> c = commandFor(table[i].action, table[i].argument);
    if (c && std::find(commands.begin(), commands.end(), *c) == commands.end()) commands.push_back(*c);
  }
  if (head.action == PlayAction::PickTower) {
    commands.resize(std::min(commands.size(), slots));
    bool digits = true;
    std::string joined;
    for (size_t i = 0; i < commands.size(); ++i) {
      const std::string first = firstKey(PlayAction::PickTower, static_cast<int>(i));
      digits = digits && first == std::to_string(i + 1);
      joined += first.empty() ? "-" : first;
      if (first.size() > 1 && i + 1 < commands.size()) joined += ' ';
    }
    return digits ? pickKeysText(commands.size()) : joined;
  }
  // text() says "none" in English for the screens that test for it; the panel says it in the player's language.
  if (commands.size() == 1) {
    const std::string keys = text(commands[0]);
    // TRANSLATORS: the keys of an action that has none (the player cleared them in Settings > Controls).
    return keys == "none" ? std::string(trc("keys", "none")) : keys;
  }
  std::string out;
  for (const size_t c : commands) {
    std::string first = firstKey(keyCommands()[c].action, keyCommands()[c].argument);
    if (first.empty()) continue;
    if (!out.empty()) out += ' ';
    out += first;
  }
  return out;
}

void KeyBindings::load(const Stored& stored) {
  const auto commands = keyCommands();
  for (size_t c = 0; c < commands.size(); ++c) {
    const auto it = stored.find(commands[c].id);
    if (it == stored.end()) continue;
    std::array<sf::Keyboard::Key, kSlots> wanted{sf::Keyboard::Unknown, sf::Keyboard::Unknown};
    for (size_t s = 0; s < kSlots && s < it->second.size(); ++s) wanted[s] = keyNamed(it->second[s]);
    for (size_t s = 0; s < kSlots; ++s) {
      if (fixed(c, s)) continue;
      if (wanted[s] == sf::Keyboard::Unknown) {
        clear(c, s);
      } else {
        set(c, s, wanted[s]);
      }
    }
  }
}

KeyBindings::Stored KeyBindings::stored() const {
  Stored out;
  const auto commands = keyCommands();
  for (size_t c = 0; c < commands.size(); ++c) {
    if (keys_[c] == commands[c].defaults) continue;
    std::vector<std::string>& names = out[commands[c].id];
    for (const sf::Keyboard::Key k : keys_[c]) names.emplace_back(keyName(k));
  }
  return out;
}

}  // namespace td
