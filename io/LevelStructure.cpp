#include "io/LevelStructure.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/CellText.h"
#include "engine/grid/Grid.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"

namespace td {
namespace {

std::string mapText(const LevelDef& level) {
  return "the " + std::to_string(level.width) + "x" + std::to_string(level.height) + " map";
}

// Returns true when the tiles can be read through the legend.
bool checkLegend(const LevelDef& level, JsonCheck& check) {
  if (!checkLegendShape(level, check)) return false;
  bool ok = true;
  for (size_t k = 0; k < level.glyphs.size(); ++k) {
    const char glyph = level.glyphs[k];
    const std::string path = JsonCheck::entry("legend", std::string(1, glyph));
    if (!validGlyph(glyph)) {
      check.error(path, "expected a printable character other than a space, found " + JsonCheck::quoteChar(glyph));
      ok = false;
    }
    if (level.glyphs.find(glyph) != k) {
      check.error(path, "the character is used for two kinds");
      ok = false;
    }
  }
  return ok;
}

void checkTiles(const LevelDef& level, bool tileValues, JsonCheck& check) {
  const size_t expected = static_cast<size_t>(level.width) * static_cast<size_t>(level.height);
  if (level.tiles.size() != expected) {
    check.error("tiles", "expected " + std::to_string(expected) + " cells (" + std::to_string(level.width) + "x" +
                             std::to_string(level.height) + "), found " + std::to_string(level.tiles.size()));
    return;
  }
  if (!tileValues) return;
  for (size_t i = 0; i < level.tiles.size(); ++i) {
    if (level.tiles[i] < level.terrains.size()) continue;
    const size_t width = static_cast<size_t>(level.width);
    check.error(JsonCheck::index(JsonCheck::index("tiles", i / width), i % width),
                "terrain kind " + std::to_string(level.tiles[i]) + " is not in the legend");
  }
}

// Spawns and goals share one check: no two of either kind on one cell.
void checkEndpoints(const LevelDef& level, JsonCheck& check) {
  struct Endpoint {
    Cell cell;
    std::string path;
  };
  std::vector<Endpoint> seen;
  const auto visit = [&](const std::vector<Cell>& cells, const char* key) {
    for (size_t i = 0; i < cells.size(); ++i) {
      const std::string path = JsonCheck::index(key, i);
      if (!level.contains(cells[i])) {
        check.error(path, "expected a cell inside " + mapText(level) + ", found " + cellText(cells[i]));
        continue;
      }
      for (const Endpoint& e : seen) {
        if (e.cell != cells[i]) continue;
        check.error(path, cellText(cells[i]) + " is already " + e.path +
                              "; the editor holds each spawn and goal on a cell of its own");
        break;
      }
      seen.push_back({cells[i], path});
    }
  };
  visit(level.spawns, "spawns");
  visit(level.goals, "goals");
}

// Written so that NaN fails too: a start off the map could be neither drawn nor clicked.
void checkHero(const LevelDef& level, JsonCheck& check) {
  if (!level.hero) return;
  const Vec2 p = level.hero->start;
  if (p.x >= 0.0f && p.y >= 0.0f && p.x < static_cast<float>(level.width) && p.y < static_cast<float>(level.height)) {
    return;
  }
  check.error("hero.start", "expected a point inside " + mapText(level) + ", found [" + JsonCheck::formatNumber(p.x) +
                                ", " + JsonCheck::formatNumber(p.y) + "]");
}

}  // namespace

void checkLevelStructure(const LevelDef& level, JsonCheck& check, bool tileValues) {
  if (!Grid::validSize(level.width, level.height)) {
    check.error("size", "expected a width and height in 1.." + std::to_string(Grid::kMaxSide) + ", found " +
                            std::to_string(level.width) + "x" + std::to_string(level.height));
    return;  // nothing else can be placed on a map without a size
  }
  if (checkLegend(level, check)) checkTiles(level, tileValues, check);
  checkEndpoints(level, check);
  checkHero(level, check);
}

void salvageLevelStructure(LevelDef& level, JsonCheck& check) {
  if (!Grid::validSize(level.width, level.height)) return;
  std::vector<Cell> taken;
  const auto keepFitting = [&](std::vector<Cell>& cells, const char* key) {
    std::erase_if(cells, [&](const Cell c) {
      const bool fits = level.contains(c) && std::find(taken.begin(), taken.end(), c) == taken.end();
      if (fits) {
        taken.push_back(c);
      } else {
        check.warn(key, "dropped " + cellText(c) + ", outside " + mapText(level) + " or on a cell already taken");
      }
      return !fits;
    });
  };
  keepFitting(level.spawns, "spawns");
  keepFitting(level.goals, "goals");
  if (level.hero) {
    JsonCheck heroCheck{check.source()};
    checkHero(level, heroCheck);
    if (heroCheck.errorCount() != 0) {
      level.hero.reset();
      check.warn("hero", "dropped a hero starting outside " + mapText(level));
    }
  }
  for (Lane& lane : level.lanes) {
    std::erase_if(lane.waypoints, [&](const Cell c) {
      if (level.contains(c)) return false;
      check.warn("lanes", "dropped the waypoint " + cellText(c) + ", outside " + mapText(level));
      return true;
    });
  }
  std::erase_if(level.lanes, [](const Lane& lane) { return lane.waypoints.empty(); });
}

bool hasLevelStructure(const LevelDef& level, bool tileValues) {
  JsonCheck check{std::string()};
  checkLevelStructure(level, check, tileValues);
  return check.errorCount() == 0;
}

}  // namespace td
