#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/nav/NavQuery.h"
#include "engine/sim/World.h"
#include "game/render/FlowFieldRenderer.h"
#include "game/render/NavMeshRenderer.h"

namespace td {

// The play screen's debug overlays: the flow field every route walker follows
// (F3: arrows, then the distance heat map, then off) and the navigation mesh
// with the path from the first spawn to a point (F4). Each is rebuilt only
// when what it shows changed.
class DebugOverlays {
 public:
  // The key's action; returns the message to show.
  std::string cycleFlow();
  std::string toggleNav();
  // "flow", "distance" or "nav", as its key would; false for another name.
  bool show(std::string_view name);

  // Draws in world units; `target` is where the mouse points, in cells.
  void draw(sf::RenderTarget& out, const sf::RenderStates& states, const World& world, sf::Vector2f target);

 private:
  FlowFieldRenderer flow_;
  FlowOverlay flowShown_ = FlowOverlay::Off;
  uint64_t flowRevision_ = UINT64_MAX;
  NavMeshRenderer nav_;
  bool navShown_ = false;
  uint64_t navRevision_ = UINT64_MAX;
  sf::Vector2f navTarget_{-1.f, -1.f};
  NavQuery query_;
  NavPath path_;
};

}  // namespace td
