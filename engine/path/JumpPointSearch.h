#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/LargeBuffer.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"
#include "engine/path/JumpOpenList.h"
#include "engine/path/PathQuery.h"
#include "engine/path/SearchObserver.h"

namespace td {

// Jump Point Search (after Harabor and Grastien, 2011, with the diagonal
// pruning of their "Improving Jump Point Search", 2014): A* over the jump
// points of an 8-connected grid of uniform cost, with the moves and lengths of
// AStar (no corner cutting: a diagonal needs both orthogonal cells beside it
// open), so it returns routes of exactly A*'s optimal cost. It is online: it
// reads the grid's costs and its PassableBits, which the grid keeps in step
// with every change (two bits per changed cell), so a built or sold tower
// needs nothing rebuilt; the per-cell search state is stamped per query, as
// in AStar, and nothing is cleared between queries.
//
// Rules, for a cell x reached by a move in direction (dx, dy):
// - a straight move keeps going straight; where the cell beside x is open and
//   the cell beside x's predecessor on that side is a wall, x is a jump point
//   and also turns that way, straight and diagonally ahead;
// - a diagonal move has no forced turns (no corner cutting), so the cells it
//   passes are not put on the open list: at each of them both straight jumps
//   run at once and the jump points they find are offered, with the expanded
//   node as their parent (the route to them is a diagonal, then a straight
//   line, rebuilt from the two ends).
// Straight jumps test 64 cells per word, rows from the grid's bit rows and
// columns from their transposed copy (JumpScan.h).
//
// On a grid whose costs vary the rules do not hold: find() then answers
// OptionsInvalid without searching (use AStar).
class JumpPointSearch {
 public:
  // Whether find() can answer on this grid: all passable cells cost the same.
  static bool applies(const Grid& grid) { return grid.uniformCost(); }

  // On Found, `path` holds every cell from start to goal inclusive and
  // `expanded` counts the jump points taken off the open list.
  PathResult find(const Grid& grid, Cell start, Cell goal, std::vector<Cell>& path);
  // Tells `observer` (null: nobody) every jump point found (Opened) and taken off the open list (Expanded).
  void setObserver(SearchObserver* observer) { observer_ = observer; }

 private:
  struct Node {
    Distance g;
    uint32_t parent;
    uint32_t stamp;  // the query number, the closed flag, the arrival direction
  };

  void prepare(const Grid& grid);
  // Offers `to` at padded (x, y), reached from the expanded node `from` at
  // cost g, its last move in (dx, dy).
  void offer(uint32_t from, int32_t x, int32_t y, Distance g, int32_t dx, int32_t dy);
  void expand(uint32_t i, int32_t x, int32_t y);
  // The straight jumps from (x, y) along its row in DX and along its column
  // in DY; each offers the jump point it finds with `parent` and a cost of g
  // before the jump. Directions are template arguments so that each of the
  // four diagonals compiles into its own loop with the scans inlined.
  template <int32_t DX>
  void row(uint32_t parent, const uint64_t* line, const uint64_t* stops, int32_t x, int32_t y, Distance g);
  template <int32_t DY>
  void column(uint32_t parent, const uint64_t* line, const uint64_t* stops, int32_t x, int32_t y, Distance g);
  void straight(uint32_t parent, int32_t x, int32_t y, int32_t dx, int32_t dy, Distance g);
  // The diagonal from the expanded node i at (x, y) in (DX, DY).
  template <int32_t DX, int32_t DY>
  void diagonal(uint32_t i, int32_t x, int32_t y);
  void diagonal(uint32_t i, int32_t x, int32_t y, int32_t dx, int32_t dy);
  // The octile distance to the goal in units of the grid's cost (it fits 32
  // bits on any grid up to Grid::kMaxSide).
  uint32_t estimate(int32_t x, int32_t y) const;
  void rebuild(const Grid& grid, uint32_t start, std::vector<Cell>& path) const;

  std::vector<Node, LargeBufferAllocator<Node>> nodes_;
  // Nodes whose f equals the least f on the open list go on `now_`, last in
  // first out, and skip the heap: with a consistent estimate any of them may
  // be expanded next, and on open ground most jump points keep the f of the
  // node that found them.
  JumpOpenList open_;
  std::vector<JumpOpenEntry> now_;
  Distance least_ = 0;  // the least f on the open list
  uint32_t stamp_ = 0;
  // Of the query under way.
  const uint8_t* cost_ = nullptr;
  const PassableBits* bits_ = nullptr;
  int32_t stride_ = 0;
  uint32_t goal_ = 0;
  int32_t goalX_ = 0;  // padded
  int32_t goalY_ = 0;
  Distance unit_ = 0;      // this grid's cost
  Distance straight_ = 0;  // one straight step on this grid's cost
  Distance diagonal_ = 0;
  SearchObserver* observer_ = nullptr;
};

}  // namespace td
