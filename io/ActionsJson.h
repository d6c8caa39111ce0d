#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sim/ActionDef.h"
#include "engine/sim/GameDefs.h"
#include "io/JsonError.h"

namespace td {

// A scripted game: a JSON list of player actions in tick order, each applied
// at the start of its tick (several may share one, applied in list order):
//   [{"tick": 0, "build": "arrow", "cell": [5, 3]},
//    {"tick": 600, "upgrade": [5, 3]},
//    {"tick": 900, "sell": [5, 3]},
//    {"tick": 60, "target": [5, 3], "mode": "strongest"},
//    {"tick": 1200, "next_wave": true},
//    {"tick": 300, "hero": [12.5, 4.5]},
//    {"tick": 900, "hero_upgrade": true}]
// A hero order's point is in cell units: [12.5, 4.5] is the centre of cell
// (12, 4).
// Cells are checked for shape only; whether one is on the map, buildable
// and so on is the simulation's answer when the action is applied.
struct ActionsLoad {
  std::vector<ActionDef> actions;
  std::vector<JsonError> errors;
  std::vector<JsonError> warnings;  // unknown keys; the list still loads
  bool outOfMemory = false;         // one of the errors: memory ran out while reading

  bool ok() const { return errors.empty(); }
};

// A script of more actions is refused: one every second of a 27-hour game,
// or one every tick of 27 minutes. The text's limits are kActionsJsonLimits
// (io/JsonLimits.h).
inline constexpr size_t kMaxActions = 100'000;

// With `defs`, the tower kinds of builds must exist there.
ActionsLoad loadActions(const std::filesystem::path& file, const GameDefs* defs = nullptr);
// `source` names the text in messages.
ActionsLoad parseActions(std::string_view text, std::string_view source = "<actions>", const GameDefs* defs = nullptr);

// One action as the file spells it, on one line: {"tick": 0, "build": "arrow", "cell": [5, 3]}.
std::string actionToJson(const ActionDef& action);
// A whole list, one action per line, ending in a newline; it reads back the same.
std::string actionsToJson(const std::vector<ActionDef>& actions);

}  // namespace td
