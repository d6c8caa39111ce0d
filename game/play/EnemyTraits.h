#pragma once

#include <string>

#include "engine/sim/EnemyDef.h"
#include "engine/sim/World.h"

namespace td {

// What sets a kind of enemy apart, in a few words for the wave preview's
// line under it: in the air (unless its way of moving already says so),
// armour, and lives beyond one. Empty for a plain walker.
std::string enemyTraits(const EnemyDef& def);

// Whether a built tower can hit flyers: with none, the wave preview warns
// that the flyers coming will go through.
bool anyTowerHitsAir(const World& world);

}  // namespace td
