#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <cstddef>

#include "engine/level/LevelDef.h"
#include "engine/rate/RatingFindings.h"
#include "game/editor/FindingsOverlay.h"
#include "game/editor/panel/PanelHost.h"
#include "game/render/RouteRenderer.h"

namespace td::editorui {

// The part of the Rate tab that shows what the automatic player's defence did (RatingFindings): each spawn's
// route and walking times, the lives lost wave by wave and goal by goal, and on the map the heat of the damage,
// the goals that leaked and the defence's towers, stepped through change by change.
class FindingsPanel {
 public:
  // A new rating came in: show its towers as they finally stood.
  void reset() {
    step_ = SIZE_MAX;
    dirty_ = true;
  }
  void draw(PanelHost& host, const RatingFindings& findings);
  // Draws on the map under its view, when "Show on the map" is on and the map is the size the rating saw.
  void drawOnMap(sf::RenderTarget& target, const LevelDef& level, const GameDefs& defs, const RatingFindings& findings);
  // Whether drawOnMap draws the routes of the towers shown, in place of the map's own (drawn without towers).
  bool drawsRoutes(const LevelDef& level, const RatingFindings& findings) const {
    return onMap_ && show_.towers && level.width == findings.width && level.height == findings.height &&
           !findings.routeSteps.empty();
  }

 private:
  void towerSteps(PanelHost& host, const RatingFindings& findings);

  FindingsOverlay overlay_;
  RouteRenderer routes_;
  FindingsOverlay::Show show_;
  bool onMap_ = true;
  size_t step_ = SIZE_MAX;  // changes applied to the towers drawn; SIZE_MAX: all of them
  bool dirty_ = true;       // the overlay must be rebuilt
};

}  // namespace td::editorui
