#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <string_view>

namespace td {

// A key's name as settings.json keeps it ("Backspace", "Num1", "F3"); empty for Unknown.
std::string_view keyName(sf::Keyboard::Key key);
// A key as the screen shows it, a few characters at most ("Bksp", "1", "F3"); "?" for Unknown.
std::string_view keyLabel(sf::Keyboard::Key key);
// The key of a name keyName gives; Unknown for any other text.
sf::Keyboard::Key keyNamed(std::string_view name);

}  // namespace td
