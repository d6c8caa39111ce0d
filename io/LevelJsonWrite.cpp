// The writing half of LevelJson.h: the canonical text, and saving.
#include <string>
#include <vector>

#include "io/AtomicFile.h"
#include "io/FloatText.h"
#include "io/JsonCheck.h"
#include "io/LevelChallengesJson.h"
#include "io/LevelCheck.h"
#include "io/LevelHeroJson.h"
#include "io/LevelJson.h"
#include "io/LevelLanesJson.h"
#include "io/LevelLessonJson.h"
#include "io/LevelMessagesJson.h"
#include "io/LevelWordsJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

std::string jsonString(const std::string& text) {
  return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string cellList(const std::vector<Cell>& cells) {
  std::string out = "[";
  for (size_t i = 0; i < cells.size(); ++i) {
    if (i != 0) out += ", ";
    out += '[';
    out += std::to_string(cells[i].x);
    out += ", ";
    out += std::to_string(cells[i].y);
    out += ']';
  }
  return out + "]";
}

// Which legend entries to write: all but the unknown kinds (LevelDraft.h)
// that no cell uses, which would only keep the game from loading the file.
std::vector<uint8_t> writtenKinds(const LevelDef& level) {
  std::vector<uint8_t> written(level.terrains.size(), 1);
  bool anyUnknown = false;
  for (size_t k = 0; k < level.terrains.size(); ++k) {
    written[k] = level.terrains[k].unknown ? 0 : 1;
    anyUnknown = anyUnknown || level.terrains[k].unknown;
  }
  if (!anyUnknown) return written;
  for (uint8_t t : level.tiles) {
    if (t < written.size()) written[t] = 1;
  }
  return written;
}

}  // namespace

std::string levelToJson(const LevelDef& level) {
  std::string out = "{\n";
  out += "  \"format\": \"" + std::string(kLevelFormat) + "\",\n";
  out += "  \"version\": " + std::to_string(kLevelVersion) + ",\n";
  out += "  \"name\": " + jsonString(level.name) + ",\n";
  if (!level.hint.empty()) out += "  \"hint\": " + jsonString(level.hint) + ",\n";
  if (!level.lesson.empty()) out += levelLessonJson(level.lesson, "  ") + ",\n";
  // Like "lesson": a level without messages reads as it did before they existed.
  if (!level.messages.empty()) out += levelMessagesJson(level.messages, "  ") + ",\n";
  if (!level.translations.empty()) out += levelWordsJson(level.translations, "  ") + ",\n";
  out += "  \"size\": [" + std::to_string(level.width) + ", " + std::to_string(level.height) + "],\n";
  out += "  \"legend\": {";
  const std::vector<uint8_t> written = writtenKinds(level);
  bool firstKind = true;
  for (size_t k = 0; k < level.terrains.size(); ++k) {
    if (!written[k]) continue;
    if (!firstKind) out += ", ";
    firstKind = false;
    const char glyph = k < level.glyphs.size() ? level.glyphs[k] : '?';
    out += jsonString(std::string(1, glyph)) + ": " + jsonString(level.terrains[k].name);
  }
  out += "},\n";
  out += "  \"tiles\": [";
  const bool tilesFit = level.width > 0 && level.height > 0 &&
                        level.tiles.size() == static_cast<size_t>(level.width) * static_cast<size_t>(level.height);
  for (int32_t y = 0; tilesFit && y < level.height; ++y) {
    std::string row;
    row.reserve(static_cast<size_t>(level.width));
    for (int32_t x = 0; x < level.width; ++x) {
      const uint8_t kind = level.tile({x, y});
      row.push_back(kind < level.glyphs.size() ? level.glyphs[kind] : '?');
    }
    out += (y == 0 ? "\n    " : ",\n    ") + jsonString(row);
  }
  out += tilesFit ? "\n  ],\n" : "],\n";
  out += "  \"spawns\": " + cellList(level.spawns) + ",\n";
  out += "  \"goals\": " + cellList(level.goals) + ",\n";
  out += "  \"connectivity\": " + std::string(level.connectivity == Connectivity::Four ? "4" : "8") + ",\n";
  out += "  \"gold\": " + std::to_string(level.gold) + ",\n";
  out += "  \"lives\": " + std::to_string(level.lives) + ",\n";
  // No list means every kind; an empty one could not be told apart from it.
  if (!level.towers.empty()) {
    out += "  \"towers\": [";
    for (size_t i = 0; i < level.towers.size(); ++i) out += (i == 0 ? "" : ", ") + jsonString(level.towers[i]);
    out += "],\n";
  }
  if (level.hero) out += "  " + levelHeroJson(*level.hero) + ",\n";
  // Like "hero": a level without lanes reads as it did before lanes existed.
  if (!level.lanes.empty()) out += levelLanesJson(level.lanes, "  ") + ",\n";
  // The same: a level without challenges reads as it did before they existed.
  if (!level.challenges.empty()) out += levelChallengesJson(level.challenges, "  ") + ",\n";
  out += "  \"firstWaveDelay\": " + floatText(level.firstWaveDelay) + ",\n";
  out += "  \"waveBreak\": " + floatText(level.waveBreak) + ",\n";
  out += "  \"earlyBonusPerSecond\": " + floatText(level.earlyBonusPerSecond) + ",\n";
  out += "  \"waves\": [";
  for (size_t w = 0; w < level.waves.size(); ++w) {
    const WaveDef& wave = level.waves[w];
    out += (w == 0 ? "\n" : ",\n");
    out += "    {\"bonus\": " + std::to_string(wave.bonus) + ", ";
    // Like "hero": a wave of plain health reads as it did before the key existed.
    if (wave.health != 1.0f) out += "\"health\": " + floatText(wave.health) + ", ";
    out += "\"groups\": [";
    for (size_t g = 0; g < wave.groups.size(); ++g) {
      const WaveGroupDef& group = wave.groups[g];
      out += (g == 0 ? "\n" : ",\n");
      out += "      {\"enemy\": " + jsonString(group.enemy) + ", \"count\": " + std::to_string(group.count) +
             ", \"interval\": " + floatText(group.interval) + ", \"spawn\": " + std::to_string(group.spawn) +
             ", \"delay\": " + floatText(group.delay) + "}";
    }
    out += wave.groups.empty() ? "]}" : "\n    ]}";
  }
  out += level.waves.empty() ? "]\n" : "\n  ]\n";
  out += "}\n";
  return out;
}

LevelSave saveLevel(const LevelDef& level, const std::filesystem::path& file, const GameDefs* defs) {
  LevelSave result;
  result.errors = validateLevel(level, file.string(), defs);
  if (!result.ok()) return result;
  const AtomicWriteResult written = writeFileAtomically(file, levelToJson(level));
  if (!written.ok) result.errors.push_back({file.string(), "", written.error});
  return result;
}

}  // namespace td
