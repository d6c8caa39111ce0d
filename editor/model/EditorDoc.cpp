#include "editor/model/EditorDoc.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <utility>

#include "editor/model/LevelEquality.h"
#include "engine/core/MessageMark.h"
#include "engine/grid/Grid.h"
#include "io/LevelCheck.h"
#include "io/LevelDraft.h"
#include "io/LevelStructure.h"
#include "io/PlayableSize.h"

namespace td::editor {
namespace {

// Shared by every document, so that two documents never report the same
// revision and a cache cannot mistake one for the other.
uint64_t nextRevision() {
  static std::atomic<uint64_t> counter{0};
  return ++counter;
}

// The level without its tiles: what a settings snapshot keeps.
LevelDef settingsOf(LevelDef& level) {
  std::vector<uint8_t> tiles = std::move(level.tiles);
  LevelDef copy = level;
  level.tiles = std::move(tiles);
  return copy;
}

// Everything of `settings` but the tiles, which `level` keeps.
void assignSettings(LevelDef& level, const LevelDef& settings) {
  std::vector<uint8_t> tiles = std::move(level.tiles);
  level = settings;
  level.tiles = std::move(tiles);
}

FileResult failure(const std::filesystem::path& file, Phrase message) {
  FileResult result;
  result.errors.push_back({file.string(), "", std::move(message)});
  return result;
}

}  // namespace

char glyphFor(const std::string& kindName, const std::string& usedGlyphs) {
  const auto free = [&usedGlyphs](char c) { return validGlyph(c) && usedGlyphs.find(c) == std::string::npos; };
  struct Usual {
    const char* name;
    char glyph;
  };
  // A slope's glyph points the way it falls.
  static constexpr Usual kUsual[] = {{"grass", '.'},      {"road", '='},        {"rock", '#'},
                                     {"water", '~'},      {"mud", ','},         {"slope-east", '>'},
                                     {"slope-west", '<'}, {"slope-south", 'v'}, {"slope-north", '^'}};
  for (const Usual& u : kUsual) {
    if (kindName == u.name && free(u.glyph)) return u.glyph;
  }
  if (!kindName.empty()) {
    const auto first = static_cast<unsigned char>(kindName[0]);
    if (free(static_cast<char>(first))) return static_cast<char>(first);
    const char upper = static_cast<char>(std::toupper(first));
    if (free(upper)) return upper;
  }
  // Quotes and backslashes are valid but need escaping in the file; use them last.
  for (int c = 0x21; c <= 0x7E; ++c) {
    const char g = static_cast<char>(c);
    if (g != '"' && g != '\\' && free(g)) return g;
  }
  if (free('"')) return '"';
  if (free('\\')) return '\\';
  return 0;
}

LevelDef blankLevel(int32_t width, int32_t height, const TerrainDef& base, char glyph, const NewLevelOptions& options) {
  LevelDef level;
  level.name = options.name;
  level.width = width;
  level.height = height;
  level.terrains = {base};
  level.glyphs = std::string(1, glyph);
  level.tiles.assign(static_cast<size_t>(std::max(width, 0)) * static_cast<size_t>(std::max(height, 0)), 0);
  level.connectivity = options.connectivity;
  level.gold = options.gold;
  level.lives = options.lives;
  return level;
}

EditorDoc::EditorDoc(std::vector<TerrainDef> palette, std::optional<GameDefs> defs)
    : palette_(std::move(palette)), defs_(std::move(defs)) {
  revision_ = nextRevision();
  if (!palette_.empty()) (void)newLevel(16, 12);
}

std::string EditorDoc::displayName() const { return path_.empty() ? "untitled" : path_.filename().string(); }

std::optional<size_t> EditorDoc::paletteIndex(std::string_view kindName) const {
  for (size_t k = 0; k < palette_.size(); ++k) {
    if (palette_[k].name == kindName) return k;
  }
  return std::nullopt;
}

std::optional<size_t> EditorDoc::paletteIndexOfLegend(uint8_t legendIndex) const {
  if (legendIndex >= level_.terrains.size()) return std::nullopt;
  return paletteIndex(level_.terrains[legendIndex].name);
}

bool EditorDoc::isDirty() const { return (depth_ > 0 && pending_.changed) || !history_.atSavedState(); }

void EditorDoc::bump() {
  revision_ = nextRevision();
  if (depth_ > 0) pending_.changed = true;
}

void EditorDoc::reset(LevelDef level, std::filesystem::path path) {
  depth_ = 0;
  pending_ = Pending{};
  level_ = std::move(level);
  path_ = std::move(path);
  history_.clear();
  revision_ = nextRevision();
}

EditResult EditorDoc::newLevel(int32_t width, int32_t height, const NewLevelOptions& options) {
  if (!Grid::validSize(width, height)) {
    return EditResult::refuse(phrase(N_("a map is 1 to {0} cells wide and high"), Grid::kMaxSide));
  }
  if (Phrase tooBig = playableSizeProblem(width, height); !tooBig.empty()) return EditResult::refuse(std::move(tooBig));
  if (options.baseKind >= palette_.size()) return EditResult::refuse(phrase(N_("unknown terrain kind")));
  const TerrainDef& base = palette_[options.baseKind];
  reset(blankLevel(width, height, base, glyphFor(base.name, ""), options), {});
  return EditResult::done();
}

FileResult EditorDoc::open(const std::filesystem::path& file) {
  LevelDraftLoad load = loadLevelDraft(file, palette_, defs());
  FileResult result;
  result.errors = std::move(load.errors);
  result.warnings = std::move(load.warnings);
  result.problems = std::move(load.problems);
  if (!result.ok()) return result;
  if (Phrase tooBig = playableSizeProblem(load.level.width, load.level.height); !tooBig.empty()) {
    result.errors.push_back({file.string(), "size", std::move(tooBig)});
    result.problems.clear();
    return result;
  }
  reset(std::move(load.level), file);
  return result;
}

EditResult EditorDoc::adopt(LevelDef level, std::filesystem::path path, bool dirty) {
  if (!hasLevelStructure(level)) {
    return EditResult::refuse(
        phrase(N_("the level's map is not consistent (size, legend, tiles, spawns, goals or hero)")));
  }
  reset(std::move(level), std::move(path));
  if (dirty) history_.markNeverSaved();
  return EditResult::done();
}

FileResult EditorDoc::save() {
  if (path_.empty()) return failure({}, phrase(N_("the level has no file yet: use Save As")));
  return saveAs(path_);
}

FileResult EditorDoc::saveAs(const std::filesystem::path& file) {
  if (depth_ > 0) {
    depth_ = 0;
    commit();
  }
  LevelDraftSave saved = saveLevelDraft(level_, file, defs());
  FileResult result;
  result.errors = std::move(saved.errors);
  result.problems = std::move(saved.problems);
  if (!result.ok()) return result;
  path_ = file;
  history_.markSaved();
  return result;
}

bool EditorDoc::canUndo() const { return history_.canUndo() || (depth_ > 0 && pending_.changed); }
bool EditorDoc::canRedo() const { return !(depth_ > 0 && pending_.changed) && history_.canRedo(); }

bool EditorDoc::undo() {
  if (depth_ > 0) {
    depth_ = 0;
    commit();
  }
  if (!history_.canUndo()) return false;
  apply(history_.popUndo(), false);
  return true;
}

bool EditorDoc::redo() {
  if (depth_ > 0) {
    depth_ = 0;
    commit();
  }
  if (!history_.canRedo()) return false;
  apply(history_.popRedo(), true);
  return true;
}

Phrase EditorDoc::undoLabel() const {
  if (depth_ > 0 && pending_.changed) return pending_.label;
  const UndoStep* s = history_.nextUndo();
  return s != nullptr ? s->label : Phrase();
}

Phrase EditorDoc::redoLabel() const {
  if (!canRedo()) return {};
  return history_.nextRedo()->label;
}

void EditorDoc::beginStroke(Phrase label) {
  if (depth_++ == 0) {
    pending_ = Pending{};
    pending_.label = std::move(label);
  }
}

void EditorDoc::endStroke() {
  if (depth_ == 0) return;
  if (--depth_ == 0) commit();
}

void EditorDoc::cancelStroke() {
  if (depth_ == 0) return;
  for (auto it = pending_.tiles.rbegin(); it != pending_.tiles.rend(); ++it) level_.tiles[it->index] = it->before;
  if (pending_.tilesBefore) level_.tiles = std::move(*pending_.tilesBefore);
  if (pending_.settingsBefore) assignSettings(level_, *pending_.settingsBefore);
  const bool changed = pending_.changed;
  depth_ = 0;
  pending_ = Pending{};
  if (changed) revision_ = nextRevision();
}

void EditorDoc::commit() {
  Pending p = std::move(pending_);
  pending_ = Pending{};
  if (!p.changed) return;
  // Kinds this stroke added to the legend but no cell uses any more (painted
  // over again) would turn a stroke that cancelled out into a real edit.
  if (p.settingsBefore && level_.terrains.size() > p.settingsBefore->terrains.size()) {
    std::vector<uint8_t> used(level_.terrains.size(), 0);
    for (uint8_t t : level_.tiles) used[t] = 1;
    bool dropped = false;
    while (level_.terrains.size() > p.settingsBefore->terrains.size() && !used[level_.terrains.size() - 1]) {
      level_.terrains.pop_back();
      level_.glyphs.pop_back();
      dropped = true;
    }
    if (dropped) revision_ = nextRevision();
  }
  UndoStep step;
  step.label = std::move(p.label);
  if (p.tilesBefore) {
    if (*p.tilesBefore != level_.tiles) {
      step.tilesBefore = std::move(*p.tilesBefore);
      step.tilesAfter = level_.tiles;
    }
  } else {
    std::erase_if(p.tiles, [](const TileChange& t) { return t.before == t.after; });
    // A fill over most of a large map is smaller as two whole arrays.
    if (p.tiles.size() * sizeof(TileChange) > 2 * level_.tiles.size()) {
      std::vector<uint8_t> before = level_.tiles;
      for (const TileChange& t : p.tiles) before[t.index] = t.before;
      step.tilesBefore = std::move(before);
      step.tilesAfter = level_.tiles;
    } else {
      p.tiles.shrink_to_fit();
      step.tiles = std::move(p.tiles);
    }
  }
  if (p.settingsBefore && !sameSettings(*p.settingsBefore, level_)) {
    step.settingsBefore = std::move(*p.settingsBefore);
    step.settingsAfter = settingsOf(level_);
  }
  // The whole arrays need the settings' size to be restored with them.
  if (step.tilesBefore && !step.settingsBefore) {
    step.settingsBefore = settingsOf(level_);
    step.settingsAfter = step.settingsBefore;
  }
  if (step.tiles.empty() && !step.tilesBefore && !step.settingsBefore) return;
  history_.push(std::move(step));
}

void EditorDoc::apply(const UndoStep& step, bool forward) {
  if (forward) {
    if (step.settingsAfter) assignSettings(level_, *step.settingsAfter);
    if (step.tilesAfter) level_.tiles = *step.tilesAfter;
    for (const TileChange& t : step.tiles) level_.tiles[t.index] = t.after;
  } else {
    for (auto it = step.tiles.rbegin(); it != step.tiles.rend(); ++it) level_.tiles[it->index] = it->before;
    if (step.tilesBefore) level_.tiles = *step.tilesBefore;
    if (step.settingsBefore) assignSettings(level_, *step.settingsBefore);
  }
  revision_ = nextRevision();
}

std::optional<uint8_t> EditorDoc::legendKindOf(size_t paletteKind) {
  if (paletteKind >= palette_.size()) return std::nullopt;
  const TerrainDef& kind = palette_[paletteKind];
  for (size_t k = 0; k < level_.terrains.size(); ++k) {
    if (level_.terrains[k].name == kind.name) return static_cast<uint8_t>(k);
  }
  if (level_.terrains.size() >= 255) return std::nullopt;
  const char glyph = glyphFor(kind.name, level_.glyphs);
  if (glyph == 0) return std::nullopt;
  std::optional<uint8_t> index;
  (void)editSettings(phrase(N_("Paint")), [&](LevelDef& level) {
    index = static_cast<uint8_t>(level.terrains.size());
    level.terrains.push_back(kind);
    level.glyphs.push_back(glyph);
    return EditResult::done();
  });
  return index;
}

bool EditorDoc::setTile(Cell cell, uint8_t legendKind) {
  if (!level_.contains(cell) || legendKind >= level_.terrains.size()) return false;
  const size_t index = level_.tileIndex(cell);
  const uint8_t old = level_.tiles[index];
  if (old == legendKind) return false;
  const bool own = depth_ == 0;
  if (own) beginStroke(phrase(N_("Paint")));
  if (!pending_.tilesBefore) {
    const auto key = static_cast<uint32_t>(index);
    const auto [slot, added] = pending_.tileSlot.try_emplace(key, pending_.tiles.size());
    if (added) {
      pending_.tiles.push_back({key, old, legendKind});
    } else {
      pending_.tiles[slot->second].after = legendKind;
    }
  }
  level_.tiles[index] = legendKind;
  bump();
  if (own) endStroke();
  return true;
}

EditResult EditorDoc::editSettings(const Phrase& label, const std::function<EditResult(LevelDef&)>& change) {
  LevelDef before = settingsOf(level_);
  EditResult result = change(level_);
  const bool shapeKept = level_.width == before.width && level_.height == before.height &&
                         level_.terrains.size() >= before.terrains.size() && hasLevelStructure(level_, false);
  if (!shapeKept) {
    assignSettings(level_, before);
    return EditResult::refuse(phrase(N_("internal error: a settings edit changed the map's shape")));
  }
  if (!result.applied()) {
    assignSettings(level_, before);
    return result;
  }
  if (sameSettings(before, level_)) return EditResult::unchanged();
  const bool own = depth_ == 0;
  if (own) beginStroke(label);
  if (!pending_.settingsBefore) pending_.settingsBefore = std::move(before);
  bump();
  if (own) endStroke();
  return result;
}

EditResult EditorDoc::editWhole(const Phrase& label, const std::function<EditResult(LevelDef&)>& change) {
  LevelDef before = level_;
  EditResult result = change(level_);
  if (!hasLevelStructure(level_)) {
    level_ = std::move(before);
    return EditResult::refuse(phrase(N_("internal error: an edit left the map inconsistent")));
  }
  if (!result.applied()) {
    level_ = std::move(before);
    return result;
  }
  if (sameLevel(before, level_)) return EditResult::unchanged();
  const bool own = depth_ == 0;
  if (own) beginStroke(label);
  if (!pending_.tilesBefore) {
    // Tiles painted earlier in this stroke are folded into the whole array.
    std::vector<uint8_t> tiles = std::move(before.tiles);
    pending_.tilesBefore = std::move(tiles);
    for (auto it = pending_.tiles.rbegin(); it != pending_.tiles.rend(); ++it) {
      (*pending_.tilesBefore)[it->index] = it->before;
    }
    pending_.tiles.clear();
    pending_.tileSlot.clear();
  }
  if (!pending_.settingsBefore) pending_.settingsBefore = std::move(before);
  bump();
  if (own) endStroke();
  return result;
}

}  // namespace td::editor
