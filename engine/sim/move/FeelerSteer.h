#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/MessageMark.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"
#include "engine/sim/move/ProgressWatch.h"

namespace td {

struct SimState;
struct Enemy;

// One ray cast ahead of a mover: where it points and how far it reaches, and
// how far along it the first cell a walker may not enter lies (its reach
// when it meets none).
struct Feeler {
  Vec2 from;             // where it starts
  Vec2 dir{1.0f, 0.0f};  // a unit vector
  float reach = 0.0f;    // cells
  float hit = 0.0f;      // cells from the mover to the first blocked cell, at most `reach`
  bool blocked = false;  // a blocked cell lies within reach

  // 0 when clear, rising to 1 as the blocked cell comes up to the mover.
  float urgency() const { return blocked && reach > 0.0f ? 1.0f - hit / reach : 0.0f; }
};

// Left of the heading, ahead, right of it (left and right as seen walking, on
// a map whose y grows downward).
using FeelerSet = std::array<Feeler, 3>;

// The feeler steerer's memory: Seek (every feeler clear, heading for the
// goal) or Avoid (a feeler touches something and turns it away).
enum class FeelerMode : uint8_t { Seek, Avoid };
struct FeelerSteering {
  static constexpr std::string_view kName = "feel";
  static constexpr bool kAirborne = false;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("feels its way past obstacles");
  // In the order of its mode enum.
  static constexpr std::array<std::string_view, 2> kModes{"seek", "avoid"};

  Vec2 goal;          // the centre of the goal cell nearest its spawn
  FeelerSet feelers;  // as cast at its last step
  FeelerMode mode = FeelerMode::Seek;
  ProgressWatch watch;  // no nearer to the goal for `patience` seconds: back to the route
};

// How far the ray from `from` along the unit vector `dir` goes before it
// enters a cell a walker may not enter (or passes a corner between two such
// cells, where no walker may slip through), up to `reach`.
float castFeeler(const Grid& grid, Vec2 from, Vec2 dir, float reach);

// Casts the three feelers of a mover at `pos` facing `heading` (a unit
// vector): ahead from its centre, `reach` cells, and to each side from its
// flank (`body` cells off its centre, so that they watch the edges of its
// body), turned by kFeelerSpread, kSideReach of that.
inline constexpr float kFeelerSpread = 0.6f;  // radians, about 34 degrees
inline constexpr float kSideReach = 0.7f;
void castFeelers(const Grid& grid, Vec2 pos, Vec2 heading, float reach, float body, FeelerSet& out);

// The heading wanted: toward `seek` (a unit vector) while every feeler is
// clear; otherwise `heading` turned away from what they touch, by up to a
// right angle as the nearest touch comes close. A side feeler turns it to the
// other side; the one ahead to the side whose feeler is clearer (on a tie, the
// side of `seek`; on a tie again, left).
Vec2 steerByFeelers(const FeelerSet& feelers, Vec2 heading, Vec2 seek);

namespace motion {

// It heads for the goal nearest its spawn, ignoring the flow field, and casts
// its feelers every step: when one touches a blocked cell (rock, water, a
// tower) it turns away from it, and back toward the goal once they are all
// clear. The feelers never reach past the goal. When it has not come nearer
// its goal for its kind's patience it walks its route for good.
void start(SimState& s, Enemy& e, FeelerSteering& f);
void step(SimState& s, Enemy& e, FeelerSteering& f, float dt);
inline void reroute(SimState&, Enemy&, FeelerSteering&) {}
inline const char* traceMode(const FeelerSteering& f) {
  return FeelerSteering::kModes[static_cast<size_t>(f.mode)].data();
}

}  // namespace motion
}  // namespace td
