#pragma once

#include <cstdint>

#include "engine/sim/Enemy.h"
#include "engine/sim/SimState.h"

namespace td {

// A game's score, part by part, so that how one played shows: enemies
// killed (10 points a gold of bounty), lives kept (100 each, when won),
// seconds of countdown skipped by calling waves early (5 each), gold left
// unspent (1 each, when won), the maze (below) and, in endless mode, waves
// survived beyond the level's own (250 each); the sum times the
// difficulty's factor. A pure reading of the state: no rule depends on it.
struct ScoreCard {
  int64_t kills = 0;
  int64_t lives = 0;
  int64_t early = 0;
  int64_t gold = 0;
  int64_t maze = 0;
  int64_t endless = 0;
  float factor = 1.0f;
  int64_t total = 0;
};

ScoreCard scoreCard(const SimState& s);

// The maze part. Each kill of a walking enemy scores its kill points (10 a gold of bounty) once more times how
// much longer than on the open level the maze has made that enemy's route, as the maze stands when it dies:
// its route's stretch less one (RouteLength.h). A kill on a route twice the shortest scores 10 a gold of bounty
// for the kill and 10 more for the maze, on one three times the shortest 20 more; a flyer, which walks no
// route, nothing more. Won or lost, like the kills.
//
// Why per kill, and not a sum at each wave's start: a sum per wave pays a small level's maze as much as a large
// one's (where the kills are worth ten times as much), and pays a maze built just before a wave sets off and
// sold just after. Weighed by the kills, the part grows with the level and is earned only while the maze
// stands with enemies on it and towers beside it to finish them: the longer way held while they walk it.
// Counted in thousandths of a point, so the small stretch of a single tower adds up over many kills.
inline constexpr int64_t kMazeMilli = 1000;

// The maze's thousandths of a point for the kill of `e` (0 for a flyer, or with no maze on its route). Exact
// integer arithmetic over the route's lengths, so the same on every build; allocates nothing. Combat adds it to
// Economy::mazeMilli.
int64_t mazeKillMilli(const SimState& s, const Enemy& e);

}  // namespace td
