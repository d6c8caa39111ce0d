#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/core/Cell.h"

namespace td::editorui {

// The lane tool's mouse rules, for the spawn it has picked: a click on a
// spawn picks that spawn's lane, a click on one of the lane's waypoints
// starts dragging it (the whole drag one undo step), any other click
// appends a waypoint there, and a right click removes the waypoint under
// the mouse. Tested without a window, like ToolInput, which hands it the
// mouse while the lane tool is on.
class LaneTool {
 public:
  // The spawn whose lane is edited; kept in range of the level's spawns.
  int32_t spawn(const editor::EditorDoc& doc) const;
  void pick(int32_t spawn) { spawn_ = spawn; }

  editor::EditResult press(editor::EditorDoc& doc, Cell cell);
  editor::EditResult drag(editor::EditorDoc& doc, Cell cell);
  // Ends a drag; harmless without one.
  void finish(editor::EditorDoc& doc);
  // Right click or Delete over `cell`.
  editor::EditResult remove(editor::EditorDoc& doc, Cell cell);
  // The waypoint being dragged, for drawing it lifted.
  std::optional<size_t> moving() const { return moving_; }

 private:
  int32_t spawn_ = 0;
  std::optional<size_t> moving_;
};

}  // namespace td::editorui
