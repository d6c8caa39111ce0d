#pragma once

#include <array>
#include <cstdint>
#include <string_view>

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
// settings.json and on the Controls page.
struct PadCommandWords {
  PadCommand command;
  std::string_view id;
  std::string_view name;
};
inline constexpr std::array<PadCommandWords, 10> kPadButtonCommands{{
    {PadCommand::Confirm, "confirm", "Confirm: build or select at the cursor"},
    {PadCommand::Cancel, "cancel", "Cancel: drop, else the menu"},
    {PadCommand::NextTower, "next_tower", "Next tower kind"},
    {PadCommand::PrevTower, "prev_tower", "Previous tower kind"},
    {PadCommand::Upgrade, "upgrade", "Upgrade the selected tower"},
    {PadCommand::Sell, "sell", "Sell the selected tower"},
    {PadCommand::NextWave, "next_wave", "Call the next wave"},
    {PadCommand::Pause, "pause", "The menu"},
    {PadCommand::Speed, "speed", "Game speed"},
    {PadCommand::Target, "target", "Change the tower's target"},
}};

}  // namespace td
