// Scripted input for the editor's smoke test.
#include "game/editor/EditorScreen.h"

namespace td::editorui {
namespace {

sf::Event key(sf::Keyboard::Key code, bool ctrl = false, bool shift = false) {
  sf::Event e;
  e.type = sf::Event::KeyPressed;
  e.key = {code, false, ctrl, shift, false};
  return e;
}

sf::Event mouse(sf::Event::EventType type, sf::Vector2i p) {
  sf::Event e;
  e.type = type;
  if (type == sf::Event::MouseMoved) {
    e.mouseMove = {p.x, p.y};
  } else {
    e.mouseButton = {sf::Mouse::Left, p.x, p.y};
  }
  return e;
}

}  // namespace

std::vector<ScriptedEvent> EditorScreen::smokeScript() const {
  // The cells are chosen on the first campaign level (24 x 16): grass in row
  // 1 and near the bottom left, away from the route, so the level stays
  // valid and can be saved. The smoke test checks the saved file:
  //   stroke A, rock over (2..6, 1), undone: those cells keep their grass;
  //   stroke B, rock over (11..15, 1): rock;
  //   rectangle of road over (2..4, 13..14), undone and redone: road;
  //   the hero placed on (18, 3), dragged to (20, 5), undone and redone:
  //   it starts at (20.5, 5.5).
  const auto pixel = [this](Cell c) {
    const sf::Vector2f p = view_.toPixel({static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f});
    return sf::Vector2i(static_cast<int>(p.x), static_cast<int>(p.y));
  };
  const auto kindKey = [this](const char* name) {
    const size_t k = doc_.paletteIndex(name).value_or(0);
    return static_cast<sf::Keyboard::Key>(sf::Keyboard::Num1 + static_cast<int>(k));
  };
  std::vector<ScriptedEvent> s;
  int f = 10;
  const auto drag = [&](std::initializer_list<Cell> cells) {
    const Cell first = *cells.begin();
    s.push_back({f += 2, mouse(sf::Event::MouseMoved, pixel(first))});
    s.push_back({f += 2, mouse(sf::Event::MouseButtonPressed, pixel(first))});
    Cell last = first;
    for (const Cell c : cells) {
      s.push_back({f += 2, mouse(sf::Event::MouseMoved, pixel(c))});
      last = c;
    }
    s.push_back({f += 2, mouse(sf::Event::MouseButtonReleased, pixel(last))});
  };
  s.push_back({f, key(sf::Keyboard::B)});
  s.push_back({f += 2, key(kindKey("rock"))});
  drag({{2, 1}, {4, 1}, {6, 1}});                     // stroke A
  s.push_back({f += 4, key(sf::Keyboard::Z, true)});  // undo it
  drag({{11, 1}, {13, 1}, {15, 1}});                  // stroke B
  s.push_back({f += 4, key(sf::Keyboard::R)});
  s.push_back({f += 2, key(kindKey("road"))});
  drag({{2, 13}, {3, 14}, {4, 14}});
  s.push_back({f += 4, key(sf::Keyboard::Z, true)});  // undo the rectangle ...
  s.push_back({f += 4, key(sf::Keyboard::Y, true)});  // ... and redo it
  s.push_back({f += 4, key(sf::Keyboard::H)});
  drag({{18, 3}});                                    // place the hero
  drag({{18, 3}, {19, 4}, {20, 5}});                  // and carry it
  s.push_back({f += 4, key(sf::Keyboard::Z, true)});  // undo the move ...
  s.push_back({f += 4, key(sf::Keyboard::Y, true)});  // ... and redo it
  s.push_back({f += 4, key(sf::Keyboard::S, true)});  // save
  s.push_back({f += 10, key(sf::Keyboard::Escape)});  // puts the hero tool down
  s.push_back({f += 4, key(sf::Keyboard::Escape)});   // saved: leaves without a question
  return s;
}

}  // namespace td::editorui
