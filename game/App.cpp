#include "game/App.h"

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/System/Clock.hpp>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <utility>

#include "engine/path/Distance.h"
#include "game/render/Palette.h"
#include "game/render/RenderQuality.h"

namespace td {
namespace {

// Beyond this much real time in one frame (a stall, a debugger), the game
// skips ahead instead of running hundreds of catch-up steps at once.
constexpr float kMaxFrameTime = 0.25f;

std::string cellText(Cell c) {
  char text[48];
  std::snprintf(text, sizeof text, "(%d, %d)", c.x, c.y);
  return text;
}

}  // namespace

App::App(LevelDef level, const sf::Font& font) : board_(std::move(level)), hud_(font) {
  grid_.buildGround(board_.grid());
  endpoints_.build(board_.level());
}

int App::run(sf::Vector2u size, int frames) {
  const sf::String title = sf::String::fromUtf8(board_.level().name.begin(), board_.level().name.end());
  sf::RenderWindow window(sf::VideoMode(size.x, size.y), "Tower Defence - " + title, sf::Style::Default,
                          smoothSettings());
  if (window.setActive(true) && softwareRenderer()) {
    window.create(sf::VideoMode(size.x, size.y), "Tower Defence - " + title, sf::Style::Default, plainSettings());
  }
  window.setFramerateLimit(60);
  window.setKeyRepeatEnabled(false);
  resize(window.getSize());

  sf::Clock clock;
  float pending = 0.f;
  int drawn = 0;
  while (window.isOpen()) {
    sf::Event event;
    while (window.pollEvent(event)) handle(event, window);
    pending = std::min(pending + clock.restart().asSeconds(), kMaxFrameTime);
    while (pending >= kStep) {
      update(kStep);
      pending -= kStep;
    }
    render(window);
    window.display();
    if (frames > 0 && ++drawn >= frames) window.close();
  }
  return 0;
}

bool App::screenshot(sf::Vector2u size, const std::filesystem::path& file, std::string& error) {
  sf::RenderTexture texture;
  if (!texture.create(size.x, size.y, smoothSettings())) {
    error = "cannot create an off-screen image of " + std::to_string(size.x) + "x" + std::to_string(size.y);
    return false;
  }
  resize(size);
  update(kStep);
  render(texture);
  texture.display();
  const sf::Image image = texture.getTexture().copyToImage();
  if (!image.saveToFile(file.string())) {
    error = "cannot save the screenshot to " + file.string();
    return false;
  }
  return true;
}

void App::handle(const sf::Event& event, sf::RenderWindow& window) {
  switch (event.type) {
    case sf::Event::Closed:
      window.close();
      break;
    case sf::Event::Resized:
      window.setView(sf::View(
          sf::FloatRect(0.f, 0.f, static_cast<float>(event.size.width), static_cast<float>(event.size.height))));
      resize({event.size.width, event.size.height});
      break;
    case sf::Event::KeyPressed:
      if (event.key.code == sf::Keyboard::Escape) window.close();
      if (event.key.code == sf::Keyboard::F) {
        overlay_ = nextOverlay(overlay_);
        overlayDirty_ = true;
      }
      if (event.key.code == sf::Keyboard::R) showRoutes_ = !showRoutes_;
      if (event.key.code == sf::Keyboard::F12) saveWindowImage(window);
      break;
    case sf::Event::MouseMoved: {
      const Cell cell = camera_.cellAt({event.mouseMove.x, event.mouseMove.y});
      hoverAt(board_.grid().contains(cell) ? std::optional<Cell>(cell) : std::nullopt);
      break;
    }
    case sf::Event::MouseLeft:
      hoverAt(std::nullopt);
      break;
    case sf::Event::MouseButtonPressed: {
      const Cell cell = camera_.cellAt({event.mouseButton.x, event.mouseButton.y});
      if (board_.grid().contains(cell)) click(cell, event.mouseButton.button);
      break;
    }
    default:
      break;
  }
}

void App::saveWindowImage(const sf::RenderWindow& window) {
  sf::Texture texture;
  if (!texture.create(window.getSize().x, window.getSize().y)) return;
  texture.update(window);
  // Time-stamped, with a counter for several shots within one second.
  static int taken = 0;
  char stamp[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  char name[64];
  std::snprintf(name, sizeof name, "td-%s-%d.png", stamp, ++taken);
  if (texture.copyToImage().saveToFile(name)) {
    hud_.showMessage(std::string("Saved ") + name, colors::kAccept);
  } else {
    hud_.showMessage(std::string("Cannot save ") + name, colors::kRefuse);
  }
}

void App::click(Cell cell, sf::Mouse::Button button) {
  if (button == sf::Mouse::Left) {
    if (board_.hasWall(cell)) return;
    const PlacementResult verdict = board_.placeWall(cell);
    if (!verdict.ok()) {
      std::string reason = describe(verdict.status);
      // Which spawn only matters when there is more than one.
      if (verdict.status == PlacementStatus::SealsSpawn && verdict.spawn >= 0 && board_.level().spawns.size() > 1) {
        reason += " (spawn " + std::to_string(verdict.spawn + 1) + ")";
      }
      hud_.showMessage("Cannot build here: " + reason, colors::kRefuse);
    }
  } else if (button == sf::Mouse::Right) {
    board_.removeWall(cell);
  }
  hoverRevision_ = UINT64_MAX;  // the verdict under the mouse may have changed
}

void App::update(float dt) {
  time_ += dt;
  hud_.update(dt);
}

void App::resize(sf::Vector2u size) {
  size_ = size;
  const float margin = 16.f;
  const sf::FloatRect area(margin, Hud::kTopBar + margin, static_cast<float>(size.x) - 2 * margin,
                           static_cast<float>(size.y) - Hud::kTopBar - Hud::kBottomBar - 2 * margin);
  camera_.fit({static_cast<float>(board_.grid().width()), static_cast<float>(board_.grid().height())}, area, size);
}

void App::refresh() {
  if (board_.revision() != drawnRevision_) {
    grid_.buildWalls(board_.grid());
    routes_.build(board_.routes());
    overlayDirty_ = true;
    drawnRevision_ = board_.revision();
  }
  if (overlayDirty_) {
    flow_.build(board_.grid(), board_.field(), overlay_);
    overlayDirty_ = false;
  }
  if (hover_ && hoverRevision_ != board_.revision()) hoverAt(hover_);
  routes_.animate(board_.routes(), time_);
}

void App::hoverAt(std::optional<Cell> cell) {
  if (cell == hover_ && hoverRevision_ == board_.revision()) return;
  hover_ = cell;
  hoverRevision_ = board_.revision();
  if (!cell) {
    hoverMarker_.clear();
    hoverText_.clear();
    return;
  }
  // Short enough to share the bottom bar with the controls: where, what, and
  // either why a wall cannot go here or how far the goal is.
  const Grid& grid = board_.grid();
  const char* dot = "  \u00B7  ";
  std::string text = cellText(*cell) + dot;
  if (board_.hasWall(*cell)) {
    hoverMarker_.set(*cell, colors::kGold);
    text += "wall" + (dot + std::string("right click to remove"));
  } else {
    text += grid.terrains()[grid.terrain(*cell)].name + dot;
    const PlacementResult verdict = board_.check(*cell);
    hoverMarker_.set(*cell, verdict.ok() ? colors::kAccept : colors::kRefuse);
    const Distance d = board_.field().distance(grid, *cell);
    if (!verdict.ok()) {
      text += describe(verdict.status);
    } else if (d != kUnreachable) {
      char steps[48];
      std::snprintf(steps, sizeof steps, "%.1f to the goal", toCells(d));
      text += steps;
    }
  }
  hoverText_ = text;
}

HudInfo App::hudInfo() const {
  const LevelDef& level = board_.level();
  HudInfo info;
  info.levelName = level.name;
  info.levelFacts = std::to_string(level.width) + " x " + std::to_string(level.height) + "   " +
                    (level.connectivity == Connectivity::Eight ? "8-way moves" : "4-way moves");
  info.gold = level.gold;
  info.lives = level.lives;
  info.walls = board_.wallCount();
  for (const Cell s : level.spawns) {
    const Distance d = board_.field().distance(board_.grid(), s);
    if (d != kUnreachable) info.longestRoute = std::max(info.longestRoute, toCells(d));
  }
  info.overlay = overlay_;
  info.routes = showRoutes_;
  info.hover = hoverText_;
  return info;
}

void App::render(sf::RenderTarget& target) {
  refresh();
  target.clear(colors::kBackground);
  sf::RenderStates world;
  target.setView(camera_.view());
  grid_.drawGround(target, world);
  flow_.draw(target, world);
  grid_.drawWalls(target, world);
  if (showRoutes_) routes_.draw(target, world);
  endpoints_.draw(target, world);
  hoverMarker_.draw(target, world);

  target.setView(sf::View(sf::FloatRect(0.f, 0.f, static_cast<float>(size_.x), static_cast<float>(size_.y))));
  hud_.set(hudInfo(), size_);
  hud_.draw(target);
}

}  // namespace td
