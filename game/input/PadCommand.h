#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/MessageMark.h"

namespace td {

// What a game pad asks for, whatever its buttons are called. The play screen moves its cell cursor and acts on
// these; every other screen gets them as the keys its menus already take (StateStack::pad, padKey).
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

// The commands a button can be bound to (the directions are the stick's and the d-pad's), with their names in
// settings.json and on the Controls page (English, marked for the catalogue: tr() them where shown).
struct PadCommandWords {
  PadCommand command;
  std::string_view id;
  std::string_view name;
};
inline constexpr std::array<PadCommandWords, 10> kPadButtonCommands{{
    {PadCommand::Confirm, "confirm", N_("Confirm: build or select at the cursor")},
    {PadCommand::Cancel, "cancel", N_("Cancel: drop, else the menu")},
    {PadCommand::NextTower, "next_tower", N_("Next tower kind, or specialisation")},
    {PadCommand::PrevTower, "prev_tower", N_("Previous tower kind, or specialisation")},
    {PadCommand::Upgrade, "upgrade", N_("Upgrade the tower, or buy its specialisation")},
    {PadCommand::Sell, "sell", N_("Sell the selected tower")},
    {PadCommand::NextWave, "next_wave", N_("Call the next wave")},
    {PadCommand::Pause, "pause", N_("The menu")},
    {PadCommand::Speed, "speed", N_("Game speed")},
    {PadCommand::Target, "target", N_("Change the tower's target")},
}};

}  // namespace td
