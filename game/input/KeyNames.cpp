#include "game/input/KeyNames.h"

#include <array>

namespace td {
namespace {

struct KeyName {
  std::string_view name;   // in settings.json: the key's name in SFML, stable across versions
  std::string_view label;  // on screen: short enough for the side panel's key column
};

// Every key SFML 2.5 knows, in the order of sf::Keyboard::Key from A (0) to Pause.
constexpr std::array<KeyName, sf::Keyboard::KeyCount> kKeys{{
    {"A", "A"},
    {"B", "B"},
    {"C", "C"},
    {"D", "D"},
    {"E", "E"},
    {"F", "F"},
    {"G", "G"},
    {"H", "H"},
    {"I", "I"},
    {"J", "J"},
    {"K", "K"},
    {"L", "L"},
    {"M", "M"},
    {"N", "N"},
    {"O", "O"},
    {"P", "P"},
    {"Q", "Q"},
    {"R", "R"},
    {"S", "S"},
    {"T", "T"},
    {"U", "U"},
    {"V", "V"},
    {"W", "W"},
    {"X", "X"},
    {"Y", "Y"},
    {"Z", "Z"},
    {"Num0", "0"},
    {"Num1", "1"},
    {"Num2", "2"},
    {"Num3", "3"},
    {"Num4", "4"},
    {"Num5", "5"},
    {"Num6", "6"},
    {"Num7", "7"},
    {"Num8", "8"},
    {"Num9", "9"},
    {"Escape", "Esc"},
    {"LControl", "LCtrl"},
    {"LShift", "LShift"},
    {"LAlt", "LAlt"},
    {"LSystem", "LSuper"},
    {"RControl", "RCtrl"},
    {"RShift", "RShift"},
    {"RAlt", "RAlt"},
    {"RSystem", "RSuper"},
    {"Menu", "Menu"},
    {"LBracket", "["},
    {"RBracket", "]"},
    {"Semicolon", ";"},
    {"Comma", ","},
    {"Period", "."},
    {"Quote", "'"},
    {"Slash", "/"},
    {"Backslash", "\\"},
    {"Tilde", "`"},
    {"Equal", "="},
    {"Hyphen", "-"},
    {"Space", "Space"},
    {"Enter", "Enter"},
    {"Backspace", "Bksp"},
    {"Tab", "Tab"},
    {"PageUp", "PgUp"},
    {"PageDown", "PgDn"},
    {"End", "End"},
    {"Home", "Home"},
    {"Insert", "Ins"},
    {"Delete", "Del"},
    {"Add", "Kp+"},
    {"Subtract", "Kp-"},
    {"Multiply", "Kp*"},
    {"Divide", "Kp/"},
    {"Left", "Left"},
    {"Right", "Right"},
    {"Up", "Up"},
    {"Down", "Down"},
    {"Numpad0", "Kp0"},
    {"Numpad1", "Kp1"},
    {"Numpad2", "Kp2"},
    {"Numpad3", "Kp3"},
    {"Numpad4", "Kp4"},
    {"Numpad5", "Kp5"},
    {"Numpad6", "Kp6"},
    {"Numpad7", "Kp7"},
    {"Numpad8", "Kp8"},
    {"Numpad9", "Kp9"},
    {"F1", "F1"},
    {"F2", "F2"},
    {"F3", "F3"},
    {"F4", "F4"},
    {"F5", "F5"},
    {"F6", "F6"},
    {"F7", "F7"},
    {"F8", "F8"},
    {"F9", "F9"},
    {"F10", "F10"},
    {"F11", "F11"},
    {"F12", "F12"},
    {"F13", "F13"},
    {"F14", "F14"},
    {"F15", "F15"},
    {"Pause", "Pause"},
}};

}  // namespace

std::string_view keyName(sf::Keyboard::Key key) {
  const auto i = static_cast<int>(key);
  return i >= 0 && i < sf::Keyboard::KeyCount ? kKeys[static_cast<size_t>(i)].name : std::string_view{};
}

std::string_view keyLabel(sf::Keyboard::Key key) {
  const auto i = static_cast<int>(key);
  return i >= 0 && i < sf::Keyboard::KeyCount ? kKeys[static_cast<size_t>(i)].label : std::string_view{"?"};
}

sf::Keyboard::Key keyNamed(std::string_view name) {
  for (size_t i = 0; i < kKeys.size(); ++i) {
    if (kKeys[i].name == name) return static_cast<sf::Keyboard::Key>(i);
  }
  return sf::Keyboard::Unknown;
}

}  // namespace td
