#pragma once

#include <cstdint>
#include <vector>

#include "engine/path/Distance.h"

namespace td {

// What incremental updates of a flow field wrote, so that they can be taken back exactly (FlowField::undo):
// a probe that blocks a few cells, reads the routes and unblocks them restores the cells that changed instead
// of copying the whole field back (on a large map the copy was most of the automatic player's maze weighing).
struct FlowUndo {
  struct Entry {
    uint32_t index = 0;
    Distance was = 0;
  };
  std::vector<Entry> entries;  // in the order written; undone last first
  // An update recomputed the whole field (a goal was blocked): only a copy of the field restores it.
  bool whole = false;

  void clear() {
    entries.clear();
    whole = false;
  }
};

}  // namespace td
