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

// The wall follower's memory: where it is going and the way it faces.
struct WallFollowing {
  static constexpr std::string_view kName = "wall";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("hugs the left wall to find a way");
  static constexpr std::array<std::string_view, 1> kModes{"explore"};

  Cell toCell;          // the centre it walks to
  uint8_t heading = 0;  // 0 east, 1 south, 2 west, 3 north
  LoopWatch loop;       // a revisited (cell, heading) is a circuit round a free-standing wall
};

namespace motion {

// It explores by the left-hand rule, knowing nothing of where the goal is:
// at every cell centre it turns left if it can, else goes ahead, else right,
// else back (HandRule.h). In a maze whose walls all hang together (a perfect
// maze) that walks every corridor and so reaches the exit. Where the wall it
// follows stands free of the one round the goal (an island, an open field)
// the walk is a circuit: on an unchanged map its next step depends only on
// its cell and heading, so it either reaches a goal within four steps per
// cell of the map or revisits a (cell, heading); then it walks its route for
// good.
void start(SimState& s, Enemy& e, WallFollowing& w);
void step(SimState& s, Enemy& e, WallFollowing& w, float dt);
// A tower on the centre it walks to sends it back to its own cell's centre
// to decide again; new towers beside it are walls at its next decision.
void reroute(SimState& s, Enemy& e, WallFollowing& w);
inline const char* traceMode(const WallFollowing&) { return "explore"; }

}  // namespace motion
}  // namespace td
