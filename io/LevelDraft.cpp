#include "io/LevelDraft.h"

#include <optional>
#include <utility>

#include "engine/core/MessageMark.h"
#include "io/AtomicFile.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "io/LevelRead.h"
#include "io/LevelStructure.h"

namespace td {
namespace {

// Reads the document as a draft; whatever the reading or the structure check
// reports is an error, since a LevelDef could not hold the file as it is.
void readDraft(JsonCheck& check, const JsonCheck::Json& root, std::span<const TerrainDef> kinds, LevelDef& level) {
  if (!readLevel(check, root, kinds, level, LevelReading::Draft) || check.errorCount() != 0) return;
  checkLevelStructure(level, check);
}

// An unknown kind that no cell uses carries nothing and is not written back
// (levelToJson()): say so, since the file will change.
void warnUnusedUnknownKinds(const LevelDef& level, JsonCheck& check) {
  std::vector<uint8_t> used(level.terrains.size(), 0);
  bool anyUnknown = false;
  for (const TerrainDef& t : level.terrains) anyUnknown = anyUnknown || t.unknown;
  if (!anyUnknown) return;
  for (uint8_t t : level.tiles) used[t] = 1;
  for (size_t k = 0; k < level.terrains.size(); ++k) {
    if (!level.terrains[k].unknown || used[k]) continue;
    check.warn(JsonCheck::entry("legend", std::string(1, level.glyphs[k])),
               phrase(N_("unknown terrain kind \"{0}\" is on no cell; it is left out when the level is saved"),
                      level.terrains[k].name));
  }
}

}  // namespace

LevelDraftLoad finishLevelDraft(JsonCheck& check, LevelDef level, bool read, const GameDefs* defs) {
  LevelDraftLoad result;
  if (read && check.errorCount() == 0) {
    warnUnusedUnknownKinds(level, check);
    check.whileReading([&] { result.problems = validateLevel(level, check.source(), defs); });
  }
  result.errors = check.takeErrors();
  result.warnings = check.takeWarnings();
  result.outOfMemory = check.ranOutOfMemory();
  // A level without its structure is never handed out: callers test ok() or see an empty one.
  if (result.ok()) {
    result.level = std::move(level);
  } else {
    result.problems.clear();
  }
  return result;
}

TerrainDef unknownTerrain(std::string name) {
  TerrainDef kind;
  kind.name = std::move(name);
  kind.cost = kImpassableCost;
  kind.buildable = false;
  kind.unknown = true;
  return kind;
}

LevelDraftLoad parseLevelDraft(std::string_view text, std::span<const TerrainDef> kinds, std::string_view source,
                               const GameDefs* defs) {
  JsonCheck check{std::string(source)};
  LevelDef level;
  const bool read = check.whileReading([&] {
    if (!checkLevelSize(text, check)) return;
    if (const JsonDocument root = check.parse(text, kLevelJsonLimits)) readDraft(check, *root, kinds, level);
  });
  return finishLevelDraft(check, std::move(level), read, defs);
}

LevelDraftLoad loadLevelDraft(const std::filesystem::path& file, std::span<const TerrainDef> kinds,
                              const GameDefs* defs) {
  JsonCheck check{file.string()};
  LevelDef level;
  const bool read = check.whileReading([&] {
    std::optional<std::string> text = check.readFile(file, kLevelJsonLimits);
    if (!text) return;
    const JsonDocument root = check.parse(*text, kLevelJsonLimits);
    text.reset();
    if (root) readDraft(check, *root, kinds, level);
  });
  return finishLevelDraft(check, std::move(level), read, defs);
}

LevelDraftSave saveLevelDraft(const LevelDef& level, const std::filesystem::path& file, const GameDefs* defs) {
  LevelDraftSave result;
  JsonCheck check{file.string()};
  checkLevelStructure(level, check);
  result.errors = check.takeErrors();
  if (!result.ok()) return result;
  result.problems = validateLevel(level, file.string(), defs);
  const AtomicWriteResult written = writeFileAtomically(file, levelToJson(level));
  if (!written.ok) result.errors.push_back({file.string(), "", written.error});
  return result;
}

}  // namespace td
