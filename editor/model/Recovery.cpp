#include "editor/model/Recovery.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <new>
#include <nlohmann/json.hpp>
#include <span>
#include <system_error>

#include "editor/model/HeroStart.h"
#include "engine/core/InputFile.h"
#include "engine/grid/Grid.h"
#include "io/AtomicFile.h"
#include "io/JsonDocument.h"
#include "io/JsonLimits.h"
#include "io/JsonScan.h"
#include "io/LevelCheck.h"
#include "io/LevelDraft.h"
#include "io/LevelJson.h"

namespace td::editor {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr const char* kFormat = "td-editor-recovery";
constexpr int kVersion = 1;
constexpr const char* kSuffix = ".td-recovery.json";

// A recovery file is one level and a few keys beside it.
constexpr JsonLimits kRecoveryLimits{.maxBytes = kLevelJsonLimits.maxBytes + (1u << 20),
                                     .maxValues = kLevelJsonLimits.maxValues + 100,
                                     .maxDepth = kLevelJsonLimits.maxDepth,
                                     .maxMembers = kLevelJsonLimits.maxMembers,
                                     .maxStringBytes = kLevelJsonLimits.maxStringBytes};

// Nothing when the file cannot be read, is beyond the limits of a recovery
// file (a FIFO is refused before it could block), is not JSON, or does not
// fit in memory.
std::optional<Json> readJson(const fs::path& file) {
  Json root;
  try {
    const InputFile input = readInputFile(file, kRecoveryLimits.maxBytes);
    if (!input.ok() || !scanJson(input.text, kRecoveryLimits).ok()) return std::nullopt;
    parseInPlace(input.text, root);
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  } catch (const std::bad_alloc&) {
    releaseJson(root);
    return std::nullopt;
  }
  if (!root.is_object()) return std::nullopt;
  const auto format = root.find("format");
  const auto version = root.find("version");
  if (format == root.end() || *format != kFormat || version == root.end() || *version != kVersion) return std::nullopt;
  return root;
}

std::string stringOr(const Json& obj, const char* key, std::string fallback = {}) {
  const auto it = obj.find(key);
  return it != obj.end() && it->is_string() ? it->get<std::string>() : fallback;
}

int32_t intOr(const Json& obj, const char* key, int32_t fallback) {
  const auto it = obj.find(key);
  if (it == obj.end() || !it->is_number_integer()) return fallback;
  const auto v = it->get<int64_t>();
  return static_cast<int32_t>(std::clamp<int64_t>(v, INT32_MIN, INT32_MAX));
}

float floatOr(const Json& obj, const char* key, float fallback) {
  const auto it = obj.find(key);
  if (it == obj.end() || !it->is_number()) return fallback;
  const auto v = it->get<double>();
  if (!std::isfinite(v) || std::fabs(v) > static_cast<double>(std::numeric_limits<float>::max())) return fallback;
  return static_cast<float>(v);
}

std::optional<Cell> cellOf(const Json& value) {
  if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() || !value[1].is_number_integer()) {
    return std::nullopt;
  }
  const auto x = value[0].get<int64_t>();
  const auto y = value[1].get<int64_t>();
  if (x < 0 || y < 0 || x > Grid::kMaxSide || y > Grid::kMaxSide) return std::nullopt;
  return Cell{static_cast<int32_t>(x), static_cast<int32_t>(y)};
}

// The hero of work in progress: kept when its start is two numbers inside
// the map (the document holds no other), dropped with a warning otherwise.
void readHero(const Json& j, const std::string& source, LevelDef& level, FileResult& result) {
  const auto hero = j.find("hero");
  if (hero == j.end()) return;
  const auto drop = [&] {
    result.warnings.push_back({source, "level.hero", "dropped a hero without a start on the map"});
  };
  if (!hero->is_object()) return drop();
  const auto start = hero->find("start");
  if (start == hero->end() || !start->is_array() || start->size() != 2) return drop();
  const Json xy = Json::object({{"x", (*start)[0]}, {"y", (*start)[1]}});
  const float nan = std::numeric_limits<float>::quiet_NaN();
  level.hero = HeroPlacement{stringOr(*hero, "kind"), {floatOr(xy, "x", nan), floatOr(xy, "y", nan)}};
  if (!heroCell(level)) {
    level.hero.reset();
    drop();
  }
}

// Lanes of work in progress: waypoints off the map are dropped, like spawns,
// and so are lanes left without any; a spawn index is kept as it was.
void readLanes(const Json& j, const std::string& source, LevelDef& level, FileResult& result) {
  const auto lanes = j.find("lanes");
  if (lanes == j.end() || !lanes->is_array()) return;
  for (const Json& lj : *lanes) {
    const auto spawn = lj.is_object() ? lj.find("spawn") : lj.end();
    const auto points = lj.is_object() ? lj.find("waypoints") : lj.end();
    if (spawn == lj.end() || !spawn->is_number_integer() || points == lj.end() || !points->is_array()) continue;
    Lane lane{static_cast<int32_t>(spawn->get<int64_t>()), {}};
    for (const Json& v : *points) {
      const auto c = cellOf(v);
      if (c && level.contains(*c)) {
        lane.waypoints.push_back(*c);
      } else {
        result.warnings.push_back({source, "level.lanes", "dropped a waypoint outside the map"});
      }
    }
    if (!lane.waypoints.empty()) level.lanes.push_back(std::move(lane));
  }
}

// Reads a level as levelToJson writes it without judging it: it may be work
// in progress. Only what the editor needs to hold it consistently is
// required (size, legend, tiles); spawns and goals that do not fit are dropped.
bool readLevel(const Json& j, std::span<const TerrainDef> palette, const std::string& source, LevelDef& level,
               FileResult& result) {
  const auto fail = [&](const char* path, std::string message) {
    result.errors.push_back({source, path, std::move(message)});
    return false;
  };
  if (!j.is_object()) return fail("level", "expected the level as an object");
  level.name = stringOr(j, "name");
  const auto size = j.find("size");
  if (size == j.end() || !size->is_array() || size->size() != 2 || !(*size)[0].is_number_integer() ||
      !(*size)[1].is_number_integer()) {
    return fail("level.size", "expected [width, height]");
  }
  const auto w = (*size)[0].get<int64_t>();
  const auto h = (*size)[1].get<int64_t>();
  if (w < 1 || h < 1 || w > Grid::kMaxSide || h > Grid::kMaxSide) return fail("level.size", "size out of range");
  level.width = static_cast<int32_t>(w);
  level.height = static_cast<int32_t>(h);
  const auto legend = j.find("legend");
  if (legend == j.end() || !legend->is_object() || legend->empty()) return fail("level.legend", "expected a legend");
  for (const auto& [glyph, kind] : legend->items()) {
    if (glyph.size() != 1 || !validGlyph(glyph[0]) || !kind.is_string()) {
      return fail("level.legend", "expected one printable character per terrain kind");
    }
    const auto name = kind.get<std::string>();
    const auto known =
        std::find_if(palette.begin(), palette.end(), [&](const TerrainDef& t) { return t.name == name; });
    // Kept by name, as when the level was opened (io/LevelDraft.h).
    level.terrains.push_back(known != palette.end() ? *known : unknownTerrain(name));
    level.glyphs.push_back(glyph[0]);
  }
  const auto tiles = j.find("tiles");
  if (tiles == j.end() || !tiles->is_array() || tiles->size() != static_cast<size_t>(h)) {
    return fail("level.tiles", "expected one row per line of the map");
  }
  level.tiles.reserve(static_cast<size_t>(w) * static_cast<size_t>(h));
  for (const Json& row : *tiles) {
    if (!row.is_string() || row.get_ref<const std::string&>().size() != static_cast<size_t>(w)) {
      return fail("level.tiles", "expected rows as wide as the map");
    }
    for (char c : row.get_ref<const std::string&>()) {
      const size_t k = level.glyphs.find(c);
      if (k == std::string::npos) return fail("level.tiles", "a character is not in the legend");
      level.tiles.push_back(static_cast<uint8_t>(k));
    }
  }
  std::vector<Cell> taken;
  const auto readCells = [&](const char* key, std::vector<Cell>& out) {
    const auto list = j.find(key);
    if (list == j.end() || !list->is_array()) return;
    for (const Json& v : *list) {
      const auto c = cellOf(v);
      if (c && level.contains(*c) && std::find(taken.begin(), taken.end(), *c) == taken.end()) {
        out.push_back(*c);
        taken.push_back(*c);
      } else {
        result.warnings.push_back({source, std::string("level.") + key, "dropped a cell outside the map or taken"});
      }
    }
  };
  readCells("spawns", level.spawns);
  readCells("goals", level.goals);
  level.connectivity = intOr(j, "connectivity", 8) == 4 ? Connectivity::Four : Connectivity::Eight;
  level.gold = intOr(j, "gold", 0);
  level.lives = intOr(j, "lives", 0);
  if (const auto towers = j.find("towers"); towers != j.end() && towers->is_array()) {
    for (const Json& t : *towers) {
      if (t.is_string()) level.towers.push_back(t.get<std::string>());
    }
  }
  readHero(j, source, level, result);
  readLanes(j, source, level, result);
  level.firstWaveDelay = floatOr(j, "firstWaveDelay", level.firstWaveDelay);
  level.waveBreak = floatOr(j, "waveBreak", level.waveBreak);
  level.earlyBonusPerSecond = floatOr(j, "earlyBonusPerSecond", level.earlyBonusPerSecond);
  if (const auto waves = j.find("waves"); waves != j.end() && waves->is_array()) {
    for (const Json& wj : *waves) {
      if (!wj.is_object()) continue;
      WaveDef wave;
      wave.bonus = intOr(wj, "bonus", 0);
      wave.health = floatOr(wj, "health", wave.health);
      if (const auto groups = wj.find("groups"); groups != wj.end() && groups->is_array()) {
        for (const Json& gj : *groups) {
          if (!gj.is_object()) continue;
          WaveGroupDef g;
          g.enemy = stringOr(gj, "enemy");
          g.count = intOr(gj, "count", g.count);
          g.interval = floatOr(gj, "interval", g.interval);
          g.spawn = intOr(gj, "spawn", g.spawn);
          g.delay = floatOr(gj, "delay", g.delay);
          wave.groups.push_back(std::move(g));
        }
      }
      level.waves.push_back(std::move(wave));
    }
  }
  return true;
}

// FNV-1a: stable across runs and platforms, unlike std::hash.
uint64_t pathHash(const std::string& text) {
  uint64_t h = 1469598103934665603ull;
  for (char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

}  // namespace

std::string recoveryText(const LevelDef& level, const fs::path& original) {
  Json root;
  root["format"] = kFormat;
  root["version"] = kVersion;
  root["original"] = original.string();
  root["level"] = Json::parse(levelToJson(level));
  return root.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

Recovery::Recovery(fs::path folder) : folder_(std::move(folder)) {}

fs::path Recovery::baseFileFor(const EditorDoc& doc) const {
  std::string stem = doc.path().empty() ? std::string("untitled") : doc.path().stem().string();
  for (char& c : stem) {
    const auto u = static_cast<unsigned char>(c);
    if (!(std::isalnum(u) || c == '-' || c == '_')) c = '_';
  }
  if (stem.size() > 40) stem.resize(40);
  if (stem.empty()) stem = "level";
  std::error_code ec;
  const fs::path full = doc.path().empty() ? fs::path() : fs::absolute(doc.path(), ec).lexically_normal();
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(pathHash(full.string())));
  return folder_ / (stem + "-" + std::string(hex, 8) + kSuffix);
}

fs::path Recovery::fileFor(const EditorDoc& doc) const {
  const fs::path base = baseFileFor(doc);
  if (!lastFile_.empty() && lastBase_ == base) return lastFile_;
  const std::string name = base.filename().string();
  const std::string stem = name.substr(0, name.size() - std::string(kSuffix).size());
  std::error_code ec;
  fs::path file = base;
  for (int n = 2; fs::exists(file, ec); ++n) file = folder_ / (stem + "-" + std::to_string(n) + kSuffix);
  return file;
}

FileResult Recovery::restore(const fs::path& file, EditorDoc& doc) {
  FileResult result = restoreRecovery(file, doc);
  if (!result.ok()) return result;
  lastFile_ = file;
  lastBase_ = baseFileFor(doc);
  lastRevision_ = 0;
  return result;
}

AutosaveResult Recovery::autosave(const EditorDoc& doc) {
  AutosaveResult result;
  const fs::path file = fileFor(doc);
  result.file = file;
  std::error_code ec;
  if (!doc.isDirty()) {
    // Only its own file: another session's stays for its own restore.
    const bool removed = !lastFile_.empty() && fs::remove(lastFile_, ec);
    result.file = removed ? lastFile_ : fs::path();
    lastFile_.clear();
    lastBase_.clear();
    lastRevision_ = 0;
    result.status = removed ? AutosaveStatus::Discarded : AutosaveStatus::NotNeeded;
    return result;
  }
  if (doc.revision() == lastRevision_ && file == lastFile_) return result;
  fs::create_directories(folder_, ec);
  if (ec) {
    result.status = AutosaveStatus::Failed;
    result.error = "cannot create the recovery folder " + folder_.string() + ": " + ec.message();
    return result;
  }
  const AtomicWriteResult written = writeFileAtomically(file, recoveryText(doc.level(), doc.path()));
  if (!written.ok) {
    result.status = AutosaveStatus::Failed;
    result.error = written.error;
    return result;
  }
  // The document was renamed (saved under another name): its old file is stale.
  if (!lastFile_.empty() && lastFile_ != file) fs::remove(lastFile_, ec);
  lastFile_ = file;
  lastBase_ = baseFileFor(doc);
  lastRevision_ = doc.revision();
  result.status = AutosaveStatus::Written;
  return result;
}

bool Recovery::discard(const EditorDoc& /*doc*/) {
  // The document's file is the one this Recovery owns, if any.
  std::error_code ec;
  const bool removed = !lastFile_.empty() && fs::remove(lastFile_, ec);
  lastFile_.clear();
  lastBase_.clear();
  lastRevision_ = 0;
  return removed;
}

std::vector<RecoveryEntry> findRecovery(const fs::path& folder) {
  std::vector<RecoveryEntry> entries;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::path& file = it->path();
    const std::string name = file.filename().string();
    if (name.size() <= std::string(kSuffix).size() || !name.ends_with(kSuffix)) continue;
    if (!it->is_regular_file(ec)) continue;
    const auto root = readJson(file);
    if (!root) continue;
    RecoveryEntry entry;
    entry.file = file;
    entry.original = stringOr(*root, "original");
    if (const auto level = root->find("level"); level != root->end() && level->is_object()) {
      entry.levelName = stringOr(*level, "name");
    }
    entry.written = fs::last_write_time(file, ec);
    entries.push_back(std::move(entry));
  }
  std::sort(entries.begin(), entries.end(), [](const RecoveryEntry& a, const RecoveryEntry& b) {
    return a.written != b.written ? a.written > b.written : a.file < b.file;
  });
  return entries;
}

FileResult restoreRecovery(const fs::path& file, EditorDoc& doc) {
  FileResult result;
  const auto root = readJson(file);
  if (!root) {
    result.errors.push_back({file.string(), "", "not a readable recovery file"});
    return result;
  }
  const auto level = root->find("level");
  LevelDef def;
  if (level == root->end() || !readLevel(*level, doc.palette(), file.string(), def, result)) {
    if (result.errors.empty()) result.errors.push_back({file.string(), "level", "the file holds no level"});
    return result;
  }
  const EditResult adopted = doc.adopt(std::move(def), stringOr(*root, "original"), true);
  if (!adopted.applied()) result.errors.push_back({file.string(), "level", adopted.message});
  return result;
}

bool discardRecovery(const fs::path& file) {
  std::error_code ec;
  return fs::remove(file, ec);
}

}  // namespace td::editor
