#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace td {

// What a particle is drawn as.
enum class ParticleShape : uint8_t {
  Dot,      // a round drop or spark
  Shard,    // a sharp triangle, turning
  Feather,  // a long thin leaf that rocks from side to side
  Puff,     // a soft disc that swells as it fades (dust, smoke)
  Stain,    // a flat mark on the ground, fading slowly
};

struct Particle {
  sf::Vector2f pos;  // world units (cells)
  sf::Vector2f vel;  // cells per second
  float angle = 0.f;
  float spin = 0.f;  // radians per second
  float size = 0.1f;
  float grow = 0.f;  // size added per second
  float drag = 0.f;  // share of the speed lost per second
  float age = 0.f;
  float life = 0.5f;
  sf::Color color;
  ParticleShape shape = ParticleShape::Dot;
  bool ground = false;  // under the enemies (stains) rather than over them
};

// The short-lived bits that deaths throw about: a fixed pool, so that a frame allocates nothing once it is
// warm, and a budget, so that a crowd dying at once costs a bounded frame. Particles are the viewer's alone:
// they never touch the simulation, and move in simulated time (a paused game holds them still).
class ParticlePool {
 public:
  static constexpr size_t kDefaultCapacity = 6000;
  explicit ParticlePool(size_t capacity = kDefaultCapacity);

  // How many of `wanted` particles one emitter may add now: all of them while the pool is under half full,
  // fewer as it fills (at least one while there is room), none when it is full. A crowd dying at once thus
  // costs what a full pool costs and no more; every body still plays its own dying pose (DeathStyle).
  int allowance(int wanted) const;
  // False (and nothing added) when the pool is full.
  bool add(const Particle& p);
  void update(float seconds);
  void clear() { live_ = 0; }

  // Appends every particle as triangles: stains to `ground`, the rest to `air`.
  void build(sf::VertexArray& ground, sf::VertexArray& air) const;

  size_t size() const { return live_; }
  size_t capacity() const { return items_.size(); }
  const Particle& at(size_t i) const { return items_[i]; }

 private:
  std::vector<Particle> items_;
  size_t live_ = 0;
};

}  // namespace td
