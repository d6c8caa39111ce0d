#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td {

// The exact 8-connected distance field of a uniform-cost grid (diagonal moves
// may not cut corners), flooded from a set of goals. FlowField runs it for
// Connectivity::Eight on uniform grids; it is kept apart because it shares
// nothing with the other waves but the output layout.
//
// Two ideas make it cheap:
//
// - Canonical successors. Some shortest route to every cell takes its
//   diagonal steps before its straight ones, except where a wall forces a
//   turn, so a cell only has to offer its distance to the neighbours that
//   such a route can continue to from the direction it was reached in: the
//   same straight direction (plus the two cells round a wall beside the cell
//   it came from), or a diagonal and its two straight parts. On open ground
//   that is one neighbour per cell instead of eight. A cell reached equally
//   well from several directions offers to the union of their successors.
//
// - Buckets one straight step wide (Dial's algorithm). Every step costs at
//   least one straight step, so no cell of a bucket can improve another cell
//   of the same bucket: a bucket may be drained in any order, here the order
//   its cells were queued in, which follows the front across the map and keeps
//   the memory it touches in cache. A straight step lands in the next bucket,
//   a diagonal one in the next or the one after, so three index arrays in
//   rotation hold every waiting cell. A cell is queued at most once per
//   bucket (an improvement within its bucket only rewrites its entry), and
//   only when it has successors to offer to.
//
// The flood works in the output array itself. Until the last pass each
// 64-bit entry holds the cell's distance at unit cost in bits 16..63, its
// successor directions in bits 8..15 and its legal moves in bits 0..7; the
// last pass turns that into plain distances.
class OctileWave {
 public:
  // Sizes the work arrays for grids with this many cells and this stride.
  // Floods of grids no larger allocate nothing.
  void reserve(size_t cells, size_t stride);

  // Writes into `dist` (indexed like Grid::costs()) every cell's distance to
  // its nearest goal, kUnreachable where none can be reached. `goals` are
  // distinct passable padded indices; the grid must have one uniform cost.
  // Returns how many cells were reached, goals included.
  uint32_t flood(const Grid& grid, std::span<const uint32_t> goals, Distance* dist);

 private:
  void writeLegalMoves(const Grid& grid, Distance* dist);

  std::vector<uint32_t> buckets_[3];
  std::vector<uint8_t> row_;
};

}  // namespace td
