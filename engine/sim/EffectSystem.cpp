#include "engine/sim/EffectSystem.h"

namespace td {

void addEffect(SimState& s, EffectKind kind, Vec2 a, Vec2 b, float size, float life, int32_t value) {
  Effect fx;
  fx.kind = kind;
  fx.a = a;
  fx.b = b;
  fx.size = size;
  fx.life = life;
  fx.value = value;
  s.effects.create(fx);
}

void emit(SimState& s, SimEventKind kind, Vec2 pos, int32_t value, uint16_t subKind, uint32_t serial) {
  s.events.push_back({kind, subKind, pos, value, serial});
}

void ageEffects(SimState& s) {
  for (uint32_t i = 0; i < s.effects.slotCount(); ++i) {
    if (!s.effects.aliveAt(i)) continue;
    Effect& fx = s.effects.at(i);
    fx.age += SimState::kStep;
    if (fx.age >= fx.life) s.effects.destroy(s.effects.idAt(i));
  }
}

}  // namespace td
