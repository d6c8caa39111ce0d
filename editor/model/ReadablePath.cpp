#include "editor/model/ReadablePath.h"

#include <array>
#include <charconv>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "engine/core/MessageMark.h"

namespace td::editor {
namespace {

// A list's name in the file and one of its items in words: first in the path, then further on.
struct Item {
  std::string_view list;
  const char* first;
  const char* later;
};

constexpr std::array<Item, 12> kItems{{
    // TRANSLATORS: where a problem of the level is, counted from 1: "Spawn 2", or "Wave 3, group 1, count".
    {"spawns", N_("Spawn {0}"), N_("spawn {0}")},
    {"goals", N_("Goal {0}"), N_("goal {0}")},
    {"waves", N_("Wave {0}"), N_("wave {0}")},
    {"groups", N_("Group {0}"), N_("group {0}")},
    {"lanes", N_("Lane {0}"), N_("lane {0}")},
    {"waypoints", N_("Waypoint {0}"), N_("waypoint {0}")},
    // TRANSLATORS: a row of the map's cells, counted from 1 at the top.
    {"tiles", N_("Row {0}"), N_("row {0}")},
    {"steps", N_("Step {0}"), N_("step {0}")},
    {"towers", N_("Tower {0}"), N_("tower {0}")},
    // TRANSLATORS: one of the messages a level shows the player during its waves.
    {"messages", N_("Message {0}"), N_("message {0}")},
    {"lesson", N_("Lesson step {0}"), N_("lesson step {0}")},
    {"cells", N_("Cell {0}"), N_("cell {0}")},
}};

// A key of the level's file in words: at the head of the path, then further on ("Lives"; "Wave 3, group 1, count").
struct Key {
  std::string_view key;
  const char* first;
  const char* later;
};

// TRANSLATORS: the keys of a level's file, where a problem is ("Wave 3, group 1, count"); each names the setting
// the editor's panels show under a label of their own.
constexpr std::array<Key, 26> kKeys{{
    {"name", N_("Name"), N_("name")},
    {"lives", N_("Lives"), N_("lives")},
    {"gold", N_("Gold"), N_("gold")},
    {"size", N_("Size"), N_("size")},
    {"legend", N_("Legend"), N_("legend")},
    {"tiles", N_("Map"), N_("map")},
    {"spawns", N_("Spawns"), N_("spawns")},
    {"goals", N_("Goals"), N_("goals")},
    {"towers", N_("Towers"), N_("towers")},
    {"hint", N_("Hint"), N_("hint")},
    {"hero", N_("Hero"), N_("hero")},
    {"start", N_("Start"), N_("start")},
    {"waves", N_("Waves"), N_("waves")},
    {"groups", N_("Groups"), N_("groups")},
    {"enemy", N_("Enemy"), N_("enemy")},
    {"count", N_("Count"), N_("count")},
    {"interval", N_("Interval"), N_("interval")},
    {"delay", N_("Delay"), N_("delay")},
    {"spawn", N_("Spawn"), N_("spawn")},
    {"health", N_("Health"), N_("health")},
    {"bonus", N_("Bonus"), N_("bonus")},
    {"lanes", N_("Lanes"), N_("lanes")},
    {"waypoints", N_("Waypoints"), N_("waypoints")},
    {"lesson", N_("Lesson"), N_("lesson")},
    {"messages", N_("Messages"), N_("messages")},
    {"text", N_("Text"), N_("text")},
}};

// One item of a path: in words, or the token as it is written.
using Part = std::variant<std::string, Phrase>;

// "name[3]" -> "name 4" in words, or the token as it is (its first letter raised when it comes `first`).
Part readable(std::string_view token, bool first) {
  const size_t open = token.find('[');
  if (open != std::string_view::npos && token.back() == ']') {
    const std::string_view name = token.substr(0, open);
    const std::string_view digits = token.substr(open + 1, token.size() - open - 2);
    size_t index = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
    if (ec == std::errc() && end == digits.data() + digits.size()) {
      for (const Item& item : kItems) {
        if (item.list == name) return phrase(first ? item.first : item.later, index + 1);
      }
    }
  }
  for (const Key& key : kKeys) {
    if (key.key == token) return phrase(first ? key.first : key.later);
  }
  std::string text(token);
  if (first && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

}  // namespace

Phrase readablePathPhrase(const std::string& jsonPath) {
  std::vector<Part> parts;
  size_t from = 0;
  while (from <= jsonPath.size()) {
    size_t dot = jsonPath.find('.', from);
    if (dot == std::string::npos) dot = jsonPath.size();
    const std::string_view token = std::string_view(jsonPath).substr(from, dot - from);
    if (!token.empty()) parts.push_back(readable(token, parts.empty()));
    from = dot + 1;
  }
  if (parts.empty()) return {};
  Part out = std::move(parts[0]);
  for (size_t i = 1; i < parts.size(); ++i) {
    out = std::visit(
        [](auto&& head, auto&& item) {
          // TRANSLATORS: a list's separator, between the parts of where a problem of the level is
          // ("Wave 3, group 1").
          return Part(phrase(N_("{0}, {1}"), std::move(head), std::move(item)));
        },
        std::move(out), std::move(parts[i]));
  }
  if (std::string* text = std::get_if<std::string>(&out)) return Phrase::verbatim(std::move(*text));
  return std::get<Phrase>(std::move(out));
}

std::string readablePath(const std::string& jsonPath) { return readablePathPhrase(jsonPath).english(); }

}  // namespace td::editor
