#pragma once

#include <cstddef>
#include <cstdint>

namespace td {

// How a tower attacks. Each kind is a file of its own in engine/sim/attack/ with its parameters
// (AttackParams.h) and a row in the table of kinds (AttackRow.h); io reads the parameters through its own
// row per kind, and the game draws and sounds a kind by its row (game/kinds/AttackShow.h).
enum class AttackKind : uint8_t {
  Arrow,      // homing single-target shot
  Shell,      // ballistic shell to a point, splash damage on landing
  Frost,      // homing shot that slows what it hits (and a small splash)
  Lightning,  // instant bolt that chains to nearby enemies
  Disc,       // a sliding disc that bounces off walls and hits every ground enemy it passes
  None,       // no attack: a wall, whose whole use is the cell it blocks (the maze)
};

inline constexpr size_t kAttackKindCount = 6;

}  // namespace td
