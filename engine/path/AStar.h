#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/LargeBuffer.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"
#include "engine/path/PathQuery.h"
#include "engine/path/SearchObserver.h"
#include "engine/path/TurnAwareSearch.h"
#include "engine/path/WeightedSearch.h"

namespace td {

// A* on the passability grid with the same move rules and fixed-point costs as
// FlowField, so both report the same length for every pair of cells.
//
// Per-cell search state is one 8-byte word: the best cost so far, the move
// that led there and the stamp of the query that wrote it. A word with an
// older stamp reads as "not reached", so nothing is cleared between queries
// and a query costs nothing for the cells it never reaches. On small grids
// the legal moves of every cell are kept between queries, checked against a
// copy of the grid's costs on every query (see kCachedMovesCells in
// AStarMoves.h).
//
// An expansion skips the moves that cannot improve a cell: back to the cell
// it came from, and to cells that cell reached no dearer itself (see
// kWorthTrying and kCoveredByDiagonal). A cell with a single move left, into
// a cell not reached yet, is a corridor: the walk along it goes on without
// the open list, even past cells the open list would give first. A walked
// cell may so get a cost that is not final; a cheaper route found later
// improves it and puts it back on the open list like any other cell, so the
// answer stays exact, and the goal itself is only ever taken from the open
// list.
//
// The open list exploits a consistent heuristic: f never decreases along the
// cells taken from it and a new entry's f exceeds the smallest open f by at
// most one step plus one step's worth of estimate (a walk's end aside). A
// search starts with its entries in one small unordered array (a maze keeps
// two or three open), and moves them to a ring of buckets by f once more than
// a few are open. The lowest bucket is scanned while it holds a handful of
// entries and kept as a 4-ary heap past that; entries beyond the ring's reach
// (the ends of long walks) wait in a heap of their own. Either way the entry
// taken next is one of smallest f and, among those, smallest estimate. There
// is no decrease-key: an improved cell is pushed again and its old entry
// recognised as stale. Buffers keep their size between queries, so once
// warmed up on a grid, queries allocate nothing (given an output vector with
// enough capacity).
class AStar {
 public:
  // On Found, `path` holds the cells from start to goal inclusive.
  PathResult find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path,
                  Heuristic heuristic = Heuristic::Auto);
  // The same with a weight or a turn penalty (see SearchOptions); the plain
  // options run the search above. OptionsInvalid when an option is out of
  // range.
  PathResult find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path,
                  const SearchOptions& options);

  // Tells `observer` (null: nobody) every step of the searches that follow, the weighted and turn-aware ones
  // included. A watched plain search takes the moves from the grid even on a small map, as on a large one.
  void setObserver(SearchObserver* observer);

 private:
  // An open-list entry. `key` orders entries of one bucket or of the small
  // array: bits 29 and up hold f minus the bucket's or the array's base,
  // bits 0..28 the heuristic before scaling by the cheapest terrain cost
  // (below 2^29 on the largest map). Equal f goes to the smaller estimate,
  // i.e. the larger cost so far, so that among equally promising cells the
  // one nearest the goal is expanded first. A cell's estimate is the same in
  // all its entries, so a stale entry is one whose f no longer matches the
  // cell's best cost.
  struct Node {
    uint64_t key;
    uint32_t index;
    uint32_t xy;  // the column in bits 0..15, the row above, to spare a division
  };

  // An entry beyond the ring's reach: its f in full, the node's key holding
  // just the estimate.
  struct FarNode {
    Distance f;
    Node node;
  };

  // The first phase of a search, over the small array of open entries: it
  // ends at the goal, with nothing left open, or with too many entries open.
  struct FewPhase;
  enum class FewEnd : uint8_t { Found, Exhausted, Overflow };

  // Cached: the legal moves come from moves_ (small grids), else from the
  // grid's costs as cells are expanded. Observed: observer_ is told every step.
  template <Heuristic H, bool Eight, bool Cached, bool Observed>
  static FewEnd runFew(FewPhase& run);

  // The plain search, on a prepared grid with a resolved heuristic.
  PathResult findUniform(const Grid& grid, Cell start, Cell goal, bool eight, Heuristic heuristic,
                         std::vector<Cell>& path);

  template <Heuristic H, bool Eight, bool Cached, bool Observed>
  PathResult search(const Grid& grid, Cell start, Cell goal, std::vector<Cell>& path);

  void prepare(const Grid& grid);
  Node* growHeap();
  Distance pushFar(FarNode n);

  // Per padded cell: the word described in AStarCellWord.h.
  std::vector<uint64_t, LargeBufferAllocator<uint64_t>> state_;
  uint64_t stamp_ = 0;  // of the last query
  // Small grids: the legal moves of every cell (bit d for Direction d), the
  // orthogonal moves kCoveredByDiagonal may drop (bits 0..3), and the costs
  // they were computed from, with their range; see kCachedMovesCells.
  std::vector<uint8_t> moves_;
  std::vector<uint8_t> cover_;
  std::vector<uint8_t> movesFor_;
  size_t movesStride_ = 0;
  uint8_t movesMinCost_ = 0;
  uint8_t movesMaxCost_ = 0;
  const uint8_t* movesTable_ = nullptr;  // moves_ when valid for this query
  const uint8_t* coverTable_ = nullptr;  // cover_ likewise
  // Larger grids: the orthogonal moves kCoveredByDiagonal may drop anywhere
  // (all when every step qualifies, else none).
  uint32_t coverMask_ = 0;
  // The lowest bucket, from slot 0: unordered while it holds few entries, a
  // heap past that (children of i: 4i+1 .. 4i+4). Four slots after the last
  // entry, and every slot between queries, hold a sentinel that orders after
  // everything, so sifting never checks bounds.
  std::vector<Node> heap_;
  // The open entries while there are few of them, unordered; sentinels past
  // the last one.
  std::vector<Node> few_;
  // The later buckets, unordered; bucket b lives in ring_[b & ringMask_].
  // Empty between queries.
  std::vector<std::vector<Node>> ring_;
  std::vector<uint64_t> ringBits_;  // which buckets of the ring hold entries
  // Entries too far above the lowest bucket for the ring, as a heap by f.
  // Empty between queries.
  std::vector<FarNode> far_;
  uint64_t ringMask_ = 0;
  uint32_t bucketShift_ = 0;
  Distance hScale_ = 1;
  // The searches behind the other options, sized on first use.
  WeightedSearch weighted_;
  TurnAwareSearch turnAware_;
  SearchObserver* observer_ = nullptr;
};

}  // namespace td
