#include "io/HeroCheck.h"

#include <cmath>
#include <string>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "engine/grid/Grid.h"
#include "io/JsonCheck.h"
#include "io/ValueCheck.h"

namespace td {
namespace {

// Written so that NaN fails too. The upper end is open: a point on the far
// edge of the map belongs to the cell beyond it. `message` has the side in {0} and the value in {1}.
bool checkCoordinate(JsonCheck& check, const std::string& path, float value, int32_t side, const char* message) {
  if (value >= 0.0f && value < static_cast<float>(side)) return true;
  check.error(path, phrase(message, side, floatMessage(value)));
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

}  // namespace

// The hero stands where its own cell is passable. A spawn or a goal is
// refused too: on a spawn it would fight every enemy the moment it is born,
// before any tower could, and on a goal it would guard where enemies are
// already gone; neither is a level anyone means to make.
void checkHero(const LevelDef& level, bool sizeOk, bool tilesOk, const GameDefs* defs, JsonCheck& check) {
  const HeroPlacement& hero = *level.hero;
  if (defs != nullptr) {
    if (!hero.kind.empty() && defs->heroIndex(hero.kind) < 0) {
      check.error("hero.kind",
                  // TRANSLATORS: {0} is the id the file names, {1} the ids the game knows, such as warden.
                  phrase(N_("unknown hero kind \"{0}\" (known kinds: {1})"), hero.kind, knownIds(defs->heroes)));
    } else if (hero.kind.empty() && defs->heroes.empty()) {
      check.error("hero", phrase(N_("the level has a hero, but the game defines no hero kinds")));
    }
  }
  if (!sizeOk) return;
  // TRANSLATORS: {0} is the map's width in cells, {1} the hero's x coordinate in the file.
  const char* const alongWidth = N_("expected a number at least 0 and below {0} (the width in size), found {1}");
  // TRANSLATORS: {0} is the map's height in cells, {1} the hero's y coordinate in the file.
  const char* const alongHeight = N_("expected a number at least 0 and below {0} (the height in size), found {1}");
  const bool inside = checkCoordinate(check, "hero.start[0]", hero.start.x, level.width, alongWidth) &&
                      checkCoordinate(check, "hero.start[1]", hero.start.y, level.height, alongHeight);
  if (!inside) return;
  const Cell c{static_cast<int32_t>(std::floor(hero.start.x)), static_cast<int32_t>(std::floor(hero.start.y))};
  if (tilesOk && !level.passable(c)) {
    // TRANSLATORS: {0} is a cell such as (3, 4), {1} the name of its terrain kind.
    check.error("hero.start", phrase(N_("expected a point on a passable cell, but {0} is {1}"), cellText(c),
                                     level.terrains[level.tile(c)].name));
  }
  if (const std::string path = endpointOn(level, c); !path.empty()) {
    check.error("hero.start",
                // TRANSLATORS: {0} is a cell such as (3, 4); {1} the spawn or goal there, as the file holds it, such as
                // spawns[0].
                phrase(N_("{0} is {1}; the hero needs a cell of its own, off spawns and goals"), cellText(c), path));
  }
}

}  // namespace td
