#pragma once

#include <SFML/Window/Event.hpp>
#include <array>
#include <cstdint>
#include <vector>

#include "game/input/PadCommand.h"
#include "game/input/PadMapping.h"

namespace td {

// Turns a pad's events into commands: buttons through the mapping, the left stick and the d-pad into
// directions, repeated while held (after a first pause, then faster, as a held key repeats). Window-free: fed
// sf::Events and the frame's time, so tests play a pad without one.
class PadInput {
 public:
  // How far a stick must lean (of 100) to count, and the repeat's delays in seconds.
  static constexpr float kDeadZone = 50.f;
  static constexpr float kFirstRepeat = 0.35f;
  static constexpr float kRepeat = 0.09f;

  PadInput() { mappings_.fill(PadMapping::common()); }
  // The buttons of pad `joystick` (0 to sf::Joystick::Count - 1), as its player set them.
  void setMapping(unsigned joystick, const PadMapping& mapping) {
    if (joystick < mappings_.size()) mappings_[joystick] = mapping;
  }

  // Appends what `event` asks for; pad events only (the rest are left alone). Returns whether it was one.
  bool event(const sf::Event& event, std::vector<PadCommand>& out);
  // Appends the repeats of a held direction.
  void update(float dt, std::vector<PadCommand>& out);

 private:
  // The direction the stick or d-pad holds now on each axis: -1, 0 or 1.
  void lean(int axis, float position, std::vector<PadCommand>& out);

  std::array<PadMapping, sf::Joystick::Count> mappings_;
  // Per axis (0: x, 1: y) the direction held and the time to its next repeat.
  std::array<int, 2> held_{0, 0};
  std::array<float, 2> repeatIn_{0.f, 0.f};
};

// The key a menu takes for `command` (Up, Down, Left, Right, Enter, Escape; Unknown for the play-only ones).
sf::Keyboard::Key padKey(PadCommand command);

}  // namespace td
