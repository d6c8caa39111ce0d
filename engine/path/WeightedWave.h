#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td {

// The exact distance field of a weighted grid (4- or 8-connected, diagonal
// moves may not cut corners), flooded from a set of goals. FlowField runs it
// for full computes on non-uniform grids; incremental updates keep their
// bucket queue.
//
// Dial's algorithm with buckets a power of two wide, no wider than the
// cheapest step (a straight step into the cheapest terrain): no cell of a
// bucket can then improve another cell of the same bucket, so a bucket may be
// drained in the order its cells were queued, which follows the front across
// the map and keeps the memory it touches in cache. Every step lands at most
// a fixed number of buckets ahead, so a small ring of index arrays holds all
// waiting cells. A cell is queued once per bucket it enters (an improvement
// within its bucket only rewrites its entry); an entry left behind by an
// improvement into an earlier bucket is skipped when its bucket is drained.
//
// All eight relaxations are made: the pruning OctileWave uses relies on
// uniform costs.
//
// The flood works in the output array itself: a settled cell reads its
// distance, cost and moves from one entry, and no cost or move array competes
// for cache (kept apart, those measured up to half as slow again on the
// 1024^2 maps). Until the last pass each 64-bit entry holds the cell's
// distance in bits 16..63, its cost in bits 8..15 and its legal moves in bits
// 0..7; the last pass turns that into plain distances.
class WeightedWave {
 public:
  // The most buckets the ring holds. A grid whose dearest step spans more
  // (dearest over cheapest cost above 10 with diagonals, 15 without) is not
  // flooded here: each bucket array is as large as the grid, and past this
  // the ring's memory outweighs what the buckets save over a bucket queue.
  static constexpr int kMaxRing = 16;

  // The ring and the row are scratch for one flood at a time, so a copy does
  // not copy them: a copied wave (a copied FlowField) sizes its own on its
  // first flood, and an assigned one keeps the buffers it has.
  WeightedWave() = default;
  WeightedWave(const WeightedWave&) {}
  WeightedWave& operator=(const WeightedWave&) { return *this; }
  WeightedWave(WeightedWave&&) noexcept = default;
  WeightedWave& operator=(WeightedWave&&) noexcept = default;
  ~WeightedWave() = default;

  // Whether flood() accepts this grid.
  static bool supports(const Grid& grid, Connectivity connectivity);

  // Sizes the work arrays for grids with this many cells and this cost
  // range. Floods of grids no larger, with a range needing no more buckets,
  // allocate nothing.
  void reserve(const Grid& grid, Connectivity connectivity);

  // Writes into `dist` (indexed like Grid::costs()) every cell's distance to
  // its nearest goal, kUnreachable where none can be reached. `goals` are
  // distinct passable padded indices; supports() must hold. Returns how many
  // cells were reached, goals included.
  uint32_t flood(const Grid& grid, std::span<const uint32_t> goals, Connectivity connectivity, Distance* dist);

 private:
  void writeEntries(const Grid& grid, Connectivity connectivity, Distance* dist);

  std::vector<std::unique_ptr<uint32_t[]>> ring_;
  size_t ringCapacity_ = 0;  // slots in each bucket array
  std::vector<uint8_t> row_;
};

}  // namespace td
