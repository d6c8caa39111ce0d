#pragma once

#include <span>

#include "engine/core/Vec2.h"
#include "engine/sim/Projectile.h"
#include "engine/sim/TowerDef.h"

namespace td {

struct SimState;

// A tower about to fire at its target (Tower::target, in range and aimed at).
struct Shot {
  SimState& s;
  TowerId id;
  Tower& tower;
  const TowerDef& def;
  const TowerLevelDef& stats;
  Vec2 muzzle;  // where a shot leaves the turret
};

// One attack kind: its name in data and traces, how it fires, and what the rest of the engine and the
// readers need to know of it. Adding a kind is its file in engine/sim/attack/ and one row here (AttackRows.cpp),
// with its parameters in AttackParams.h.
struct AttackRow {
  AttackKind kind;
  const char* name;  // in towers.json ("attack") and in traces
  // Fires `shot`; false when the tower held its fire (a disc that could reach no target). Null for a wall.
  bool (*fire)(const Shot& shot);
  // What a shot of its projectile does where it hits or lands, besides the hit itself (a frost burst, a
  // shell's splash); null when nothing.
  void (*land)(SimState& s, const Projectile& p, Vec2 at);
  // Enemies a shot damages in a crowd, for the automatic player's estimate of a tower's worth.
  float (*targetsPerShot)(const TowerLevelDef& level);
};

// The row of `kind`.
const AttackRow& attackRow(AttackKind kind);
// Every row, in AttackKind's order.
std::span<const AttackRow> attackRows();

}  // namespace td
