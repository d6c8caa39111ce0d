#pragma once

#include <cstdint>

#include "engine/sim/SimState.h"

namespace td {

// A game's score, part by part, so that how one played shows: enemies
// killed (10 points a gold of bounty), lives kept (100 each, when won),
// seconds of countdown skipped by calling waves early (5 each), gold left
// unspent (1 each, when won) and, in endless mode, waves survived beyond the
// level's own (250 each); the sum times the difficulty's factor. A pure
// reading of the state: no rule depends on it.
struct ScoreCard {
  int64_t kills = 0;
  int64_t lives = 0;
  int64_t early = 0;
  int64_t gold = 0;
  int64_t endless = 0;
  float factor = 1.0f;
  int64_t total = 0;
};

ScoreCard scoreCard(const SimState& s);

}  // namespace td
