#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/MessageMark.h"
#include "engine/core/Vec2.h"
#include "engine/sim/move/ProgressWatch.h"

namespace td {

struct SimState;
struct Enemy;

// The wanderer's memory: random-movement obstacle avoidance. Seek while the
// goal is in sight, Wander (a random heading held for a while) otherwise.
enum class WanderMode : uint8_t { Seek, Wander };
struct Wandering {
  static constexpr std::string_view kName = "wander";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("roams until it sees a goal");
  // In the order of its mode enum.
  static constexpr std::array<std::string_view, 2> kModes{"seek", "wander"};

  Vec2 goal;             // the centre of the goal cell nearest its spawn
  Vec2 leg;              // the heading of the current random leg, a unit vector
  float legLeft = 0.0f;  // seconds left on that leg
  WanderMode mode = WanderMode::Seek;
  ProgressWatch watch;  // no nearer to the goal for `patience` seconds: back to the route
};

namespace motion {

// It goes straight for its goal while it can see it (a line through
// passable cells, LineOfSight); otherwise it walks a random heading, drawn
// from the simulation's generator, for 0.6 to 2 seconds, or until a wall
// stops it, sliding along walls. When it has not come nearer its goal for
// its kind's patience it walks its route for good.
void start(SimState& s, Enemy& e, Wandering& w);
void step(SimState& s, Enemy& e, Wandering& w, float dt);
inline void reroute(SimState&, Enemy&, Wandering&) {}
inline const char* traceMode(const Wandering& w) { return Wandering::kModes[static_cast<size_t>(w.mode)].data(); }

}  // namespace motion
}  // namespace td
