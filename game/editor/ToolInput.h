#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "editor/model/Mirror.h"
#include "editor/model/Tools.h"
#include "editor/model/Validation.h"
#include "engine/core/Cell.h"
#include "game/editor/LaneTool.h"
#include "game/editor/SelectTool.h"

namespace td::editorui {

enum class Tool : uint8_t {
  Brush,
  Rect,
  Fill,
  Eraser,
  Eyedropper,
  Spawn,
  Goal,
  Hero,
  Lane,
  Select,
  Line,
  RectOutline,
  Ellipse,
  EllipseOutline,
};

// The tool's name in the player's language (game/text/Catalogue.h).
const char* toolName(Tool tool);
// A mode of mirror painting in the player's language ("Off", "Left | right", ...).
const char* mirrorModeName(editor::MirrorMode mode);

// Turns mouse input on the map, already converted to cells, into the
// model's edits: a brush drag is one stroke (one undo step) with every cell
// the mouse passed over painted, even when it moved several cells between
// two events; a rectangle (filled or outline), an ellipse or a line is
// spanned by a drag and drawn on release, Shift making it a square, a
// circle or a line at 0, 45 or 90 degrees; a
// spawn or goal is placed by a click and moved by a drag; the hero's start
// is placed (or moved) by a click and moved by a drag, one step per drag. The screen does
// the pixels, the model the edits; this class is tested without a window.
class ToolInput {
 public:
  static constexpr int32_t kBrushSizes[] = {1, 3, 5};

  Tool tool() const { return tool_; }
  // Whether the tool paints the picked terrain kind (brush, fill, and every shape: rectangle, frame,
  // ellipse, ring, line).
  bool paintsTerrain() const { return tool_ == Tool::Brush || tool_ == Tool::Fill || spansShape(); }
  // Changing tools ends what the old one was doing.
  void setTool(editor::EditorDoc& doc, Tool tool);
  int32_t brush() const { return brush_; }
  void setBrush(int32_t size);
  void brushSmaller();
  void brushLarger();
  // The palette index painted by the brush, rectangle and fill.
  size_t kind() const { return kind_; }
  void setKind(size_t paletteKind) { kind_ = paletteKind; }
  // Mirror painting for the terrain tools (spawns, goals, the hero and
  // lanes are never mirrored: see Mirror.h).
  editor::MirrorMode mirror() const { return mirror_; }
  void setMirror(editor::MirrorMode mode) { mirror_ = mode; }
  void cycleMirror() { mirror_ = editor::nextMirror(mirror_); }
  // Shift is held: shapes are constrained (read at every drag and release,
  // and for the preview).
  void setConstrain(bool on) { constrain_ = on; }
  // Ctrl+V: picks the select tool and lets the clipboard follow the mouse.
  editor::EditResult startPaste(editor::EditorDoc& doc);

  // The primary (left) button went down, the mouse moved to `cell` with it
  // held, and the button came up. Cells may lie outside the map.
  editor::EditResult press(editor::EditorDoc& doc, Cell cell);
  editor::EditResult drag(editor::EditorDoc& doc, Cell cell);
  editor::EditResult release(editor::EditorDoc& doc, Cell cell);
  // A secondary click (right button, not dragged): deletes the spawn or goal
  // under the mouse with the spawn and goal tools, the hero with the hero tool.
  editor::EditResult secondaryClick(editor::EditorDoc& doc, Cell cell);
  // Drops a drag half done (Esc, the window lost focus): a stroke keeps
  // what it painted so far as one step, a rectangle is not filled, a moved
  // endpoint stays where it was dragged to.
  void cancel(editor::EditorDoc& doc);
  bool dragging() const { return held_; }

  // What to draw while working: the box of the shape being spanned, the
  // cells it would paint (mirror images included, clipped to the map), the
  // cells the brush covers at `hover` and their mirror images, the
  // endpoint being moved.
  std::optional<editor::CellRect> rectPreview() const;
  std::vector<Cell> shapeCells(const editor::EditorDoc& doc) const;
  std::vector<Cell> cursorCells(const editor::EditorDoc& doc, Cell hover) const;
  std::vector<Cell> mirroredCursorCells(const editor::EditorDoc& doc, Cell hover) const;
  std::optional<editor::Endpoint> moving() const { return moving_; }
  bool movingHero() const { return movingHero_; }
  // The lane tool's own state: which spawn's lane, the waypoint dragged.
  LaneTool& lane() { return lane_; }
  const LaneTool& lane() const { return lane_; }
  // The selection, the clipboard and a pending paste.
  SelectTool& select() { return select_; }
  const SelectTool& select() const { return select_; }

 private:
  editor::EditResult paintLine(editor::EditorDoc& doc, Cell from, Cell to);
  editor::EditResult paintAt(editor::EditorDoc& doc, Cell cell);
  editor::EditResult drawShape(editor::EditorDoc& doc);
  bool spansShape() const;
  Cell shapeEnd() const;
  void finish(editor::EditorDoc& doc);

  Tool tool_ = Tool::Brush;
  Tool lastPaintTool_ = Tool::Brush;  // where the eyedropper returns to
  int32_t brush_ = 1;
  size_t kind_ = 0;
  editor::MirrorMode mirror_ = editor::MirrorMode::Off;
  bool constrain_ = false;
  bool held_ = false;
  bool stroke_ = false;
  Cell anchor_{0, 0};
  Cell last_{0, 0};
  std::optional<editor::Endpoint> moving_;
  bool movingHero_ = false;
  LaneTool lane_;
  SelectTool select_;
};

}  // namespace td::editorui
