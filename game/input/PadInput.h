#pragma once

#include <SFML/Window/Event.hpp>
#include <array>
#include <cstdint>
#include <vector>

namespace td {

// What a game pad asks for, whatever its buttons are called. The play screen moves its cell cursor and acts on
// these; every other screen gets them as the keys its menus already take (App, padKey).
enum class PadCommand : uint8_t {
  Up,
  Down,
  Left,
  Right,
  Confirm,    // build or select at the cursor; a menu's Enter
  Cancel,     // drop what is in hand, else the menu; a menu's Esc
  NextTower,  // the next build slot
  PrevTower,
  Upgrade,
  Sell,
  NextWave,
  Pause,
  Speed,
  Target,
};

// A pad's buttons as the common layout numbers them under SFML on Linux (south 0, east 1, west 2, north 3, the
// shoulders 4 and 5, back 6, start 7, the sticks' clicks 9 and 10): south confirms, east cancels.
struct PadMapping {
  static constexpr unsigned kButtons = 16;
  std::array<int8_t, kButtons> buttons{};  // PadCommand + 1 per button; 0: the button does nothing

  static PadMapping common();
};

// Turns a pad's events into commands: buttons through the mapping, the left stick and the d-pad into
// directions, repeated while held (after a first pause, then faster, as a held key repeats). Window-free: fed
// sf::Events and the frame's time, so tests play a pad without one.
class PadInput {
 public:
  // How far a stick must lean (of 100) to count, and the repeat's delays in seconds.
  static constexpr float kDeadZone = 50.f;
  static constexpr float kFirstRepeat = 0.35f;
  static constexpr float kRepeat = 0.09f;

  explicit PadInput(PadMapping mapping = PadMapping::common()) : mapping_(mapping) {}

  // Appends what `event` asks for; pad events only (the rest are left alone). Returns whether it was one.
  bool event(const sf::Event& event, std::vector<PadCommand>& out);
  // Appends the repeats of a held direction.
  void update(float dt, std::vector<PadCommand>& out);

 private:
  // The direction the stick or d-pad holds now on each axis: -1, 0 or 1.
  void lean(int axis, float position, std::vector<PadCommand>& out);

  PadMapping mapping_;
  // Per axis (0: x, 1: y) the direction held and the time to its next repeat.
  std::array<int, 2> held_{0, 0};
  std::array<float, 2> repeatIn_{0.f, 0.f};
};

// The key a menu takes for `command` (Up, Down, Left, Right, Enter, Escape; Unknown for the play-only ones).
sf::Keyboard::Key padKey(PadCommand command);

}  // namespace td
