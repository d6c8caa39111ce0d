#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>
#include <variant>

#include "engine/sim/attack/AttackKind.h"

namespace td {

// The parameters only one attack kind has, per upgrade level; what every kind has (cost, range, rate,
// damage, shot speed) is in TowerLevelDef.

struct ArrowParams {
  int32_t volley = 1;  // arrows a shot looses, each at another enemy in range (the target first)

  bool operator==(const ArrowParams&) const = default;
};

struct ShellParams {
  float splashRadius = 1.0f;  // cells hit around the landing point

  bool operator==(const ShellParams&) const = default;
};

struct FrostParams {
  float splashRadius = 0.0f;  // cells around the enemy hit that are chilled too (half damage); 0 for none
  float slowFactor = 0.5f;    // speed multiplier while slowed
  float slowDuration = 1.0f;  // seconds

  bool operator==(const FrostParams&) const = default;
};

struct LightningParams {
  int32_t chain = 0;  // extra targets a bolt jumps to, each jump weaker
  float stun = 0.0f;  // seconds every enemy the bolt strikes stands still; 0 for none

  bool operator==(const LightningParams&) const = default;
};

struct DiscParams {
  float friction = 2.0f;     // rolling friction, cells per second squared
  float restitution = 0.8f;  // the speed kept at each bounce

  bool operator==(const DiscParams&) const = default;
};

struct NoAttackParams {
  bool operator==(const NoAttackParams&) const = default;
};

// One alternative per kind, in AttackKind's order.
using AttackParams = std::variant<ArrowParams, ShellParams, FrostParams, LightningParams, DiscParams, NoAttackParams>;
static_assert(std::variant_size_v<AttackParams> == kAttackKindCount, "one parameter struct per attack kind");

// The kind whose parameters `params` holds.
inline AttackKind attackKindOf(const AttackParams& params) { return static_cast<AttackKind>(params.index()); }

// The default parameters of `kind`.
inline AttackParams defaultParams(AttackKind kind) {
  AttackParams params;
  [&]<size_t... I>(std::index_sequence<I...>) {
    ((static_cast<size_t>(kind) == I ? (params.emplace<I>(), 0) : 0), ...);
  }
  (std::make_index_sequence<kAttackKindCount>());
  return params;
}

}  // namespace td
