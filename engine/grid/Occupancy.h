#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/grid/Grid.h"

namespace td {

// How many ground units stand on each cell. The simulation keeps it up to date
// as units move; the placement check refuses to build on an occupied cell or
// to cut an occupied cell off from every goal.
class Occupancy {
 public:
  void reset(const Grid& grid) { count_.assign(grid.paddedSize(), 0); }
  void add(const Grid& grid, Cell c) { ++count_[grid.index(c)]; }
  void remove(const Grid& grid, Cell c) { --count_[grid.index(c)]; }
  uint16_t count(const Grid& grid, Cell c) const { return count_[grid.index(c)]; }
  // Padded counts, indexed like Grid::costs().
  const uint16_t* counts() const { return count_.data(); }

 private:
  std::vector<uint16_t> count_;
};

}  // namespace td
