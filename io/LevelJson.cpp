#include "io/LevelJson.h"

#include <array>
#include <climits>
#include <optional>

#include "engine/core/MessageMark.h"
#include "engine/core/Phrase.h"
#include "engine/grid/Grid.h"
#include "io/JsonCheck.h"
#include "io/JsonFields.h"
#include "io/LevelChallengesJson.h"
#include "io/LevelCheck.h"
#include "io/LevelDraft.h"
#include "io/LevelHeroJson.h"
#include "io/LevelLanesJson.h"
#include "io/LevelLessonJson.h"
#include "io/LevelMessagesJson.h"
#include "io/LevelRead.h"
#include "io/LevelWordsJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

bool readSize(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* size = check.member(root, "", "size");
  if (size == nullptr) return false;
  if (!size->is_array() || size->size() != 2) {
    check.error("size", phrase(N_("expected [width, height], found {0}"), JsonCheck::describe(*size)));
    return false;
  }
  const auto w = check.integerIn((*size)[0], "size[0]", 1, Grid::kMaxSide);
  const auto h = check.integerIn((*size)[1], "size[1]", 1, Grid::kMaxSide);
  if (!w || !h) return false;
  level.width = static_cast<int32_t>(*w);
  level.height = static_cast<int32_t>(*h);
  return true;
}

// The names as they are, or "none".
Phrase knownKinds(std::span<const TerrainDef> kinds) {
  std::string list;
  for (const TerrainDef& k : kinds) list += (list.empty() ? "" : ", ") + k.name;
  // TRANSLATORS: in place of a list of names, when there is none.
  return list.empty() ? phrase(N_("none")) : Phrase::verbatim(std::move(list));
}

bool readLegend(JsonCheck& check, const Json& root, std::span<const TerrainDef> kinds, LevelReading reading,
                LevelDef& level) {
  const Json* legend = check.member(root, "", "legend");
  if (legend == nullptr || !check.isObject(*legend, "legend")) return false;
  bool ok = true;
  for (const auto& [glyph, kindName] : legend->items()) {
    const std::string path = JsonCheck::entry("legend", glyph);
    if (glyph.size() != 1 || !validGlyph(glyph[0])) {
      check.error(path, phrase(N_("expected a single printable character other than a space as the key")));
      ok = false;
      continue;
    }
    const auto name = check.string(kindName, path);
    if (!name) {
      ok = false;
      continue;
    }
    const TerrainDef* kind = nullptr;
    for (const TerrainDef& k : kinds) kind = (kind == nullptr && k.name == *name) ? &k : kind;
    if (kind == nullptr && reading == LevelReading::Strict) {
      // TRANSLATORS: {1} is a list of names ("grass, road, rock") or "none".
      check.error(path, phrase(N_("unknown terrain kind \"{0}\" (known kinds: {1})"), *name, knownKinds(kinds)));
      ok = false;
      continue;
    }
    level.terrains.push_back(kind != nullptr ? *kind : unknownTerrain(*name));
    level.glyphs.push_back(glyph[0]);
  }
  return ok;
}

bool readTiles(JsonCheck& check, const Json& root, bool sizeOk, bool legendOk, LevelDef& level) {
  const Json* tiles = check.member(root, "", "tiles");
  if (tiles == nullptr || !check.isArray(*tiles, "tiles")) return false;
  const size_t before = check.errorCount();
  if (sizeOk && tiles->size() != static_cast<size_t>(level.height)) {
    check.error("tiles", phrasePlural(NP_("expected {0} row (the height in size), found {1}",
                                          "expected {0} rows (the height in size), found {1}"),
                                      level.height, level.height, tiles->size()));
  }
  std::array<int16_t, 256> kindOf;
  kindOf.fill(-1);
  for (size_t k = 0; k < level.glyphs.size(); ++k) {
    kindOf[static_cast<unsigned char>(level.glyphs[k])] = static_cast<int16_t>(k);
  }
  std::vector<uint8_t> cells;
  if (sizeOk) cells.reserve(static_cast<size_t>(level.width) * static_cast<size_t>(level.height));
  for (size_t y = 0; y < tiles->size(); ++y) {
    const std::string path = JsonCheck::index("tiles", y);
    const auto row = check.string((*tiles)[y], path);
    if (!row) continue;
    if (sizeOk && row->size() != static_cast<size_t>(level.width)) {
      // Legend characters are single bytes; anything else would be counted
      // in bytes, which a level author could not see.
      bool ascii = true;
      for (char c : *row) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
      check.error(path,
                  ascii ? phrasePlural(NP_("expected {0} character (the width in size), found {1}",
                                           "expected {0} characters (the width in size), found {1}"),
                                       level.width, level.width, row->size())
                        : phrasePlural(NP_("expected {0} character (the width in size), found {1} bytes, some of them "
                                           "not ASCII",
                                           "expected {0} characters (the width in size), found {1} bytes, some of "
                                           "them not ASCII"),
                                       level.width, level.width, row->size()));
      continue;
    }
    if (!legendOk) continue;
    for (size_t x = 0; x < row->size(); ++x) {
      const int16_t kind = kindOf[static_cast<unsigned char>((*row)[x])];
      if (kind < 0) {
        // TRANSLATORS: {0} is a character such as 'x', or a byte such as "byte 0x07".
        check.error(JsonCheck::index(path, x), phrase(N_("{0} is not in the legend"), JsonCheck::quoteChar((*row)[x])));
      } else {
        cells.push_back(static_cast<uint8_t>(kind));
      }
    }
  }
  if (!sizeOk || !legendOk || check.errorCount() != before) return false;
  level.tiles = std::move(cells);
  return true;
}

std::optional<Cell> readCell(JsonCheck& check, const Json& value, const std::string& path, bool sizeOk,
                             const LevelDef& level) {
  if (!value.is_array() || value.size() != 2) {
    check.error(path, phrase(N_("expected [x, y], found {0}"), JsonCheck::describe(value)));
    return std::nullopt;
  }
  // With the size known, each coordinate can be checked where it is written.
  const int64_t maxX = sizeOk ? level.width - 1 : INT32_MAX;
  const int64_t maxY = sizeOk ? level.height - 1 : INT32_MAX;
  const auto x = check.integerIn(value[0], JsonCheck::index(path, 0), sizeOk ? 0 : INT32_MIN, maxX);
  const auto y = check.integerIn(value[1], JsonCheck::index(path, 1), sizeOk ? 0 : INT32_MIN, maxY);
  if (!x || !y) return std::nullopt;
  return Cell{static_cast<int32_t>(*x), static_cast<int32_t>(*y)};
}

// `tooMany` is the message for a list over `most` (marked NP_), its places the most and the count found.
bool readCells(JsonCheck& check, const Json& root, const char* key, size_t most, PluralMark tooMany, bool sizeOk,
               const LevelDef& level, std::vector<Cell>& out) {
  const Json* list = check.member(root, "", key);
  if (list == nullptr || !check.isArray(*list, key)) return false;
  // Checked here too: no point reading a million cells to refuse them.
  if (list->size() > most) {
    check.error(key, phrasePlural(tooMany, static_cast<int64_t>(most), most, list->size()));
    return false;
  }
  bool ok = true;
  for (size_t i = 0; i < list->size(); ++i) {
    if (auto c = readCell(check, (*list)[i], JsonCheck::index(key, i), sizeOk, level)) {
      out.push_back(*c);
    } else {
      ok = false;
    }
  }
  return ok;
}

bool readNumbers(JsonCheck& check, const Json& root, LevelReading reading, LevelDef& level) {
  bool ok = true;
  if (const Json* v = check.member(root, "", "connectivity")) {
    if (const auto n = check.integer(*v, "connectivity")) {
      if (*n == 4 || *n == 8) {
        level.connectivity = *n == 4 ? Connectivity::Four : Connectivity::Eight;
      } else {
        check.error("connectivity", phrase(N_("expected 4 or 8, found {0}"), *n));
        ok = false;
      }
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  // A draft keeps any value an int32_t holds; checkLevel() reports the range.
  const bool strict = reading == LevelReading::Strict;
  const Json* gold = check.member(root, "", "gold");
  const auto g = gold != nullptr ? check.integerIn(*gold, "gold", strict ? 0 : INT32_MIN, strict ? kMaxGold : INT32_MAX)
                                 : std::nullopt;
  const Json* lives = check.member(root, "", "lives");
  const auto l = lives != nullptr
                     ? check.integerIn(*lives, "lives", strict ? 1 : INT32_MIN, strict ? kMaxLives : INT32_MAX)
                     : std::nullopt;
  if (g) level.gold = static_cast<int32_t>(*g);
  if (l) level.lives = static_cast<int32_t>(*l);
  return ok && g && l;
}

// Only shapes and types are checked here; checkLevel() judges the values,
// so that the rules live in one place for loaded and edited levels alike.
bool readTowers(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* list = JsonCheck::find(root, "towers");
  if (list == nullptr) return true;
  if (!check.isArray(*list, "towers")) return false;
  if (list->empty()) {
    check.error("towers", phrase(N_("expected at least one tower kind (leave the key out to allow every kind)")));
    return false;
  }
  if (list->size() > kMaxTowerKinds) {
    check.error("towers", phrasePlural(NP_("expected at most {0} tower kind, found {1}",
                                           "expected at most {0} tower kinds, found {1}"),
                                       kMaxTowerKinds, kMaxTowerKinds, list->size()));
    return false;
  }
  bool ok = true;
  for (size_t i = 0; i < list->size(); ++i) {
    if (auto id = check.string((*list)[i], JsonCheck::index("towers", i))) {
      level.towers.push_back(std::move(*id));
    } else {
      ok = false;
    }
  }
  return ok;
}

bool readGroup(JsonCheck& check, const Json& entry, const std::string& path, WaveGroupDef& group) {
  if (!check.isObject(entry, path)) return false;
  check.warnUnknownKeys(entry, path, kWaveGroupKeys);
  JsonFields fields(check, entry, path);
  fields.text("enemy", group.enemy);
  fields.anyWhole("count", group.count);
  fields.anyReal("interval", group.interval, false);
  fields.anyWhole("spawn", group.spawn, false);
  fields.anyReal("delay", group.delay, false);
  return fields.ok();
}

bool readWave(JsonCheck& check, const Json& entry, const std::string& path, WaveDef& wave) {
  if (!check.isObject(entry, path)) return false;
  check.warnUnknownKeys(entry, path, kWaveKeys);
  JsonFields fields(check, entry, path);
  fields.anyWhole("bonus", wave.bonus, false);
  fields.anyReal("health", wave.health, false);
  bool ok = fields.ok();
  const Json* groups = fields.get("groups");
  if (groups == nullptr) return false;
  const std::string groupsPath = fields.pathOf("groups");
  if (!check.isArray(*groups, groupsPath)) return false;
  if (groups->size() > kMaxWaveGroups) {
    check.error(groupsPath,
                phrasePlural(NP_("expected at most {0} group, found {1}", "expected at most {0} groups, found {1}"),
                             kMaxWaveGroups, kMaxWaveGroups, groups->size()));
    return false;
  }
  wave.groups.resize(groups->size());
  for (size_t g = 0; g < groups->size(); ++g) {
    ok = readGroup(check, (*groups)[g], JsonCheck::index(groupsPath, g), wave.groups[g]) && ok;
  }
  return ok;
}

bool readWaves(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* list = JsonCheck::find(root, "waves");
  if (list == nullptr) return true;
  if (!check.isArray(*list, "waves")) return false;
  // Checked here too: no point reading a million waves to refuse them.
  if (list->size() > kMaxWaves) {
    check.error("waves",
                phrasePlural(NP_("expected at most {0} wave, found {1}", "expected at most {0} waves, found {1}"),
                             kMaxWaves, kMaxWaves, list->size()));
    return false;
  }
  bool ok = true;
  level.waves.resize(list->size());
  for (size_t w = 0; w < list->size(); ++w) {
    ok = readWave(check, (*list)[w], JsonCheck::index("waves", w), level.waves[w]) && ok;
  }
  return ok;
}

bool readTiming(JsonCheck& check, const Json& root, LevelDef& level) {
  JsonFields fields(check, root, "");
  fields.anyReal("firstWaveDelay", level.firstWaveDelay, false);
  fields.anyReal("waveBreak", level.waveBreak, false);
  fields.anyReal("earlyBonusPerSecond", level.earlyBonusPerSecond, false);
  return fields.ok();
}

}  // namespace

std::optional<LevelParts> readLevel(JsonCheck& check, const Json& root, std::span<const TerrainDef> kinds,
                                    LevelDef& level, LevelReading reading) {
  if (!check.isObject(root, "")) return std::nullopt;
  check.warnUnknownKeys(root, "", kLevelKeys);
  // A document of another kind or version would only produce misleading
  // complaints about its other keys.
  if (!check.header(root, kLevelFormat, kLevelVersion)) return std::nullopt;
  LevelParts parts;
  parts.name = false;
  if (const Json* name = check.member(root, "", "name")) {
    if (auto text = check.string(*name, "name")) {
      level.name = std::move(*text);
      parts.name = true;
    }
  }
  if (const Json* hint = JsonCheck::find(root, "hint")) {
    parts.hint = false;
    if (auto text = check.string(*hint, "hint")) {
      level.hint = std::move(*text);
      parts.hint = true;
    }
  }
  parts.size = readSize(check, root, level);
  parts.legend = readLegend(check, root, kinds, reading, level);
  parts.tiles = readTiles(check, root, parts.size, parts.legend, level);
  parts.spawns = readCells(check, root, "spawns", kMaxSpawns,
                           NP_("expected at most {0} spawn, found {1}", "expected at most {0} spawns, found {1}"),
                           parts.size, level, level.spawns);
  parts.goals = readCells(check, root, "goals", kMaxGoals,
                          NP_("expected at most {0} goal, found {1}", "expected at most {0} goals, found {1}"),
                          parts.size, level, level.goals);
  parts.numbers = readNumbers(check, root, reading, level);
  parts.towers = readTowers(check, root, level);
  parts.hero = readLevelHero(check, root, level);
  parts.lanes = readLevelLanes(check, root, level);
  parts.challenges = readLevelChallenges(check, root, level);
  parts.lesson = readLevelLesson(check, root, level);
  parts.messages = readLevelMessages(check, root, level);
  readLevelWords(check, root, level);
  parts.waves = readWaves(check, root, level);
  parts.timing = readTiming(check, root, level);
  return parts;
}

namespace {

// Reads the text and checks the level. The text and then the document are
// dropped as soon as they have been read: the checks' floods take memory by
// the cell, and a level at the format's maxima would otherwise hold all of
// it at once.
void readAndCheck(JsonCheck& check, std::optional<std::string> text, std::span<const TerrainDef> kinds,
                  const GameDefs* defs, LevelDef& level) {
  if (!text) return;
  std::optional<LevelParts> parts;
  {
    JsonDocument root = check.parse(*text, kLevelJsonLimits);
    text.reset();
    if (root) parts = readLevel(check, *root, kinds, level, LevelReading::Strict);
  }
  if (parts) checkLevel(level, *parts, check, defs);
}

LevelLoad finish(JsonCheck& check, LevelDef level) {
  LevelLoad result;
  result.errors = check.takeErrors();
  result.warnings = check.takeWarnings();
  result.outOfMemory = check.ranOutOfMemory();
  // A half-read level is never handed out: callers test ok() or see an empty one.
  if (result.ok()) result.level = std::move(level);
  return result;
}

}  // namespace

LevelLoad parseLevel(std::string_view text, std::span<const TerrainDef> kinds, std::string_view source,
                     const GameDefs* defs) {
  JsonCheck check{std::string(source)};
  LevelDef level;
  const bool read = check.whileReading([&] {
    if (!checkLevelSize(text, check)) return;
    std::optional<LevelParts> parts;
    if (const JsonDocument root = check.parse(text, kLevelJsonLimits)) {
      parts = readLevel(check, *root, kinds, level, LevelReading::Strict);
    }
    if (parts) checkLevel(level, *parts, check, defs);
  });
  if (!read) level = LevelDef{};
  return finish(check, std::move(level));
}

LevelLoad loadLevel(const std::filesystem::path& file, std::span<const TerrainDef> kinds, const GameDefs* defs) {
  JsonCheck check{file.string()};
  LevelDef level;
  const bool read =
      check.whileReading([&] { readAndCheck(check, check.readFile(file, kLevelJsonLimits), kinds, defs, level); });
  if (!read) level = LevelDef{};
  return finish(check, std::move(level));
}

}  // namespace td
