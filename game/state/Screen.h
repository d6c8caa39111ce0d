#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>

namespace td {

// One screen of the game (title menu, level select, play, pause, ...). The
// state stack owns the screens; only the top one gets input and fixed steps,
// while the screens under an overlay keep being drawn behind it.
class Screen {
 public:
  virtual ~Screen() = default;

  virtual void handle(const sf::Event& event) = 0;
  // One fixed step of `dt` seconds (always the same value; see App).
  virtual void update(float dt) = 0;
  virtual void draw(sf::RenderTarget& target) = 0;

  // An overlay is drawn over the screen below it instead of replacing it.
  virtual bool overlay() const { return false; }
  // The drawable area changed (window resize, or a screenshot of another size).
  virtual void resize(sf::Vector2u size) { (void)size; }
  // The window is being closed. True when this screen asks the player first
  // (and closes the game itself if they say yes); false lets it close.
  virtual bool interceptClose() { return false; }
};

}  // namespace td
