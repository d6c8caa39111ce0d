#include "editor/model/UndoHistory.h"

#include <utility>

namespace td::editor {
namespace {

size_t settingsBytes(const LevelDef& level) {
  size_t n = sizeof(LevelDef) + level.name.capacity() + level.glyphs.capacity();
  n += level.terrains.capacity() * sizeof(TerrainDef);
  for (const TerrainDef& t : level.terrains) n += t.name.capacity();
  n += (level.spawns.capacity() + level.goals.capacity()) * sizeof(Cell);
  n += level.towers.capacity() * sizeof(std::string);
  for (const std::string& t : level.towers) n += t.capacity();
  n += level.waves.capacity() * sizeof(WaveDef);
  for (const WaveDef& w : level.waves) {
    n += w.groups.capacity() * sizeof(WaveGroupDef);
    for (const WaveGroupDef& g : w.groups) n += g.enemy.capacity();
  }
  return n + level.tiles.capacity();
}

// The heap bytes of a label beyond the Phrase itself.
size_t labelBytes(const Phrase& label) {
  size_t n = label.args().capacity() * sizeof(PhraseArg);
  for (const PhraseArg& arg : label.args()) {
    n += arg.text.capacity() + arg.inner.capacity() * sizeof(Phrase);
    for (const Phrase& inner : arg.inner) n += labelBytes(inner);
  }
  return n;
}

}  // namespace

size_t UndoStep::bytes() const {
  size_t n = sizeof(UndoStep) + labelBytes(label) + tiles.capacity() * sizeof(TileChange);
  if (settingsBefore) n += settingsBytes(*settingsBefore);
  if (settingsAfter) n += settingsBytes(*settingsAfter);
  if (tilesBefore) n += tilesBefore->capacity();
  if (tilesAfter) n += tilesAfter->capacity();
  return n;
}

UndoHistory::UndoHistory(size_t maxSteps, size_t maxBytes)
    : maxSteps_(maxSteps < 1 ? 1 : maxSteps), maxBytes_(maxBytes) {}

void UndoHistory::push(UndoStep step) {
  for (const UndoStep& s : redo_) bytes_ -= s.bytes();
  redo_.clear();
  step.id = nextId_++;
  bytes_ += step.bytes();
  undo_.push_back(std::move(step));
  trim();
}

const UndoStep& UndoHistory::popUndo() {
  redo_.push_back(std::move(undo_.back()));
  undo_.pop_back();
  return redo_.back();
}

const UndoStep& UndoHistory::popRedo() {
  undo_.push_back(std::move(redo_.back()));
  redo_.pop_back();
  return undo_.back();
}

void UndoHistory::setLimits(size_t maxSteps, size_t maxBytes) {
  maxSteps_ = maxSteps < 1 ? 1 : maxSteps;
  maxBytes_ = maxBytes;
  trim();
}

void UndoHistory::clear() {
  undo_.clear();
  redo_.clear();
  bytes_ = 0;
  // Ids keep counting so that no later state can be mistaken for an old one.
  baseId_ = nextId_++;
  savedId_ = baseId_;
}

// Only the undo stack is trimmed, from its oldest end; the redo stack is
// emptied by every push anyway.
void UndoHistory::trim() {
  while (undo_.size() > maxSteps_ || (bytes_ > maxBytes_ && undo_.size() > 1)) {
    baseId_ = undo_.front().id;
    bytes_ -= undo_.front().bytes();
    undo_.pop_front();
  }
}

}  // namespace td::editor
