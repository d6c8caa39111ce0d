#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/LargeBuffer.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"
#include "engine/path/PathQuery.h"

namespace td {

// Jump Point Search (after Harabor and Grastien, 2011): A* over the jump
// points of an 8-connected grid of uniform cost, with the moves and lengths of
// AStar (no corner cutting: a diagonal needs both orthogonal cells beside it
// open), so it returns routes of exactly A*'s optimal cost. It is online: it
// keeps no tables of the grid, so a built or sold tower needs no
// preprocessing at all; the per-cell search state is stamped per query, as in
// AStar, and nothing is cleared between queries.
//
// Rules, for a cell x reached by a move in direction (dx, dy):
// - a straight move keeps going straight; where the cell beside x is open and
//   the cell beside x's predecessor on that side is a wall, x is a jump point
//   and also turns that way, straight and diagonally ahead;
// - a diagonal move tries both straight parts first (x is a jump point when
//   either straight jump finds one), then goes on diagonally.
// Every route between two successive jump points is a straight or a diagonal
// line, so the route is rebuilt cell by cell from the jump points.
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

 private:
  struct Node {
    Distance g;
    uint32_t parent;
    uint32_t stamp;  // query number times two, plus one once closed
  };
  struct Open {
    Distance f;
    Distance g;
    uint32_t index;
  };

  void prepare(const Grid& grid);
  // Offers `to`, reached from `from` by a jump of `stepCost` in (dx, dy).
  void offer(uint32_t from, uint32_t to, Distance stepCost, int32_t dx, int32_t dy);
  void tryStraight(uint32_t x, int32_t dx, int32_t dy);
  void tryDiagonal(uint32_t x, int32_t dx, int32_t dy);
  void successors(uint32_t x);
  uint32_t jumpStraight(uint32_t from, int32_t step, int32_t side, uint32_t& steps) const;
  // The same along a row, eight cells per step (see the .cpp).
  uint32_t jumpEast(uint32_t from, uint32_t& steps) const;
  uint32_t jumpWest(uint32_t from, uint32_t& steps) const;
  uint32_t jumpDiagonal(uint32_t from, int32_t stepX, int32_t stepY, uint32_t& steps) const;
  Distance estimate(uint32_t index) const;
  void rebuild(const Grid& grid, uint32_t start, std::vector<Cell>& path) const;

  std::vector<Node, LargeBufferAllocator<Node>> nodes_;
  std::vector<Open> open_;
  uint32_t stamp_ = 0;
  // Of the query under way.
  const uint8_t* cost_ = nullptr;
  int32_t stride_ = 0;
  size_t cells_ = 0;  // padded
  uint32_t goal_ = 0;
  int32_t goalX_ = 0;
  int32_t goalY_ = 0;
  Distance straight_ = 0;  // one straight step on this grid's cost
  Distance diagonal_ = 0;
};

}  // namespace td
