#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/FileResult.h"
#include "editor/model/UndoHistory.h"
#include "engine/core/Phrase.h"
#include "engine/grid/Direction.h"
#include "engine/grid/TerrainDef.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/GameDefs.h"

namespace td::editor {

// Settings of a level made with "New level".
struct NewLevelOptions {
  std::string name = "Untitled";
  size_t baseKind = 0;  // palette index of the kind every cell starts as (legend entry 0)
  int32_t gold = 100;
  int32_t lives = 20;
  Connectivity connectivity = Connectivity::Eight;
};

// The level being edited: the LevelDef, the file it belongs to, whether it has
// unsaved changes, and its undo and redo history.
//
// Every change goes through this class (directly, or through the tools in
// Tools.h, HeroStart.h, WaveEdits.h and SettingsEdits.h), so every change can be undone.
// Each call is one undo step unless a stroke is open: between beginStroke()
// and endStroke() all changes merge into one step (a mouse drag, a slider
// being dragged). Edits that change nothing make no step and do not make the
// document dirty.
//
// Invariants kept at all times (validation reports everything else): the
// structure of a level (io/LevelStructure.h): tiles has width * height
// entries, every tile names a legend entry, the legend has at least one entry
// with distinct printable glyphs, spawns and goals lie inside the map on
// distinct cells, and the hero (if any) starts inside the map. A level may
// have any number of problems (see Validation.h): it opens and saves all the
// same, so that unfinished work can be put aside, and the game refuses it.
class EditorDoc {
 public:
  // `palette`: every terrain kind the game knows (assets/defs/terrains.json),
  // in the order a palette shows them; tools name kinds by index into it.
  // `defs`: the enemy and tower kinds, when known, so that validation and
  // saving check kind ids and new wave groups get a real enemy kind.
  explicit EditorDoc(std::vector<TerrainDef> palette, std::optional<GameDefs> defs = std::nullopt);

  // ---- What is being edited
  const LevelDef& level() const { return level_; }
  // Empty for a level never saved.
  const std::filesystem::path& path() const { return path_; }
  // The file name, or "untitled".
  std::string displayName() const;
  const std::vector<TerrainDef>& palette() const { return palette_; }
  std::optional<size_t> paletteIndex(std::string_view kindName) const;
  // Palette index of a legend entry of the level (nullopt if the palette lacks it).
  std::optional<size_t> paletteIndexOfLegend(uint8_t legendIndex) const;
  const GameDefs* defs() const { return defs_ ? &*defs_ : nullptr; }

  // Changes on every change of the level, undo and redo included; never the
  // same value for two states, even across documents. Caches (routes,
  // problems, the renderer's tiles) compare it to know they are stale.
  uint64_t revision() const { return revision_; }
  // Unsaved changes exist. Undoing back to the saved state makes the
  // document clean again.
  bool isDirty() const;

  // ---- Files. Each replaces the document and clears the history.
  // Refuses sizes outside 1..Grid::kMaxSide and an unknown base kind.
  EditResult newLevel(int32_t width, int32_t height, const NewLevelOptions& options = {});
  // Opens every file with the structure of a level (io/LevelDraft.h), its
  // problems listed in the result: a sealed spawn, an enemy kind mistyped, a
  // terrain kind the game does not know (kept by name, drawn as a placeholder
  // that nothing can cross or build on, until it is painted over). A file
  // without the structure is refused, and the document is left as it was.
  FileResult open(const std::filesystem::path& file);
  // Takes a level from elsewhere (a recovery file, a test). It must obey the
  // invariants above; refused otherwise. `dirty`: whether it counts as unsaved.
  EditResult adopt(LevelDef level, std::filesystem::path path, bool dirty);

  // Saving writes the level whatever its problems, and lists them in the
  // result (io's validateLevel: what the game would refuse it for). Writing
  // is atomic: on failure the old file is intact, the document stays dirty
  // and the errors say what failed. An open stroke is finished first.
  FileResult save();  // refused without a path: use saveAs
  FileResult saveAs(const std::filesystem::path& file);

  // ---- Undo and redo. An open stroke is finished before undo or redo.
  bool canUndo() const;
  bool canRedo() const;
  bool undo();
  bool redo();
  // Labels of the steps undo() and redo() would take ("Paint", "Resize map"), empty when none.
  Phrase undoLabel() const;
  Phrase redoLabel() const;
  const UndoHistory& history() const { return history_; }
  void setHistoryLimits(size_t maxSteps, size_t maxBytes) { history_.setLimits(maxSteps, maxBytes); }

  // ---- Strokes. Nested calls are counted; the outermost label names the step: phrase(N_("Paint")).
  void beginStroke(Phrase label);
  // Ends the stroke; when it is the outermost one, its changes become one
  // undo step (none when they cancel out). Harmless without an open stroke.
  void endStroke();
  // Reverts every change of the open strokes and closes them all.
  void cancelStroke();
  bool inStroke() const { return depth_ > 0; }

  // ---- Primitives every tool is built on. Outside a stroke each call is its own step.
  // The legend index of a palette kind, adding it to the legend (with a
  // glyph of its own) when the level does not use it yet. nullopt when
  // `paletteKind` is out of range or the legend is full.
  std::optional<uint8_t> legendKindOf(size_t paletteKind);
  // Sets one cell to a legend kind; false when outside the map, the kind is
  // not in the legend, or the cell already has it.
  bool setTile(Cell cell, uint8_t legendKind);
  // Runs `change` on the level. It may change anything but width, height and
  // tiles; it returns what it did (a refused change must leave the level as
  // it was). `label` names the step.
  EditResult editSettings(const Phrase& label, const std::function<EditResult(LevelDef&)>& change);
  // Like editSettings, but `change` may also reshape the map (width, height
  // and tiles together); the step keeps whole tile arrays. The invariants
  // must hold afterwards (checked: refused and rolled back otherwise).
  EditResult editWhole(const Phrase& label, const std::function<EditResult(LevelDef&)>& change);

 private:
  struct Pending {
    Phrase label;
    std::vector<TileChange> tiles;
    std::unordered_map<uint32_t, size_t> tileSlot;  // cell index -> entry in tiles
    std::optional<LevelDef> settingsBefore;
    std::optional<std::vector<uint8_t>> tilesBefore;
    bool changed = false;
  };

  void bump();
  void commit();
  void apply(const UndoStep& step, bool forward);
  void captureSettings();
  void captureWholeTiles();
  void reset(LevelDef level, std::filesystem::path path);

  std::vector<TerrainDef> palette_;
  std::optional<GameDefs> defs_;
  LevelDef level_;
  std::filesystem::path path_;
  UndoHistory history_;
  uint64_t revision_ = 0;
  int depth_ = 0;
  Pending pending_;
};

// A level with the invariants above: the settings of `options`, every cell of
// the base kind, no spawns, goals or waves. Throws nothing; the size is not checked.
LevelDef blankLevel(int32_t width, int32_t height, const TerrainDef& base, char glyph, const NewLevelOptions& options);

// The glyph a kind gets when it joins a legend: its usual character when free
// (grass '.', road '=', rock '#', water '~', mud ','), else its first letter,
// else the first free printable character. 0 when all are taken.
char glyphFor(const std::string& kindName, const std::string& usedGlyphs);

}  // namespace td::editor
