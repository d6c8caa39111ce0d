#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>
#include <string>
#include <vector>

#include "engine/sim/RouteLength.h"
#include "game/input/KeyBindings.h"
#include "game/play/PlayController.h"
#include "game/play/PlayLayout.h"

namespace td {

// The play screen's side panel: the next-wave, speed and pause buttons, the
// hero's card, and below them the selected tower's or hero's details, or
// what the next wave brings and the keys. Draws in window pixels and says
// what a click on it does.
class SidePanel {
 public:
  // `keys`: the player's keys, which the buttons' hints and the key list name; they must outlive the panel.
  SidePanel(const sf::Font& font, const KeyBindings& keys) : font_(font), keys_(keys) {}

  // `mouse` is where the mouse is (x < 0: not over the window); `backHelp` replaces the key list's line for
  // Esc where leaving goes elsewhere than the menus (a test play), nullptr for the action table's own.
  void draw(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller, sf::Vector2i mouse,
            const char* backHelp);

  // A left click at `p`, which lies on the panel. `pause` is set when the
  // pause button was hit (the screen pauses or resumes time).
  struct Click {
    bool onButton = false;  // it hit a button: the click is heard
    bool pause = false;
    std::string refusal;  // why the button's action was refused
  };
  Click click(const PlayLayout& layout, PlayController& controller, sf::Vector2f p) const;

  // The card of the specialisation whose button the mouse is on, at the last draw(): what it does, beside the
  // panel over the map's edge. Drawn after the map's own cards, which it must not hide under.
  void drawChoiceCard(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller);
  // The specialisation a game pad points at (its shoulders choose, PlayScreenPad.cpp), drawn and described as the
  // one under the mouse is; -1 for none.
  void pointChoice(int choice) { pointedChoice_ = choice; }
  int pointedChoice() const { return pointedChoice_; }

 private:
  // Cleared for each shape drawn, so the panel allocates nothing once grown.
  sf::VertexArray& scratch() {
    scratch_.clear();
    return scratch_;
  }
  void drawTowerPanel(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                      sf::Vector2i mouse);
  void drawIdle(sf::RenderTarget& target, const PlayLayout& layout, const PlayController& controller,
                const char* backHelp);

  // A button's key hint, "  [N]", or nothing when the action has no key.
  std::string hint(PlayAction action, int argument = 0) const;

  const sf::Font& font_;
  const KeyBindings& keys_;
  sf::VertexArray scratch_{sf::Triangles};
  int hoveredChoice_ = -1;              // the specialisation button under the mouse at the last draw, or -1
  int pointedChoice_ = -1;              // the one a pad points at, or -1
  std::vector<RouteLength> routes_;     // reused every frame
  std::vector<std::string> routeText_;  // reused every frame
  // The key list's first column, and the keys and build slots it was measured for.
  float keyColumn_ = 0.f;
  size_t measuredSlots_ = 0;
  KeyBindings measuredKeys_;
};

}  // namespace td
