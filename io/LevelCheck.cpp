#include "io/LevelCheck.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "engine/grid/Grid.h"
#include "engine/grid/MoverClass.h"
#include "io/ChallengeCheck.h"
#include "io/HeroCheck.h"
#include "io/JsonCheck.h"
#include "io/LaneCheck.h"
#include "io/LessonCheck.h"
#include "io/MessageCheck.h"
#include "io/ValueCheck.h"
#include "io/WaveCheck.h"

namespace td {
namespace {

constexpr PluralMark kTooManyCharacters =
    // TRANSLATORS: {0} is the most characters a line or name may have, {1} the number it has.
    NP_("expected at most {0} character, found {1}", "expected at most {0} characters, found {1}");

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
    if (!validGlyph(glyph)) {
      // TRANSLATORS: {0} is the character the file holds, quoted, or a byte such as 0x09.
      check.error(path, phrase(N_("expected a printable character other than a space, found {0}"),
                               JsonCheck::quoteChar(glyph)));
    }
    if (level.terrains[k].name.empty())
      check.error(path, phrase(N_("expected a terrain kind name, found an empty one")));
    for (size_t j = 0; j < k; ++j) {
      // TRANSLATORS: a character of the legend that stands for two terrain kinds.
      if (level.glyphs[j] == glyph) check.error(path, phrase(N_("the character is used for two kinds")));
      if (level.terrains[j].name == level.terrains[k].name) {
        // TRANSLATORS: {0} is a terrain kind's name, {1} a character of the legend, quoted.
        check.error(path, phrase(N_("\"{0}\" already has the character {1}"), level.terrains[k].name,
                                 JsonCheck::quoteChar(level.glyphs[j])));
      }
    }
    if (level.terrains[k].cost == 0) {
      // TRANSLATORS: {0} is a terrain kind's name; its cost of moving across is 0.
      check.error(path, phrase(N_("terrain kind \"{0}\" has cost 0"), level.terrains[k].name));
    }
  }
  return check.errorCount() == before;
}

bool checkTiles(const LevelDef& level, JsonCheck& check) {
  const size_t before = check.errorCount();
  const size_t expected = static_cast<size_t>(level.width) * static_cast<size_t>(level.height);
  if (level.tiles.size() != expected) {
    check.error("tiles",
                // TRANSLATORS: {0} cells of the map ({1} wide, {2} high) expected, {3} found.
                phrasePlural(NP_("expected {0} cell ({1}x{2}), found {3}", "expected {0} cells ({1}x{2}), found {3}"),
                             static_cast<int64_t>(expected), expected, level.width, level.height, level.tiles.size()));
    return false;
  }
  for (int32_t y = 0; y < level.height; ++y) {
    for (int32_t x = 0; x < level.width; ++x) {
      if (level.tile({x, y}) >= level.terrains.size()) {
        check.error(JsonCheck::index(JsonCheck::index("tiles", static_cast<size_t>(y)), static_cast<size_t>(x)),
                    // TRANSLATORS: {0} is the number of a terrain kind in the level's list.
                    phrase(N_("terrain kind {0} is not in the legend"), level.tile({x, y})));
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
    const std::string path = JsonCheck::entry("legend", std::string(1, level.glyphs[k]));
    if (count[k] == 1) {
      // TRANSLATORS: {0} is a terrain kind's name the game does not know; {1} the one cell of the map that has it,
      // such as (3, 4).
      check.error(path, phrase(N_("unknown terrain kind \"{0}\" on 1 cell, {1}; paint it with a kind the game defines"),
                               level.terrains[k].name, cellText(at)));
    } else {
      // TRANSLATORS: {0} is a terrain kind's name the game does not know; {1} the number of cells of the map that
      // have it (2 or more), {2} the first of them, such as (3, 4).
      check.error(path, phrasePlural(NP_("unknown terrain kind \"{0}\" on {1} cell, the first {2}; paint them with a "
                                         "kind the game defines",
                                         "unknown terrain kind \"{0}\" on {1} cells, the first {2}; paint them with a "
                                         "kind the game defines"),
                                     static_cast<int64_t>(count[k]), level.terrains[k].name, count[k], cellText(at)));
    }
  }
}

// What a list of spawns or goals is called in its messages.
struct EndpointWords {
  const char* key;     // "spawns" or "goals", where the file holds them
  const char* none;    // "expected at least one spawn"
  PluralMark tooMany;  // "expected at most {0} spawns, found {1}"
  size_t most;
};

// Returns true when every cell is one a route can start or end on (inside
// the map, passable); duplicates are reported but do not stop the route check.
bool checkEndpoints(const LevelDef& level, const std::vector<Cell>& cells, const EndpointWords& words, bool tilesKnown,
                    JsonCheck& check) {
  const char* key = words.key;
  bool usable = !cells.empty();
  if (cells.empty()) check.error(key, phrase(words.none));
  if (cells.size() > words.most) {
    check.error(key, phrasePlural(words.tooMany, static_cast<int64_t>(words.most), words.most, cells.size()));
    return false;
  }
  std::unordered_map<uint64_t, size_t> seen;
  for (size_t i = 0; i < cells.size(); ++i) {
    const Cell c = cells[i];
    const std::string path = JsonCheck::index(key, i);
    if (!level.contains(c)) {
      // TRANSLATORS: the map is {0} cells wide and {1} high; {2} is a cell such as (3, 4).
      check.error(path, phrase(N_("expected a cell inside the {0}x{1} map, found {2}"), level.width, level.height,
                               cellText(c)));
      usable = false;
      continue;
    }
    if (tilesKnown && !level.passable(c)) {
      // TRANSLATORS: {0} is a cell such as (3, 4), {1} the name of its terrain kind.
      check.error(path, phrase(N_("expected a passable cell, but {0} is {1}"), cellText(c),
                               level.terrains[level.tile(c)].name));
      usable = false;
    }
    if (const auto [first, added] = seen.emplace(cellKey(c), i); !added) {
      // TRANSLATORS: {0} is a cell such as (3, 4); {1} where the file holds it already, such as spawns[0].
      check.error(path, phrase(N_("{0} is already {1}"), cellText(c), JsonCheck::index(key, first->second)));
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
      check.error(JsonCheck::index("spawns", i),
                  // TRANSLATORS: {0} is a cell such as (3, 4); {1} where the file holds a goal there, such as goals[0].
                  phrase(N_("{0} is also {1}; a spawn and a goal need cells of their own"), cellText(level.spawns[i]),
                         JsonCheck::index("goals", it->second)));
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
      check.error(JsonCheck::index("spawns", i), phrase(kNoRoute, cellText(level.spawns[i])));
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
    const auto moverClass = static_cast<MoverClass>(c);
    for (size_t i = 0; i < level.spawns.size(); ++i) {
      if (spawnUsed[i] && reached[level.tileIndex(level.spawns[i])] && !byClass[level.tileIndex(level.spawns[i])]) {
        const std::string path = JsonCheck::index("spawns", i);
        const std::string from = cellText(level.spawns[i]);
        if (moverClass == MoverClass::Wheeled) {
          check.error(
              // TRANSLATORS: a route for carts and other wheeled enemies; {0} is a spawn's cell such as (3, 4).
              path, phrase(N_("no wheeled route leads from {0} to any goal, and wheeled enemies leave from it"), from));
        } else {
          // TRANSLATORS: {0} is the name of a class of movers as the files spell it (foot, wheeled); {1} a spawn's
          // cell such as (3, 4).
          check.error(path, phrase(N_("no {0} route leads from {1} to any goal, and {0} enemies leave from it"),
                                   std::string(moverClassName(moverClass)), from));
        }
      }
    }
  }
}

void checkTowers(const LevelDef& level, const GameDefs* defs, JsonCheck& check) {
  if (level.towers.size() > kMaxTowerKinds) {
    check.error("towers", phrasePlural(NP_("expected at most {0} tower kind, found {1}",
                                           "expected at most {0} tower kinds, found {1}"),
                                       static_cast<int64_t>(kMaxTowerKinds), kMaxTowerKinds, level.towers.size()));
    return;
  }
  std::unordered_map<std::string_view, size_t> seen;
  for (size_t i = 0; i < level.towers.size(); ++i) {
    const std::string& id = level.towers[i];
    const std::string path = JsonCheck::index("towers", i);
    if (id.empty()) {
      check.error(path, phrase(N_("expected a tower kind id, found an empty string")));
      continue;
    }
    if (defs != nullptr && defs->towerIndex(id) < 0) {
      // TRANSLATORS: {0} is the id the file names, {1} the ids the game knows, such as arrow, cannon, frost.
      check.error(path, phrase(N_("unknown tower kind \"{0}\" (known kinds: {1})"), id, knownIds(defs->towers)));
    }
    if (const auto [first, added] = seen.emplace(id, i); !added) {
      // TRANSLATORS: {0} is a tower kind's id; {1} where the file names it already, such as towers[0].
      check.error(path, phrase(N_("\"{0}\" is already {1}"), id, JsonCheck::index("towers", first->second)));
    }
  }
}

}  // namespace

void checkOneLine(const std::string& text, const std::string& path, JsonCheck& check) {
  checkOneLine(text, path, check, kMaxHintLength);
}

void checkOneLine(const std::string& text, const std::string& path, JsonCheck& check, size_t most) {
  if (!validUtf8(text)) {
    check.error(path, phrase(N_("expected UTF-8 text")));
  } else if (const size_t n = characterCount(text); n > most) {
    check.error(path, phrasePlural(kTooManyCharacters, static_cast<int64_t>(most), most, n));
  } else if (std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; })) {
    check.error(path, phrase(N_("expected one line of text, without line breaks or other control characters")));
  }
}

void checkLevel(const LevelDef& level, const LevelParts& parts, JsonCheck& check, const GameDefs* defs) {
  if (parts.name) {
    if (level.name.empty()) check.error("name", phrase(N_("expected a non-empty name")));
    if (!validUtf8(level.name)) {
      check.error("name", phrase(N_("expected UTF-8 text")));
    } else if (const size_t n = characterCount(level.name); n > kMaxNameLength) {
      check.error("name", phrasePlural(kTooManyCharacters, static_cast<int64_t>(kMaxNameLength), kMaxNameLength, n));
    }
  }
  if (parts.hint && !level.hint.empty()) checkOneLine(level.hint, "hint", check);
  bool sizeOk = parts.size;
  if (parts.size && !Grid::validSize(level.width, level.height)) {
    // TRANSLATORS: {0} is the largest side of a map; {1}x{2} the width and height the file holds.
    check.error("size", phrase(N_("expected a width and height in 1..{0}, found {1}x{2}"), Grid::kMaxSide, level.width,
                               level.height));
    sizeOk = false;
  }
  const bool legendOk = parts.legend && checkLegend(level, check);
  const bool tilesOk = parts.tiles && sizeOk && legendOk && checkTiles(level, check);
  if (tilesOk) checkUnknownKinds(level, check);
  // Each check runs on what could be read; routes need all of the map.
  bool endpointsOk = sizeOk && parts.spawns && parts.goals;
  const EndpointWords spawnWords{"spawns", N_("expected at least one spawn"),
                                 NP_("expected at most {0} spawn, found {1}", "expected at most {0} spawns, found {1}"),
                                 kMaxSpawns};
  const EndpointWords goalWords{"goals", N_("expected at least one goal"),
                                NP_("expected at most {0} goal, found {1}", "expected at most {0} goals, found {1}"),
                                kMaxGoals};
  if (sizeOk && parts.spawns && !checkEndpoints(level, level.spawns, spawnWords, tilesOk, check)) endpointsOk = false;
  if (sizeOk && parts.goals && !checkEndpoints(level, level.goals, goalWords, tilesOk, check)) endpointsOk = false;
  if (sizeOk && parts.spawns && parts.goals) checkSpawnsOffGoals(level, check);
  if (parts.numbers) {
    if (level.gold < 0 || level.gold > kMaxGold) {
      // TRANSLATORS: {0}..{1} is the range of integers allowed, {2} the one the file holds.
      check.error("gold", phrase(N_("expected an integer in {0}..{1}, found {2}"), 0, kMaxGold, level.gold));
    }
    if (level.lives < 1 || level.lives > kMaxLives) {
      // TRANSLATORS: {0}..{1} is the range of integers allowed, {2} the one the file holds.
      check.error("lives", phrase(N_("expected an integer in {0}..{1}, found {2}"), 1, kMaxLives, level.lives));
    }
    if (level.connectivity != Connectivity::Four && level.connectivity != Connectivity::Eight) {
      // TRANSLATORS: the number of neighbours a cell has on the level's map.
      check.error("connectivity", phrase(N_("expected 4 or 8")));
    }
  }
  // Routes only mean something once the map itself holds; a wrong name or
  // gold says nothing about them, so they are still checked then.
  if (tilesOk && endpointsOk) checkRoutes(level, defs, check);
  if (parts.towers) checkTowers(level, defs, check);
  if (parts.hero && level.hero) checkHero(level, sizeOk, tilesOk, defs, check);
  if (parts.lanes) checkLanes(level, sizeOk, parts.spawns, check);
  if (parts.challenges) checkChallenges(level, parts.towers, defs, check);
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
  // TRANSLATORS: {0} is the level's size in bytes, {1} the most bytes expected.
  check.error("", phrasePlural(NP_("the level is too large ({0} byte; at most {1} expected)",
                                   "the level is too large ({0} bytes; at most {1} expected)"),
                               static_cast<int64_t>(text.size()), text.size(), kMaxLevelBytes));
  return false;
}

bool checkLegendShape(const LevelDef& level, JsonCheck& check) {
  if (level.terrains.empty()) {
    check.error("legend", phrase(N_("expected at least one entry")));
    return false;
  }
  if (level.glyphs.size() != level.terrains.size()) {
    check.error("legend",
                // TRANSLATORS: {0} is the number of terrain kinds in the legend, {1} the number of characters for them.
                phrasePlural(NP_("expected one character for the {0} terrain kind, found {1}",
                                 "expected one character for each of the {0} terrain kinds, found {1}"),
                             static_cast<int64_t>(level.terrains.size()), level.terrains.size(), level.glyphs.size()));
    return false;
  }
  return true;
}

}  // namespace td
