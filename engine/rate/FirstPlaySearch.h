#pragma once

#include <cstdint>

#include "engine/rate/DefenceSearch.h"

namespace td {

// The automatic player as a newcomer meets a level: it knows only what the
// screen shows, the waves already sent and the next wave's preview, and
// decides wave by wave (docs/rating.md, "First play").
//
// Before the first wave starts it sees wave 1; from the moment wave k starts
// until wave k + 1 does, it sees waves 1 to k + 1. For each of these windows
// in turn it searches (searchDefence, from the game committed so far) on a
// copy of the level that ends after the last wave it sees, so no simulated
// game meets a later one, and commits the steps of the plan found that go in
// before the window closes; the rest it decides again in the next window, when
// it knows one wave more. The steps decided in a window are held by a Wait
// until the window opens. On the last window the level is whole and every
// step is kept: that plan, played on the level, is the answer.
//
// `limits.tickBudget` is shared out window by window: each gets what is left
// over the windows still to come, so a cheap early window leaves more to the
// later ones. The windows before the last aim at holding every wave they see
// without losing a life; `stopAtWin` applies to the last one only, and every
// window keeps at least two plans from turn to turn (`beam`). As with
// searchDefence, the budget counts simulated ticks, so one budget gives one
// plan on any machine and with any number of threads.
SearchResult searchFirstPlay(const LevelDef& level, const GameDefs& defs, uint64_t seed, const SearchLimits& limits);

}  // namespace td
