#include "game/editor/LaneTool.h"

#include "editor/model/LaneEdits.h"
#include "editor/model/Tools.h"
#include "engine/core/MessageMark.h"

namespace td::editorui {

using editor::EditResult;

int32_t LaneTool::spawn(const editor::EditorDoc& doc) const {
  const auto count = static_cast<int32_t>(doc.level().spawns.size());
  if (count == 0) return 0;
  return spawn_ < 0 ? 0 : (spawn_ >= count ? count - 1 : spawn_);
}

EditResult LaneTool::press(editor::EditorDoc& doc, Cell cell) {
  finish(doc);
  if (const auto at = editor::endpointAt(doc, cell); at && at->kind == editor::EndpointKind::Spawn) {
    spawn_ = static_cast<int32_t>(at->index);
    return EditResult::unchanged();
  }
  const int32_t s = spawn(doc);
  if (const auto index = editor::waypointAt(doc, s, cell)) {
    moving_ = index;
    // TRANSLATORS: an undo step's name, as in "Undo {0}" and "Undone: {0}".
    doc.beginStroke(phrase(N_("Move waypoint")));
    return EditResult::unchanged();
  }
  return editor::addWaypoint(doc, s, cell);
}

EditResult LaneTool::drag(editor::EditorDoc& doc, Cell cell) {
  if (!moving_ || !doc.level().contains(cell)) return EditResult::unchanged();
  return editor::moveWaypoint(doc, spawn(doc), *moving_, cell);
}

void LaneTool::finish(editor::EditorDoc& doc) {
  if (moving_) doc.endStroke();
  moving_.reset();
}

EditResult LaneTool::remove(editor::EditorDoc& doc, Cell cell) {
  const int32_t s = spawn(doc);
  const auto index = editor::waypointAt(doc, s, cell);
  if (!index) return EditResult::unchanged();
  return editor::removeWaypoint(doc, s, *index);
}

}  // namespace td::editorui
