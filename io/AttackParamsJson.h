#pragma once

#include <span>
#include <string_view>

#include "engine/sim/attack/AttackParams.h"
#include "io/JsonFields.h"

namespace td {

// Reading an attack kind's own parameters from a tower level's object (towers.json): one row per kind, in
// AttackKind's order, beside the engine's row (engine/sim/attack/AttackRow.h).
struct AttackParamsReader {
  AttackKind kind;
  // The level's keys that belong to this kind, besides those every kind has.
  std::span<const std::string_view> keys;
  // Those of `keys` a level may leave out (a specialisation's own: an Archer's "volley", a Storm's "stun"), whose
  // defaults keep the kind as it was before them.
  std::span<const std::string_view> optional;
  // Reads them (each required but the optional ones) into `params`, which then holds this kind's alternative.
  void (*read)(JsonFields& fields, AttackParams& params);
  bool flies;  // its shots fly at the level's projectileSpeed (not a bolt, not a wall)
  // The refusal of hitsAir when it cannot be given ("expected false: shells burst on the ground and cannot hit
  // flying enemies", marked N_); null when it can.
  const char* groundOnly;
};

const AttackParamsReader& attackParamsReader(AttackKind kind);

}  // namespace td
