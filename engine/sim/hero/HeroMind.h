#pragma once

#include "engine/ai/DecisionTree.h"

namespace td {

struct SimState;
struct Hero;
struct HeroDef;

struct HeroContext {
  SimState& s;
  Hero& hero;
  const HeroDef& def;
};

using HeroMind = DecisionTree<HeroContext>;

// The hero's decision tree, first branch first:
//   dead?             -> wait for the respawn
//   a move order?     -> walk it (enemies do not distract it)
//   an enemy near?    -> fight it (approach, hold, strike)
//   off its rally?    -> walk back
//   otherwise         -> stand idle and regenerate
// Each branch is FirstFail(Assert, Job) under one FirstSuccess root; the
// jobs set the hero's state.
HeroMind makeHeroMind();

}  // namespace td
