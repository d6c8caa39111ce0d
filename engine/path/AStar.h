#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td {

enum class PathStatus : uint8_t {
  Found,
  Unreachable,
  StartInvalid,  // outside the map or impassable
  GoalInvalid,
};

enum class Heuristic : uint8_t {
  Auto,       // octile for 8-connected, Manhattan for 4-connected
  Octile,
  Manhattan,
  None,       // plain Dijkstra, for comparisons
};

struct PathResult {
  PathStatus status = PathStatus::Unreachable;
  Distance cost = kUnreachable;
  uint32_t expanded = 0;  // cells taken off the open list
};

// A* on the passability grid with the same move rules and fixed-point costs as
// FlowField, so both report the same length for every pair of cells.
//
// Per-cell search state is stamped with a search id instead of being cleared,
// and the open list is an indexed binary heap with decrease-key; after the
// first query on a grid size, queries allocate nothing (given an output
// vector with enough capacity).
class AStar {
 public:
  // On Found, `path` holds the cells from start to goal inclusive.
  PathResult find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path,
                  Heuristic heuristic = Heuristic::Auto);

 private:
  struct Node {
    Distance f;
    Distance g;
    uint32_t index;
  };

  Distance estimate(int32_t dx, int32_t dy) const;
  void heapPush(Node n);
  Node heapPop();
  void heapDecrease(uint32_t pos, Distance f, Distance g);
  void siftUp(uint32_t pos);
  void siftDown(uint32_t pos);
  static bool before(const Node& a, const Node& b) { return a.f < b.f || (a.f == b.f && a.g > b.g); }

  std::vector<Distance> g_;
  std::vector<uint32_t> stamp_;
  std::vector<uint32_t> heapPos_;
  std::vector<uint8_t> parent_;
  std::vector<Node> heap_;
  uint32_t search_ = 0;
  int32_t stride_ = 0;
  Heuristic heuristic_ = Heuristic::Octile;
  Distance hScale_ = 1;
};

}  // namespace td
