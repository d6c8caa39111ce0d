#pragma once

#include <cstdint>

#include "engine/core/Cell.h"

namespace td {

// Notices that a cell-by-cell walk goes round in circles. Walks that decide
// each step from their cell and heading alone (the hand rule, the road
// analysis) repeat for ever once they revisit a (cell, heading) on an
// unchanged map, so a revisit is proof of a loop. Brent's method finds it
// with one remembered state: the mark moves to the current state after 1,
// 2, 4, 8 ... steps, so a loop of length L is caught within about 2L steps
// of being entered, and nothing is stored per cell.
struct LoopWatch {
  Cell mark{-1, -1};
  uint8_t markHeading = 0xFF;
  uint32_t sinceMark = 0;
  uint32_t span = 1;
  uint32_t steps = 0;  // decisions since the walk began, never reset by forget()

  // Records the decision to leave `cell` along `heading`; true when that
  // decision was taken before.
  bool revisits(Cell cell, uint8_t heading) {
    ++steps;
    if (cell == mark && heading == markHeading) return true;
    if (++sinceMark >= span) {
      mark = cell;
      markHeading = heading;
      sinceMark = 0;
      span *= 2;
    }
    return false;
  }

  // The map changed: an old state met again no longer proves a loop.
  void forget() {
    mark = {-1, -1};
    markHeading = 0xFF;
    sinceMark = 0;
    span = 1;
  }
};

}  // namespace td
