#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>
#include <vector>

#include "game/input/PadInput.h"
#include "game/ui/UiPart.h"

namespace td {

// One screen of the game (title menu, level select, play, pause, ...). The
// state stack owns the screens; only the top one gets input and fixed steps,
// while the screens under an overlay keep being drawn behind it.
class Screen {
 public:
  virtual ~Screen() = default;

  virtual void handle(const sf::Event& event) = 0;
  // A game pad's command (game/input/PadInput.h). False: the screen has no use of its own for it, and is given
  // the key its menus take instead (padKey), so every menu and dialog works with a pad.
  virtual bool pad(PadCommand command) {
    (void)command;
    return false;
  }
  // True while the screen wants a pad's buttons as they are, not as commands (the Controls page, setting one).
  virtual bool takesPadButtons() const { return false; }
  // One fixed step of `dt` seconds (always the same value; see App).
  virtual void update(float dt) = 0;
  virtual void draw(sf::RenderTarget& target) = 0;

  // An overlay is drawn over the screen below it instead of replacing it.
  virtual bool overlay() const { return false; }
  // The drawable area changed (window resize, or a screenshot of another size).
  // In the interface's logical units (game/ui/UiScale.h), unless the screen
  // draws in window pixels (below).
  virtual void resize(sf::Vector2u size) { (void)size; }
  // False for a screen that sizes its own interface (the editor's panels):
  // it is given window pixels, unscaled mouse positions and a pixel view.
  virtual bool scalesWithInterface() const { return true; }

  // The rectangles of the current layout (an overlay lists only its own).
  virtual std::vector<UiPart> parts() const { return {}; }
  // The window is being closed. True when this screen asks the player first
  // (and closes the game itself if they say yes); false lets it close.
  virtual bool interceptClose() { return false; }
};

}  // namespace td
