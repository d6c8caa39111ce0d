#pragma once

#include <cstdint>

#include "engine/core/Handle.h"
#include "engine/core/Vec2.h"

namespace td {

// Short-lived visuals the simulation decides (so replays show them too);
// the game only draws them.
enum class EffectKind : uint8_t {
  Burst,       // a shell's splash ring at `a`, radius `size`
  Hit,         // a flash where a shot struck
  Bolt,        // a lightning arc from `a` to `b`
  Gold,        // floating "+value" over a kill
  Leak,        // an enemy got through at `a`
  FrostBurst,  // a frost splash ring
};

struct Effect {
  EffectKind kind = EffectKind::Hit;
  Vec2 a;
  Vec2 b;
  float size = 0.0f;
  float age = 0.0f;
  float life = 0.5f;
  int32_t value = 0;
};

struct EffectTag;
using EffectId = Handle<EffectTag>;

}  // namespace td
