#include "game/input/PadInput.h"

namespace td {

namespace {

PadCommand towards(int axis, int direction) {
  if (axis == 0) return direction < 0 ? PadCommand::Left : PadCommand::Right;
  return direction < 0 ? PadCommand::Up : PadCommand::Down;
}

}  // namespace

void PadInput::lean(int axis, float position, std::vector<PadCommand>& out) {
  const int direction = position <= -kDeadZone ? -1 : position >= kDeadZone ? 1 : 0;
  auto& held = held_[static_cast<size_t>(axis)];
  if (direction == held) return;
  held = direction;
  if (direction == 0) return;
  out.push_back(towards(axis, direction));
  repeatIn_[static_cast<size_t>(axis)] = kFirstRepeat;
}

bool PadInput::event(const sf::Event& event, std::vector<PadCommand>& out) {
  switch (event.type) {
    case sf::Event::JoystickButtonPressed: {
      const unsigned pad = event.joystickButton.joystickId;
      if (pad < mappings_.size()) {
        if (const auto c = mappings_[pad].commandOf(event.joystickButton.button)) out.push_back(*c);
      }
      return true;
    }
    case sf::Event::JoystickMoved:
      // The left stick and the d-pad both steer; down is positive on both, as Linux reports them.
      switch (event.joystickMove.axis) {
        case sf::Joystick::X:
        case sf::Joystick::PovX:
          lean(0, event.joystickMove.position, out);
          break;
        case sf::Joystick::Y:
        case sf::Joystick::PovY:
          lean(1, event.joystickMove.position, out);
          break;
        default:
          break;
      }
      return true;
    case sf::Event::JoystickButtonReleased:
    case sf::Event::JoystickConnected:
    case sf::Event::JoystickDisconnected:
      if (event.type == sf::Event::JoystickDisconnected) held_ = {0, 0};
      return true;
    default:
      return false;
  }
}

void PadInput::update(float dt, std::vector<PadCommand>& out) {
  for (size_t axis = 0; axis < 2; ++axis) {
    if (held_[axis] == 0) continue;
    repeatIn_[axis] -= dt;
    while (repeatIn_[axis] <= 0.f) {
      out.push_back(towards(static_cast<int>(axis), held_[axis]));
      repeatIn_[axis] += kRepeat;
    }
  }
}

sf::Keyboard::Key padKey(PadCommand command) {
  switch (command) {
    case PadCommand::Up:
      return sf::Keyboard::Up;
    case PadCommand::Down:
      return sf::Keyboard::Down;
    case PadCommand::Left:
      return sf::Keyboard::Left;
    case PadCommand::Right:
      return sf::Keyboard::Right;
    case PadCommand::Confirm:
      return sf::Keyboard::Enter;
    case PadCommand::Cancel:
    case PadCommand::Pause:
      return sf::Keyboard::Escape;
    default:
      return sf::Keyboard::Unknown;
  }
}

}  // namespace td
