#pragma once

#include <memory>
#include <string>

#include "engine/core/Cell.h"
#include "engine/path/PathQuery.h"

namespace td::bench {

// warthog's online JPS2 (block-based jumps with intercardinal pruning) and
// JPS2 with jump tables (JPS2+), built from the shared peers folder only when
// TD_BENCH_PEERS is ON. The peer reads the map file itself.
enum class WarthogKind { Jps2, Jps2Plus };

class WarthogPeer {
 public:
  WarthogPeer(const std::string& mapPath, WarthogKind kind);
  ~WarthogPeer();
  WarthogPeer(const WarthogPeer&) = delete;
  WarthogPeer& operator=(const WarthogPeer&) = delete;

  // The route's length in cells, converted to Distance (rounded to
  // 1/kOrthogonalUnit), so it is compared with A*'s within a tolerance.
  PathResult find(Cell start, Cell goal);

  struct Search;

 private:
  std::unique_ptr<Search> search_;
};

}  // namespace td::bench
