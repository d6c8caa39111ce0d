#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <array>
#include <cstdint>
#include <span>

#include "engine/core/Vec2.h"
#include "engine/sim/SimEvent.h"

namespace td {

class Camera;
class World;

// What a leak does on screen, so that lives going is felt and never missed: the goal an enemy got through
// flashes, the view shakes a little, the lives counter pulses and the map's edges redden for a moment; and
// an enemy about to reach a goal outside the view is pointed at from the map's edge. Shaking and flashing
// can be turned off (Settings), leaving steady marks that carry the same news. Fixed storage: nothing is
// allocated per leak or per frame.
class LeakAlarm {
 public:
  struct Options {
    bool shake = true;
    bool flash = true;
  };
  void setOptions(Options options) { options_ = options; }

  // Takes the world's events of a step: each leak starts the alarm at its goal.
  void note(std::span<const SimEvent> events);
  void update(float dt);
  // Forgets every alarm (a new game on the screen).
  void clear();

  // How far the map is drawn off its place this frame, in pixels (0 with shaking off).
  sf::Vector2f shake() const;
  // 0..1: how much the lives counter stands out now.
  float livesPulse() const;
  // The goals hit lately, a ring each, in world units (cells) into `out`.
  void addGoalRings(sf::VertexArray& out) const;
  // The map's edges reddened, in window pixels, over `area`, into `out`.
  void addEdge(sf::VertexArray& out, const sf::FloatRect& area) const;
  // Arrows on the edge of `area` (window pixels) toward each goal outside the view that an enemy is within
  // `kNearCells` of, into `out`.
  void addOffscreenWarnings(sf::VertexArray& out, const World& world, const Camera& camera, const sf::FloatRect& area);

  static constexpr float kNearCells = 5.f;

 private:
  struct GoalHit {
    Vec2 at;
    float left = 0.f;  // seconds the ring still shows
  };
  static constexpr float kRingSeconds = 1.2f;
  static constexpr float kShakeSeconds = 0.35f;
  static constexpr float kPulseSeconds = 0.9f;
  static constexpr float kEdgeSeconds = 0.6f;

  Options options_;
  std::array<GoalHit, 8> hits_{};
  float shakeLeft_ = 0.f;
  float pulseLeft_ = 0.f;
  float edgeLeft_ = 0.f;
  float time_ = 0.f;
  // The goals being warned of this frame (their cells), reused.
  std::array<Vec2, 8> warned_{};
};

}  // namespace td
