#include "engine/sim/move/RouteFallback.h"

#include "engine/sim/SimState.h"
#include "engine/sim/move/RouteWalker.h"

namespace td {

void joinGround(SimState& s, Enemy& e) {
  RouteWalk scratch;
  motion::start(s, e, scratch);
}

void fallBackToRoute(SimState& s, Enemy& e) {
  e.move = RouteWalk{};
  motion::resume(s, e, std::get<RouteWalk>(e.move));
}

}  // namespace td
