#include "io/HeroDefsJson.h"

#include <string>

#include "engine/core/MessageMark.h"
#include "engine/sim/hero/Hero.h"
#include "io/JsonFields.h"
#include "io/KindListJson.h"
#include "io/LevelWordsJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

void readHeroLevel(JsonCheck& check, const Json& entry, const std::string& path, bool first, HeroLevelDef& level,
                   bool& ok) {
  if (!check.isObject(entry, path)) {
    ok = false;
    return;
  }
  check.warnUnknownKeys(entry, path, {"cost", "health", "damage", "range", "interval", "regen"});
  JsonFields fields(check, entry, path);
  // The first level is the hero as it comes: it costs nothing.
  fields.whole("cost", level.cost, first ? 0 : 1, first ? 0 : 1'000'000);
  fields.real("health", level.health, 1.0, 1'000'000.0);
  fields.real("damage", level.damage, 0.0, 1'000'000.0);
  fields.real("range", level.range, 0.1, 10.0);
  fields.real("interval", level.interval, 0.05, 60.0);
  fields.real("regen", level.regen, 0.0, 100'000.0);
  ok = ok && fields.ok();
}

}  // namespace

void readHeroes(JsonCheck& check, const Json& root, std::vector<HeroDef>& out) {
  const Json* list = kindList(check, root, "td-heroes", "heroes", N_("expected at least one hero kind"));
  if (list == nullptr) return;
  std::vector<std::string> paths;
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string path = JsonCheck::index("heroes", i);
    const Json& entry = (*list)[i];
    if (!check.isObject(entry, path)) continue;
    check.warnUnknownKeys(entry, path,
                          {"id", "name", "speed", "turnRate", "arrival", "radius", "respawn", "guard", "blocks",
                           "hitsAir", "trail", "levels", "translations"});
    JsonFields fields(check, entry, path);
    HeroDef def;
    readId(fields, out, paths, def);
    readName(fields, def.name);
    readKindNames(check, entry, path, def.names);
    fields.real("speed", def.speed, 0.1, 20.0);
    fields.real("turnRate", def.turnRate, 10.0, 3600.0);
    // Path corners lie on wall corners and the hero keeps a quarter cell off
    // walls: a smaller radius could leave it short of a corner for good.
    fields.real("arrival", def.arrival, 0.4, 3.0);
    fields.real("radius", def.radius, 0.05, 0.5);
    fields.real("respawn", def.respawn, 0.0, 600.0);
    fields.real("guard", def.guard, 0.0, 20.0);
    fields.whole("blocks", def.blocks, 0, Hero::kMaxHeld);
    fields.flag("hitsAir", def.hitsAir);
    fields.whole("trail", def.trail, 0, Trail::kMaxCrumbs);
    bool levelsOk = fields.ok();
    if (const Json* levels = fields.get("levels")) {
      if (!levels->is_array() || levels->empty() || levels->size() > 10) {
        const int64_t found = levels->is_array() ? static_cast<int64_t>(levels->size()) : 0;
        fields.fail("levels",
                    levels->is_array()
                        ? phrasePlural(NP_("expected an array of 1 to 10 levels, found {0} level",
                                           "expected an array of 1 to 10 levels, found {0} levels"),
                                       found, found)
                        : phrase(N_("expected an array of 1 to 10 levels, found {0}"), JsonCheck::describe(*levels)));
        levelsOk = false;
      } else {
        def.levels.resize(levels->size());
        for (size_t l = 0; l < levels->size(); ++l) {
          readHeroLevel(check, (*levels)[l], JsonCheck::index(fields.pathOf("levels"), l), l == 0, def.levels[l],
                        levelsOk);
        }
      }
    }
    if (fields.ok() && levelsOk) {
      out.push_back(std::move(def));
      paths.push_back(path);
    }
  }
}

}  // namespace td
