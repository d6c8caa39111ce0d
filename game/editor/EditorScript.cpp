// Scripted input for the editor's smoke test.
#include "game/editor/EditorScreen.h"

namespace td::editorui {
namespace {

sf::Event key(sf::Keyboard::Key code, bool ctrl = false, bool shift = false,
              sf::Event::EventType type = sf::Event::KeyPressed) {
  sf::Event e;
  e.type = type;
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
  // A key goes down and comes up on the next frame, as a player's does: held down, ImGui repeats it once its
  // repeat delay has passed in wall time, so on a slow machine one Ctrl+Z undid two steps.
  const auto tap = [&s](int frame, sf::Keyboard::Key code, bool ctrl = false) {
    s.push_back({frame, key(code, ctrl)});
    s.push_back({frame + 1, key(code, ctrl, false, sf::Event::KeyReleased)});
  };
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
  tap(f, sf::Keyboard::B);
  tap(f += 2, kindKey("rock"));
  drag({{2, 1}, {4, 1}, {6, 1}});      // stroke A
  tap(f += 4, sf::Keyboard::Z, true);  // undo it
  drag({{11, 1}, {13, 1}, {15, 1}});   // stroke B
  tap(f += 4, sf::Keyboard::R);
  tap(f += 2, kindKey("road"));
  drag({{2, 13}, {3, 14}, {4, 14}});
  tap(f += 4, sf::Keyboard::Z, true);  // undo the rectangle ...
  tap(f += 4, sf::Keyboard::Y, true);  // ... and redo it
  tap(f += 4, sf::Keyboard::H);
  drag({{18, 3}});                     // place the hero
  drag({{18, 3}, {19, 4}, {20, 5}});   // and carry it
  tap(f += 4, sf::Keyboard::Z, true);  // undo the move ...
  tap(f += 4, sf::Keyboard::Y, true);  // ... and redo it
  tap(f += 4, sf::Keyboard::S, true);  // save
  tap(f += 10, sf::Keyboard::Escape);  // puts the hero tool down
  tap(f += 4, sf::Keyboard::Escape);   // saved: leaves without a question
  return s;
}

}  // namespace td::editorui
