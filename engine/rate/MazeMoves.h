#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/rate/FireCover.h"
#include "engine/rate/RouteProbe.h"

namespace td {

class World;

// The longest spur of walls (a short run from the route out to one side or centred on it) weighed as one move.
inline constexpr uint32_t kMaxMazeSpur = 6;
// The longest barrier: a line of walls across the open ground with one gap at an end.
inline constexpr uint32_t kMaxMazeBarrier = 64;

// Walls across the enemies' way, bought together: one wall seldom lengthens an open route (the route steps
// round it), a line of them folds it. Its cells are `first .. first + count` of MazeMoves::cells.
struct MazeMove {
  uint32_t first = 0;
  uint32_t count = 0;
  float gain = 0.0f;      // route cells added per gold
  float added = 0.0f;     // route cells added
  float exposure = 0.0f;  // the routes' exposure to the towers' fire added per gold (engine/rate/FireCover.h)
};

// A line of walls weighed at one turn: `count` cells from `from` in steps of `dir`.
struct MazeLine {
  Cell from;
  Cell dir;
  uint32_t count = 0;
  bool barrier = false;
};

// The moves proposed at one turn; the buffers are reused from one call to the next.
struct MazeMoves {
  std::vector<Cell> cells;         // every weighed move's cells
  std::vector<MazeMove> weighed;   // every move that lengthens the routes
  std::vector<MazeMove> proposed;  // the best of them, best first, no two sharing a cell
  std::vector<Cell> route;         // scratch: one spawn's route
  FireCover cover;                 // scratch: the towers' fire as they stand
  // Scratch: the lines to weigh in the order they are met, and what each came to. Routes that share cells (two
  // spawns' near a goal) meet the same line again: it is probed once, its first meeting's `probed` slot says
  // which line holds its figures.
  std::vector<MazeLine> lines;
  std::vector<uint32_t> probed;
  std::vector<std::pair<uint64_t, uint32_t>> keys;
  std::vector<Distance> length;
  std::vector<double> exposure;
  std::vector<RouteProbe> probes;  // one for each thread

  std::span<const Cell> cellsOf(const MazeMove& m) const { return {cells.data() + m.first, m.count}; }
};

// The cheapest wall kind (a kind with no attack) the level offers, or -1.
int32_t wallKind(const World& world);

// The wall moves that lengthen the walked routes the most per gold (up to `count`, best first, no two sharing a
// cell), then those that lengthen them the most in all, then (once towers stand) those that add the most exposure
// to their fire per gold (as many again each, the same way, none proposed twice). Length alone would as soon lead
// the route away from the towers as past them.
// Two shapes are weighed across each route cell, perpendicular to the route there: spurs (runs of 1 to
// kMaxMazeSpur walls from the route cell out to one side, or centred on it), and barriers (the whole line of
// buildable cells through the route cell, from obstacle to obstacle, less one cell at one end or the other:
// the gap the route must now walk to, which is how a serpentine is built one fold at a time); without `spurs`,
// barriers alone (a tenth of the probes). Every cell is one the world would accept a wall on now, none sealing a
// spawn. The lines are probed on up to `threads` threads, with the same result for any number; `world`'s
// placement cache is used (hence not const), the world is not changed.
void proposeMazeMoves(World& world, uint16_t wall, uint32_t count, unsigned threads, MazeMoves& out, bool spurs = true);

}  // namespace td
