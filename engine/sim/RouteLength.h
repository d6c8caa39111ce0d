#pragma once

#include <cstdint>
#include <vector>

#include "engine/grid/MoverClass.h"
#include "engine/path/Distance.h"

namespace td {

class World;
struct SimState;

// How long one spawn's route is for one movement class, as the maze stands now and on the level as designed (no
// towers), in two measures:
// - its cost, the flow field's distance from the spawn to its goal, terrain costs counted (a grass step costs
//   twice a road step for a walker). Walking speed is kReferenceTerrainCost over the cost (GameDefs.h), so the
//   cost is in proportion to the time the walk takes. A maze is measured by the ratio of the costs, its stretch:
//   how many times as long the walk takes as on the open level. The score's maze part is paid on it.
// - its walked length, the cells the traced route goes through (engine/path/RouteTrace.h tracedLength): a
//   straight step one cell, a diagonal step its length, 1.41 cells, terrain not counted. This is what the game
//   shows as the route's "cells".
// On ground of one cost the two are in proportion, and the stretch is also the ratio of the walked lengths.
struct RouteLength {
  int32_t spawn = 0;  // the level's spawn index
  MoverClass moverClass = MoverClass::Foot;
  Distance now = 0;         // cost; kUnreachable cannot happen in a running game: placements never seal a spawn
  Distance open = 0;        // cost before any tower
  Distance walked = 0;      // walked length now (routeLengths; routeOf leaves it 0)
  Distance openWalked = 0;  // walked length before any tower (routeLengths; routeOf leaves it 0)

  // The cost in cell units (a grass step counts 2): not the cells walked, which are walkedCells().
  double cells() const { return toCells(now); }
  double openCells() const { return toCells(open); }
  double walkedCells() const { return toCells(walked); }
  double openWalkedCells() const { return toCells(openWalked); }
  double stretch() const { return open > 0 ? static_cast<double>(now) / static_cast<double>(open) : 1.0; }
};

// One entry per walked route (each layer's spawns, layer by layer), both measures; `out` is reused, and nothing
// is allocated once it has room, so a frame may ask.
void routeLengths(const World& world, std::vector<RouteLength>& out);

// The cost of layer `layer`'s enemies' route from the level's spawn `spawn` (SimState::layers and
// LevelDef::spawns indices), now and on the open level; `open` is `now` when that layer does not leave from that
// spawn. The walked lengths are left 0: the score asks at every kill and needs the costs alone. Allocates
// nothing, so a tick may ask.
RouteLength routeOf(const SimState& s, size_t layer, int32_t spawn);

// The walked routes added up, as the maze stands and on the open level, over the routes a goal is reached from in
// both, in both measures. Exact integer sums, so what is made of them (the score's maze part, ScoreCard.h) is the
// same on every build; allocates nothing.
struct RouteTotals {
  Distance now = 0;  // costs
  Distance open = 0;
  Distance walked = 0;  // walked lengths
  Distance openWalked = 0;
  int32_t routes = 0;  // how many routes were added up

  double cells() const { return toCells(now); }  // the cost in cell units, as RouteLength::cells()
  double walkedCells() const { return toCells(walked); }
  double openWalkedCells() const { return toCells(openWalked); }
  double stretch() const { return open > 0 ? static_cast<double>(now) / static_cast<double>(open) : 1.0; }
};
RouteTotals routeTotals(const SimState& s);

// Every walked route's cost now over its cost on the open level, summed over the routes: the game's one figure of
// how much the maze lengthens the walk (1 with no maze, 2 when the walks take twice as long). Costs alone: it
// traces no route.
double routeStretch(const World& world);

}  // namespace td
