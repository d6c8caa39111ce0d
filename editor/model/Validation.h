#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "editor/model/ReadablePath.h"
#include "engine/core/Cell.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"
#include "io/JsonError.h"

namespace td::editor {

class EditorDoc;

// A rectangle of cells: one cell, a row, ...
struct CellRect {
  int32_t x = 0;
  int32_t y = 0;
  int32_t width = 1;
  int32_t height = 1;

  friend constexpr bool operator==(CellRect, CellRect) = default;
};

// Which panel shows the offending value.
enum class ProblemPanel : uint8_t { Map, Waves, Settings, Lesson, Challenges };

// One problem of the level, as the problems panel lists it.
struct Problem {
  std::string path;  // JSON path as in a saved file, e.g. "waves[2].groups[0].count"
  Phrase message;    // what is wrong and what was expected
  ProblemPanel panel = ProblemPanel::Settings;
  // Where on the map, for problems that have a place: the exact cell, or the
  // row for a problem with a whole tile row.
  std::optional<CellRect> area;
  // For problems in the waves panel: the wave and group to select (-1: none).
  int32_t wave = -1;
  int32_t group = -1;
  // For problems in the lesson tab: the step to select (-1: none).
  int32_t step = -1;
  // For problems of a challenge: the challenge to select (-1: none).
  int32_t challenge = -1;
  // Where it is in words with the names the level gives its items ("Challenge 1 (Iron), lives"), set by
  // locateProblem(); a problem not located has its path alone read (ReadablePath.h).
  Phrase place;

  Phrase where() const { return place.empty() ? readablePathPhrase(path) : place; }
  // "Wave 3, group 1, count: message": the path counted from 1, as the panels and the map count.
  std::string text() const { return path.empty() ? message.english() : where().english() + ": " + message.english(); }
};

// The route enemies from one spawn take, by the game's rules (the engine's
// flow field from every goal).
struct SpawnRoute {
  size_t spawn = 0;
  bool reachable = false;
  // From the spawn to the goal it ends at, both included; just the spawn
  // when no goal can be reached.
  std::vector<Cell> cells;
};

// Every spawn's route, in spawn order.
std::vector<SpawnRoute> computeRoutes(const LevelDef& level);

// Where a problem at JSON path `path` lies: tiles[y] -> that row,
// tiles[y][x] -> that cell, spawns[i] and goals[i] (and anything below) ->
// that cell when inside the map, legend["x"] -> the rectangle around every
// cell of that kind, hero.* -> the cell of the hero's start,
// waves[w].groups[g].* -> the cell of the group's spawn when it names one,
// lesson[s].* -> that step, and its marked cell when it names one on the map,
// challenges[c].* -> that challenge. Fills panel, area, wave, group, step,
// challenge and place.
void locateProblem(const LevelDef& level, Problem& problem);

// Every problem of the level: each from io's validateLevel, located, then
// the editor's own: a spawn from which no goal can be reached is reported as
// sealed even while other problems keep validateLevel from judging routes.
std::vector<Problem> findProblems(const LevelDef& level, const GameDefs* defs, const std::vector<SpawnRoute>& routes);

// Problems and routes of a document, recomputed only when its revision
// changed since the last call. The UI keeps one and asks every frame.
class LiveValidation {
 public:
  const std::vector<Problem>& problems(const EditorDoc& doc);
  const std::vector<SpawnRoute>& routes(const EditorDoc& doc);
  // How many times the routes and problems were computed, for tests.
  size_t computations() const { return computations_; }

 private:
  void refresh(const EditorDoc& doc);

  uint64_t revision_ = 0;
  bool valid_ = false;
  size_t computations_ = 0;
  std::vector<SpawnRoute> routes_;
  std::vector<Problem> problems_;
};

}  // namespace td::editor
