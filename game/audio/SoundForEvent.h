#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/sim/GameDefs.h"
#include "engine/sim/SimEvent.h"
#include "engine/sim/TowerDef.h"
#include "game/audio/SoundId.h"

namespace td {

// The sound of a simulation event, or nothing for events that stay silent
// (spawns, slows, stuns, reroutes, cleared waves). A shot sounds like its tower's
// attack; `towerAttacks[kind]` gives it, and an unknown kind sounds like an arrow.
std::optional<SoundId> soundFor(const SimEvent& event, std::span<const AttackKind> towerAttacks = {});

// The attack kind of each tower kind, indexed like GameDefs::towers.
std::vector<AttackKind> towerAttacks(const GameDefs& defs);

SoundId shootSound(AttackKind attack);

}  // namespace td
