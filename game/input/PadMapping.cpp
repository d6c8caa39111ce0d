#include "game/input/PadMapping.h"

namespace td {

PadMapping PadMapping::common() {
  PadMapping m;
  const auto put = [&m](unsigned button, PadCommand command) {
    m.buttons[button] = static_cast<int8_t>(static_cast<int>(command) + 1);
  };
  put(0, PadCommand::Confirm);    // south
  put(1, PadCommand::Cancel);     // east
  put(2, PadCommand::Upgrade);    // west
  put(3, PadCommand::Sell);       // north
  put(4, PadCommand::PrevTower);  // left shoulder
  put(5, PadCommand::NextTower);  // right shoulder
  put(6, PadCommand::NextWave);   // back / select
  put(7, PadCommand::Pause);      // start
  put(9, PadCommand::Speed);      // left stick's click
  put(10, PadCommand::Target);    // right stick's click
  return m;
}

std::optional<PadCommand> PadMapping::commandOf(unsigned button) const {
  if (button >= kButtons || buttons[button] <= 0) return std::nullopt;
  return static_cast<PadCommand>(buttons[button] - 1);
}

std::optional<unsigned> PadMapping::buttonOf(PadCommand command) const {
  for (unsigned b = 0; b < kButtons; ++b) {
    if (commandOf(b) == command) return b;
  }
  return std::nullopt;
}

bool PadMapping::bind(PadCommand command, unsigned button) {
  if (button >= kButtons) return false;
  const int8_t wanted = static_cast<int8_t>(static_cast<int>(command) + 1);
  if (const std::optional<unsigned> old = buttonOf(command); old && *old != button) buttons[*old] = buttons[button];
  buttons[button] = wanted;
  return true;
}

PadMapping PadMapping::load(const Stored& stored) {
  PadMapping m = common();
  for (const PadCommandWords& w : kPadButtonCommands) {
    const auto it = stored.find(std::string(w.id));
    if (it == stored.end() || it->second < 0) continue;
    m.bind(w.command, static_cast<unsigned>(it->second));
  }
  return m;
}

PadMapping::Stored PadMapping::stored() const {
  Stored out;
  const PadMapping defaults = common();
  for (const PadCommandWords& w : kPadButtonCommands) {
    const std::optional<unsigned> b = buttonOf(w.command);
    if (b && b != defaults.buttonOf(w.command)) out[std::string(w.id)] = static_cast<int32_t>(*b);
  }
  return out;
}

}  // namespace td
