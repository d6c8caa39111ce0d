#include "io/RecoveryFile.h"

#include <utility>

#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"
#include "io/JsonDocument.h"
#include "io/JsonLimits.h"
#include "io/LevelJson.h"
#include "io/LevelRead.h"
#include "io/LevelStructure.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

constexpr const char* kFormat = "td-editor-recovery";
constexpr int kVersion = 1;

// A recovery file is one level and a few keys beside it.
constexpr JsonLimits kRecoveryLimits{.maxBytes = kLevelJsonLimits.maxBytes + (1u << 20),
                                     .maxValues = kLevelJsonLimits.maxValues + 100,
                                     .maxDepth = kLevelJsonLimits.maxDepth,
                                     .maxMembers = kLevelJsonLimits.maxMembers,
                                     .maxStringBytes = kLevelJsonLimits.maxStringBytes};

bool isRecovery(const Json& root) {
  if (!root.is_object()) return false;
  const Json* format = JsonCheck::find(root, "format");
  const Json* version = JsonCheck::find(root, "version");
  return format != nullptr && *format == kFormat && version != nullptr && *version == kVersion;
}

std::string stringOr(const Json& object, const char* key) {
  const Json* value = JsonCheck::find(object, key);
  return value != nullptr && value->is_string() ? value->get<std::string>() : std::string();
}

RecoveryHead headOf(const Json& root) {
  RecoveryHead head;
  head.original = stringOr(root, "original");
  if (const Json* level = JsonCheck::find(root, "level"); level != nullptr && level->is_object()) {
    head.levelName = stringOr(*level, "name");
  }
  return head;
}

// "tiles[3]" in the level is "level.tiles[3]" in the file.
std::string underLevel(const std::string& path) { return path.empty() ? "level" : "level." + path; }

}  // namespace

std::string recoveryText(const LevelDef& level, const std::filesystem::path& original) {
  Json root;
  root["format"] = kFormat;
  root["version"] = kVersion;
  root["original"] = original.string();
  root["level"] = Json::parse(levelToJson(level));
  return root.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::optional<RecoveryHead> readRecoveryHead(const std::filesystem::path& file) {
  JsonCheck check{file.string()};
  std::optional<RecoveryHead> head;
  check.whileReading([&] {
    std::optional<std::string> text = check.readFile(file, kRecoveryLimits);
    if (!text) return;
    const JsonDocument root = check.parse(*text, kRecoveryLimits);
    if (root && isRecovery(*root)) head = headOf(*root);
  });
  return head;
}

RecoveryLoad loadRecoveryFile(const std::filesystem::path& file, std::span<const TerrainDef> kinds,
                              const GameDefs* defs) {
  RecoveryLoad result;
  JsonCheck check{file.string()};
  LevelDef level;
  const bool read = check.whileReading([&] {
    std::optional<std::string> text = check.readFile(file, kRecoveryLimits);
    if (!text) return;
    const JsonDocument root = check.parse(*text, kRecoveryLimits);
    text.reset();
    if (!root) return;
    if (!isRecovery(*root)) return check.error("", phrase(N_("not a readable recovery file")));
    result.head = headOf(*root);
    const Json* node = JsonCheck::find(*root, "level");
    if (node == nullptr || !node->is_object()) return check.error("level", phrase(N_("the file holds no level")));
    JsonCheck inLevel{file.string()};
    if (readLevel(inLevel, *node, kinds, level, LevelReading::Draft) && inLevel.errorCount() == 0) {
      salvageLevelStructure(level, inLevel);
      checkLevelStructure(level, inLevel);
    }
    for (const JsonError& e : inLevel.takeErrors()) check.error(underLevel(e.path), e.message);
    for (const JsonError& w : inLevel.takeWarnings()) check.warn(underLevel(w.path), w.message);
  });
  result.draft = finishLevelDraft(check, std::move(level), read, defs);
  return result;
}

}  // namespace td
