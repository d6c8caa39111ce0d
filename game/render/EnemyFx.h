#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "game/render/Look.h"
#include "game/render/ParticlePool.h"

namespace td {

class World;

// What the viewer notices happening to enemies between two frames, read off the world rather than its events
// so that every way a game advances (play, replays, rewinds, pictures taken after scripted steps) shows the
// same: an enemy whose health dropped was hit and flashes; one that began to die breaks apart its own way
// (DeathStyle). Particles move on in simulated time; a world that went back in time starts afresh. Storage
// grows with the enemy pool's slots only, so a warm frame allocates nothing.
class EnemyFx {
 public:
  explicit EnemyFx(size_t particleCapacity = ParticlePool::kDefaultCapacity) : particles_(particleCapacity) {}

  // `looks` holds each enemy kind's look, by kind.
  void observe(const World& world, std::span<const EnemyLook> looks);
  // 0..1: how brightly the enemy in pool slot `slot` flashes from a recent hit.
  float hitFlash(uint32_t slot) const;
  const ParticlePool& particles() const { return particles_; }
  void clear();

  static constexpr float kFlashSeconds = 0.12f;

 private:
  struct Seen {
    uint32_t serial = 0;
    float health = 0.f;
    uint64_t hitTick = 0;
    bool hit = false;
    bool dying = false;
  };
  std::vector<Seen> seen_;
  ParticlePool particles_;
  uint64_t tick_ = 0;
  bool started_ = false;
};

}  // namespace td
