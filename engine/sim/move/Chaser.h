#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/Cell.h"
#include "engine/core/MessageMark.h"
#include "engine/grid/Grid.h"
#include "engine/sim/move/ProgressWatch.h"

namespace td {

struct SimState;
struct Enemy;

// The chaser's memory: the basic chase of reference article 004. Stepping
// toward its target cell by cell, or Stuck against what stands in the way.
enum class ChaseMode : uint8_t { Stepping, Stuck };
struct Chasing {
  static constexpr std::string_view kName = "chase";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("heads straight for a goal");
  // In the order of its mode enum.
  static constexpr std::array<std::string_view, 2> kModes{"stepping", "stuck"};

  Cell target;  // the goal cell nearest its spawn
  Cell toCell;  // the cell it is stepping to (its own while stuck)
  ChaseMode mode = ChaseMode::Stepping;
  ProgressWatch watch;  // stuck for `patience` seconds: back to the route
};

// The article's step on the grid, for the chaser and for the Lab: x and y each
// move one cell toward the target, so the chase runs diagonally until one
// coordinate matches, then straight. The two moves are independent, as in the
// article: when the diagonal step is not allowed (a blocked cell, or a corner
// it would cut) the move along x alone is made if allowed, else the one along
// y. Returns `at` itself when neither is (stuck) or when at the target. No
// planning: a wall across the way holds it for good.
Cell chaseStep(const Grid& grid, Cell at, Cell target);

namespace motion {

// It hops from cell centre to cell centre by chaseStep() toward the goal
// nearest its spawn, ignoring the flow field; where chaseStep() gives no move
// it stands, stuck. Stuck (or making no headway) for its kind's patience, it
// walks its route for good.
void start(SimState& s, Enemy& e, Chasing& c);
void step(SimState& s, Enemy& e, Chasing& c, float dt);
// A tower on the cell it steps to sends it back to its own cell's centre.
void reroute(SimState& s, Enemy& e, Chasing& c);
inline const char* traceMode(const Chasing& c) { return Chasing::kModes[static_cast<size_t>(c.mode)].data(); }

}  // namespace motion
}  // namespace td
