#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "engine/sim/World.h"

namespace td {

// Writes a run of the simulation as JSON Lines, one line per traced tick:
// the tick, gold and lives, every enemy, tower and projectile in the pools,
// the hero (on a level with one), and the enemies killed or escaped since the
// previous line. The format is
// specified in docs/trace-format.md; keys may be added, none renamed.
//
// Call begin() before the first step, observe() after every step (it reads
// the tick's events, so it must see every tick even when it writes only some)
// and finish() at the end. The writer only reads the world.
class SimTraceWriter {
 public:
  // Writes every `every`-th tick (1: all), the first and the last always.
  SimTraceWriter(std::ostream& out, uint64_t every);

  void begin(const World& world);
  void observe(const World& world);
  void finish(const World& world);

  uint64_t linesWritten() const { return lines_; }
  uint64_t bytesWritten() const { return bytes_; }

 private:
  void write(const World& world);

  std::ostream& out_;
  uint64_t every_;
  uint64_t lines_ = 0;
  uint64_t bytes_ = 0;
  uint64_t lastWritten_ = UINT64_MAX;
  std::vector<uint32_t> killed_;
  std::vector<uint32_t> escaped_;
  std::string line_;
};

}  // namespace td
