#pragma once

#include <cstdint>

#include "engine/sim/SimState.h"

namespace td {

// Effects and events. Effects are short-lived visuals the simulation decides
// (so replays show them too); events tell the game what happened this tick.
// Owns `effects` and `events`.

void addEffect(SimState& s, EffectKind kind, Vec2 a, Vec2 b, float size, float life, int32_t value);
void emit(SimState& s, SimEventKind kind, Vec2 pos, int32_t value = 0, uint16_t subKind = 0, uint32_t serial = 0);
// Ages every effect by one step and removes those past their life.
void ageEffects(SimState& s);

}  // namespace td
