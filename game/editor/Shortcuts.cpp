#include "game/editor/Shortcuts.h"

#include <array>

#include "engine/core/MessageMark.h"

namespace td::editorui {
namespace {

using K = sf::Keyboard;

constexpr KeyChord plain(K::Key k) { return {k, false, false, false}; }
constexpr KeyChord ctrl(K::Key k) { return {k, true, false, false}; }
constexpr KeyChord ctrlShift(K::Key k) { return {k, true, true, false}; }
constexpr KeyChord shift(K::Key k) { return {k, false, true, false}; }

// The lines for the help are marked for the catalogue and translated where the Help tab shows them. Key names stay
// as they are, but for "Arrows" (the arrow keys).
const std::array kTable = {
    Shortcut{plain(K::B), Command::ToolBrush, 0, "B", N_("brush: paint the picked terrain")},
    Shortcut{plain(K::R), Command::ToolRect, 0, "R", N_("rectangle fill (drag)")},
    Shortcut{plain(K::F), Command::ToolFill, 0, "F", N_("flood fill an area of one kind")},
    Shortcut{plain(K::E), Command::ToolEraser, 0, "E", N_("eraser: paint the base terrain")},
    Shortcut{plain(K::I), Command::ToolEyedropper, 0, "I", N_("eyedropper: pick the kind under the mouse")},
    Shortcut{plain(K::S), Command::ToolSpawn, 0, "S", N_("spawns: click to add, drag to move, right click to delete")},
    Shortcut{plain(K::G), Command::ToolGoal, 0, "G", N_("goals: click to add, drag to move, right click to delete")},
    Shortcut{plain(K::H), Command::ToolHero, 0, "H",
             N_("hero's start: click to place or move, drag, right click to remove")},
    Shortcut{plain(K::L), Command::ToolLane, 0, "L",
             N_("flyers' lanes: click a spawn, then click to add waypoints, drag to move, right click to remove")},
    Shortcut{plain(K::N), Command::ToolLine, 0, "N",
             N_("line (drag; Shift: 0, 45 or 90 degrees), as wide as the brush")},
    Shortcut{shift(K::R), Command::ToolRectOutline, 0, "Shift+R", N_("rectangle outline (drag; Shift: a square)")},
    Shortcut{plain(K::O), Command::ToolEllipse, 0, "O", N_("filled ellipse (drag; Shift: a circle)")},
    Shortcut{shift(K::O), Command::ToolEllipseOutline, 0, "Shift+O", N_("ellipse outline (drag; Shift: a circle)")},
    Shortcut{plain(K::M), Command::CycleMirror, 0, "M",
             N_("mirror painting: off, left | right, top | bottom, point, four-way (terrain tools only)")},
    Shortcut{plain(K::V), Command::ToolSelect, 0, "V",
             N_("select: drag to select an area, drag it to move it, right click or Esc to drop it")},
    Shortcut{ctrl(K::A), Command::SelectAll, 0, "Ctrl+A", N_("select the whole map")},
    Shortcut{ctrl(K::C), Command::Copy, 0, "Ctrl+C", N_("copy the selection (terrain, spawns and goals)")},
    Shortcut{ctrl(K::X), Command::Cut, 0, "Ctrl+X", N_("cut the selection")},
    Shortcut{ctrl(K::V), Command::Paste, 0, "Ctrl+V", N_("paste: the copy follows the mouse, click to lay it down")},
    Shortcut{plain(K::Delete), Command::Delete, 0, "Delete",
             N_("clear the selection to the base terrain; without one, delete the spawn, goal, hero or waypoint "
                "under the mouse")},
    Shortcut{plain(K::BackSpace), Command::Delete, 0, nullptr, nullptr},
    // TRANSLATORS: the arrow keys, in the Help tab's list of keys.
    Shortcut{plain(K::Left), Command::MoveSelection, 0, N_("Arrows"),
             N_("move the selection one cell; without one, pan")},
    Shortcut{plain(K::Right), Command::MoveSelection, 1, nullptr, nullptr},
    Shortcut{plain(K::Up), Command::MoveSelection, 2, nullptr, nullptr},
    Shortcut{plain(K::Down), Command::MoveSelection, 3, nullptr, nullptr},
    Shortcut{plain(K::LBracket), Command::BrushSmaller, 0, "[  ]", N_("brush size 1, 3, 5")},
    Shortcut{plain(K::RBracket), Command::BrushLarger, 0, nullptr, nullptr},
    Shortcut{plain(K::Num1), Command::PickKind, 0, "1-9", N_("pick a terrain kind from the palette")},
    Shortcut{plain(K::Num2), Command::PickKind, 1, nullptr, nullptr},
    Shortcut{plain(K::Num3), Command::PickKind, 2, nullptr, nullptr},
    Shortcut{plain(K::Num4), Command::PickKind, 3, nullptr, nullptr},
    Shortcut{plain(K::Num5), Command::PickKind, 4, nullptr, nullptr},
    Shortcut{plain(K::Num6), Command::PickKind, 5, nullptr, nullptr},
    Shortcut{plain(K::Num7), Command::PickKind, 6, nullptr, nullptr},
    Shortcut{plain(K::Num8), Command::PickKind, 7, nullptr, nullptr},
    Shortcut{plain(K::Num9), Command::PickKind, 8, nullptr, nullptr},
    Shortcut{ctrl(K::Z), Command::Undo, 0, "Ctrl+Z", N_("undo")},
    Shortcut{ctrl(K::Y), Command::Redo, 0, "Ctrl+Y", N_("redo (Ctrl+Shift+Z too)")},
    Shortcut{ctrlShift(K::Z), Command::Redo, 0, nullptr, nullptr},
    Shortcut{ctrl(K::N), Command::New, 0, "Ctrl+N", N_("new level")},
    Shortcut{ctrl(K::O), Command::Open, 0, "Ctrl+O", N_("open a level")},
    Shortcut{ctrl(K::S), Command::Save, 0, "Ctrl+S", N_("save")},
    Shortcut{ctrlShift(K::S), Command::SaveAs, 0, "Ctrl+Shift+S", N_("save as")},
    Shortcut{ctrlShift(K::C), Command::ShareCode, 0, "Ctrl+Shift+C",
             N_("copy the level's share code, to paste in My levels (Ctrl+V)")},
    Shortcut{ctrl(K::R), Command::Resize, 0, "Ctrl+R", N_("resize the map")},
    Shortcut{plain(K::F5), Command::TestPlay, 0, "F5", N_("test play; Esc in play comes back")},
    Shortcut{plain(K::F6), Command::Rate, 0, "F6", N_("rate the level with the automatic player (Rate tab)")},
    Shortcut{ctrl(K::T), Command::AllWaves, 0, "Ctrl+T",
             N_("all waves in one table, with their timeline and bulk edits")},
    Shortcut{plain(K::Home), Command::FitView, 0, "Home", N_("fit the map; wheel zooms, middle/right drag pans")},
    Shortcut{plain(K::F4), Command::ToggleNavMesh, 0, "F4", N_("show or hide the navigation mesh")},
    Shortcut{plain(K::F1), Command::ToggleHelp, 0, "F1", N_("show or hide this help")},
    Shortcut{plain(K::Escape), Command::Back, 0, "Esc",
             N_("drop the paste or the selection, then put the tool down (the brush); then the title menu")},
};

}  // namespace

std::span<const Shortcut> shortcuts() { return kTable; }

std::optional<Shortcut> shortcutFor(const sf::Event::KeyEvent& key) {
  for (const Shortcut& s : kTable) {
    const KeyChord& c = s.chord;
    // The Command key counts as Ctrl, as it does for most desktop software.
    const bool control = key.control || key.system;
    if (c.key == key.code && c.ctrl == control && c.shift == key.shift && c.alt == key.alt) return s;
  }
  return std::nullopt;
}

bool worksWhileTyping(const Shortcut& shortcut) {
  switch (shortcut.command) {
    case Command::Save:
    case Command::SaveAs:
    case Command::Open:
    case Command::New:
    case Command::TestPlay:
    case Command::ToggleHelp:
      return true;
    default:
      return false;
  }
}

const char* shortcutText(Command command) {
  for (const Shortcut& s : kTable) {
    if (s.command == command && s.keys != nullptr) {
      if (command == Command::BrushSmaller) return "[";
      return s.keys;
    }
  }
  if (command == Command::BrushLarger) return "]";
  return "";
}

}  // namespace td::editorui
