#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

#include "engine/core/Phrase.h"
#include "engine/level/LevelDef.h"

namespace td::editor {

// One cell's terrain before and after an edit (legend indices).
struct TileChange {
  uint32_t index = 0;  // row-major, as LevelDef::tileIndex
  uint8_t before = 0;
  uint8_t after = 0;
};

// One undoable edit. Paint strokes keep only the cells they changed; edits of
// settings, waves, spawns and goals keep the level without its tiles (small);
// only edits that reshape the map (resize, or fills touching most of it) keep
// whole tile arrays.
struct UndoStep {
  Phrase label;     // "Paint", "Resize map", ... for "Undo Paint" menu items, in the player's language
  uint64_t id = 0;  // unique per document session, names the state after this step
  std::vector<TileChange> tiles;
  std::optional<LevelDef> settingsBefore;  // tiles left empty
  std::optional<LevelDef> settingsAfter;
  std::optional<std::vector<uint8_t>> tilesBefore;  // whole arrays, sized by the settings' width and height
  std::optional<std::vector<uint8_t>> tilesAfter;

  // Approximate heap bytes held, for the memory bound.
  size_t bytes() const;
};

// The undo and redo stacks and the bookkeeping of which state was saved. It
// only stores steps; EditorDoc applies them.
class UndoHistory {
 public:
  static constexpr size_t kDefaultMaxSteps = 500;
  static constexpr size_t kDefaultMaxBytes = size_t{256} << 20;

  explicit UndoHistory(size_t maxSteps = kDefaultMaxSteps, size_t maxBytes = kDefaultMaxBytes);

  // Adds a new step (its id is assigned here), clears the redo stack, and
  // drops the oldest steps beyond the limits. The newest step is always kept,
  // even when it alone is larger than the byte limit.
  void push(UndoStep step);
  bool canUndo() const { return !undo_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  // Move the top step to the other stack and return it, for the caller to apply.
  const UndoStep& popUndo();
  const UndoStep& popRedo();
  const UndoStep* nextUndo() const { return undo_.empty() ? nullptr : &undo_.back(); }
  const UndoStep* nextRedo() const { return redo_.empty() ? nullptr : &redo_.back(); }

  size_t undoCount() const { return undo_.size(); }
  size_t redoCount() const { return redo_.size(); }
  size_t bytes() const { return bytes_; }
  size_t maxSteps() const { return maxSteps_; }
  size_t maxBytes() const { return maxBytes_; }
  void setLimits(size_t maxSteps, size_t maxBytes);

  // The state the document is in: the id of the last step applied, or of the
  // last step dropped off the bottom (0 at the start).
  uint64_t stateId() const { return undo_.empty() ? baseId_ : undo_.back().id; }
  void markSaved() { savedId_ = stateId(); }
  // No state of this history was ever saved (new or restored documents).
  void markNeverSaved() { savedId_ = kNeverSaved; }
  bool atSavedState() const { return stateId() == savedId_; }
  void clear();

 private:
  static constexpr uint64_t kNeverSaved = UINT64_MAX;
  void trim();

  std::deque<UndoStep> undo_;
  std::vector<UndoStep> redo_;
  size_t maxSteps_;
  size_t maxBytes_;
  size_t bytes_ = 0;
  uint64_t nextId_ = 1;
  uint64_t baseId_ = 0;
  uint64_t savedId_ = 0;
};

}  // namespace td::editor
