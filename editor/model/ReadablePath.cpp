#include "editor/model/ReadablePath.h"

#include <array>
#include <charconv>
#include <optional>
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

constexpr std::array<Item, 13> kItems{{
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
    // TRANSLATORS: one of the level's challenges (the level played again under rules of its own).
    {"challenges", N_("Challenge {0}"), N_("challenge {0}")},
}};

// A key of the level's file in words: at the head of the path, then further on ("Lives"; "Wave 3, group 1, count").
struct Key {
  std::string_view key;
  const char* first;
  const char* later;
};

// TRANSLATORS: the keys of a level's file, where a problem is ("Wave 3, group 1, count"); each names the setting
// the editor's panels show under a label of their own.
constexpr std::array<Key, 27> kKeys{{
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
    {"challenges", N_("Challenges"), N_("challenges")},
}};

// A list or key under a challenge, named as the Challenges section names it ("Challenge 1, allowed kind 2"): never
// at the head of a path, so in its later form only.
struct ChallengeWord {
  std::string_view name;
  const char* text;
};

// TRANSLATORS: where a problem of a level's challenge is: "Challenge 1 (Iron), allowed kind 2".
constexpr std::array<ChallengeWord, 2> kChallengeItems{{
    {"towers", N_("allowed kind {0}")},
    {"forbid", N_("forbidden action {0}")},
}};
constexpr std::array<ChallengeWord, 4> kChallengeKeys{{
    {"id", N_("id")},
    {"towers", N_("allowed kinds")},
    // TRANSLATORS: a challenge's factor on every wave's enemy health.
    {"waveHealth", N_("wave health")},
    {"forbid", N_("forbidden actions")},
}};

// One item of a path: in words, or the token as it is written.
using Part = std::variant<std::string, Phrase>;

// Where a path's token stands: at its head, or under a challenge (whose words are the Challenges section's).
struct Context {
  bool first = true;
  bool underChallenge = false;
  const LevelDef* level = nullptr;  // names the challenges when given
};

// "name[3]" as its list and index, when it is one.
std::optional<std::pair<std::string_view, size_t>> listItem(std::string_view token) {
  const size_t open = token.find('[');
  if (open == std::string_view::npos || token.back() != ']') return std::nullopt;
  const std::string_view digits = token.substr(open + 1, token.size() - open - 2);
  size_t index = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  return std::pair{token.substr(0, open), index};
}

// A challenge counted from 1 with its name, so that the designer knows it in the list: "Challenge 1 (Iron)".
std::optional<Phrase> namedChallenge(size_t index, const Context& at) {
  if (at.level == nullptr || !at.first || index >= at.level->challenges.size()) return std::nullopt;
  const std::string& name = at.level->challenges[index].name;
  if (name.empty()) return std::nullopt;
  // TRANSLATORS: {0} is a challenge's number from 1, {1} its name as the level writes it.
  return phrase(N_("Challenge {0} ({1})"), index + 1, name);
}

// "name[3]" -> "name 4" in words, or the token as it is (its first letter raised when it comes first).
Part readable(std::string_view token, const Context& at) {
  if (const auto item = listItem(token)) {
    const auto [list, index] = *item;
    if (list == "challenges") {
      if (std::optional<Phrase> named = namedChallenge(index, at)) return *named;
    }
    if (at.underChallenge) {
      for (const ChallengeWord& word : kChallengeItems) {
        if (word.name == list) return phrase(word.text, index + 1);
      }
    }
    for (const Item& i : kItems) {
      if (i.list == list) return phrase(at.first ? i.first : i.later, index + 1);
    }
  }
  if (at.underChallenge) {
    for (const ChallengeWord& word : kChallengeKeys) {
      if (word.name == token) return phrase(word.text);
    }
  }
  for (const Key& key : kKeys) {
    if (key.key == token) return phrase(at.first ? key.first : key.later);
  }
  std::string text(token);
  if (at.first && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

// The path in words, the challenges named when `level` is given.
Phrase pathPhrase(const std::string& jsonPath, const LevelDef* level) {
  std::vector<Part> parts;
  Context at;
  at.level = level;
  at.underChallenge = jsonPath.rfind("challenges[", 0) == 0;
  size_t from = 0;
  while (from <= jsonPath.size()) {
    size_t dot = jsonPath.find('.', from);
    if (dot == std::string::npos) dot = jsonPath.size();
    const std::string_view token = std::string_view(jsonPath).substr(from, dot - from);
    if (!token.empty()) {
      at.first = parts.empty();
      parts.push_back(readable(token, at));
    }
    from = dot + 1;
  }
  if (parts.empty()) return {};
  Part out = std::move(parts[0]);
  for (size_t i = 1; i < parts.size(); ++i) {
    out = std::visit(
        [](auto&& head, auto&& item) {
          // TRANSLATORS: a list's separator, between the parts of where a problem of the level is
          // ("Wave 3, group 1").
          return Part(phrase(N_("{0}, {1}"), std::forward<decltype(head)>(head), std::forward<decltype(item)>(item)));
        },
        std::move(out), std::move(parts[i]));
  }
  if (std::string* text = std::get_if<std::string>(&out)) return Phrase::verbatim(std::move(*text));
  return std::get<Phrase>(std::move(out));
}

}  // namespace

Phrase readablePathPhrase(const std::string& jsonPath) { return pathPhrase(jsonPath, nullptr); }

Phrase readablePathPhrase(const std::string& jsonPath, const LevelDef& level) { return pathPhrase(jsonPath, &level); }

std::string readablePath(const std::string& jsonPath) { return readablePathPhrase(jsonPath).english(); }

}  // namespace td::editor
