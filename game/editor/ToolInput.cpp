#include "game/editor/ToolInput.h"

#include <algorithm>
#include <cstdlib>

#include "editor/model/HeroStart.h"
#include "editor/model/Shapes.h"
#include "game/text/Catalogue.h"

namespace td::editorui {

using editor::EditResult;

const char* toolName(Tool tool) {
  switch (tool) {
    case Tool::Brush:
      // TRANSLATORS: the editor's tools, as the status line names the one in hand.
      return trc("editor tool", "Brush");
    case Tool::Rect:
      return trc("editor tool", "Rectangle");
    case Tool::Fill:
      return trc("editor tool", "Fill");
    case Tool::Eraser:
      return trc("editor tool", "Eraser");
    case Tool::Eyedropper:
      return trc("editor tool", "Eyedropper");
    case Tool::Spawn:
      return trc("editor tool", "Spawn");
    case Tool::Goal:
      return trc("editor tool", "Goal");
    case Tool::Hero:
      return trc("editor tool", "Hero");
    case Tool::Lane:
      return trc("editor tool", "Lane");
    case Tool::Select:
      return trc("editor tool", "Select");
    case Tool::Line:
      return trc("editor tool", "Line");
    case Tool::RectOutline:
      return trc("editor tool", "Rectangle outline");
    case Tool::Ellipse:
      return trc("editor tool", "Ellipse");
    case Tool::EllipseOutline:
      return trc("editor tool", "Ellipse outline");
  }
  return "";
}

const char* mirrorModeName(editor::MirrorMode mode) {
  switch (mode) {
    case editor::MirrorMode::Off:
      // TRANSLATORS: the modes of mirror painting, after "Mirror: " on the status line.
      return trc("mirror painting", "Off");
    case editor::MirrorMode::Horizontal:
      return tr("Left | right");
    case editor::MirrorMode::Vertical:
      return tr("Top | bottom");
    case editor::MirrorMode::Point:
      return tr("Point (half turn)");
    case editor::MirrorMode::Both:
      return tr("Four-way");
  }
  return "";
}

namespace {

// Keeps the more telling of two results: a refusal over a change over nothing.
EditResult merge(EditResult a, EditResult b) {
  if (a.refused()) return a;
  if (b.refused() || b.applied()) return b;
  return a;
}

}  // namespace

void ToolInput::setTool(editor::EditorDoc& doc, Tool tool) {
  if (held_) finish(doc);
  if (tool != Tool::Select) select_.clear();
  tool_ = tool;
  if (tool == Tool::Brush || tool == Tool::Fill || tool == Tool::Line || spansShape()) lastPaintTool_ = tool;
}

EditResult ToolInput::startPaste(editor::EditorDoc& doc) {
  if (select_.clipboard().empty()) return select_.startPaste();
  if (tool_ != Tool::Select) setTool(doc, Tool::Select);
  return select_.startPaste();
}

bool ToolInput::spansShape() const {
  return tool_ == Tool::Rect || tool_ == Tool::RectOutline || tool_ == Tool::Ellipse || tool_ == Tool::EllipseOutline ||
         tool_ == Tool::Line;
}

Cell ToolInput::shapeEnd() const {
  if (!constrain_) return last_;
  return tool_ == Tool::Line ? editor::constrainLine(anchor_, last_) : editor::constrainSquare(anchor_, last_);
}

EditResult ToolInput::drawShape(editor::EditorDoc& doc) {
  const Cell end = shapeEnd();
  switch (tool_) {
    case Tool::Rect:
      return editor::fillRect(doc, anchor_, end, kind_, mirror_);
    case Tool::RectOutline:
      return editor::drawRectOutline(doc, anchor_, end, kind_, mirror_);
    case Tool::Ellipse:
    case Tool::EllipseOutline:
      return editor::drawEllipse(doc, anchor_, end, tool_ == Tool::Ellipse, kind_, mirror_);
    case Tool::Line:
      return editor::drawLine(doc, anchor_, end, brush_, kind_, mirror_);
    default:
      return EditResult::unchanged();
  }
}

void ToolInput::setBrush(int32_t size) {
  // The nearest of the offered sizes.
  int32_t best = kBrushSizes[0];
  for (int32_t s : kBrushSizes) {
    if (std::abs(s - size) < std::abs(best - size)) best = s;
  }
  brush_ = best;
}

void ToolInput::brushSmaller() {
  for (size_t i = std::size(kBrushSizes); i-- > 0;) {
    if (kBrushSizes[i] < brush_) {
      brush_ = kBrushSizes[i];
      return;
    }
  }
}

void ToolInput::brushLarger() {
  for (int32_t s : kBrushSizes) {
    if (s > brush_) {
      brush_ = s;
      return;
    }
  }
}

EditResult ToolInput::paintAt(editor::EditorDoc& doc, Cell cell) {
  return tool_ == Tool::Eraser ? editor::erase(doc, cell, brush_, mirror_)
                               : editor::paint(doc, cell, brush_, kind_, mirror_);
}

EditResult ToolInput::paintLine(editor::EditorDoc& doc, Cell from, Cell to) {
  // Every cell on the line between two mouse positions (Bresenham), so a fast
  // stroke leaves no gaps.
  EditResult result;
  int32_t x = from.x;
  int32_t y = from.y;
  const int32_t dx = std::abs(to.x - from.x);
  const int32_t dy = -std::abs(to.y - from.y);
  const int32_t sx = from.x < to.x ? 1 : -1;
  const int32_t sy = from.y < to.y ? 1 : -1;
  int32_t err = dx + dy;
  while (true) {
    if (x != from.x || y != from.y) result = merge(result, paintAt(doc, {x, y}));
    if (x == to.x && y == to.y) break;
    const int32_t e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
  return result;
}

EditResult ToolInput::press(editor::EditorDoc& doc, Cell cell) {
  if (held_) finish(doc);
  switch (tool_) {
    case Tool::Brush:
    case Tool::Eraser:
      held_ = true;
      stroke_ = true;
      last_ = cell;
      // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
      doc.beginStroke(phrase(tool_ == Tool::Eraser ? N_("Erase") : N_("Paint")));
      return paintAt(doc, cell);
    case Tool::Rect:
    case Tool::RectOutline:
    case Tool::Ellipse:
    case Tool::EllipseOutline:
    case Tool::Line:
      held_ = true;
      anchor_ = last_ = cell;
      return EditResult::unchanged();
    case Tool::Fill:
      return editor::floodFill(doc, cell, kind_, mirror_);
    case Tool::Select: {
      last_ = cell;
      EditResult result = select_.press(doc, cell);
      held_ = select_.dragging();
      return result;
    }
    case Tool::Eyedropper: {
      const auto picked = editor::eyedrop(doc, cell);
      if (!picked) return EditResult::unchanged();
      kind_ = *picked;
      tool_ = lastPaintTool_;
      return EditResult::unchanged();
    }
    case Tool::Spawn:
    case Tool::Goal: {
      if (const auto at = editor::endpointAt(doc, cell)) {
        held_ = true;
        stroke_ = true;
        moving_ = at;
        last_ = cell;
        // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
        doc.beginStroke(phrase(at->kind == editor::EndpointKind::Spawn ? N_("Move spawn") : N_("Move goal")));
        return EditResult::unchanged();
      }
      return tool_ == Tool::Spawn ? editor::placeSpawn(doc, cell) : editor::placeGoal(doc, cell);
    }
    case Tool::Hero: {
      // A click elsewhere moves the hero there at once; a drag carries it
      // along, and the click and the drag are one step.
      held_ = true;
      stroke_ = true;
      movingHero_ = true;
      last_ = cell;
      // TRANSLATORS: undo steps' names, as in "Undo {0}" and "Undone: {0}".
      doc.beginStroke(phrase(doc.level().hero ? N_("Move hero") : N_("Place hero")));
      if (editor::heroAt(doc, cell) || !doc.level().contains(cell)) return EditResult::unchanged();
      return editor::placeHero(doc, cell);
    }
    case Tool::Lane:
      held_ = true;
      last_ = cell;
      return lane_.press(doc, cell);
  }
  return EditResult::unchanged();
}

EditResult ToolInput::drag(editor::EditorDoc& doc, Cell cell) {
  if (!held_ || (cell.x == last_.x && cell.y == last_.y)) return EditResult::unchanged();
  const Cell from = last_;
  last_ = cell;
  switch (tool_) {
    case Tool::Brush:
    case Tool::Eraser:
      return paintLine(doc, from, cell);
    case Tool::Spawn:
    case Tool::Goal: {
      if (!moving_ || !doc.level().contains(cell)) return EditResult::unchanged();
      // An occupied cell is skipped; the endpoint waits where it was.
      if (editor::endpointAt(doc, cell)) return EditResult::unchanged();
      return editor::moveEndpoint(doc, *moving_, cell);
    }
    case Tool::Hero:
      if (!doc.level().contains(cell)) return EditResult::unchanged();
      return editor::placeHero(doc, cell);
    case Tool::Lane:
      return lane_.drag(doc, cell);
    case Tool::Select:
      select_.drag(cell);
      return EditResult::unchanged();
    default:
      return EditResult::unchanged();
  }
}

EditResult ToolInput::release(editor::EditorDoc& doc, Cell cell) {
  if (!held_) return EditResult::unchanged();
  EditResult result = drag(doc, cell);
  if (spansShape()) {
    held_ = false;
    return drawShape(doc);
  }
  if (tool_ == Tool::Select) {
    held_ = false;
    return select_.release(doc, cell);
  }
  finish(doc);
  return result;
}

EditResult ToolInput::secondaryClick(editor::EditorDoc& doc, Cell cell) {
  if (held_) return EditResult::unchanged();
  if (tool_ == Tool::Hero) return editor::heroAt(doc, cell) ? editor::removeHero(doc) : EditResult::unchanged();
  if (tool_ == Tool::Lane) return lane_.remove(doc, cell);
  if (tool_ == Tool::Select) {
    select_.drop();
    return EditResult::unchanged();
  }
  if (tool_ != Tool::Spawn && tool_ != Tool::Goal) return EditResult::unchanged();
  const auto at = editor::endpointAt(doc, cell);
  if (!at) return EditResult::unchanged();
  return editor::deleteEndpoint(doc, *at);
}

void ToolInput::cancel(editor::EditorDoc& doc) {
  if (held_) finish(doc);
}

void ToolInput::finish(editor::EditorDoc& doc) {
  if (stroke_) doc.endStroke();
  stroke_ = false;
  held_ = false;
  moving_.reset();
  movingHero_ = false;
  lane_.finish(doc);
  select_.cancelDrag();
}

std::optional<editor::CellRect> ToolInput::rectPreview() const {
  if (!held_ || !spansShape()) return std::nullopt;
  return editor::spannedRect(anchor_, shapeEnd());
}

std::vector<Cell> ToolInput::shapeCells(const editor::EditorDoc& doc) const {
  if (!held_ || !spansShape()) return {};
  const Cell end = shapeEnd();
  std::vector<Cell> cells;
  switch (tool_) {
    case Tool::Rect: {
      const editor::CellRect r = editor::spannedRect(anchor_, end);
      for (int32_t y = r.y; y < r.y + r.height; ++y) {
        for (int32_t x = r.x; x < r.x + r.width; ++x) cells.push_back({x, y});
      }
      break;
    }
    case Tool::RectOutline:
      cells = editor::rectOutlineCells(anchor_, end);
      break;
    case Tool::Line:
      cells = editor::thickLineCells(anchor_, end, brush_);
      break;
    default:
      cells = editor::ellipseCells(anchor_, end, tool_ == Tool::Ellipse);
      break;
  }
  const LevelDef& level = doc.level();
  cells = editor::withMirrors({level.width, level.height}, cells, mirror_);
  std::erase_if(cells, [&](Cell c) { return !level.contains(c); });
  return cells;
}

std::vector<Cell> ToolInput::cursorCells(const editor::EditorDoc& doc, Cell hover) const {
  switch (tool_) {
    case Tool::Brush:
    case Tool::Eraser:
    case Tool::Line:
      return editor::brushCells(doc, hover, brush_);
    default:
      if (!doc.level().contains(hover)) return {};
      return {hover};
  }
}

std::vector<Cell> ToolInput::mirroredCursorCells(const editor::EditorDoc& doc, Cell hover) const {
  const bool terrain = tool_ == Tool::Brush || tool_ == Tool::Eraser || tool_ == Tool::Fill || spansShape();
  if (!terrain || mirror_ == editor::MirrorMode::Off || held_) return {};
  const std::vector<Cell> own = cursorCells(doc, hover);
  const LevelDef& level = doc.level();
  std::vector<Cell> cells = editor::withMirrors({level.width, level.height}, own, mirror_);
  cells.erase(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(own.size()));
  return cells;
}

}  // namespace td::editorui
