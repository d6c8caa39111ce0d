// The play screen's map: the ground, routes, lanes, towers, enemies and the
// hero, drawn through the camera into the area between the panels.
#include <SFML/Graphics/View.hpp>
#include <cmath>

#include "game/render/LessonMarks.h"
#include "game/render/MarkerScale.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/screens/PlayScreen.h"

namespace td {

void PlayScreen::draw(sf::RenderTarget& target) {
  target.clear(colors::kBackground);
  refreshRoutes();
  drawMap(target);
  target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size_.x), static_cast<float>(size_.y))));
  {
    // A leak: the map's edges redden, and a goal out of view that an enemy nears is pointed at.
    const sf::FloatRect area(0.f, layout_.topBar.height, std::floor(layout_.side.left),
                             std::floor(layout_.bottomBar.top) - layout_.topBar.height);
    sf::VertexArray& alarm = scratch();
    leakAlarm_.addEdge(alarm, area);
    leakAlarm_.addOffscreenWarnings(alarm, *world_, camera_, area);
    target.draw(alarm);
  }
  drawHud(target);
}

void PlayScreen::drawMap(sf::RenderTarget& target) {
  // Everything between the bars and the side panel, in whole pixels.
  const sf::FloatRect clip(0.f, layout_.topBar.height, std::floor(layout_.side.left),
                           std::floor(layout_.bottomBar.top) - layout_.topBar.height);
  target.setView(camera_.clippedView(clip));
  const sf::RenderStates states;
  // A soft shadow and a frame set the map off from the background.
  ground_.drawFrame(target, states, camera_.pixelsPerCell());
  // The rest stays on the map: a range circle near an edge is cut there
  // instead of spilling over the background beside it.
  sf::FloatRect onMap;
  if (!clip.intersects(camera_.mapPixels(), onMap)) return;
  const float left = std::floor(onMap.left), top = std::floor(onMap.top);
  sf::View mapView = camera_.clippedView(
      {left, top, std::ceil(onMap.left + onMap.width) - left, std::ceil(onMap.top + onMap.height) - top});
  // A leak shakes the map a little (unless the player turned shaking off).
  mapView.move(-leakAlarm_.shake() / camera_.pixelsPerCell());
  target.setView(mapView);
  // Far out, the markers and routes are drawn larger than their cells, so that a big map still shows them.
  const float ppc = camera_.pixelsPerCell();
  if (const float markers = markerScale(ppc, kMarkerPixels); markers != endpoints_.size()) {
    endpoints_.build(world_->level(), markers);
  }
  const float lines = markerScale(ppc, kRoutePixels);
  routes_.setThickness(lines);
  previewRoutes_.setThickness(lines);
  if (lines != lanes_.style().thickness) {
    LaneRenderer::Style faint;
    faint.thickness = lines;
    lanes_.build(world_->level(), faint);
  }
  ground_.drawGround(target, states);
  overlays_.draw(target, states, *world_, mouse_.x >= 0 ? camera_.toWorld(mouse_) : sf::Vector2f(-1.f, -1.f));
  lanes_.draw(target, states);
  if (previewShown_) {
    // The current routes faded, the would-be routes on top.
    sf::VertexArray& faint = scratch();
    for (const auto& route : routePaths_) {
      for (size_t i = 0; i + 1 < route.size(); ++i) {
        addLine(faint, {route[i].x, route[i].y}, {route[i + 1].x, route[i + 1].y}, 0.1f, {255, 255, 255, 70});
      }
    }
    target.draw(faint, states);
    previewRoutes_.draw(target, states);
  } else if (showRoutes_) {
    routes_.draw(target, states);
  }
  endpoints_.draw(target, states);
  {
    sf::VertexArray& rings = scratch();
    leakAlarm_.addGoalRings(rings);
    target.draw(rings, states);
  }
  if (const LessonStep* step = lesson_.current(); step != nullptr && !step->cells.empty()) {
    // The cells the lesson points at, pulsing gently so the eye finds them.
    sf::VertexArray& marks = scratch();
    addLessonMarks(marks, step->cells, time_);
    target.draw(marks, states);
  }
  heroLook_.build(*world_, heroView(), time_);
  heroLook_.drawGround(target, states);
  things_.setPixelsPerCell(camera_.pixelsPerCell());
  things_.build(*world_, controller_.selected(), time_);
  things_.draw(target, states);
  heroLook_.drawUnit(target, states);
  if (hover_) ghost_.draw(target, controller_, *hover_);
  drawPadCursor(target, states);
}

HeroRenderer::View PlayScreen::heroView() {
  HeroRenderer::View view;
  view.unitScale = markerScale(camera_.pixelsPerCell(), kMarkerPixels);
  HeroControl& hero = controller_.hero();
  if (!hero.present()) return view;
  view.selected = hero.selected();
  const std::optional<Vec2> point = mapPoint(mouse_);
  if (!point) return view;
  view.hovered = !view.selected && !controller_.buildKind() && hero.hits(*point, heroSlack());
  // Aiming: an order is what a click would give here.
  const bool onTower = world_->towers().contains(world_->towerAt(camera_.cellAt(mouse_)));
  if (hero.goArmed() || (view.selected && !onTower && !hero.hits(*point))) {
    view.aim = sf::Vector2f(point->x, point->y);
    if (const std::optional<Vec2> to = hero.aim(*point)) view.aimDestination = sf::Vector2f(to->x, to->y);
  }
  return view;
}

}  // namespace td
