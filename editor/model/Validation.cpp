#include "editor/model/Validation.h"

#include <algorithm>
#include <cctype>
#include <exception>
#include <string_view>

#include "editor/model/EditorDoc.h"
#include "editor/model/HeroStart.h"
#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "engine/level/LevelGrid.h"
#include "engine/path/FlowField.h"
#include "engine/path/RouteTrace.h"
#include "io/LevelCheck.h"

namespace td::editor {
namespace {

// One step of a JSON path: a key ("waves", "count", or a quoted legend key)
// or an array index.
struct PathPart {
  std::string key;
  int64_t index = -1;
};

std::vector<PathPart> splitPath(const std::string& path) {
  std::vector<PathPart> parts;
  size_t i = 0;
  while (i < path.size()) {
    if (path[i] == '.') {
      ++i;
    } else if (path[i] == '[') {
      ++i;
      PathPart part;
      if (i < path.size() && path[i] == '"') {
        const size_t close = path.find("\"]", i + 1);
        if (close == std::string::npos) break;
        part.key = path.substr(i + 1, close - i - 1);
        i = close + 2;
      } else {
        int64_t n = 0;
        bool digits = false;
        while (i < path.size() && std::isdigit(static_cast<unsigned char>(path[i]))) {
          n = n * 10 + (path[i] - '0');
          digits = true;
          if (n > INT32_MAX) break;
          ++i;
        }
        if (!digits || i >= path.size() || path[i] != ']') break;
        part.index = n;
        ++i;
      }
      parts.push_back(std::move(part));
    } else {
      const size_t end = path.find_first_of(".[", i);
      parts.push_back({path.substr(i, end == std::string::npos ? std::string::npos : end - i), -1});
      i = end == std::string::npos ? path.size() : end;
    }
  }
  return parts;
}

std::optional<CellRect> cellArea(const LevelDef& level, Cell c) {
  if (!level.contains(c)) return std::nullopt;
  return CellRect{c.x, c.y, 1, 1};
}

// The smallest rectangle around every cell of the legend entry with `glyph`:
// where a problem with a terrain kind (one the game does not define) lies.
std::optional<CellRect> kindArea(const LevelDef& level, const std::string& glyph) {
  const size_t kind = glyph.size() == 1 ? level.glyphs.find(glyph[0]) : std::string::npos;
  if (kind == std::string::npos) return std::nullopt;
  int32_t left = level.width;
  int32_t top = level.height;
  int32_t right = -1;
  int32_t bottom = -1;
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      if (level.tile({x, y}) != kind) continue;
      left = std::min(left, x);
      right = std::max(right, x);
      top = std::min(top, y);
      bottom = std::max(bottom, y);
    }
  }
  if (right < 0) return std::nullopt;
  return CellRect{left, top, right - left + 1, bottom - top + 1};
}

// io's problem of a spawn from which no goal can be reached (io/LevelCheck.h): the editor's own "sealed" problem
// would only say it again.
bool saysNoRoute(const Phrase& message) {
  return message.pattern() != nullptr && std::string_view(message.pattern()) == kNoRoute;
}

}  // namespace

void locateProblem(const LevelDef& level, Problem& problem) {
  const std::vector<PathPart> parts = splitPath(problem.path);
  problem.panel = ProblemPanel::Settings;
  problem.area.reset();
  problem.wave = -1;
  problem.group = -1;
  problem.step = -1;
  problem.challenge = -1;
  problem.place = readablePathPhrase(problem.path, level);
  if (parts.empty()) return;
  const std::string& top = parts[0].key;
  const auto indexAt = [&parts](size_t k) { return k < parts.size() ? parts[k].index : int64_t{-1}; };
  if (top == "tiles") {
    problem.panel = ProblemPanel::Map;
    const int64_t y = indexAt(1);
    const int64_t x = indexAt(2);
    if (y < 0 || y >= level.height) return;
    if (x >= 0 && x < level.width) {
      problem.area = CellRect{static_cast<int32_t>(x), static_cast<int32_t>(y), 1, 1};
    } else {
      problem.area = CellRect{0, static_cast<int32_t>(y), level.width, 1};
    }
  } else if (top == "spawns" || top == "goals") {
    problem.panel = ProblemPanel::Map;
    const std::vector<Cell>& list = top == "spawns" ? level.spawns : level.goals;
    const int64_t i = indexAt(1);
    if (i >= 0 && static_cast<size_t>(i) < list.size()) problem.area = cellArea(level, list[static_cast<size_t>(i)]);
  } else if (top == "hero") {
    problem.panel = ProblemPanel::Map;
    if (const auto cell = heroCell(level)) problem.area = cellArea(level, *cell);
  } else if (top == "lanes") {
    // A waypoint's cell when it is on the map, else the lane's spawn.
    problem.panel = ProblemPanel::Map;
    const int64_t i = indexAt(1);
    if (i < 0 || static_cast<size_t>(i) >= level.lanes.size()) return;
    const Lane& lane = level.lanes[static_cast<size_t>(i)];
    const int64_t k = parts.size() > 3 && parts[2].key == "waypoints" ? indexAt(3) : -1;
    if (k >= 0 && static_cast<size_t>(k) < lane.waypoints.size()) {
      problem.area = cellArea(level, lane.waypoints[static_cast<size_t>(k)]);
    } else if (lane.spawn >= 0 && static_cast<size_t>(lane.spawn) < level.spawns.size()) {
      problem.area = cellArea(level, level.spawns[static_cast<size_t>(lane.spawn)]);
    }
  } else if (top == "legend") {
    problem.panel = ProblemPanel::Map;
    if (parts.size() > 1) problem.area = kindArea(level, parts[1].key);
  } else if (top == "size") {
    problem.panel = ProblemPanel::Map;
  } else if (top == "waves") {
    problem.panel = ProblemPanel::Waves;
    const int64_t w = indexAt(1);
    if (w < 0 || static_cast<size_t>(w) >= level.waves.size()) return;
    problem.wave = static_cast<int32_t>(w);
    const int64_t g = parts.size() > 3 && parts[2].key == "groups" ? indexAt(3) : -1;
    const std::vector<WaveGroupDef>& groups = level.waves[static_cast<size_t>(w)].groups;
    if (g < 0 || static_cast<size_t>(g) >= groups.size()) return;
    problem.group = static_cast<int32_t>(g);
    const int32_t spawn = groups[static_cast<size_t>(g)].spawn;
    if (spawn >= 0 && static_cast<size_t>(spawn) < level.spawns.size()) {
      problem.area = cellArea(level, level.spawns[static_cast<size_t>(spawn)]);
    }
  } else if (top == "lesson") {
    problem.panel = ProblemPanel::Lesson;
    const int64_t s = indexAt(1);
    if (s < 0 || static_cast<size_t>(s) >= level.lesson.size()) return;
    problem.step = static_cast<int32_t>(s);
    const std::vector<Cell>& cells = level.lesson[static_cast<size_t>(s)].cells;
    const int64_t k = parts.size() > 3 && parts[2].key == "cells" ? indexAt(3) : -1;
    if (k >= 0 && static_cast<size_t>(k) < cells.size()) problem.area = cellArea(level, cells[static_cast<size_t>(k)]);
  } else if (top == "challenges") {
    problem.panel = ProblemPanel::Challenges;
    const int64_t c = indexAt(1);
    if (c >= 0 && static_cast<size_t>(c) < level.challenges.size()) problem.challenge = static_cast<int32_t>(c);
  }
}

std::vector<SpawnRoute> computeRoutes(const LevelDef& level) {
  std::vector<SpawnRoute> routes(level.spawns.size());
  for (size_t i = 0; i < routes.size(); ++i) {
    routes[i].spawn = i;
    if (level.contains(level.spawns[i])) routes[i].cells.push_back(level.spawns[i]);
  }
  Grid grid;
  try {
    grid = makeGrid(level);
  } catch (const std::exception&) {
    return routes;  // an inconsistent map has no routes; the document never holds one
  }
  std::vector<Cell> goals;
  for (Cell g : level.goals) {
    if (level.contains(g)) goals.push_back(g);
  }
  FlowField field;
  if (field.compute(grid, goals, level.connectivity) == FlowStatus::NoGoals) return routes;
  for (SpawnRoute& route : routes) {
    if (route.cells.empty() || !field.reachable(grid, route.cells[0])) continue;
    route.reachable = true;
    const Cell from = route.cells[0];
    traceRoute(grid, field, from, route.cells);
  }
  return routes;
}

std::vector<Problem> findProblems(const LevelDef& level, const GameDefs* defs, const std::vector<SpawnRoute>& routes) {
  std::vector<Problem> problems;
  for (JsonError& e : validateLevel(level, "level", defs)) {
    Problem p;
    p.path = std::move(e.path);
    p.message = std::move(e.message);
    locateProblem(level, p);
    problems.push_back(std::move(p));
  }
  bool anyGoal = false;
  for (Cell g : level.goals) anyGoal = anyGoal || level.passable(g);
  if (!anyGoal) return problems;  // "no goal" problems already say it all
  for (const SpawnRoute& route : routes) {
    if (route.reachable || route.spawn >= level.spawns.size()) continue;
    const Cell spawn = level.spawns[route.spawn];
    if (!level.passable(spawn)) continue;  // reported as a spawn on impassable terrain
    const std::string path = "spawns[" + std::to_string(route.spawn) + "]";
    bool known = false;
    for (const Problem& p : problems) known = known || (p.path == path && saysNoRoute(p.message));
    if (known) continue;
    Problem p;
    p.path = path;
    // TRANSLATORS: {0} is a spawn's number, {1} its cell such as (3, 4).
    const char* sealed = N_("spawn {0} is sealed: no route leads from {1} to any goal");
    p.message = phrase(sealed, route.spawn + 1, cellText(spawn));
    locateProblem(level, p);
    problems.push_back(std::move(p));
  }
  return problems;
}

void LiveValidation::refresh(const EditorDoc& doc) {
  if (valid_ && revision_ == doc.revision()) return;
  routes_ = computeRoutes(doc.level());
  problems_ = findProblems(doc.level(), doc.defs(), routes_);
  revision_ = doc.revision();
  valid_ = true;
  ++computations_;
}

const std::vector<Problem>& LiveValidation::problems(const EditorDoc& doc) {
  refresh(doc);
  return problems_;
}

const std::vector<SpawnRoute>& LiveValidation::routes(const EditorDoc& doc) {
  refresh(doc);
  return routes_;
}

}  // namespace td::editor
