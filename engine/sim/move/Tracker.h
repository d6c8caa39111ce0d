#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/MessageMark.h"
#include "engine/sim/move/RouteWalker.h"

namespace td {

// Tracker's memory: it walks its route until it finds a breadcrumb in its cell or one of the 8 around it, then
// follows the trail toward the hero.
enum class TrackMode : uint8_t { Walk, Trail };
struct Tracking {
  static constexpr std::string_view kName = "track";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("follows the hero's trail");
  // In the order of TrackMode.
  static constexpr std::array<std::string_view, 2> kModes{"walk", "trail"};

  RouteWalk walk;
  TrackMode mode = TrackMode::Walk;
  Vec2 target;  // the crumb it heads for
};

}  // namespace td

namespace td::motion {

// The tracking enemy: it walks its route until one of the hero's
// breadcrumbs lies in its cell or one of the 8 around it; then it follows
// the trail toward the hero, heading each step for the freshest crumb it can
// see (a straight line through passable cells), sliding along walls. With no
// crumb in sight it rejoins its route. Within reach of the hero the hero
// system holds it in the fight (Enemy::engaged), and it stands and strikes.

void start(SimState& s, Enemy& e, Tracking& t);
void step(SimState& s, Enemy& e, Tracking& t, float dt);
void reroute(SimState& s, Enemy& e, Tracking& t);
inline const char* traceMode(const Tracking& t) { return Tracking::kModes[static_cast<size_t>(t.mode)].data(); }

// The freshest crumb of the hero's trail visible from `from`, or -1.
int32_t freshestVisibleCrumb(const SimState& s, Vec2 from);
// Is a crumb in `cell` or one of the 8 cells around it?
bool crumbBeside(const SimState& s, Cell cell);

}  // namespace td::motion
