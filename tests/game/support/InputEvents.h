#pragma once

// The window's events a player's keys and mouse make, for driving screens through a StateStack in tests.

#include <SFML/Window/Event.hpp>

namespace td::test {

inline sf::Event key(sf::Keyboard::Key code, bool pressed = true) {
  sf::Event e;
  e.type = pressed ? sf::Event::KeyPressed : sf::Event::KeyReleased;
  e.key = {code, false, false, false, false};
  return e;
}

inline sf::Event button(sf::Vector2i p, sf::Mouse::Button b, bool pressed) {
  sf::Event e;
  e.type = pressed ? sf::Event::MouseButtonPressed : sf::Event::MouseButtonReleased;
  e.mouseButton = {b, p.x, p.y};
  return e;
}

// The left button.
inline sf::Event button(sf::Vector2i p, bool pressed) { return button(p, sf::Mouse::Left, pressed); }

inline sf::Event move(sf::Vector2i p) {
  sf::Event e;
  e.type = sf::Event::MouseMoved;
  e.mouseMove = {p.x, p.y};
  return e;
}

}  // namespace td::test
