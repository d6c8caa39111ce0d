#pragma once

namespace td {

// The watchdog of behaviours that make for a goal point on their own: it
// counts the seconds since the distance to the goal last fell to a new best
// by at least kGain. Each new best takes at most `patience` seconds and there
// are at most (first distance / kGain) of them, so a mover that stops getting
// nearer is found out in bounded time.
struct ProgressWatch {
  static constexpr float kGain = 0.25f;  // cells

  float best = 1e30f;
  float idle = 0.0f;  // seconds since the last new best

  // True once `patience` seconds have passed without a new best.
  bool stalled(float now, float dt, float patience) {
    if (now < best - kGain) {
      best = now;
      idle = 0.0f;
    } else {
      idle += dt;
    }
    return idle >= patience;
  }
};

}  // namespace td
