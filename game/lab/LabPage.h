#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <string>
#include <vector>

#include "game/ui/UiPart.h"

namespace td {

// One page of the Lab (game/lab/LabScreen): it owns its state and lays itself out in the area the screen gives
// it, below the page tabs, in the interface's logical units.
class LabPage {
 public:
  virtual ~LabPage() = default;

  // The page's name on its tab, in the player's language of the moment.
  virtual std::string title() const = 0;
  virtual void layout(const sf::FloatRect& area) = 0;
  // True when the page used the event (a key of its own, a click in its area).
  virtual bool handle(const sf::Event& event) = 0;
  virtual void update(float dt) = 0;
  virtual void draw(sf::RenderTarget& target) = 0;
  // Its keys, for the help line at the foot of the Lab.
  virtual std::string help() const = 0;
  // Its rectangles, for the layout tests, each within "page".
  virtual std::vector<UiPart> parts() const = 0;
  // A still for a screenshot: whatever the page animates, shown at a telling moment.
  virtual void settleForScreenshot() {}
};

}  // namespace td
