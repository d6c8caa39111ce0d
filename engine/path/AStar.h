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
// Per-cell search state is one 8-byte word (best cost so far and the move that
// led there), reset after each query through the list of cells it touched, so
// a query costs nothing for the cells it never reaches. On small grids the
// legal moves of every cell are kept between queries, checked against a copy
// of the grid's costs on every query (see kCachedMovesCells in AStar.cpp).
//
// The open list exploits a consistent heuristic: f never decreases along a
// search and a new entry's f exceeds the smallest open f by at most one step
// plus one step's worth of estimate. A search starts with its entries in one
// small unordered array (a maze keeps two or three open), and moves them to a
// ring of buckets by f once more than a few are open; there only the lowest
// bucket is kept ordered, in a small 4-ary heap. Either way the entry taken
// next is one of smallest f and, among those, smallest estimate. There is no
// decrease-key: an improved cell is pushed again and its old entry recognised
// as stale. Buffers keep their size between queries, so once warmed up on a
// grid, queries allocate nothing (given an output vector with enough
// capacity).
class AStar {
 public:
  // On Found, `path` holds the cells from start to goal inclusive.
  PathResult find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path,
                  Heuristic heuristic = Heuristic::Auto);

 private:
  // An open-list entry. `key` orders entries of one bucket or of the small
  // array: bits 29 and up hold f minus the bucket's or the array's base,
  // bits 0..28 the heuristic before scaling by the cheapest terrain cost
  // (below 2^29 on the largest map). Equal f goes to
  // the smaller estimate, i.e. the larger cost so far, so that among equally
  // promising cells the one nearest the goal is expanded first. A cell's
  // estimate is the same in all its entries, so a stale entry is one whose f
  // no longer matches the cell's best cost.
  struct Node {
    uint64_t key;
    uint32_t index;
    uint32_t xy;  // the column in bits 0..15, the row above, to spare a division
  };

  // The first phase of a search, over the small array of open entries: it
  // ends at the goal, with nothing left open, or with too many entries open.
  struct FewPhase;
  enum class FewEnd : uint8_t { Found, Exhausted, Overflow };

  template <Heuristic H, bool Eight>
  static FewEnd runFew(FewPhase& run);

  template <Heuristic H, bool Eight>
  PathResult search(const Grid& grid, Cell start, Cell goal, std::vector<Cell>& path);

  void prepare(const Grid& grid);
  Node* growHeap();

  // Per padded cell: bits 0..58 the best cost so far, bits 59..62 the
  // direction of the move that reached the cell; all ones when unreached.
  std::vector<uint64_t> state_;
  std::vector<uint32_t> touched_;
  // Small grids: the legal moves of every cell (bit d for Direction d), and
  // the costs they were computed from; see kCachedMovesCells.
  std::vector<uint8_t> moves_;
  std::vector<uint8_t> movesFor_;
  size_t movesStride_ = 0;
  const uint8_t* movesTable_ = nullptr;  // moves_ when valid for this query
  // The lowest bucket, as a heap from slot 0 (children of i: 4i+1 .. 4i+4).
  // Four slots after the last entry, and every slot between queries, hold a
  // sentinel that orders after everything, so sifting never checks bounds.
  std::vector<Node> heap_;
  // The open entries while there are few of them, unordered; sentinels past
  // the last one.
  std::vector<Node> few_;
  // The later buckets, unordered; bucket b lives in ring_[b & ringMask_].
  // Empty between queries.
  std::vector<std::vector<Node>> ring_;
  std::vector<uint64_t> ringBits_;  // which buckets of the ring hold entries
  uint64_t ringMask_ = 0;
  uint32_t bucketShift_ = 0;
  Distance hScale_ = 1;
};

}  // namespace td
