#include "game/editor/SelectTool.h"

#include "engine/core/MessageMark.h"

namespace td::editorui {

using editor::CellRect;
using editor::EditResult;

namespace {

// The status line says an edit's message in the player's language (EditorScreen::report).
EditResult noSelection() { return EditResult::refuse(phrase(N_("select an area first (V, then drag)"))); }

}  // namespace

void SelectTool::select(const editor::EditorDoc& doc, CellRect rect) {
  selection_ = editor::clipToMap(doc.level(), rect);
}

bool SelectTool::drop() {
  held_ = false;
  if (pasting_) {
    pasting_ = false;
    return true;
  }
  if (selection_) {
    selection_.reset();
    return true;
  }
  return false;
}

void SelectTool::clear() {
  held_ = false;
  pasting_ = false;
  selection_.reset();
}

void SelectTool::fit(const editor::EditorDoc& doc) {
  if (selection_) selection_ = editor::clipToMap(doc.level(), *selection_);
}

EditResult SelectTool::copy(const editor::EditorDoc& doc) {
  if (!selection_) return noSelection();
  clipboard_ = editor::copyArea(doc, *selection_);
  return EditResult::unchanged();
}

EditResult SelectTool::cut(editor::EditorDoc& doc) {
  if (!selection_) return noSelection();
  return editor::cutArea(doc, *selection_, clipboard_);
}

EditResult SelectTool::deleteSelection(editor::EditorDoc& doc) {
  if (!selection_) return noSelection();
  return editor::deleteArea(doc, *selection_);
}

EditResult SelectTool::nudge(editor::EditorDoc& doc, Cell by) {
  if (!selection_) return noSelection();
  EditResult result = editor::moveArea(doc, *selection_, by);
  if (!result.refused())
    selection_ = CellRect{selection_->x + by.x, selection_->y + by.y, selection_->width, selection_->height};
  return result;
}

EditResult SelectTool::startPaste() {
  if (clipboard_.empty()) {
    return EditResult::refuse(phrase(N_("nothing has been copied yet: select an area and press Ctrl+C")));
  }
  pasting_ = true;
  return EditResult::unchanged();
}

CellRect SelectTool::pasteRect(Cell hover) const {
  return {hover.x - clipboard_.width / 2, hover.y - clipboard_.height / 2, clipboard_.width, clipboard_.height};
}

EditResult SelectTool::press(editor::EditorDoc& doc, Cell cell) {
  if (pasting_) {
    const CellRect at = pasteRect(cell);
    EditResult result = editor::pasteClip(doc, clipboard_, {at.x, at.y});
    if (!result.refused()) {
      pasting_ = false;
      select(doc, at);
    }
    return result;
  }
  held_ = true;
  moving_ = selection_ && editor::rectContains(*selection_, cell);
  anchor_ = last_ = cell;
  return EditResult::unchanged();
}

void SelectTool::drag(Cell cell) {
  if (held_) last_ = cell;
}

EditResult SelectTool::release(editor::EditorDoc& doc, Cell cell) {
  if (!held_) return EditResult::unchanged();
  last_ = cell;
  held_ = false;
  if (moving_) return nudge(doc, {last_.x - anchor_.x, last_.y - anchor_.y});
  select(doc, editor::spannedRect(anchor_, last_));
  return EditResult::unchanged();
}

std::optional<CellRect> SelectTool::dragRect() const {
  if (!held_) return std::nullopt;
  if (!moving_) return editor::spannedRect(anchor_, last_);
  return CellRect{selection_->x + last_.x - anchor_.x, selection_->y + last_.y - anchor_.y, selection_->width,
                  selection_->height};
}

}  // namespace td::editorui
