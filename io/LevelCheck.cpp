#include "io/LevelCheck.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>

#include "engine/core/CellText.h"
#include "engine/grid/Grid.h"
#include "engine/grid/MoverClass.h"
#include "io/JsonCheck.h"
#include "io/LaneCheck.h"
#include "io/LessonCheck.h"
#include "io/MessageCheck.h"
#include "io/ValueCheck.h"
#include "io/WaveCheck.h"

namespace td {
namespace {

bool validUtf8(const std::string& text) {
  try {
    (void)JsonCheck::Json(text).dump();
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

// Code points, as a reader counts characters (and as a JSON Schema's maxLength does).
size_t characterCount(const std::string& text) {
  size_t count = 0;
  for (char c : text) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return count;
}

uint64_t cellKey(Cell c) {
  return (static_cast<uint64_t>(static_cast<uint32_t>(c.y)) << 32) | static_cast<uint32_t>(c.x);
}

// Returns true when the legend can be used to read tiles.
bool checkLegend(const LevelDef& level, JsonCheck& check) {
  const size_t before = check.errorCount();
  if (!checkLegendShape(level, check)) return false;
  for (size_t k = 0; k < level.terrains.size(); ++k) {
    const char glyph = level.glyphs[k];
    const std::string path = JsonCheck::entry("legend", std::string(1, glyph));
    if (!validGlyph(glyph))
      check.error(path, "expected a printable character other than a space, found " + JsonCheck::quoteChar(glyph));
    if (level.terrains[k].name.empty()) check.error(path, "expected a terrain kind name, found an empty one");
    for (size_t j = 0; j < k; ++j) {
      if (level.glyphs[j] == glyph) check.error(path, "the character is used for two kinds");
      if (level.terrains[j].name == level.terrains[k].name) {
        check.error(path, "\"" + level.terrains[k].name + "\" already has the character " +
                              JsonCheck::quoteChar(level.glyphs[j]));
      }
    }
    if (level.terrains[k].cost == 0) check.error(path, "terrain kind \"" + level.terrains[k].name + "\" has cost 0");
  }
  return check.errorCount() == before;
}

bool checkTiles(const LevelDef& level, JsonCheck& check) {
  const size_t before = check.errorCount();
  const size_t expected = static_cast<size_t>(level.width) * static_cast<size_t>(level.height);
  if (level.tiles.size() != expected) {
    check.error("tiles", "expected " + std::to_string(expected) + " cells (" + std::to_string(level.width) + "x" +
                             std::to_string(level.height) + "), found " + std::to_string(level.tiles.size()));
    return false;
  }
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      if (level.tile({x, y}) >= level.terrains.size()) {
        check.error(JsonCheck::index(JsonCheck::index("tiles", static_cast<size_t>(y)), static_cast<size_t>(x)),
                    "terrain kind " + std::to_string(level.tile({x, y})) + " is not in the legend");
      }
    }
  }
  return check.errorCount() == before;
}

// A draft keeps a kind the game does not define as a placeholder
// (LevelDraft.h); a level with such a kind on any cell cannot be played. One
// that no cell uses is harmless: it is left out when the level is saved.
void checkUnknownKinds(const LevelDef& level, JsonCheck& check) {
  bool anyUnknown = false;
  for (const TerrainDef& t : level.terrains) anyUnknown = anyUnknown || t.unknown;
  if (!anyUnknown) return;
  std::vector<size_t> count(level.terrains.size(), 0);
  std::vector<size_t> first(level.terrains.size(), 0);
  for (size_t i = 0; i < level.tiles.size(); ++i) {
    if (count[level.tiles[i]]++ == 0) first[level.tiles[i]] = i;
  }
  const auto width = static_cast<size_t>(level.width);
  for (size_t k = 0; k < level.terrains.size(); ++k) {
    if (!level.terrains[k].unknown || count[k] == 0) continue;
    const Cell at{static_cast<int32_t>(first[k] % width), static_cast<int32_t>(first[k] / width)};
    const std::string where = count[k] == 1
                                  ? "1 cell, " + cellText(at) + "; paint it"
                                  : std::to_string(count[k]) + " cells, the first " + cellText(at) + "; paint them";
    check.error(
        JsonCheck::entry("legend", std::string(1, level.glyphs[k])),
        "unknown terrain kind \"" + level.terrains[k].name + "\" on " + where + " with a kind the game defines");
  }
}

bool passable(const LevelDef& level, Cell c) { return level.terrains[level.tile(c)].cost != kImpassableCost; }

// Returns true when every cell is one a route can start or end on (inside
// the map, passable); duplicates are reported but do not stop the route check.
bool checkEndpoints(const LevelDef& level, const std::vector<Cell>& cells, const char* key, const char* what,
                    size_t most, bool tilesKnown, JsonCheck& check) {
  bool usable = !cells.empty();
  if (cells.empty()) check.error(key, std::string("expected at least one ") + what);
  if (cells.size() > most) {
    check.error(key,
                "expected at most " + std::to_string(most) + " " + key + ", found " + std::to_string(cells.size()));
    return false;
  }
  std::unordered_map<uint64_t, size_t> seen;
  for (size_t i = 0; i < cells.size(); ++i) {
    const Cell c = cells[i];
    const std::string path = JsonCheck::index(key, i);
    if (!level.contains(c)) {
      check.error(path, "expected a cell inside the " + std::to_string(level.width) + "x" +
                            std::to_string(level.height) + " map, found " + cellText(c));
      usable = false;
      continue;
    }
    if (tilesKnown && !passable(level, c)) {
      check.error(path, "expected a passable cell, but " + cellText(c) + " is " + level.terrains[level.tile(c)].name);
      usable = false;
    }
    if (const auto [first, added] = seen.emplace(cellKey(c), i); !added) {
      check.error(path, cellText(c) + " is already " + JsonCheck::index(key, first->second));
    }
  }
  return usable;
}

// An enemy born on a goal would leave at once: a level with such a spawn
// cannot be what its author meant.
void checkSpawnsOffGoals(const LevelDef& level, JsonCheck& check) {
  std::unordered_map<uint64_t, size_t> goals;
  for (size_t j = 0; j < level.goals.size(); ++j) goals.emplace(cellKey(level.goals[j]), j);
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    if (const auto it = goals.find(cellKey(level.spawns[i])); it != goals.end()) {
      check.error(JsonCheck::index("spawns", i), cellText(level.spawns[i]) + " is also " +
                                                     JsonCheck::index("goals", it->second) +
                                                     "; a spawn and a goal need cells of their own");
    }
  }
}

// The cells from which a mover of class `c` reaches a goal. Diagonal moves
// never cut corners, so they join exactly the cells that orthogonal moves
// join: a 4-neighbour flood from the goals answers reachability for either
// connectivity.
std::vector<uint8_t> reachedBy(const LevelDef& level, size_t c) {
  const size_t count = level.tiles.size();
  std::vector<uint8_t> reached(count, 0);
  auto open = [&](Cell n) { return level.terrains[level.tile(n)].costFor(c) != kImpassableCost; };
  // Cell indices rather than cells: half the memory on the largest maps.
  std::vector<uint32_t> queue;
  queue.reserve(count);
  for (Cell g : level.goals) {
    if (!reached[level.tileIndex(g)]) {
      reached[level.tileIndex(g)] = 1;
      queue.push_back(static_cast<uint32_t>(level.tileIndex(g)));
    }
  }
  const auto width = static_cast<uint32_t>(level.width);
  for (size_t head = 0; head < queue.size(); ++head) {
    const uint32_t i = queue[head];
    const Cell c0{static_cast<int32_t>(i % width), static_cast<int32_t>(i / width)};
    const Cell around[4] = {{c0.x + 1, c0.y}, {c0.x - 1, c0.y}, {c0.x, c0.y + 1}, {c0.x, c0.y - 1}};
    for (Cell n : around) {
      if (!level.contains(n) || reached[level.tileIndex(n)] || !open(n)) continue;
      reached[level.tileIndex(n)] = 1;
      queue.push_back(static_cast<uint32_t>(level.tileIndex(n)));
    }
  }
  return reached;
}

// Every spawn needs a foot route. A class whose terrain walls off more than
// foot's needs its own route from each spawn its enemies leave from.
void checkRoutes(const LevelDef& level, const GameDefs* defs, JsonCheck& check) {
  const std::vector<uint8_t> reached = reachedBy(level, 0);
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    if (!reached[level.tileIndex(level.spawns[i])]) {
      check.error(JsonCheck::index("spawns", i), "no route leads from " + cellText(level.spawns[i]) + " to any goal");
    }
  }
  if (defs == nullptr) return;
  for (size_t c = 1; c < kMaxMoverClasses; ++c) {
    bool differs = false;
    for (const TerrainDef& t : level.terrains)
      differs = differs || (t.costFor(c) == kImpassableCost) != (t.cost == kImpassableCost);
    if (!differs) continue;
    std::vector<uint8_t> spawnUsed(level.spawns.size(), 0);
    for (const WaveDef& wave : level.waves) {
      for (const WaveGroupDef& group : wave.groups) {
        const int32_t kind = defs->enemyIndex(group.enemy);
        if (kind < 0 || group.spawn < 0 || static_cast<size_t>(group.spawn) >= level.spawns.size()) continue;
        const EnemyDef& def = defs->enemies[static_cast<size_t>(kind)];
        if (!def.flying && static_cast<size_t>(def.moverClass) == c) spawnUsed[static_cast<size_t>(group.spawn)] = 1;
      }
    }
    const std::vector<uint8_t> byClass = reachedBy(level, c);
    const std::string name(moverClassName(static_cast<MoverClass>(c)));
    for (size_t i = 0; i < level.spawns.size(); ++i) {
      if (spawnUsed[i] && reached[level.tileIndex(level.spawns[i])] && !byClass[level.tileIndex(level.spawns[i])]) {
        check.error(JsonCheck::index("spawns", i), "no " + name + " route leads from " + cellText(level.spawns[i]) +
                                                       " to any goal, and " + name + " enemies leave from it");
      }
    }
  }
}

void checkTowers(const LevelDef& level, const GameDefs* defs, JsonCheck& check) {
  if (level.towers.size() > kMaxTowerKinds) {
    check.error("towers", "expected at most " + std::to_string(kMaxTowerKinds) + " tower kinds, found " +
                              std::to_string(level.towers.size()));
    return;
  }
  std::unordered_map<std::string_view, size_t> seen;
  for (size_t i = 0; i < level.towers.size(); ++i) {
    const std::string& id = level.towers[i];
    const std::string path = JsonCheck::index("towers", i);
    if (id.empty()) {
      check.error(path, "expected a tower kind id, found an empty string");
      continue;
    }
    if (defs != nullptr && defs->towerIndex(id) < 0) {
      check.error(path, "unknown tower kind \"" + id + "\" (known kinds: " + knownIds(defs->towers) + ")");
    }
    if (const auto [first, added] = seen.emplace(id, i); !added) {
      check.error(path, "\"" + id + "\" is already " + JsonCheck::index("towers", first->second));
    }
  }
}

// Written so that NaN fails too. The upper end is open: a point on the far
// edge of the map belongs to the cell beyond it.
bool checkCoordinate(JsonCheck& check, const std::string& path, float value, int32_t side, const char* what) {
  if (value >= 0.0f && value < static_cast<float>(side)) return true;
  check.error(path, "expected a number at least 0 and below " + std::to_string(side) + " (the " + what +
                        " in size), found " + floatMessage(value));
  return false;
}

// The path of the spawn or goal on cell `c`, or "" when there is none.
std::string endpointOn(const LevelDef& level, Cell c) {
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    if (level.spawns[i] == c) return JsonCheck::index("spawns", i);
  }
  for (size_t i = 0; i < level.goals.size(); ++i) {
    if (level.goals[i] == c) return JsonCheck::index("goals", i);
  }
  return "";
}

// The hero stands where its own cell is passable. A spawn or a goal is
// refused too: on a spawn it would fight every enemy the moment it is born,
// before any tower could, and on a goal it would guard where enemies are
// already gone; neither is a level anyone means to make.
void checkHero(const LevelDef& level, bool sizeOk, bool tilesOk, const GameDefs* defs, JsonCheck& check) {
  const HeroPlacement& hero = *level.hero;
  if (defs != nullptr) {
    if (!hero.kind.empty() && defs->heroIndex(hero.kind) < 0) {
      check.error("hero.kind", "unknown hero kind \"" + hero.kind + "\" (known kinds: " + knownIds(defs->heroes) + ")");
    } else if (hero.kind.empty() && defs->heroes.empty()) {
      check.error("hero", "the level has a hero, but the game defines no hero kinds");
    }
  }
  if (!sizeOk) return;
  const bool inside = checkCoordinate(check, "hero.start[0]", hero.start.x, level.width, "width") &&
                      checkCoordinate(check, "hero.start[1]", hero.start.y, level.height, "height");
  if (!inside) return;
  const Cell c{static_cast<int32_t>(std::floor(hero.start.x)), static_cast<int32_t>(std::floor(hero.start.y))};
  if (tilesOk && !passable(level, c)) {
    check.error("hero.start", "expected a point on a passable cell, but " + cellText(c) + " is " +
                                  level.terrains[level.tile(c)].name);
  }
  if (const std::string path = endpointOn(level, c); !path.empty()) {
    check.error("hero.start", cellText(c) + " is " + path + "; the hero needs a cell of its own, off spawns and goals");
  }
}

}  // namespace

void checkOneLine(const std::string& text, const std::string& path, JsonCheck& check) {
  checkOneLine(text, path, check, kMaxHintLength);
}

void checkOneLine(const std::string& text, const std::string& path, JsonCheck& check, size_t most) {
  if (!validUtf8(text)) {
    check.error(path, "expected UTF-8 text");
  } else if (const size_t n = characterCount(text); n > most) {
    check.error(path, "expected at most " + std::to_string(most) + " characters, found " + std::to_string(n));
  } else if (std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; })) {
    check.error(path, "expected one line of text, without line breaks or other control characters");
  }
}

void checkLevel(const LevelDef& level, const LevelParts& parts, JsonCheck& check, const GameDefs* defs) {
  if (parts.name) {
    if (level.name.empty()) check.error("name", "expected a non-empty name");
    if (!validUtf8(level.name)) {
      check.error("name", "expected UTF-8 text");
    } else if (const size_t n = characterCount(level.name); n > kMaxNameLength) {
      check.error("name",
                  "expected at most " + std::to_string(kMaxNameLength) + " characters, found " + std::to_string(n));
    }
  }
  if (parts.hint && !level.hint.empty()) checkOneLine(level.hint, "hint", check);
  bool sizeOk = parts.size;
  if (parts.size && !Grid::validSize(level.width, level.height)) {
    check.error("size", "expected a width and height in 1.." + std::to_string(Grid::kMaxSide) + ", found " +
                            std::to_string(level.width) + "x" + std::to_string(level.height));
    sizeOk = false;
  }
  const bool legendOk = parts.legend && checkLegend(level, check);
  const bool tilesOk = parts.tiles && sizeOk && legendOk && checkTiles(level, check);
  if (tilesOk) checkUnknownKinds(level, check);
  // Each check runs on what could be read; routes need all of the map.
  bool endpointsOk = sizeOk && parts.spawns && parts.goals;
  if (sizeOk && parts.spawns && !checkEndpoints(level, level.spawns, "spawns", "spawn", kMaxSpawns, tilesOk, check)) {
    endpointsOk = false;
  }
  if (sizeOk && parts.goals && !checkEndpoints(level, level.goals, "goals", "goal", kMaxGoals, tilesOk, check)) {
    endpointsOk = false;
  }
  if (sizeOk && parts.spawns && parts.goals) checkSpawnsOffGoals(level, check);
  if (parts.numbers) {
    if (level.gold < 0 || level.gold > kMaxGold) {
      check.error("gold",
                  "expected an integer in 0.." + std::to_string(kMaxGold) + ", found " + std::to_string(level.gold));
    }
    if (level.lives < 1 || level.lives > kMaxLives) {
      check.error("lives",
                  "expected an integer in 1.." + std::to_string(kMaxLives) + ", found " + std::to_string(level.lives));
    }
    if (level.connectivity != Connectivity::Four && level.connectivity != Connectivity::Eight) {
      check.error("connectivity", "expected 4 or 8");
    }
  }
  // Routes only mean something once the map itself holds; a wrong name or
  // gold says nothing about them, so they are still checked then.
  if (tilesOk && endpointsOk) checkRoutes(level, defs, check);
  if (parts.towers) checkTowers(level, defs, check);
  if (parts.hero && level.hero) checkHero(level, sizeOk, tilesOk, defs, check);
  if (parts.lanes) checkLanes(level, sizeOk, parts.spawns, check);
  if (parts.lesson) checkLesson(level, sizeOk, check);
  // A message's wave can only be judged against a list of waves that was read.
  if (parts.messages) checkMessages(level, parts.waves, check);
  // Spawn indices can only be judged against a list of spawns that was read.
  if (parts.waves) checkWaves(level, parts.spawns, defs, check);
  if (parts.timing) checkWaveTiming(level, check);
}

std::vector<JsonError> validateLevel(const LevelDef& level, std::string_view source, const GameDefs* defs) {
  JsonCheck check{std::string(source)};
  checkLevel(level, LevelParts{}, check, defs);
  return check.takeErrors();
}

bool checkLevelSize(std::string_view text, JsonCheck& check) {
  if (text.size() <= kMaxLevelBytes) return true;
  check.error("", "the level is too large (" + std::to_string(text.size()) + " bytes; at most " +
                      std::to_string(kMaxLevelBytes) + " expected)");
  return false;
}

bool checkLegendShape(const LevelDef& level, JsonCheck& check) {
  if (level.terrains.empty()) {
    check.error("legend", "expected at least one entry");
    return false;
  }
  if (level.glyphs.size() != level.terrains.size()) {
    check.error("legend", "expected one character for each of the " + std::to_string(level.terrains.size()) +
                              " terrain kinds, found " + std::to_string(level.glyphs.size()));
    return false;
  }
  return true;
}

}  // namespace td
