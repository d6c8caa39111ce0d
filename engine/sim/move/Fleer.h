#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/MessageMark.h"
#include "engine/sim/move/RouteWalker.h"

namespace td {

// Fleer's memory: the state machine walk / flee / return (dying is the enemy's own state). The deviation is
// drawn when a flight starts.
enum class FleeMode : uint8_t { Walk, Flee, Return };
struct Fleeing {
  static constexpr std::string_view kName = "flee";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("runs from the hero");
  // In the order of FleeMode.
  static constexpr std::array<std::string_view, 3> kModes{"walk", "flee", "return"};

  RouteWalk walk;
  FleeMode mode = FleeMode::Walk;
  float modeTime = 0.0f;   // seconds in the current mode
  float deviation = 0.0f;  // radians, within +-pi/4, added to "straight away from the hero"
  float calm = 0.0f;       // seconds the hero has been out of its flee radius
  int32_t flights = 0;     // flights so far
};

}  // namespace td

namespace td::motion {

// The fleeing enemy's state machine. Walk: it walks its route. When the hero
// comes within its flee radius it turns to Flee: away from the hero (the
// angle between its heading and the hero-to-it vector) plus a deviation of
// up to 45 degrees either way, drawn from the simulation's generator when
// the flight starts, at its flee speed, sliding along walls. Once the hero
// has stayed out of the radius for its calm time it turns to Return, which
// rejoins the route from where it stands, and after a moment Walk again.
// After its kind's number of flights it braves the hero and walks on, so a
// hero standing on its route delays it but cannot hold it off for ever.
// Dying is the enemy's own state.

void start(SimState& s, Enemy& e, Fleeing& f);
void step(SimState& s, Enemy& e, Fleeing& f, float dt);
void reroute(SimState& s, Enemy& e, Fleeing& f);
inline const char* traceMode(const Fleeing& f) { return Fleeing::kModes[static_cast<size_t>(f.mode)].data(); }

}  // namespace td::motion
