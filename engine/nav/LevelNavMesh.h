#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"
#include "engine/nav/NavMesh.h"
#include "engine/nav/PointLocator.h"

namespace td {

// The navigation mesh of a level: it covers every point a ground unit may
// stand on (passable cells without a structure) and nothing else. Cells are
// merged into large rectangles (greedy: each grows right, then down), and
// each rectangle is triangulated with a corner wherever a neighbouring
// rectangle's corner touches its sides, so neighbours share whole edges.
// Building or selling a tower updates only the rectangles around its cell;
// the result covers exactly what a rebuild covers. Points are located through
// the cells, so an update touches nothing but the rectangles concerned.
//
// Regions: a rectangle holds cells of one move cost (and one set of flags)
// only, so every triangle lies on ground of one cost, which it carries
// (NavRegion::cost is the terrain's cost, across on a slope). On a level of
// one cost the rectangles are those a mesh without regions has.
class LevelNavMesh {
 public:
  // `kindFlags` gives each terrain kind's NavRegion flags, by the grid's kind
  // index (kinds past its end have none).
  void build(const Grid& grid, std::span<const uint8_t> kindFlags = {});
  // The grid has already changed: `cell` became blocked, or passable again.
  void cellBlocked(const Grid& grid, Cell cell);
  void cellFreed(const Grid& grid, Cell cell);

  const NavMesh& mesh() const { return mesh_; }
  // The triangle under a point, through the cell it lies in (and, on a cell
  // border, the cells beside it): the lowest slot among the triangles that
  // contain it. When none does and `snap` > 0, the nearest point of the mesh
  // within `snap`.
  Located locate(Vec2 p, float snap = 0.0f) const;
  // Rectangles now in use.
  uint32_t pieceCount() const { return livePieces_; }

 private:
  struct Piece {
    int32_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // cells [x0, x1) x [y0, y1)
    std::vector<NavTri> tris;
    NavRegion region;
    bool alive = false;
  };

  int32_t pieceAt(int32_t x, int32_t y) const;
  uint32_t newPiece(int32_t x0, int32_t y0, int32_t x1, int32_t y1, NavRegion region);
  NavRegion regionOf(const Grid& grid, Cell cell) const;
  void dropPiece(uint32_t p);
  // Greedy rectangles over the walkable cells of the region that no piece covers.
  void cover(const Grid& grid, int32_t rx0, int32_t ry0, int32_t rx1, int32_t ry1, std::vector<uint32_t>& made);
  void neighbours(const Piece& piece, std::vector<uint32_t>& out) const;
  void triangulate(uint32_t p);
  uint32_t vertexAt(int32_t x, int32_t y);

  int32_t width_ = 0;
  int32_t height_ = 0;
  std::vector<Piece> pieces_;
  std::vector<uint32_t> freePieces_;
  uint32_t livePieces_ = 0;
  std::vector<int32_t> pieceOf_;    // per cell, row-major; -1 where no unit may stand
  std::vector<uint32_t> vertexOf_;  // per grid point, (width + 1) x (height + 1)
  NavMesh mesh_;
  std::vector<uint8_t> kindFlags_;
  // Scratch of triangulate().
  std::vector<uint32_t> ring_;
  std::vector<Vec2> ringPoints_;
  std::vector<std::array<uint32_t, 3>> triangles_;
};

}  // namespace td
