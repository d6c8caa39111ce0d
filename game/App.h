#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <filesystem>
#include <optional>
#include <string>

#include "engine/level/LevelDef.h"
#include "game/Board.h"
#include "game/render/Camera.h"
#include "game/render/EndpointRenderer.h"
#include "game/render/FlowFieldRenderer.h"
#include "game/render/GridRenderer.h"
#include "game/render/HoverMarker.h"
#include "game/render/Hud.h"
#include "game/render/RouteRenderer.h"

namespace sf {
class RenderWindow;
}

namespace td {

// The game client: one level on a board, drawn in a window, with the player
// building and removing walls. The loop runs the game at a fixed 60 steps per
// second however fast frames are drawn, so play does not depend on the
// machine; drawing happens once per loop.
class App {
 public:
  static constexpr float kStep = 1.f / 60.f;

  App(LevelDef level, const sf::Font& font);

  // Opens a window and plays until it is closed; with frames > 0, closes it
  // after that many frames (for unattended runs). Returns the exit code.
  int run(sf::Vector2u size, int frames);
  // Draws one frame off screen and saves it as an image.
  bool screenshot(sf::Vector2u size, const std::filesystem::path& file, std::string& error);

 private:
  void handle(const sf::Event& event, sf::RenderWindow& window);
  void click(Cell cell, sf::Mouse::Button button);
  // F12: the window as it looks now, saved in the working directory.
  void saveWindowImage(const sf::RenderWindow& window);
  void update(float dt);
  void resize(sf::Vector2u size);
  void refresh();
  void hoverAt(std::optional<Cell> cell);
  void render(sf::RenderTarget& target);
  HudInfo hudInfo() const;

  Board board_;
  Camera camera_;
  GridRenderer grid_;
  FlowFieldRenderer flow_;
  RouteRenderer routes_;
  EndpointRenderer endpoints_;
  HoverMarker hoverMarker_;
  Hud hud_;
  sf::Vector2u size_;
  FlowOverlay overlay_ = FlowOverlay::Arrows;
  bool showRoutes_ = true;
  // The board revision the views were built from; a mismatch means rebuild.
  uint64_t drawnRevision_ = UINT64_MAX;
  bool overlayDirty_ = true;
  std::optional<Cell> hover_;
  std::string hoverText_;
  uint64_t hoverRevision_ = UINT64_MAX;
  float time_ = 0.f;
};

}  // namespace td
