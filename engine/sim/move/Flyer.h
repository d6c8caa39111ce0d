#pragma once

#include <array>
#include <string_view>

#include "engine/core/MessageMark.h"
#include "engine/core/Vec2.h"

namespace td {

struct SimState;
struct Enemy;

// Flyer's memory: where it flies.
struct Flight {
  static constexpr std::string_view kName = "fly";
  static constexpr bool kAirborne = true;
  // TRANSLATORS: how an enemy of this kind finds its way, on its card and in the wave list.
  static constexpr std::string_view kWay = N_("flies straight over everything");
  static constexpr std::array<std::string_view, 0> kModes{};

  Vec2 target;
};

}  // namespace td

namespace td::motion {

// The flyer: straight over everything to the goal nearest its spawn. Not a
// ground unit: it takes no part in the occupancy and ignores reroutes.

void start(SimState& s, Enemy& e, Flight& f);
void step(SimState& s, Enemy& e, Flight& f, float dt);
inline void reroute(SimState&, Enemy&, Flight&) {}
inline const char* traceMode(const Flight&) { return nullptr; }

}  // namespace td::motion
