#pragma once

#include <array>
#include <cstdint>

#include "engine/core/Handle.h"
#include "engine/motion/Disc.h"
#include "engine/sim/Tower.h"

namespace td {

// A thrown disc (the Discus tower's): it slides, bounces off the arena's
// walls and hits every ground enemy it passes, each once a throw.
struct DiscThrow {
  static constexpr int32_t kMaxHits = 24;
  static constexpr int32_t kTrail = 10;
  // Discs in flight at once; past it towers hold their throws, so the pool,
  // reserved for this many, never grows during a tick.
  static constexpr uint32_t kMaxInFlight = 256;

  uint32_t serial = 0;  // shares the projectiles' launch numbering
  TowerId source;
  Disc disc;
  DiscMaterial material;
  float damage = 1.0f;
  float life = 0.0f;  // seconds since the throw
  int32_t bounces = 0;
  std::array<uint32_t, kMaxHits> hit{};  // serials of the enemies it struck
  int32_t hitCount = 0;
  // Where it was over the last steps, for drawing its trail (a ring).
  std::array<Vec2, kTrail> trail{};
  int32_t trailHead = 0;
  int32_t trailSize = 0;
};

struct DiscTag;
using DiscId = Handle<DiscTag>;

}  // namespace td
