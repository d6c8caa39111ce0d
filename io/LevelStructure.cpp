#include "io/LevelStructure.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "engine/grid/Grid.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"

namespace td {
namespace {

// Returns true when the tiles can be read through the legend.
bool checkLegend(const LevelDef& level, JsonCheck& check) {
  if (!checkLegendShape(level, check)) return false;
  bool ok = true;
  for (size_t k = 0; k < level.glyphs.size(); ++k) {
    const char glyph = level.glyphs[k];
    const std::string path = JsonCheck::entry("legend", std::string(1, glyph));
    if (!validGlyph(glyph)) {
      // TRANSLATORS: {0} is the character the file holds, quoted, or a byte such as 0x09.
      check.error(path, phrase(N_("expected a printable character other than a space, found {0}"),
                               JsonCheck::quoteChar(glyph)));
      ok = false;
    }
    if (level.glyphs.find(glyph) != k) {
      // TRANSLATORS: a character of the legend that stands for two terrain kinds.
      check.error(path, phrase(N_("the character is used for two kinds")));
      ok = false;
    }
  }
  return ok;
}

void checkTiles(const LevelDef& level, bool tileValues, JsonCheck& check) {
  const size_t expected = static_cast<size_t>(level.width) * static_cast<size_t>(level.height);
  if (level.tiles.size() != expected) {
    check.error("tiles",
                // TRANSLATORS: {0} cells of the map ({1} wide, {2} high) expected, {3} found.
                phrasePlural(NP_("expected {0} cell ({1}x{2}), found {3}", "expected {0} cells ({1}x{2}), found {3}"),
                             static_cast<int64_t>(expected), expected, level.width, level.height, level.tiles.size()));
    return;
  }
  if (!tileValues) return;
  for (size_t i = 0; i < level.tiles.size(); ++i) {
    if (level.tiles[i] < level.terrains.size()) continue;
    const size_t width = static_cast<size_t>(level.width);
    check.error(JsonCheck::index(JsonCheck::index("tiles", i / width), i % width),
                // TRANSLATORS: {0} is the number of a terrain kind in the level's list.
                phrase(N_("terrain kind {0} is not in the legend"), level.tiles[i]));
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
        // TRANSLATORS: the map is {0} cells wide and {1} high; {2} is a cell such as (3, 4).
        check.error(path, phrase(N_("expected a cell inside the {0}x{1} map, found {2}"), level.width, level.height,
                                 cellText(cells[i])));
        continue;
      }
      for (const Endpoint& e : seen) {
        if (e.cell != cells[i]) continue;
        // TRANSLATORS: {0} is a cell such as (3, 4); {1} where the file holds another spawn or goal there, such as
        // spawns[0].
        check.error(path, phrase(N_("{0} is already {1}; the editor holds each spawn and goal on a cell of its own"),
                                 cellText(cells[i]), e.path));
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
  // TRANSLATORS: the map is {0} cells wide and {1} high; [{2}, {3}] is the point the file holds.
  check.error("hero.start", phrase(N_("expected a point inside the {0}x{1} map, found [{2}, {3}]"), level.width,
                                   level.height, JsonCheck::formatNumber(p.x), JsonCheck::formatNumber(p.y)));
}

}  // namespace

void checkLevelStructure(const LevelDef& level, JsonCheck& check, bool tileValues) {
  if (!Grid::validSize(level.width, level.height)) {
    // TRANSLATORS: {0} is the largest side of a map; {1}x{2} the width and height the file holds.
    check.error("size", phrase(N_("expected a width and height in 1..{0}, found {1}x{2}"), Grid::kMaxSide, level.width,
                               level.height));
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
        // TRANSLATORS: {0} is a spawn's or goal's cell such as (3, 4); the map is {1} cells wide and {2} high.
        check.warn(key, phrase(N_("dropped {0}, outside the {1}x{2} map or on a cell already taken"), cellText(c),
                               level.width, level.height));
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
      // TRANSLATORS: the map is {0} cells wide and {1} high.
      check.warn("hero", phrase(N_("dropped a hero starting outside the {0}x{1} map"), level.width, level.height));
    }
  }
  for (Lane& lane : level.lanes) {
    std::erase_if(lane.waypoints, [&](const Cell c) {
      if (level.contains(c)) return false;
      // TRANSLATORS: {0} is a cell such as (3, 4); the map is {1} cells wide and {2} high.
      check.warn("lanes", phrase(N_("dropped the waypoint {0}, outside the {1}x{2} map"), cellText(c), level.width,
                                 level.height));
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
