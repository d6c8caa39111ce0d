#pragma once

#include <cstdint>
#include <vector>

#include "engine/grid/MoverClass.h"
#include "engine/path/Distance.h"

namespace td {

class World;
struct SimState;

// How long one spawn's route is for one movement class: the flow field's distance from the spawn to its goal,
// terrain costs counted, as the maze stands now and on the level as designed (no towers). A maze is measured
// by their ratio, its stretch.
struct RouteLength {
  int32_t spawn = 0;  // the level's spawn index
  MoverClass moverClass = MoverClass::Foot;
  Distance now = 0;   // kUnreachable cannot happen in a running game: placements never seal a spawn
  Distance open = 0;  // before any tower

  double cells() const { return toCells(now); }
  double openCells() const { return toCells(open); }
  double stretch() const { return open > 0 ? static_cast<double>(now) / static_cast<double>(open) : 1.0; }
};

// One entry per walked route (each layer's spawns, layer by layer); `out` is reused.
void routeLengths(const World& world, std::vector<RouteLength>& out);

// The route of layer `layer`'s enemies from the level's spawn `spawn` (SimState::layers and LevelDef::spawns
// indices), now and on the open level; `open` is `now` when that layer does not leave from that spawn.
// Allocates nothing, so a tick may ask.
RouteLength routeOf(const SimState& s, size_t layer, int32_t spawn);

// The walked routes' lengths added up, as the maze stands and on the open level, over the routes a goal is
// reached from in both. Exact integer sums, so what is made of them (the score's maze part, ScoreCard.h) is the
// same on every build; allocates nothing, so a tick may ask.
struct RouteTotals {
  Distance now = 0;
  Distance open = 0;
  int32_t routes = 0;  // how many routes were added up

  double cells() const { return toCells(now); }
  double stretch() const { return open > 0 ? static_cast<double>(now) / static_cast<double>(open) : 1.0; }
};
RouteTotals routeTotals(const SimState& s);

// Every walked route's length now over its length on the open level, summed over the routes: the game's one
// figure of how much the maze lengthens the way (1 with no maze, 2 when the routes are twice as long).
double routeStretch(const World& world);

}  // namespace td
