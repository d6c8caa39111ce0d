#include "io/ActionsJson.h"

#include <algorithm>
#include <array>
#include <optional>

#include "engine/core/MessageMark.h"
#include "engine/grid/Grid.h"
#include "io/FloatText.h"
#include "io/JsonCheck.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

// A day of play at 60 ticks a second; anything later is a typo.
constexpr int64_t kMaxTick = 60LL * 60 * 60 * 24;

constexpr std::array kVerbs{ActionKind::Build,       ActionKind::Upgrade,    ActionKind::Sell,
                            ActionKind::Target,      ActionKind::NextWave,   ActionKind::Hero,
                            ActionKind::HeroUpgrade, ActionKind::Specialise, ActionKind::Ability};

std::optional<Cell> readCell(JsonCheck& check, const Json& value, const std::string& path) {
  if (!value.is_array() || value.size() != 2) {
    check.error(path, value.is_array() ? phrasePlural(NP_("expected [x, y], found an array of {0} value",
                                                          "expected [x, y], found an array of {0} values"),
                                                      static_cast<int64_t>(value.size()), value.size())
                                       : phrase(N_("expected [x, y], found {0}"), JsonCheck::describe(value)));
    return std::nullopt;
  }
  const auto x = check.integerIn(value[0], JsonCheck::index(path, 0), 0, Grid::kMaxSide - 1);
  const auto y = check.integerIn(value[1], JsonCheck::index(path, 1), 0, Grid::kMaxSide - 1);
  if (!x || !y) return std::nullopt;
  return Cell{static_cast<int32_t>(*x), static_cast<int32_t>(*y)};
}

// A point in cell units on (or at the edge of) a map of the largest size.
std::optional<Vec2> readPoint(JsonCheck& check, const Json& value, const std::string& path) {
  if (!value.is_array() || value.size() != 2) {
    check.error(path, phrase(N_("expected [x, y] in cell units, found {0}"), JsonCheck::describe(value)));
    return std::nullopt;
  }
  const auto x = check.numberIn(value[0], JsonCheck::index(path, 0), 0.0, Grid::kMaxSide);
  const auto y = check.numberIn(value[1], JsonCheck::index(path, 1), 0.0, Grid::kMaxSide);
  if (!x || !y) return std::nullopt;
  return Vec2{static_cast<float>(*x), static_cast<float>(*y)};
}

// The ids as they are, or "none".
Phrase knownTowers(const GameDefs& defs) {
  std::string list;
  for (const TowerDef& t : defs.towers) list += (list.empty() ? "" : ", ") + t.id;
  // TRANSLATORS: in place of a list of names, when there is none.
  return list.empty() ? phrase(N_("none")) : Phrase::verbatim(std::move(list));
}

// "a, b and c": names as the file spells them, the last two joined by `last` ("{0} and {1}" or "{0} or {1}",
// marked N_ by the caller).
Phrase nameList(const std::vector<std::string_view>& names, const char* last) {
  if (names.size() < 2) return Phrase::verbatim(names.empty() ? std::string() : std::string(names.front()));
  std::string head;
  for (size_t i = 0; i + 1 < names.size(); ++i) head += (i == 0 ? "" : ", ") + std::string(names[i]);
  return phrase(last, std::move(head), std::string(names.back()));
}

Phrase verbList() {
  std::vector<std::string_view> names;
  names.reserve(std::size(kVerbs));
  for (ActionKind k : kVerbs) names.push_back(actionKindName(k));
  // TRANSLATORS: the last two of a list of alternatives ("build, sell or hero"); also two keys that do the same.
  return nameList(names, N_("{0} or {1}"));
}

// Reads the verb's own value (the build's kind, the cell acted on...).
bool readVerb(JsonCheck& check, const Json& entry, const std::string& path, const GameDefs* defs, ActionDef& action) {
  const std::string verbPath = JsonCheck::key(path, actionKindName(action.kind));
  const Json& value = *JsonCheck::find(entry, actionKindName(action.kind));
  switch (action.kind) {
    case ActionKind::Build: {
      auto id = check.string(value, verbPath);
      if (id && defs != nullptr && defs->towerIndex(*id) < 0) {
        // TRANSLATORS: {1} is a list of names ("arrow, cannon, frost") or "none".
        check.error(verbPath, phrase(N_("unknown tower kind \"{0}\" (known kinds: {1})"), *id, knownTowers(*defs)));
        id.reset();
      }
      if (id) action.tower = std::move(*id);
      const Json* cell = check.member(entry, path, "cell");
      const auto c = cell != nullptr ? readCell(check, *cell, JsonCheck::key(path, "cell")) : std::nullopt;
      if (c) action.cell = *c;
      return id.has_value() && c.has_value();
    }
    case ActionKind::Upgrade:
    case ActionKind::Sell:
    case ActionKind::Ability:
    case ActionKind::Target: {
      const auto c = readCell(check, value, verbPath);
      if (c) action.cell = *c;
      bool ok = c.has_value();
      if (action.kind == ActionKind::Target) {
        const Json* mode = check.member(entry, path, "mode");
        if (mode == nullptr) return false;
        const auto name = check.string(*mode, JsonCheck::key(path, "mode"));
        if (!name) return false;
        if (const auto m = targetModeFromName(*name)) {
          action.mode = *m;
        } else {
          check.error(JsonCheck::key(path, "mode"),
                      phrase(N_("expected \"first\", \"last\", \"strongest\" or \"closest\", found \"{0}\""), *name));
          ok = false;
        }
      }
      return ok;
    }
    case ActionKind::NextWave:
    case ActionKind::HeroUpgrade: {
      const auto yes = check.boolean(value, verbPath);
      if (yes && !*yes) {
        check.error(verbPath, phrase(N_("expected true (leave the action out to not do it)")));
        return false;
      }
      return yes.has_value();
    }
    case ActionKind::Hero: {
      const auto p = readPoint(check, value, verbPath);
      if (p) action.point = *p;
      return p.has_value();
    }
    case ActionKind::Specialise: {
      const auto c = readCell(check, value, verbPath);
      if (c) action.cell = *c;
      const Json* into = check.member(entry, path, "into");
      auto id = into != nullptr ? check.string(*into, JsonCheck::key(path, "into")) : std::nullopt;
      // Which kind stands on the cell is the game's to know; here the id need only be some kind's.
      if (id && defs != nullptr && std::none_of(defs->towers.begin(), defs->towers.end(), [&](const TowerDef& t) {
            return t.specialisationIndex(*id) >= 0;
          })) {
        check.error(JsonCheck::key(path, "into"), phrase(N_("no tower kind has a specialisation \"{0}\""), *id));
        id.reset();
      }
      if (id) action.tower = std::move(*id);
      return c.has_value() && id.has_value();
    }
  }
  return false;
}

// Reads the action at index `i` of the list; `lastTick` is the tick of the
// action before it.
void readAction(JsonCheck& check, const Json& entry, size_t i, const GameDefs* defs, uint64_t& lastTick,
                std::vector<ActionDef>& out) {
  const std::string path = JsonCheck::index("", i);
  if (!check.isObject(entry, path)) return;
  ActionDef action;
  bool ok = true;
  // Exactly one verb says what the action does.
  std::vector<std::string_view> verbs;
  for (ActionKind k : kVerbs) {
    if (JsonCheck::find(entry, actionKindName(k)) != nullptr) {
      verbs.push_back(actionKindName(k));
      action.kind = k;
    }
  }
  if (verbs.empty()) {
    // TRANSLATORS: {0} is a list of keys as the file spells them ("build, sell or hero").
    check.error(path, phrase(N_("expected exactly one of {0}, found none"), verbList()));
    ok = false;
  } else if (verbs.size() > 1) {
    // TRANSLATORS: the last two of a list of keys as the file spells them ("build, sell and hero").
    Phrase found = nameList(verbs, N_("{0} and {1}"));
    // TRANSLATORS: {0} and {1} are lists of keys as the file spells them ("build, sell or hero").
    check.error(path, phrase(N_("expected exactly one of {0}, found {1}"), verbList(), std::move(found)));
    ok = false;
  }
  const std::string_view verb = actionKindName(action.kind);
  const bool build = verbs.size() == 1 && action.kind == ActionKind::Build;
  const bool target = verbs.size() == 1 && action.kind == ActionKind::Target;
  const bool specialise = verbs.size() == 1 && action.kind == ActionKind::Specialise;
  for (const auto& item : entry.items()) {
    const std::string& name = item.key();
    const bool known = name == "tick" || (verbs.size() == 1 && name == verb) || (build && name == "cell") ||
                       (target && name == "mode") || (specialise && name == "into");
    bool otherVerb = false;
    for (ActionKind k : kVerbs) otherVerb = otherVerb || name == actionKindName(k);
    if (!known && !otherVerb) check.warn(JsonCheck::key(path, name), phrase(N_("unknown key, ignored")));
  }
  if (const Json* tick = check.member(entry, path, "tick")) {
    if (const auto t = check.integerIn(*tick, JsonCheck::key(path, "tick"), 0, kMaxTick)) {
      action.tick = static_cast<uint64_t>(*t);
      // Actions run in file order within a tick; a list out of tick order
      // would not run as it reads.
      if (action.tick < lastTick) {
        check.error(JsonCheck::key(path, "tick"),
                    phrase(N_("expected a tick no earlier than the previous action's ({0}), found {1}"), lastTick,
                           action.tick));
        ok = false;
      }
      lastTick = std::max(lastTick, action.tick);
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  if (verbs.size() == 1) ok = readVerb(check, entry, path, defs, action) && ok;
  if (ok) out.push_back(std::move(action));
}

// The list is read as it is parsed, one action at a time (see
// JsonCheck::parseElements()): a document of every action would cost many
// times the text.
void readActions(JsonCheck& check, std::string_view text, const GameDefs* defs, std::vector<ActionDef>& out) {
  uint64_t lastTick = 0;
  size_t count = 0;
  const JsonDocument root = check.parseElements(text, kActionsJsonLimits, [&](size_t index, const Json& entry) {
    ++count;
    if (index < kMaxActions) readAction(check, entry, index, defs, lastTick, out);
  });
  if (!root || !check.isArray(*root, "")) return;
  if (count > kMaxActions) {
    check.error("",
                phrasePlural(NP_("expected at most {0} action, found {1}", "expected at most {0} actions, found {1}"),
                             kMaxActions, kMaxActions, count));
    std::vector<ActionDef>().swap(out);
  }
}

ActionsLoad finish(JsonCheck& check, std::vector<ActionDef> actions) {
  ActionsLoad result;
  result.errors = check.takeErrors();
  result.warnings = check.takeWarnings();
  result.outOfMemory = check.ranOutOfMemory();
  if (result.ok()) result.actions = std::move(actions);
  return result;
}

namespace {

// A cell as the file writes it, "[x, y]". Built by appending: GCC 12 warns falsely (-Wrestrict) about "[" +
// std::string.
std::string cellArray(Cell c) {
  std::string text = "[";
  text += std::to_string(c.x);
  text += ", ";
  text += std::to_string(c.y);
  text += ']';
  return text;
}

}  // namespace

}  // namespace

ActionsLoad parseActions(std::string_view text, std::string_view source, const GameDefs* defs) {
  JsonCheck check{std::string(source)};
  std::vector<ActionDef> actions;
  if (!check.whileReading([&] { readActions(check, text, defs, actions); })) std::vector<ActionDef>().swap(actions);
  return finish(check, std::move(actions));
}

ActionsLoad loadActions(const std::filesystem::path& file, const GameDefs* defs) {
  JsonCheck check{file.string()};
  std::vector<ActionDef> actions;
  const bool read = check.whileReading([&] {
    if (const auto text = check.readFile(file, kActionsJsonLimits)) readActions(check, *text, defs, actions);
  });
  if (!read) std::vector<ActionDef>().swap(actions);
  return finish(check, std::move(actions));
}

std::string actionToJson(const ActionDef& action) {
  std::string out = "{\"tick\": " + std::to_string(action.tick) + ", ";
  switch (action.kind) {
    case ActionKind::Build:
      out += "\"build\": " + Json(action.tower).dump(-1, ' ', false, Json::error_handler_t::replace) +
             ", \"cell\": " + cellArray(action.cell);
      break;
    case ActionKind::Upgrade:
      out += "\"upgrade\": " + cellArray(action.cell);
      break;
    case ActionKind::Sell:
      out += "\"sell\": " + cellArray(action.cell);
      break;
    case ActionKind::Target:
      out +=
          "\"target\": " + cellArray(action.cell) + ", \"mode\": \"" + std::string(targetModeName(action.mode)) + "\"";
      break;
    case ActionKind::NextWave:
      out += "\"next_wave\": true";
      break;
    case ActionKind::HeroUpgrade:
      out += "\"hero_upgrade\": true";
      break;
    case ActionKind::Hero:
      out += "\"hero\": [" + floatText(action.point.x) + ", " + floatText(action.point.y) + "]";
      break;
    case ActionKind::Ability:
      out += "\"ability\": " + cellArray(action.cell);
      break;
    case ActionKind::Specialise:
      out += "\"specialise\": " + cellArray(action.cell) +
             ", \"into\": " + Json(action.tower).dump(-1, ' ', false, Json::error_handler_t::replace);
      break;
  }
  return out + "}";
}

std::string actionsToJson(const std::vector<ActionDef>& actions) {
  if (actions.empty()) return "[]\n";
  std::string out = "[\n";
  for (size_t i = 0; i < actions.size(); ++i)
    out += "  " + actionToJson(actions[i]) + (i + 1 < actions.size() ? ",\n" : "\n");
  return out + "]\n";
}

}  // namespace td
