#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <cstdint>
#include <span>

namespace td {

// Everything a key does while playing. The play screen dispatches on these, the side panel lists them and the
// README's controls table names their keys: all three read the one table below, so they cannot drift apart
// (the player's own keys, game/input/KeyBindings.h, start from that table's).
enum class PlayAction : uint8_t {
  PickTower,  // argument: the build slot, from 0
  Back,       // drop what is in hand, else the menu
  SelectHero,
  HeroGo,
  HeroUpgrade,
  Pause,
  ShowRoutes,
  FlowField,
  NavMesh,
  NextWave,
  Speed,
  Upgrade,
  // At the top level, what the selected tower becomes: argument 0 or 1, the kind's first or second
  // specialisation (the side panel's left or right button).
  Specialise,
  Ability,  // sets off the selected tower's ability (its specialisation's, engine/sim/TowerAbility.h)
  Sell,
  Target,
  WholeMap,
  ZoomIn,
  ZoomOut,
  PanLeft,
  PanRight,
  PanUp,
  PanDown,
  Undo,    // the last build or upgrade of this countdown, as if it never was
  Rewind,  // back to the start of the latest wave
  // The map's cell cursor, for play without a mouse (the pad's, game/screens/PlayScreenPad.cpp): it moves a cell
  // at a time, and Confirm clicks where it stands.
  CursorLeft,
  CursorRight,
  CursorUp,
  CursorDown,
  CursorConfirm,
};

// When the side panel lists a line.
enum class HelpShown : uint8_t { Always, WithHero, WithoutHero, Never };

struct PlayBinding {
  sf::Keyboard::Key key = sf::Keyboard::Unknown;  // Unknown: a mouse line of the help, no key
  PlayAction action = PlayAction::Back;
  int argument = 0;
  // Whether it works while a replay is watched (it only looks: the camera, speed, pause, overlays) or would
  // change the game, which a replay refuses.
  bool whileWatching = false;
  // The side panel's line; the rows after it with no text share it ("U S T: upgrade, sell, target"). Both in
  // English, `what` and a mouse line's `keys` marked for the catalogue: tr() them where shown.
  const char* keys = nullptr;
  const char* what = nullptr;
  HelpShown shown = HelpShown::Always;
  // A line the side panel leaves out when it has no room for every line (the views, the mouse's ways to look
  // around), so that building, the waves, pausing and leaving always show.
  bool spare = false;
  // The line's words while a replay is watched, where they differ ("select" for "build / select").
  const char* whatWatching = nullptr;
};

// The whole table, in the order the side panel lists it.
std::span<const PlayBinding> playBindings();

// The keys that pick a build slot, as the side panel names them for `slots` slots ("1-5").
const char* pickKeysText(size_t slots);

}  // namespace td
