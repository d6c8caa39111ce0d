#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Direction.h"
#include "engine/path/Distance.h"
#include "engine/path/OpenHeap.h"
#include "engine/path/PathQuery.h"
#include "engine/path/Quadtree.h"

namespace td {

// What a step between leaves costs in the search.
enum class QuadCost : uint8_t {
  // The article's way: each leaf is its centre point (the start's and the
  // goal's leaves their cells' centres), and a step costs the octile distance
  // between the two points times the mean of the two leaves' costs.
  Centres,
  // Through the cells where the route crosses: a leaf is entered at a cell,
  // and the step to a neighbour costs the walk inside the leaf to the nearest
  // cell of the shared edge (or the shared corner) plus the step across. The
  // search's cost is then the length of the cell route it gives, exactly.
  Crossings,
};

// Where a query stands; the Lab shows it between steps.
enum class QuadSearchState : uint8_t {
  Idle,         // no query begun
  Searching,    // leaves are open
  Found,        // the goal's leaf came off the open list: corridor() and route() hold the way
  Unreachable,  // the open list ran dry
  StartInvalid,
  GoalInvalid,
};

// What a leaf is to the query under way.
enum class QuadLeafMark : uint8_t { Unseen, Open, Closed };

// A* over the passable leaves of a Quadtree (reference article 002): the
// nodes are leaves, the neighbours the leaves a Quadtree links to it (with
// 8-connected moves corner neighbours too, where a diagonal step through the
// corner cuts no corner), the estimate the octile (4-connected: Manhattan)
// distance to the goal cell times the cheapest cost. The corridor of leaves
// it finds is turned into cells: from the start, each leaf is crossed in a
// straight octile line (diagonal steps, then straight ones) to the cell of
// the next shared edge nearest to where the leaf was entered, and the goal's
// leaf to the goal. A leaf is convex and uniform, so those lines stay in it
// and never cut a corner; the route is legal and never visits a cell twice.
//
// It is not a shortest-route search: a leaf is one node however big, so the
// corridor is chosen from coarse costs and the route bends at its crossings
// (docs/architecture.md has the measured excess). A leaf is closed once and
// never reopened.
//
// A query can run at once (find) or a leaf at a time (begin, then advance
// until the state is no longer Searching), with the marks, the leaf last
// expanded and the corridor there to look at between steps. Buffers keep
// their capacity, so once warmed up on a tree a query allocates nothing
// (given an output vector with enough capacity).
class QuadtreeSearch {
 public:
  // On Found, `path` holds the cells from start to goal inclusive and the
  // result's cost is that route's length by the grid's step costs;
  // `expanded` counts the leaves taken off the open list.
  PathResult find(const Quadtree& tree, Cell start, Cell goal, Connectivity connectivity, std::vector<Cell>& path,
                  QuadCost cost = QuadCost::Crossings);

  // Step by step. The tree must outlive the query and stay unchanged.
  QuadSearchState begin(const Quadtree& tree, Cell start, Cell goal, Connectivity connectivity,
                        QuadCost cost = QuadCost::Crossings);
  // Expands one leaf (stale open entries are skipped on the way).
  QuadSearchState advance();

  QuadSearchState state() const { return state_; }
  uint32_t expanded() const { return expanded_; }
  // The leaf expanded by the last advance(), or Quadtree::kNoLeaf.
  uint32_t current() const { return current_; }
  QuadLeafMark mark(uint32_t leaf) const;
  // The cost so far to a leaf reached by the query (kUnreachable otherwise),
  // in the search's own measure.
  Distance costTo(uint32_t leaf) const;
  // Once Found: the leaves from the start's to the goal's.
  std::span<const uint32_t> corridor() const { return corridor_; }
  // Once Found: the cells of the route, start to goal; returns its length.
  Distance route(std::vector<Cell>& path) const;

 private:
  struct LeafState {
    Distance g = kUnreachable;
    Distance h = 0;
    uint32_t parent = Quadtree::kNoLeaf;
    uint32_t stamp = 0;
    Cell entry;  // where the route enters the leaf (Crossings; the start's cell for the start's leaf)
    bool closed = false;
  };

  bool seen(uint32_t leaf) const { return leaf < leaves_.size() && leaves_[leaf].stamp == stamp_; }
  Distance estimate(Cell from) const;
  // Centres: the leaf's point in half cells (x and y doubled).
  Cell point(uint32_t leaf) const;
  void offer(uint32_t from, uint32_t to, bool corner);
  void finish();

  const Quadtree* tree_ = nullptr;
  Cell start_;
  Cell goal_;
  uint32_t startLeaf_ = Quadtree::kNoLeaf;
  uint32_t goalLeaf_ = Quadtree::kNoLeaf;
  bool eight_ = true;
  QuadCost cost_ = QuadCost::Crossings;
  uint8_t minCost_ = 1;
  QuadSearchState state_ = QuadSearchState::Idle;
  uint32_t expanded_ = 0;
  uint32_t current_ = Quadtree::kNoLeaf;
  uint32_t stamp_ = 0;
  std::vector<LeafState> leaves_;
  OpenHeap open_;
  std::vector<uint32_t> corridor_;
};

// The cells where a route that stands at `at`, in leaf `from`, leaves it for
// its neighbour `to`: the cell of `from` on the shared edge nearest to `at`
// (for a corner neighbour, the corner cell), and the cell of `to` a step
// across. Shared by the search and the route, so both walk the same cells.
struct QuadCrossing {
  Cell exit;
  Cell entry;
};
QuadCrossing quadCrossing(const QuadLeaf& from, const QuadLeaf& to, Cell at);

// The length of the straight walk between two cells of one leaf of cost
// `cost`: octile (diagonal steps first) or, 4-connected, Manhattan.
Distance quadWalk(Cell a, Cell b, uint8_t cost, bool eight);

}  // namespace td
