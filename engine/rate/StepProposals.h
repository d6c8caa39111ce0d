#pragma once

#include <cstdint>
#include <vector>

#include "engine/rate/PlanStep.h"
#include "engine/rate/RouteProbe.h"
#include "engine/rate/RouteTraffic.h"

namespace td {

// How many steps of each sort the automatic player weighs at a turn.
struct ProposalLimits {
  uint32_t sitesPerKind = 2;     // best new sites for each tower kind the level offers
  uint32_t upgrades = 3;         // towers whose upgrade covers the most traffic
  uint32_t specialisations = 2;  // top-level towers' specialisations that add the most per gold
  uint32_t retargets = 1;        // towers told to shoot the strongest enemy first
  uint32_t heroPosts = 2;        // where the hero might stand guard (first turn only)
  uint32_t mazeRuns = 3;         // runs of walls that lengthen the routes most per gold (engine/rate/MazeMoves.h)
  // False: no placement that lengthens a route is proposed, walls included (td-cli rate --no-maze), so that
  // what the maze is worth on a level can be measured.
  bool maze = true;
};

// The next steps worth trying on `world` (the plan so far applied), best
// guess first: sites ranked by the traffic in range that other towers do not
// already cover (each tower covering a cell halves what it is worth to the
// next), upgrades ranked by the traffic they cover per gold of added damage,
// the hero's posts by the ground traffic within its guard radius. Only sites
// the world would accept now are proposed (and, without `limits.maze`, only
// those that leave every route as long as it is; `probe` is scratch for that).
// Walls are left to the maze moves (engine/rate/MazeMoves.h). `world` is not
// changed, but its placement cache is used (hence not const).
void proposeSteps(World& world, const RouteTraffic& traffic, const ProposalLimits& limits, bool heroPosted,
                  RouteProbe& probe, std::vector<PlanStep>& out);

}  // namespace td
