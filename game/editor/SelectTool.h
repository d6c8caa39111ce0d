#pragma once

#include <optional>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "editor/model/Selection.h"
#include "engine/core/Cell.h"

namespace td::editorui {

// The selection tool's state and mouse rules: a drag spans a selection, a
// drag that starts inside it moves it (one undo step, on release), and
// while a paste is pending the clipboard follows the mouse until a click
// lays it down. The clipboard lives here, outside the document, so undo
// leaves it alone. Tested without a window, like ToolInput, which hands
// it the mouse while the select tool is on.
class SelectTool {
 public:
  const std::optional<editor::CellRect>& selection() const { return selection_; }
  void select(const editor::EditorDoc& doc, editor::CellRect rect);
  // Drops what is pending, innermost first: a paste, then the selection.
  // False when there was nothing to drop.
  bool drop();
  // Drops all of it (another tool was picked).
  void clear();
  // Keeps the selection inside the map after a resize or an undone one.
  void fit(const editor::EditorDoc& doc);

  const editor::Clipboard& clipboard() const { return clipboard_; }
  editor::EditResult copy(const editor::EditorDoc& doc);
  editor::EditResult cut(editor::EditorDoc& doc);
  editor::EditResult deleteSelection(editor::EditorDoc& doc);
  // Arrow keys: the selection and what is on it, one cell.
  editor::EditResult nudge(editor::EditorDoc& doc, Cell by);
  // Ctrl+V: the clipboard floats under the mouse until a click.
  editor::EditResult startPaste();
  bool pasting() const { return pasting_; }
  // Where the pending paste would land with the mouse over `hover`: the
  // clipboard centred on it.
  editor::CellRect pasteRect(Cell hover) const;

  editor::EditResult press(editor::EditorDoc& doc, Cell cell);
  void drag(Cell cell);
  editor::EditResult release(editor::EditorDoc& doc, Cell cell);
  // A drag dropped half way (Esc, focus lost): nothing moves.
  void cancelDrag() { held_ = false; }
  bool dragging() const { return held_; }
  // While dragging: the rectangle being spanned, or where the selection
  // being moved would go.
  std::optional<editor::CellRect> dragRect() const;
  bool movingSelection() const { return held_ && moving_; }

 private:
  std::optional<editor::CellRect> selection_;
  editor::Clipboard clipboard_;
  bool pasting_ = false;
  bool held_ = false;
  bool moving_ = false;
  Cell anchor_{0, 0};
  Cell last_{0, 0};
};

}  // namespace td::editorui
