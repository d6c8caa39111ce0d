#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "game/state/Screen.h"
#include "game/ui/UiScale.h"

namespace td {

// The screens of the game, top one active. Requests to push, pop, replace or
// clear are queued and applied by applyPending() at the end of a frame, so a
// screen may ask to be removed from inside its own handle() or update()
// without being destroyed while it is still running.
class StateStack {
 public:
  void push(std::unique_ptr<Screen> screen);
  void pop();
  // Pops the top screen and pushes `screen` in its place.
  void replace(std::unique_ptr<Screen> screen);
  // Removes every screen; with `screen`, it becomes the only one.
  void clear(std::unique_ptr<Screen> screen = nullptr);
  // Removes `screen` and every screen above it (its overlays), leaving the
  // ones below as they were; nothing when `screen` is not on the stack by
  // then. A screen opened on top of another uses it to close itself from
  // inside one of its own overlays.
  void popThrough(const Screen* screen);
  void applyPending();

  bool empty() const { return screens_.empty(); }
  size_t size() const { return screens_.size(); }
  bool pending() const { return !pending_.empty(); }
  Screen* top() const { return screens_.empty() ? nullptr : screens_.back().get(); }

  // Input and fixed steps go to the top screen only.
  void handle(const sf::Event& event);
  // A pad's command for the top screen: its own use of it, or the key it stands for. Screens that size their own
  // interface (the editor) are left to mouse and keys.
  void pad(PadCommand command);
  void update(float dt);
  // Draws the top screen and, below it, every screen it overlays.
  void draw(sf::RenderTarget& target);
  // Every screen hears of it, so that covered screens are laid out when shown
  // again. `size` is in window pixels; screens that scale with the interface
  // get it in logical units.
  void resize(sf::Vector2u size);
  // The player's interface size (1 is 100 %); a change lays every screen out again.
  void setInterfaceSize(float setting);
  const UiScale& scale() const { return scale_; }
  // Offers the window's close to each screen, top first, until one asks the
  // player first: a level under its pause menu still has its say.
  bool interceptClose();

 private:
  enum class Op { Push, Pop, PopThrough, Clear };
  struct Request {
    Op op;
    std::unique_ptr<Screen> screen;
    const Screen* target = nullptr;  // for PopThrough
  };

  sf::Vector2u sizeFor(const Screen& screen) const;

  std::vector<std::unique_ptr<Screen>> screens_;
  std::vector<Request> pending_;
  sf::Vector2u size_{0, 0};
  float interfaceSize_ = 1.f;
  UiScale scale_;
};

}  // namespace td
