#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "game/input/PadCommand.h"

namespace td {

// Which command each button of a pad gives. The common layout numbers buttons as SFML does on Linux (south 0,
// east 1, west 2, north 3, the shoulders 4 and 5, back 6, start 7, the sticks' clicks 9 and 10): south confirms,
// east cancels. A player may move commands to other buttons, per pad name (settings.json "padButtons").
struct PadMapping {
  static constexpr unsigned kButtons = 16;
  std::array<int8_t, kButtons> buttons{};  // PadCommand + 1 per button; 0: the button does nothing

  static PadMapping common();

  std::optional<PadCommand> commandOf(unsigned button) const;
  // The first button that gives `command`, if any.
  std::optional<unsigned> buttonOf(PadCommand command) const;
  // Puts `command` on `button`. The command's old button takes what `button` gave (a swap), so no command is
  // lost. False for a button past the layout.
  bool bind(PadCommand command, unsigned button);

  // The stored form: command id -> button, for the commands whose button differs from the common layout's.
  // Unknown ids and buttons out of range are skipped on loading.
  using Stored = std::map<std::string, int32_t>;
  static PadMapping load(const Stored& stored);
  Stored stored() const;

  bool operator==(const PadMapping&) const = default;
};

}  // namespace td
