#include "editor/model/Shapes.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <unordered_set>

#include "editor/model/Tools.h"
#include "engine/core/MessageMark.h"

namespace td::editor {
namespace {

struct Box {
  int32_t x0, y0, x1, y1;
};

Box boxOf(Cell a, Cell b) { return {std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)}; }

int32_t sign(int32_t v) { return v < 0 ? -1 : 1; }

}  // namespace

std::vector<Cell> lineCells(Cell a, Cell b) {
  std::vector<Cell> cells;
  const int32_t dx = std::abs(b.x - a.x);
  const int32_t dy = -std::abs(b.y - a.y);
  const int32_t sx = a.x < b.x ? 1 : -1;
  const int32_t sy = a.y < b.y ? 1 : -1;
  int32_t err = dx + dy;
  Cell c = a;
  while (true) {
    cells.push_back(c);
    if (c == b) break;
    const int32_t e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      c.x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      c.y += sy;
    }
  }
  return cells;
}

std::vector<Cell> rectOutlineCells(Cell corner1, Cell corner2) {
  const Box r = boxOf(corner1, corner2);
  std::vector<Cell> cells;
  for (int32_t x = r.x0; x <= r.x1; ++x) cells.push_back({x, r.y0});
  if (r.y1 > r.y0) {
    for (int32_t x = r.x0; x <= r.x1; ++x) cells.push_back({x, r.y1});
  }
  for (int32_t y = r.y0 + 1; y < r.y1; ++y) {
    cells.push_back({r.x0, y});
    if (r.x1 > r.x0) cells.push_back({r.x1, y});
  }
  return cells;
}

std::vector<Cell> ellipseCells(Cell corner1, Cell corner2, bool filled) {
  const Box r = boxOf(corner1, corner2);
  const double w = r.x1 - r.x0 + 1;
  const double h = r.y1 - r.y0 + 1;
  // Cell centres relative to the box's centre, in units of the half axes.
  const auto inside = [&](int32_t x, int32_t y) {
    if (x < r.x0 || x > r.x1 || y < r.y0 || y > r.y1) return false;
    const double u = (2.0 * (x - r.x0) + 1.0 - w) / w;
    const double v = (2.0 * (y - r.y0) + 1.0 - h) / h;
    return u * u + v * v <= 1.0;
  };
  std::vector<Cell> cells;
  for (int32_t y = r.y0; y <= r.y1; ++y) {
    for (int32_t x = r.x0; x <= r.x1; ++x) {
      if (!inside(x, y)) continue;
      const bool edge = !inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1);
      if (filled || edge) cells.push_back({x, y});
    }
  }
  return cells;
}

Cell constrainLine(Cell a, Cell b) {
  const int32_t dx = b.x - a.x;
  const int32_t dy = b.y - a.y;
  const int32_t ax = std::abs(dx);
  const int32_t ay = std::abs(dy);
  // tan(22.5 degrees) ~ 0.4142: beyond it from an axis the diagonal is nearer.
  constexpr double kTan = 0.41421356;
  if (ay <= kTan * ax) return {b.x, a.y};
  if (ax <= kTan * ay) return {a.x, b.y};
  const int32_t d = std::max(ax, ay);
  return {a.x + sign(dx) * d, a.y + sign(dy) * d};
}

Cell constrainSquare(Cell a, Cell b) {
  const int32_t dx = b.x - a.x;
  const int32_t dy = b.y - a.y;
  const int32_t d = std::max(std::abs(dx), std::abs(dy));
  return {a.x + sign(dx) * d, a.y + sign(dy) * d};
}

std::vector<Cell> thickLineCells(Cell a, Cell b, int32_t brush) {
  std::vector<Cell> spine = lineCells(a, b);
  if (brush <= 1) return spine;
  const int32_t r = brush / 2;
  std::vector<Cell> cells;
  std::unordered_set<uint64_t> seen;
  for (Cell c : spine) {
    for (int32_t y = c.y - r; y <= c.y + r; ++y) {
      for (int32_t x = c.x - r; x <= c.x + r; ++x) {
        const uint64_t key = (static_cast<uint64_t>(static_cast<uint32_t>(x)) << 32) | static_cast<uint32_t>(y);
        if (seen.insert(key).second) cells.push_back({x, y});
      }
    }
  }
  return cells;
}

EditResult drawLine(EditorDoc& doc, Cell a, Cell b, int32_t brush, size_t paletteKind, MirrorMode mirror) {
  if (brush < 1 || brush > kMaxBrush || brush % 2 == 0) {
    return EditResult::refuse(phrase(N_("a brush is an odd number of cells wide, 1 to {0}"), kMaxBrush));
  }
  return paintCells(doc, thickLineCells(a, b, brush), paletteKind, phrase(N_("Line")), mirror);
}

EditResult drawRectOutline(EditorDoc& doc, Cell corner1, Cell corner2, size_t paletteKind, MirrorMode mirror) {
  return paintCells(doc, rectOutlineCells(corner1, corner2), paletteKind, phrase(N_("Rectangle outline")), mirror);
}

EditResult drawEllipse(EditorDoc& doc, Cell corner1, Cell corner2, bool filled, size_t paletteKind, MirrorMode mirror) {
  const Phrase label = filled ? phrase(N_("Ellipse")) : phrase(N_("Ellipse outline"));
  return paintCells(doc, ellipseCells(corner1, corner2, filled), paletteKind, label, mirror);
}

}  // namespace td::editor
