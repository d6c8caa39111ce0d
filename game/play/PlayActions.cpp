#include "game/play/PlayActions.h"

#include <algorithm>
#include <array>

#include "engine/core/MessageMark.h"

namespace td {
namespace {

using K = sf::Keyboard;
using A = PlayAction;
using S = HelpShown;

// Mouse lines (no key) are help only. Digits pick slots 1 to 9; their text is pickKeysText's, filled in by the
// side panel from the slots the level offers. The words a player reads are marked for the catalogue (N_) and
// translated where shown (the side panel, KeyBindings::helpKeys); key names stay as they are, and the lines never
// shown (HelpShown::Never) are not marked.
constexpr std::array kBindings = {
    PlayBinding{K::Num1, A::PickTower, 0, false, "1-9", N_("pick a tower"), S::Always},
    PlayBinding{K::Num2, A::PickTower, 1},
    PlayBinding{K::Num3, A::PickTower, 2},
    PlayBinding{K::Num4, A::PickTower, 3},
    PlayBinding{K::Num5, A::PickTower, 4},
    PlayBinding{K::Num6, A::PickTower, 5},
    PlayBinding{K::Num7, A::PickTower, 6},
    PlayBinding{K::Num8, A::PickTower, 7},
    PlayBinding{K::Num9, A::PickTower, 8},
    // TRANSLATORS: the mouse's part of the side panel's help: a click of the left button.
    PlayBinding{K::Unknown, A::PickTower, 0, true, N_("Click"), N_("build / select"), S::Always, false,
                N_("select a tower")},
    // TRANSLATORS: the mouse's part of the side panel's help: a click of the right button.
    PlayBinding{K::Unknown, A::Back, 0, true, N_("Right"), N_("cancel"), S::WithoutHero},
    PlayBinding{K::Unknown, A::HeroGo, 0, false, N_("Right"), N_("send the hero / cancel"), S::WithHero},
    PlayBinding{K::H, A::SelectHero, 0, false, "H", N_("select the hero, then click"), S::WithHero},
    PlayBinding{K::G, A::HeroGo, 0, false, "G", N_("go: the hero to the next click"), S::WithHero},
    PlayBinding{K::L, A::HeroUpgrade, 0, false, "L", N_("level the hero up"), S::WithHero},
    PlayBinding{K::U, A::Upgrade, 0, false, "U S T", N_("upgrade, sell, target"), S::Always},
    PlayBinding{K::S, A::Sell},
    PlayBinding{K::Delete, A::Sell},
    PlayBinding{K::T, A::Target},
    // Spare: the panel's two buttons say their keys where a tower can specialise, so the line is help only.
    PlayBinding{K::J, A::Specialise, 0, false, "J K", N_("specialise at the top level"), S::Always, true},
    PlayBinding{K::K, A::Specialise, 1},
    PlayBinding{K::Q, A::Ability, 0, false, "Q", N_("a specialised tower's ability"), S::Always, true},
    // The Next wave button says its key already.
    PlayBinding{K::N, A::NextWave, 0, false, "N", "call the next wave", S::Never},
    PlayBinding{K::F, A::Speed, 0, true, "F", N_("game speed: 1x to 16x"), S::Always, true},
    PlayBinding{K::Tab, A::Speed, 0, true},
    PlayBinding{K::R, A::ShowRoutes, 0, true, "R", N_("show routes"), S::Always, true},
    PlayBinding{K::F3, A::FlowField, 0, true, "F3", N_("flow field: arrows, distance"), S::Always, true},
    PlayBinding{K::F4, A::NavMesh, 0, true, "F4", N_("nav mesh, path to the mouse"), S::Always, true},
    // TRANSLATORS: the mouse's part of the side panel's help: its wheel. "Home" is a key's name.
    PlayBinding{K::Unknown, A::ZoomIn, 0, true, N_("Wheel"), N_("zoom (Home: whole map)"), S::Always, true},
    PlayBinding{K::Equal, A::ZoomIn, 0, true, "+ -", "zoom", S::Never},
    PlayBinding{K::Add, A::ZoomIn, 0, true},
    PlayBinding{K::Hyphen, A::ZoomOut, 0, true},
    PlayBinding{K::Subtract, A::ZoomOut, 0, true},
    PlayBinding{K::Home, A::WholeMap, 0, true, "Home 0", "the whole map", S::Never},
    PlayBinding{K::Num0, A::WholeMap, 0, true},
    PlayBinding{K::Numpad0, A::WholeMap, 0, true},
    // TRANSLATORS: the mouse's part of the side panel's help: moving it with a button held, right or middle.
    PlayBinding{K::Unknown, A::PanLeft, 0, true, N_("Drag"), N_("right or middle: pan"), S::Always, true},
    PlayBinding{K::Left, A::PanLeft, 0, true, "Arrows", "pan", S::Never},
    PlayBinding{K::Right, A::PanRight, 0, true},
    PlayBinding{K::Up, A::PanUp, 0, true},
    PlayBinding{K::Down, A::PanDown, 0, true},
    PlayBinding{K::Z, A::Undo, 0, false, "Z", N_("undo the last build"), S::Always},
    PlayBinding{K::BackSpace, A::Rewind, 0, false, "Bksp", N_("back to this wave's start"), S::Always},
    // Without a mouse: a cursor on the map and a click where it stands. The keypad's arrows, by default.
    PlayBinding{K::Numpad4, A::CursorLeft, 0, false, "Kp 8 4 6 2 5", "map cursor; 5 clicks", S::Never},
    PlayBinding{K::Numpad6, A::CursorRight},
    PlayBinding{K::Numpad8, A::CursorUp},
    PlayBinding{K::Numpad2, A::CursorDown},
    PlayBinding{K::Numpad5, A::CursorConfirm},
    PlayBinding{K::Enter, A::CursorConfirm},
    PlayBinding{K::P, A::Pause, 0, true, "P Space", N_("pause; building goes on"), S::Always, false, N_("pause")},
    PlayBinding{K::Space, A::Pause, 0, true},
    PlayBinding{K::Escape, A::Back, 0, true, "Esc", N_("drop, else the menu"), S::Always, false, N_("the menu")},
};

}  // namespace

std::span<const PlayBinding> playBindings() { return kBindings; }

const char* pickKeysText(size_t slots) {
  static constexpr const char* kDigits[] = {"1", "1", "1-2", "1-3", "1-4", "1-5", "1-6", "1-7", "1-8", "1-9"};
  return kDigits[std::min<size_t>(slots, 9)];
}

}  // namespace td
