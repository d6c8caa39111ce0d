#pragma once

#include <SFML/Window/Event.hpp>
#include <cstdint>
#include <optional>
#include <span>

namespace td::editorui {

// Everything the editor's keyboard shortcuts (and its menus) can ask for.
enum class Command : uint8_t {
  ToolBrush,
  ToolRect,
  ToolFill,
  ToolEraser,
  ToolEyedropper,
  ToolSpawn,
  ToolGoal,
  ToolHero,
  ToolLane,
  ToolSelect,
  ToolLine,
  ToolRectOutline,
  ToolEllipse,
  ToolEllipseOutline,
  CycleMirror,
  Copy,
  Cut,
  Paste,
  Delete,  // the selection, else the spawn, goal, hero or waypoint under the mouse
  SelectAll,
  MoveSelection,  // argument: 0 left, 1 right, 2 up, 3 down
  BrushSmaller,
  BrushLarger,
  PickKind,  // with the kind's place in the palette as argument
  Undo,
  Redo,
  New,
  Open,
  Save,
  SaveAs,
  ShareCode,  // copy the level's share code to the clipboard
  Resize,
  TestPlay,
  Rate,
  AllWaves,  // the All waves window: every wave and group in one table, and their timeline
  FitView,
  ToggleNavMesh,
  ToggleHelp,
  Back,  // Esc: close what is open, else leave the editor
};

struct KeyChord {
  sf::Keyboard::Key key = sf::Keyboard::Unknown;
  bool ctrl = false;
  bool shift = false;
  bool alt = false;
};

struct Shortcut {
  KeyChord chord;
  Command command;
  int argument = 0;
  // For the help panel; several chords of one command share a line, so only
  // the first of them carries the text.
  const char* keys = nullptr;
  const char* what = nullptr;
};

// The whole table, in the order the help panel lists it.
std::span<const Shortcut> shortcuts();

// The shortcut of a key press, if any. Modifiers must match exactly, so that
// Ctrl+S (save) and Ctrl+Shift+S (save as) are told apart.
std::optional<Shortcut> shortcutFor(const sf::Event::KeyEvent& key);

// While the user types into a text field, plain letters are text: only
// shortcuts that cannot be typing (function keys, Ctrl chords other than the
// ones text fields use themselves) still act.
bool worksWhileTyping(const Shortcut& shortcut);

// The first chord bound to `command` as text ("Ctrl+Shift+S"), for menus;
// empty when it has none.
const char* shortcutText(Command command);

}  // namespace td::editorui
