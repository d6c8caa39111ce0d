#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <string>
#include <vector>

#include "game/render/FlowFieldRenderer.h"

namespace td {

// What the heads-up display shows; the app fills it in, the HUD lays it out.
struct HudInfo {
  std::string levelName;   // UTF-8
  std::string levelFacts;  // e.g. "24 x 16 - 8-way moves"
  int32_t gold = 0;
  int32_t lives = 0;
  int32_t walls = 0;
  double longestRoute = 0;  // in cells of plain ground
  FlowOverlay overlay = FlowOverlay::Arrows;
  bool routes = true;
  std::string hover;  // about the cell under the mouse; may be empty

  friend bool operator==(const HudInfo&, const HudInfo&) = default;
};

// The bars above and below the map, in window pixels: the level's name and
// numbers on top, the controls below, and a passing message (such as why a
// wall cannot go somewhere) that fades out by itself.
class Hud {
 public:
  static constexpr float kTopBar = 52.f;
  static constexpr float kBottomBar = 36.f;

  explicit Hud(const sf::Font& font);

  void set(const HudInfo& info, sf::Vector2u window);
  void showMessage(const std::string& utf8, sf::Color color, float seconds = 3.f);
  void update(float dt);
  void draw(sf::RenderTarget& target) const;

 private:
  sf::Text makeText(unsigned size, sf::Color color) const;
  void layout();

  const sf::Font& font_;
  HudInfo info_;
  sf::Vector2u window_;
  bool laidOut_ = false;
  sf::VertexArray panels_{sf::Triangles};
  sf::Text title_;
  sf::Text facts_;
  std::vector<sf::Text> stats_;
  std::vector<sf::Text> hints_;
  sf::Text hover_;
  sf::Text message_;
  sf::Color messageColor_;
  float messageLeft_ = 0.f;
  float messageTotal_ = 1.f;
};

}  // namespace td
