#include "io/LevelCheck.h"

#include <string>

#include "engine/grid/Grid.h"
#include "io/JsonCheck.h"

namespace td {
namespace {

// Built by appending: GCC 12 warns falsely (-Wrestrict) about "(" + std::string.
std::string cellText(Cell c) {
  std::string text = "(";
  text += std::to_string(c.x);
  text += ", ";
  text += std::to_string(c.y);
  text += ')';
  return text;
}

bool validUtf8(const std::string& text) {
  try {
    (void)JsonCheck::Json(text).dump();
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

// Returns true when the legend can be used to read tiles.
bool checkLegend(const LevelDef& level, JsonCheck& check) {
  const size_t before = check.errorCount();
  if (level.terrains.empty()) {
    check.error("legend", "expected at least one entry");
    return false;
  }
  if (level.glyphs.size() != level.terrains.size()) {
    check.error("legend", "expected one character for each of the " + std::to_string(level.terrains.size()) +
                              " terrain kinds, found " + std::to_string(level.glyphs.size()));
    return false;
  }
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

bool passable(const LevelDef& level, Cell c) { return level.terrains[level.tile(c)].cost != kImpassableCost; }

bool checkEndpoints(const LevelDef& level, const std::vector<Cell>& cells, const char* key, const char* what,
                    bool tilesKnown, JsonCheck& check) {
  const size_t before = check.errorCount();
  if (cells.empty()) check.error(key, std::string("expected at least one ") + what);
  for (size_t i = 0; i < cells.size(); ++i) {
    const Cell c = cells[i];
    const std::string path = JsonCheck::index(key, i);
    if (!level.contains(c)) {
      check.error(path, "expected a cell inside the " + std::to_string(level.width) + "x" +
                            std::to_string(level.height) + " map, found " + cellText(c));
      continue;
    }
    if (tilesKnown && !passable(level, c)) {
      check.error(path, "expected a passable cell, but " + cellText(c) + " is " + level.terrains[level.tile(c)].name);
    }
    for (size_t j = 0; j < i; ++j) {
      if (cells[j] == c) check.error(path, cellText(c) + " is already " + JsonCheck::index(key, j));
    }
  }
  return check.errorCount() == before;
}

// Diagonal moves never cut corners, so they join exactly the cells that
// orthogonal moves join: a 4-neighbour flood from the goals answers
// reachability for either connectivity.
void checkRoutes(const LevelDef& level, JsonCheck& check) {
  const size_t count = level.tiles.size();
  std::vector<uint8_t> reached(count, 0);
  std::vector<Cell> queue;
  queue.reserve(count);
  for (Cell g : level.goals) {
    if (!reached[level.tileIndex(g)]) {
      reached[level.tileIndex(g)] = 1;
      queue.push_back(g);
    }
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    const Cell c = queue[head];
    const Cell around[4] = {{c.x + 1, c.y}, {c.x - 1, c.y}, {c.x, c.y + 1}, {c.x, c.y - 1}};
    for (Cell n : around) {
      if (!level.contains(n) || reached[level.tileIndex(n)] || !passable(level, n)) continue;
      reached[level.tileIndex(n)] = 1;
      queue.push_back(n);
    }
  }
  for (size_t i = 0; i < level.spawns.size(); ++i) {
    if (!reached[level.tileIndex(level.spawns[i])]) {
      check.error(JsonCheck::index("spawns", i), "no route leads from " + cellText(level.spawns[i]) + " to any goal");
    }
  }
}

}  // namespace

void checkLevel(const LevelDef& level, const LevelParts& parts, JsonCheck& check) {
  const size_t before = check.errorCount();
  if (parts.name) {
    if (level.name.empty()) check.error("name", "expected a non-empty name");
    if (!validUtf8(level.name)) check.error("name", "expected UTF-8 text");
  }
  bool sizeOk = parts.size;
  if (parts.size && !Grid::validSize(level.width, level.height)) {
    check.error("size", "expected a width and height in 1.." + std::to_string(Grid::kMaxSide) + ", found " +
                            std::to_string(level.width) + "x" + std::to_string(level.height));
    sizeOk = false;
  }
  const bool legendOk = parts.legend && checkLegend(level, check);
  const bool tilesOk = parts.tiles && sizeOk && legendOk && checkTiles(level, check);
  bool endpointsOk = sizeOk;
  if (sizeOk && parts.spawns && !checkEndpoints(level, level.spawns, "spawns", "spawn", tilesOk, check)) {
    endpointsOk = false;
  }
  if (sizeOk && parts.goals && !checkEndpoints(level, level.goals, "goals", "goal", tilesOk, check)) {
    endpointsOk = false;
  }
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
  // Routes only mean something once every other rule holds.
  const bool everythingKnown = parts.name && parts.size && parts.legend && parts.tiles && parts.spawns && parts.goals;
  if (everythingKnown && tilesOk && endpointsOk && check.errorCount() == before) checkRoutes(level, check);
}

std::vector<JsonError> validateLevel(const LevelDef& level, std::string_view source) {
  JsonCheck check{std::string(source)};
  checkLevel(level, LevelParts{}, check);
  return check.takeErrors();
}

}  // namespace td
