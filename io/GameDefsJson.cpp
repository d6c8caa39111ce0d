#include "io/GameDefsJson.h"

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>

#include "engine/core/MessageMark.h"
#include "engine/sim/attack/AttackRow.h"
#include "io/AttackParamsJson.h"
#include "io/HeroDefsJson.h"
#include "io/JsonCheck.h"
#include "io/JsonFields.h"
#include "io/KindListJson.h"
#include "io/LevelWordsJson.h"
#include "io/PlainId.h"
#include "io/TowerLevelJson.h"
#include "io/TowerSpecsJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

// "movement" names a behaviour; without it, the kind moves as "flying" says
// (old files); with it, "flying" may be left out and follows the behaviour.
void readMovement(JsonFields& fields, EnemyDef& def) {
  const bool flyingGiven = fields.flag("flying", def.flying, false);
  std::string name;
  if (!fields.text("movement", name, false)) {
    def.movement = def.flying ? MovementKind::Fly : MovementKind::Route;
    return;
  }
  const std::optional<MovementKind> kind = movementNamed(name);
  if (!kind) {
    std::string known;
    for (const MovementInfo& m : kMovements) known += (known.empty() ? "\"" : ", \"") + std::string(m.name) + "\"";
    // TRANSLATORS: {1} is a list of names as the file spells them ("route", "fly").
    fields.fail("movement", phrase(N_("unknown movement \"{0}\" (known: {1})"), name, known));
    return;
  }
  def.movement = *kind;
  const bool airborne = movementInfo(*kind).airborne;
  if (flyingGiven && def.flying != airborne) {
    fields.fail("flying", airborne ? phrase(N_("expected true: movement \"{0}\" is in the air"), name)
                                   : phrase(N_("expected false: movement \"{0}\" is on the ground"), name));
    return;
  }
  def.flying = airborne;
}

// "class" names the movement class whose terrain costs it walks by; foot
// when left out.
void readClass(JsonFields& fields, EnemyDef& def) {
  std::string name;
  if (!fields.text("class", name, false)) return;
  const std::optional<MoverClass> c = moverClassNamed(name);
  if (!c) {
    std::string known;
    for (std::string_view n : kMoverClassNames) known += (known.empty() ? "\"" : ", \"") + std::string(n) + "\"";
    // TRANSLATORS: {1} is a list of names as the file spells them ("foot", "wheeled").
    fields.fail("class", phrase(N_("unknown movement class \"{0}\" (known: {1})"), name, known));
    return;
  }
  def.moverClass = *c;
}

void readEnemies(JsonCheck& check, const Json& root, std::vector<EnemyDef>& out) {
  const Json* list = kindList(check, root, "td-enemies", "enemies", N_("expected at least one enemy kind"));
  if (list == nullptr) return;
  std::vector<std::string> paths;
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string path = JsonCheck::index("enemies", i);
    const Json& entry = (*list)[i];
    if (!check.isObject(entry, path)) continue;
    check.warnUnknownKeys(
        entry, path,
        {"id", "name", "health", "speed", "armour", "radius", "bounty", "lives", "flying", "movement", "class",
         "attack", "fleeRadius", "fleeSpeed", "calm", "flights", "patience", "translations"});
    JsonFields fields(check, entry, path);
    EnemyDef def;
    readId(fields, out, paths, def);
    readName(fields, def.name);
    readKindNames(check, entry, path, def.names);
    fields.real("health", def.health, 1.0, 1'000'000.0);
    fields.real("speed", def.speed, 0.1, 20.0);
    fields.real("armour", def.armour, 0.0, 0.9);
    // A cell is one unit wide; a bigger body would overlap its neighbours' cells.
    fields.real("radius", def.radius, 0.05, 0.5);
    fields.whole("bounty", def.bounty, 0, 100'000);
    fields.whole("lives", def.lives, 1, 1000);
    readMovement(fields, def);
    readClass(fields, def);
    fields.real("attack", def.attack, 0.0, 100'000.0, false);
    fields.real("fleeRadius", def.fleeRadius, 0.5, 20.0, false);
    fields.real("fleeSpeed", def.fleeSpeed, 0.1, 20.0, false);
    fields.real("calm", def.calm, 0.0, 60.0, false);
    fields.whole("flights", def.flights, 0, 1000, false);
    // Watchdog of the behaviours that make for a goal point on their own.
    fields.real("patience", def.patience, 1.0, 600.0, false);
    if (fields.ok()) {
      out.push_back(std::move(def));
      paths.push_back(path);
    }
  }
}

void readTowers(JsonCheck& check, const Json& root, std::vector<TowerDef>& out) {
  const Json* list = kindList(check, root, "td-towers", "towers", N_("expected at least one tower kind"));
  if (list == nullptr) return;
  std::vector<std::string> paths;
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string path = JsonCheck::index("towers", i);
    const Json& entry = (*list)[i];
    if (!check.isObject(entry, path)) continue;
    check.warnUnknownKeys(
        entry, path,
        {"id", "name", "attack", "hitsGround", "hitsAir", "turnRate", "levels", "translations", "specialisations"});
    JsonFields fields(check, entry, path);
    TowerDef def;
    readId(fields, out, paths, def);
    readName(fields, def.name);
    readKindNames(check, entry, path, def.names);
    std::string attack;
    const bool attackRead = fields.text("attack", attack);
    bool attackKnown = false;
    // Every attack's name, the wall's last after "or": "\"arrow\", \"shell\" or \"none\"".
    std::string names;
    std::string wallName;
    for (const AttackRow& row : attackRows()) {
      const std::string quoted = "\"" + std::string(row.name) + "\"";
      if (row.kind == AttackKind::None) {
        wallName = quoted;
      } else {
        names += (names.empty() ? "" : ", ") + quoted;
      }
      if (row.name == attack) {
        def.attack = row.kind;
        attackKnown = true;
      }
    }
    if (attackRead && !attackKnown) {
      // TRANSLATORS: the last two of a list of alternatives ("build, sell or hero"); also two keys that do the same.
      Phrase expected = wallName.empty() ? Phrase::verbatim(names) : phrase(N_("{0} or {1}"), names, wallName);
      // TRANSLATORS: {0} is a list of names as the file spells them, quoted ("arrow", "shell" or "none").
      fields.fail("attack", phrase(N_("expected {0}, found \"{1}\""), std::move(expected), attack));
    }
    const bool ground = fields.flag("hitsGround", def.hitsGround);
    const bool air = fields.flag("hitsAir", def.hitsAir);
    const bool wall = attackKnown && def.attack == AttackKind::None;
    if (ground && air && !wall && !def.hitsGround && !def.hitsAir) {
      fields.fail("hitsAir", phrase(N_("expected true when hitsGround is false: the tower must hit something")));
    }
    // Shells burst on the ground and discs slide on it: such a tower aiming at flyers would waste every shot.
    if (const char* groundOnly = attackKnown ? attackParamsReader(def.attack).groundOnly : nullptr;
        air && groundOnly != nullptr && def.hitsAir) {
      fields.fail("hitsAir", phrase(groundOnly));
    }
    fields.real("turnRate", def.turnRate, 0.1, 100.0);
    bool levelsOk = fields.ok();
    if (const Json* levels = fields.get("levels")) {
      const std::string levelsPath = fields.pathOf("levels");
      // A wall is built and sold, never upgraded: one level, its price.
      const size_t count = wall ? 1 : kTowerLevels;
      if (!levels->is_array() || levels->size() != count) {
        // The count is in the words: "build and two upgrades".
        static_assert(kTowerLevels == 3);
        const int64_t found = levels->is_array() ? static_cast<int64_t>(levels->size()) : 0;
        if (wall) {
          fields.fail("levels",
                      levels->is_array()
                          ? phrasePlural(NP_("expected an array of exactly 1 level (a wall is not upgraded), "
                                             "found {0} level",
                                             "expected an array of exactly 1 level (a wall is not upgraded), "
                                             "found {0} levels"),
                                         found, found)
                          : phrase(N_("expected an array of exactly 1 level (a wall is not upgraded), found {0}"),
                                   JsonCheck::describe(*levels)));
        } else {
          fields.fail("levels",
                      levels->is_array()
                          ? phrasePlural(NP_("expected an array of exactly 3 levels (build and two upgrades), "
                                             "found {0} level",
                                             "expected an array of exactly 3 levels (build and two upgrades), "
                                             "found {0} levels"),
                                         found, found)
                          : phrase(N_("expected an array of exactly 3 levels (build and two upgrades), found {0}"),
                                   JsonCheck::describe(*levels)));
        }
        levelsOk = false;
      } else {
        def.levels.resize(count);
        for (size_t l = 0; l < count; ++l) {
          readTowerLevel(check, (*levels)[l], JsonCheck::index(levelsPath, l), attackKnown ? &def.attack : nullptr,
                         def.levels[l], levelsOk);
        }
      }
    }
    if (const Json* specs = fields.get("specialisations", false); specs != nullptr && attackKnown) {
      levelsOk = readSpecialisations(check, *specs, fields.pathOf("specialisations"), def) && levelsOk;
    }
    if (fields.ok() && levelsOk) {
      out.push_back(std::move(def));
      paths.push_back(path);
    }
  }
}

void collect(JsonCheck& check, GameDefsLoad& result) {
  for (JsonError& e : check.takeErrors()) result.errors.push_back(std::move(e));
  for (JsonError& w : check.takeWarnings()) result.warnings.push_back(std::move(w));
  result.outOfMemory = result.outOfMemory || check.ranOutOfMemory();
}

// Reads one definitions file, or text when `file` is empty, with `read`
// turning its document into definitions; running out of memory is reported
// like any other problem of the file.
template <typename Read>
void readDefs(JsonCheck& check, const std::filesystem::path* file, std::string_view text, Read&& read) {
  check.whileReading([&] {
    std::optional<std::string> contents;
    if (file != nullptr) {
      contents = check.readFile(*file, kDefsJsonLimits);
      if (!contents) return;
      text = *contents;
    }
    if (const JsonDocument root = check.parse(text, kDefsJsonLimits)) read(*root);
  });
}

GameDefsLoad finish(JsonCheck& enemies, JsonCheck& towers, GameDefs defs) {
  GameDefsLoad result;
  collect(enemies, result);
  collect(towers, result);
  // Half-read definitions are never handed out.
  if (result.ok()) result.defs = std::move(defs);
  return result;
}

}  // namespace

GameDefsLoad parseGameDefs(std::string_view enemiesText, std::string_view towersText, std::string_view enemiesSource,
                           std::string_view towersSource) {
  JsonCheck enemies{std::string(enemiesSource)};
  JsonCheck towers{std::string(towersSource)};
  GameDefs defs;
  readDefs(enemies, nullptr, enemiesText, [&](const Json& root) { readEnemies(enemies, root, defs.enemies); });
  readDefs(towers, nullptr, towersText, [&](const Json& root) { readTowers(towers, root, defs.towers); });
  return finish(enemies, towers, std::move(defs));
}

GameDefsLoad loadGameDefs(const std::filesystem::path& enemiesFile, const std::filesystem::path& towersFile) {
  JsonCheck enemies{enemiesFile.string()};
  JsonCheck towers{towersFile.string()};
  GameDefs defs;
  readDefs(enemies, &enemiesFile, {}, [&](const Json& root) { readEnemies(enemies, root, defs.enemies); });
  readDefs(towers, &towersFile, {}, [&](const Json& root) { readTowers(towers, root, defs.towers); });
  return finish(enemies, towers, std::move(defs));
}

GameDefsLoad loadGameDefs(const std::filesystem::path& enemiesFile, const std::filesystem::path& towersFile,
                          const std::filesystem::path& heroesFile) {
  GameDefsLoad result = loadGameDefs(enemiesFile, towersFile);
  JsonCheck heroes{heroesFile.string()};
  std::vector<HeroDef> defs;
  readDefs(heroes, &heroesFile, {}, [&](const Json& root) { readHeroes(heroes, root, defs); });
  collect(heroes, result);
  // Half-read definitions are never handed out, whichever file failed.
  if (result.ok()) {
    result.defs.heroes = std::move(defs);
  } else {
    result.defs = {};
  }
  return result;
}

GameDefsLoad parseHeroDefs(std::string_view heroesText, std::string_view source) {
  JsonCheck heroes{std::string(source)};
  GameDefsLoad result;
  readDefs(heroes, nullptr, heroesText, [&](const Json& root) { readHeroes(heroes, root, result.defs.heroes); });
  collect(heroes, result);
  if (!result.ok()) result.defs.heroes.clear();
  return result;
}

}  // namespace td
