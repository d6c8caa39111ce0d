#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <cstdint>

#include "engine/level/LevelDef.h"

namespace td {

// The flyers' lanes of a level: for each spawn with a lane, a dashed curve
// along the course waypoint flyers take (engine/level/LaneCourse.h), small
// chevrons pointing the way they fly and a ring on every waypoint, in the
// spawn's route colour. Faint in play, so the map stays readable under it;
// stronger in the editor, with one lane picked out.
class LaneRenderer {
 public:
  struct Style {
    uint8_t alpha = 90;
    int32_t highlight = -1;  // spawn whose lane is drawn brighter and wider; -1: none
    float thickness = 1.f;   // lines and marks this many times as wide, to stay in sight far out (markerScale)
  };
  // Call when the level's lanes, spawns or goals change.
  void build(const LevelDef& level, const Style& style);
  void build(const LevelDef& level) { build(level, Style{}); }
  void draw(sf::RenderTarget& target, const sf::RenderStates& states) const;
  bool empty() const { return vertices_.getVertexCount() == 0; }
  // The style of the last build.
  const Style& style() const { return style_; }

 private:
  sf::VertexArray vertices_{sf::Triangles};
  Style style_;
};

}  // namespace td
