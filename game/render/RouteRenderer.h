#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"

namespace td {

// The route from each spawn to its goal as a coloured line, with dots
// marching along it to show which way enemies go: through the cell centres
// of a route (the editor), or along the smoothed path enemies walk (play).
class RouteRenderer {
 public:
  // Call when the routes change. `colors` gives each route's palette index
  // (routeColor); without it route r takes colour r. `squares` marks the
  // routes whose marching marks are squares rather than dots (the wheeled
  // class's in play), so that routes tell apart by shape as well as colour.
  void build(const std::vector<std::vector<Cell>>& routes, std::span<const size_t> colors = {});
  void buildPaths(const std::vector<std::vector<Vec2>>& paths, std::span<const size_t> colors = {},
                  std::span<const uint8_t> squares = {});
  // Draws the lines and marks `factor` times as wide (and the marks as far apart), so that a route stays in sight
  // far out (markerScale); rebuilds the lines when it changes.
  void setThickness(float factor);
  // Call every frame: moves the dots; `seconds` is the running time.
  void animate(float seconds);
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const;

 private:
  void buildLines();

  sf::VertexArray lines_{sf::Triangles};
  sf::VertexArray dots_{sf::Triangles};
  std::vector<std::vector<Vec2>> paths_;
  std::vector<size_t> colors_;
  std::vector<uint8_t> squares_;
  float thick_ = 1.f;
};

}  // namespace td
