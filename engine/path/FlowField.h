#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/LargeBuffer.h"
#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/BucketQueue.h"
#include "engine/path/Distance.h"
#include "engine/path/FlowUndo.h"
#include "engine/path/OctileWave.h"
#include "engine/path/TileWave.h"
#include "engine/path/WeightedWave.h"

namespace td {

enum class FlowStatus : uint8_t {
  Ok,
  NoGoals,          // no goal given, or none of them passable: every cell unreachable
  GoalNotPassable,  // some goals were outside the map or impassable and were ignored
  NotComputed,      // an update was asked for before any compute()
};

enum class FlowMethod : uint8_t { BreadthFirst, Dijkstra, Incremental };

// The reverse wave: one flood from the goals gives every cell its distance to
// the nearest goal, so one field serves every enemy on the map.
//
// Uniform 4-connected grids flood breadth-first, over 8 x 8 tiles of bits
// where walls are rare (TileWave), else with a FIFO queue of cells; uniform
// 8-connected grids run OctileWave (canonical successors in buckets one
// straight step wide); full computes on weighted grids run WeightedWave
// (buckets no wider than the cheapest step) unless the cost range is too wide
// for its ring; those and incremental updates run Dijkstra on a bucket queue.
// Only distances are stored: the next cell of a route is derived from them on
// demand (see direction()), which keeps updates cheap and makes the tie-break
// rule one function.
//
// Buffers are sized by the first compute() on a grid of a given size; later
// computes and updates on grids of the same size allocate nothing.
class FlowField {
 public:
  FlowStatus compute(const Grid& grid, std::span<const Cell> goals, Connectivity connectivity);

  // Incremental updates after one cell changed in `grid` (the change must
  // already be made): only cells whose distance changes are touched. The
  // result equals a full compute() exactly.
  FlowStatus cellBlocked(const Grid& grid, Cell cell);
  FlowStatus cellFreed(const Grid& grid, Cell cell);
  // The same update, writing the distances it replaces to `undo` (appended, so several updates stack).
  FlowStatus cellBlocked(const Grid& grid, Cell cell, FlowUndo& undo);
  // Several cells blocked in `grid` at once, as one update (cheaper than one at a time where their detours
  // overlap), recorded to `undo` the same way.
  FlowStatus cellsBlocked(const Grid& grid, std::span<const Cell> cells, FlowUndo& undo);
  // Takes back the updates recorded in `undo`, last first (the grid's own change is the caller's to take back).
  // Not for a record marked `whole`.
  void undo(const FlowUndo& undo);

  bool computed() const { return !dist_.empty(); }
  Connectivity connectivity() const { return connectivity_; }
  FlowMethod lastMethod() const { return lastMethod_; }
  // Cells whose distance was written by the last compute or update.
  uint32_t lastTouched() const { return lastTouched_; }

  Distance distance(const Grid& grid, Cell c) const { return grid.contains(c) ? at(grid.index(c)) : kUnreachable; }
  bool reachable(const Grid& grid, Cell c) const { return distance(grid, c) != kUnreachable; }
  // The first step of c's route: the first direction, in Direction order,
  // whose neighbour lies on a shortest route. None at a goal and where no
  // goal can be reached.
  Direction direction(const Grid& grid, Cell c) const;
  // The same, but `keep` (a walker's current heading) when that neighbour is
  // on a shortest route too, so walkers turn only when they must.
  Direction direction(const Grid& grid, Cell c, Direction keep) const;
  // The cell after c on its route (c itself when direction() is None).
  Cell next(const Grid& grid, Cell c) const;
  Cell next(const Grid& grid, Cell c, Direction keep) const;

  // Padded distances, indexed like Grid::costs(). After a breadth-first
  // compute this widens the stored steps into Distance first (one pass).
  const Distance* distances() const {
    widen();
    return dist_.data();
  }

 private:
  static constexpr uint32_t kNoSteps = TileWave::kNoSteps;
  // Breadth-first computes run TileWave while fewer than one cell in this
  // many is a wall.
  static constexpr int64_t kFewWalls = 32;

  // A breadth-first compute stores 32-bit step counts in steps_ (half the
  // bytes of Distance to write) and leaves dist_ stale; `wide_` says which
  // holds the field. Widened on demand: by distances() and by the updates.
  Distance at(uint32_t i) const {
    if (wide_) return dist_[i];
    return steps_[i] == kNoSteps ? kUnreachable : Distance{steps_[i]} * stepLength_;
  }
  void widen() const;
  void prepare(const Grid& grid, Connectivity connectivity);
  void floodBreadthFirst(const Grid& grid);
  // Exact 8-direction distances on uniform-cost grids, from the goals.
  void floodUniformEight(const Grid& grid);
  // Dijkstra from the seeds in seeds_ (distances already written): on flat
  // grids floodDijkstra(), on grids with slopes floodSloped(), which charges
  // each backward relaxation what the walker's own step costs
  // (Grid::entryCost; FlowFieldSlopes.cpp).
  void floodWave(const Grid& grid) {
    if (grid.hasSlopes()) {
      floodSloped(grid);
    } else {
      floodDijkstra(grid);
    }
  }
  void floodDijkstra(const Grid& grid);
  void floodSloped(const Grid& grid);
  Distance bestThroughNeighbours(const Grid& grid, uint32_t i) const;
  // Compiled for flat grids (the cost byte) or sloped ones (Grid::entryCost).
  template <bool Sloped>
  Distance bestThrough(const Grid& grid, uint32_t i) const;
  FlowStatus blockCells(const Grid& grid, std::span<const Cell> cells, FlowUndo* undo);
  template <bool Sloped>
  FlowStatus blockCellsOn(const Grid& grid, std::span<const Cell> cells, FlowUndo* undo);

  Connectivity connectivity_ = Connectivity::Four;
  FlowMethod lastMethod_ = FlowMethod::BreadthFirst;
  int32_t width_ = 0;
  int32_t height_ = 0;
  uint32_t lastTouched_ = 0;
  // mutable: widened on demand from steps_ (see at()).
  mutable std::vector<Distance, LargeBufferAllocator<Distance>> dist_;
  mutable bool wide_ = true;
  std::vector<uint32_t, LargeBufferAllocator<uint32_t>> steps_;
  Distance stepLength_ = kOrthogonalUnit;
  std::vector<uint32_t> goals_;
  std::vector<uint32_t, LargeBufferAllocator<uint32_t>> fifo_;
  std::vector<uint32_t> levelEnds_;  // breadth-first: FIFO position after each level
  std::vector<uint8_t, LargeBufferAllocator<uint8_t>> mark_;
  // Breadth-first: the cost bytes, zeroed once a cell is reached.
  std::vector<uint8_t, LargeBufferAllocator<uint8_t>> open_;
  TileWave tiles_;  // breadth-first computes where walls are rare
  OctileWave octile_;
  WeightedWave weighted_;  // full computes on weighted grids
  std::vector<uint32_t> touched_;
  std::vector<BucketQueue::Seed> seeds_;
  BucketQueue queue_;
};

}  // namespace td
