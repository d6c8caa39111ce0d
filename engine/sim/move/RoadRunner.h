#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/Cell.h"
#include "engine/core/MessageMark.h"
#include "engine/sim/move/LoopWatch.h"

namespace td {

struct SimState;
struct Enemy;
class Grid;

// The road runner's memory. Join: off the road, it follows its route cell by
// cell until it stands on a road. Road: it drives from road cell to road
// cell by terrain analysis of the 8 around it.
enum class RoadMode : uint8_t { Join, Road };
struct RoadRunning {
  static constexpr std::string_view kName = "road";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("stays on roads, forks goalward");
  // In the order of its mode enum.
  static constexpr std::array<std::string_view, 2> kModes{"join", "road"};

  Cell toCell;          // the centre it drives to
  uint8_t heading = 0;  // the way it last drove: 0 east, then clockwise in eighths (1 south-east ... 7 north-east)
  RoadMode mode = RoadMode::Join;
  LoopWatch loop;  // a revisited (cell, heading) is a circuit it would drive for ever
};

namespace motion {

// Road cells are the passable cells of the cheapest terrain for its class;
// a goal cell beside the road counts as road.
// At every centre it scores the road cells it may step to among the five
// ahead of it, the way the previous heading weighs them: straight on +2, the
// half-turns +1, the quarter turns 0. Adjacent candidates are one road, so
// the candidates fall into branches: on one road it takes the best score; at
// a fork (two or more branches) it takes the candidate the flow field puts
// nearest a goal. Only a dead end turns it back. It never leaves road cells
// once on them. It walks its route for good when it revisits a (cell,
// heading), drives more than eight steps per cell of the map, or finds no
// way on: on an unchanged map each of those means it cannot reach a goal by
// road.
void start(SimState& s, Enemy& e, RoadRunning& r);
void step(SimState& s, Enemy& e, RoadRunning& r, float dt);
void reroute(SimState& s, Enemy& e, RoadRunning& r);
inline const char* traceMode(const RoadRunning& r) { return RoadRunning::kModes[static_cast<size_t>(r.mode)].data(); }

// Is `c` a road for a mover on `grid`?
bool isRoad(const Grid& grid, Cell c);

}  // namespace motion
}  // namespace td
