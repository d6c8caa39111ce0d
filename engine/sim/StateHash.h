#pragma once

#include <cstdint>

#include "engine/sim/SimState.h"

namespace td {

// A fingerprint of everything that decides how the game goes on: counters,
// the random generator and every live enemy, tower and shot, in slot order.
// Equal runs give equal hashes on every build and machine.
uint64_t stateHash(const SimState& s);

}  // namespace td
