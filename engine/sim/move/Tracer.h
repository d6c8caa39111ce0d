#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/Cell.h"
#include "engine/core/MessageMark.h"
#include "engine/core/Vec2.h"
#include "engine/sim/move/HandRule.h"
#include "engine/sim/move/LoopWatch.h"
#include "engine/sim/move/ProgressWatch.h"

namespace td {

struct SimState;
struct Enemy;

// The tracer's memory: Straight for the goal, or tracing round an obstacle
// from the hit point, cell centre to cell centre with the obstacle on one
// hand.
enum class TraceMode : uint8_t { Straight, Trace };
struct Tracing {
  static constexpr std::string_view kName = "trace";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("ignores routes, skirts towers");
  // In the order of its mode enum.
  static constexpr std::array<std::string_view, 2> kModes{"straight", "trace"};

  Vec2 goal;                 // the centre of the goal cell nearest its spawn
  Vec2 hit;                  // where the current trace began
  float hitDistance = 0.0f;  // from there to the goal
  Cell toCell;               // the centre it heads for while tracing
  uint8_t heading = 0;       // while tracing: 0 east, 1 south, 2 west, 3 north
  Hand hand = Hand::Left;    // the hand kept on the obstacle
  int8_t side = 0;           // side of the hit-to-goal line the last centre lay on
  bool decided = false;      // the trace has taken its first step
  TraceMode mode = TraceMode::Straight;
  LoopWatch loop;       // per trace: a revisited (cell, heading) is a loop
  ProgressWatch watch;  // no nearer to the goal for `patience` seconds
};

namespace motion {

// It ignores the flow field and heads straight for its goal. When the way
// half a cell ahead is blocked (terrain or a tower) it traces round the
// obstacle: from the centre of its cell it keeps the obstacle on the hand
// that turns it the way it was already going (the hand rule, HandRule.h),
// and at every centre it checks whether to leave the trace: when the goal is
// in sight, or when it has crossed the line from the hit point to the goal
// at a point nearer the goal than the hit point. It walks its route for good
// when a trace revisits a (cell, heading) or runs longer than four steps per
// cell of the map (either means the trace is a loop), or when it has not
// come nearer its goal for its kind's patience.
void start(SimState& s, Enemy& e, Tracing& t);
void step(SimState& s, Enemy& e, Tracing& t, float dt);
// A tower on the centre it heads for sends it back to its own cell's centre
// to decide again; towers beside it are seen at its next decision.
void reroute(SimState& s, Enemy& e, Tracing& t);
inline const char* traceMode(const Tracing& t) { return Tracing::kModes[static_cast<size_t>(t.mode)].data(); }

}  // namespace motion
}  // namespace td
