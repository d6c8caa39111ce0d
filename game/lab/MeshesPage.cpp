// The Lab's Meshes page: a navigation mesh, a start and a goal, the corridors of the three corridor searches and
// the funnel pulled through one of them, portal by portal.

#include "game/lab/MeshesPage.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/Window/Keyboard.hpp>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/lab/FigureLines.h"
#include "game/lab/LabText.h"
#include "game/lab/MeshLabScene.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr std::array<float, 5> kMeshSpeeds = {1.f, 3.f, 8.f, 25.f, 100.f};  // portals a second
const std::array<sf::Color, MeshLabScene::kCosts.size()> kPathColours = {
    sf::Color{245, 245, 245}, sf::Color{250, 160, 70}, sf::Color{90, 210, 235}, sf::Color{150, 230, 110}};
const sf::Color kShortestColour{250, 214, 90};

constexpr size_t kCostCount = MeshLabScene::kCosts.size();

enum class MeshCommand : uint8_t { Map, Watched, PlayPause, Step, Restart, Paths };

class MeshesPage final : public LabPage {
 public:
  MeshesPage(const GameResources& res, const std::filesystem::path& meshes) : res_(res) {
    sources_ = MeshLabScene::findSources(res, meshes);
    // The hero's level to begin with, where a mesh is what the game walks on.
    for (size_t i = 0; i < sources_.size(); ++i) {
      if (sources_[i].name.find("warden") != std::string::npos) source_ = i;
    }
    open(source_);
  }

  std::string title() const override { return tr("Meshes"); }

  std::string help() const override {
    return tr(
        "left click start · right click goal · M map · C corridor watched · Space play · → step · ↑ ↓ speed "
        "· R restart · P paths");
  }

  void layout(const sf::FloatRect& area) override {
    const float panelWidth = std::clamp(area.width * 0.26f, 200.f, 320.f);
    panel_ = {area.left, area.top, panelWidth, area.height};
    constexpr float kGap = 4.f;
    const float row = std::min(34.f, (area.height * 0.5f - 4.f * kGap) / 5.f);
    float y = area.top;
    buttons_.clear();
    auto whole = [&](MeshCommand c) {
      buttons_.push_back({c, {area.left, y, panelWidth, row}});
      y += row + kGap;
    };
    whole(MeshCommand::Map);
    whole(MeshCommand::Watched);
    const float third = (panelWidth - 2.f * kGap) / 3.f;
    buttons_.push_back({MeshCommand::PlayPause, {area.left, y, third, row}});
    buttons_.push_back({MeshCommand::Step, {area.left + third + kGap, y, third, row}});
    buttons_.push_back({MeshCommand::Restart, {area.left + 2.f * (third + kGap), y, third, row}});
    y += row + kGap;
    whole(MeshCommand::Paths);
    figures_ = {area.left, y + 6.f, panelWidth, area.top + area.height - y - 6.f};
    view_ = {area.left + panelWidth + 12.f, area.top, area.width - panelWidth - 12.f, area.height};
    fit();
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"controls", panel_, "page"}, {"mesh", drawn_, "page"}};
    for (size_t k = 0; k < buttons_.size(); ++k) {
      p.push_back({"control " + std::to_string(k), buttons_[k].rect, "controls"});
    }
    p.push_back({"figures", figures_, "controls"});
    return p;
  }

  bool handle(const sf::Event& event) override {
    if (event.type == sf::Event::KeyPressed) return key(event.key);
    if (event.type == sf::Event::MouseMoved) {
      mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
      if (dragging_) place(mouse_, *dragging_);
      return dragging_.has_value();
    }
    if (event.type == sf::Event::MouseButtonReleased) {
      dragging_.reset();
      return false;
    }
    if (event.type != sf::Event::MouseButtonPressed) return false;
    const sf::Vector2f p{static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)};
    const bool right = event.mouseButton.button == sf::Mouse::Right;
    for (const Control& c : buttons_) {
      if (c.rect.contains(p)) {
        run(c.command, !right);
        return true;
      }
    }
    if (!drawn_.contains(p)) return false;
    dragging_ = right;
    place(p, right);
    return true;
  }

  void update(float dt) override {
    if (!playing_) return;
    carry_ += dt * kMeshSpeeds[speed_];
    while (carry_ >= 1.f) {
      carry_ -= 1.f;
      if (step_ < scene_.funnel().size()) ++step_;
    }
    if (step_ >= scene_.funnel().size()) playing_ = false;
  }

  void settleForScreenshot() override {
    // Half way through the funnel: the rays and the corners so far both show.
    step_ = scene_.funnel().size() / 2;
    playing_ = false;
  }

  void draw(sf::RenderTarget& target) override {
    for (const Control& c : buttons_) {
      const Button b{c.rect, label(c.command), {}, true, c.command == MeshCommand::PlayPause && playing_};
      drawButton(target, res_.font, b, c.rect.contains(mouse_), 14);
    }
    drawFigures(target);
    if (!error_.empty()) {
      drawTextAt(target, res_.font, cutToWidth(res_.font, error_, 14, view_.width), 14, colors::refuse(), view_.left,
                 view_.top);
      return;
    }
    drawMesh(target);
  }

 private:
  struct Control {
    MeshCommand command;
    sf::FloatRect rect;
  };

  void open(size_t index) {
    error_.clear();
    if (index >= sources_.size()) {
      error_ = tr("No navigation mesh to show: no level and no OBJ file was found.");
      return;
    }
    std::string why;
    if (!scene_.load(sources_[index], res_, why)) error_ = textf(tr("Cannot show {0}: {1}"), sources_[index].name, why);
    restart();
    fit();
  }

  void restart() {
    step_ = 0;
    carry_ = 0.f;
    playing_ = true;
  }

  std::string label(MeshCommand c) const {
    switch (c) {
      case MeshCommand::Map:
        return textf(tr("Map: {0}"), scene_.name());
      case MeshCommand::Watched:
        return textf(tr("Funnel of: {0}"), navCostName(MeshLabScene::kCosts[scene_.watchedCost()]));
      case MeshCommand::PlayPause:
        return playing_ ? tr("Pause") : tr("Play");
      case MeshCommand::Step:
        return trc("verb", "Step");
      case MeshCommand::Restart:
        return tr("Restart");
      case MeshCommand::Paths:
        return allPaths_ ? tr("Paths: every search's") : tr("Paths: the one watched");
    }
    return {};
  }

  void run(MeshCommand c, bool forward) {
    switch (c) {
      case MeshCommand::Map:
        if (sources_.empty()) return;
        source_ = (source_ + (forward ? 1 : sources_.size() - 1)) % sources_.size();
        open(source_);
        break;
      case MeshCommand::Watched:
        scene_.watchFunnel((scene_.watchedCost() + (forward ? 1 : kCostCount - 1)) % kCostCount);
        restart();
        break;
      case MeshCommand::PlayPause:
        if (step_ >= scene_.funnel().size()) step_ = 0;
        playing_ = !playing_;
        break;
      case MeshCommand::Step:
        playing_ = false;
        if (step_ < scene_.funnel().size()) ++step_;
        break;
      case MeshCommand::Restart:
        restart();
        break;
      case MeshCommand::Paths:
        allPaths_ = !allPaths_;
        break;
    }
  }

  bool key(const sf::Event::KeyEvent& k) {
    switch (k.code) {
      case sf::Keyboard::M:
        run(MeshCommand::Map, !k.shift);
        return true;
      case sf::Keyboard::C:
        run(MeshCommand::Watched, !k.shift);
        return true;
      case sf::Keyboard::Space:
        run(MeshCommand::PlayPause, true);
        return true;
      case sf::Keyboard::Right:
      case sf::Keyboard::Period:
        run(MeshCommand::Step, true);
        return true;
      case sf::Keyboard::R:
        run(MeshCommand::Restart, true);
        return true;
      case sf::Keyboard::P:
        run(MeshCommand::Paths, true);
        return true;
      case sf::Keyboard::Up:
        speed_ = std::min(speed_ + 1, kMeshSpeeds.size() - 1);
        return true;
      case sf::Keyboard::Down:
        speed_ = speed_ > 0 ? speed_ - 1 : 0;
        return true;
      default:
        return false;
    }
  }

  // Fits the mesh's extent into the view, keeping its proportions.
  void fit() {
    const Vec2 size = scene_.high() - scene_.low();
    if (size.x <= 0.f || size.y <= 0.f) {
      drawn_ = {view_.left, view_.top, 1.f, 1.f};
      return;
    }
    scale_ = std::min(view_.width / size.x, view_.height / size.y);
    const float w = size.x * scale_;
    const float h = size.y * scale_;
    // Whole pixels, and never past the view's far edges.
    drawn_ = {view_.left + std::floor((view_.width - w) * 0.5f), view_.top + std::floor((view_.height - h) * 0.5f), w,
              h};
  }

  sf::Vector2f screen(Vec2 p) const {
    return {drawn_.left + (p.x - scene_.low().x) * scale_, drawn_.top + (p.y - scene_.low().y) * scale_};
  }
  Vec2 world(sf::Vector2f p) const {
    return {scene_.low().x + (p.x - drawn_.left) / scale_, scene_.low().y + (p.y - drawn_.top) / scale_};
  }

  void place(sf::Vector2f p, bool goal) {
    const Vec2 w = world(p);
    const bool moved = goal ? scene_.setGoal(w) : scene_.setStart(w);
    if (moved) restart();
  }

  void drawPath(sf::VertexArray& v, const std::vector<Vec2>& points, float width, sf::Color colour) const {
    for (size_t k = 1; k < points.size(); ++k) addLine(v, screen(points[k - 1]), screen(points[k]), width, colour);
  }

  void drawMesh(sf::RenderTarget& target) {
    const NavMesh& mesh = scene_.mesh();
    sf::VertexArray v(sf::Triangles);
    if (scene_.grid()) {
      // The level's blocked cells, under the mesh.
      const Grid& grid = *scene_.grid();
      for (int32_t y = 0; y < grid.height(); ++y) {
        for (int32_t x = 0; x < grid.width(); ++x) {
          if (grid.passable({x, y})) continue;
          const sf::Vector2f a = screen({static_cast<float>(x), static_cast<float>(y)});
          addRect(v, {a.x, a.y, scale_, scale_}, sf::Color{40, 42, 48});
        }
      }
    }
    const MeshLabScene::Answer& watched = scene_.answer(scene_.watchedCost());
    const float cheapest = std::max(mesh.minCost(), 1e-3f);
    std::vector<char> inCorridor(mesh.triangleSlots(), 0);
    for (const NavTri t : watched.corridor) inCorridor[t] = 1;
    for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
      if (!mesh.alive(t)) continue;
      // Dearer regions (mud) browner, as their cost rises above the mesh's cheapest.
      const float dear = std::clamp((mesh.region(t).cost / cheapest - 1.f) / 3.f, 0.f, 1.f);
      const sf::Color floor = mix(sf::Color{58, 66, 78}, sf::Color{110, 82, 52}, dear);
      addTriangle(v, screen(mesh.corner(t, 0)), screen(mesh.corner(t, 1)), screen(mesh.corner(t, 2)),
                  inCorridor[t] ? mix(sf::Color{64, 96, 150}, floor, 0.35f) : floor);
    }
    const float thin = std::max(1.f, scale_ * 0.04f);
    for (NavTri t = 0; t < mesh.triangleSlots(); ++t) {
      if (!mesh.alive(t)) continue;
      for (int k = 0; k < 3; ++k) {
        addLine(v, screen(mesh.corner(t, k)), screen(mesh.corner(t, (k + 1) % 3)), thin, sf::Color{100, 110, 128});
      }
    }
    // The portals of the watched corridor: a walker goes through each from its left end to its right.
    const float portalWidth = std::max(1.5f, scale_ * 0.08f);
    for (size_t k = 1; k + 1 < watched.portals.size(); ++k) {
      addLine(v, screen(watched.portals[k].left), screen(watched.portals[k].right), portalWidth,
              sf::Color{230, 220, 150, 200});
    }
    const float width = std::max(2.f, scale_ * 0.12f);
    if (allPaths_) {
      if (scene_.shortest() >= 0.f) drawPath(v, scene_.shortestPath(), width * 2.2f, withAlpha(kShortestColour, 120));
      for (size_t c = 0; c < kCostCount; ++c) {
        if (c != scene_.watchedCost() && scene_.answer(c).status == NavStatus::Found)
          drawPath(v, scene_.answer(c).path.points, width, kPathColours[c]);
      }
    }
    drawFunnel(v, watched, width);
    const float r = std::max(4.f, scale_ * 0.35f);
    addDisc(v, screen(scene_.start()), r + 1.5f, sf::Color::Black);
    addDisc(v, screen(scene_.start()), r, sf::Color{90, 210, 120});
    addDisc(v, screen(scene_.goal()), r + 1.5f, sf::Color::Black);
    addDisc(v, screen(scene_.goal()), r, colors::kGoal);
    target.draw(v);
  }

  // The funnel after `step_` portals: the corners found so far joined, and the two rays from the apex; once
  // every portal is looked at, the whole path.
  void drawFunnel(sf::VertexArray& v, const MeshLabScene::Answer& watched, float width) const {
    if (watched.status != NavStatus::Found) return;
    const sf::Color colour = kPathColours[scene_.watchedCost()];
    const std::vector<FunnelState>& states = scene_.funnel();
    if (step_ >= states.size()) {
      drawPath(v, watched.path.points, width * 1.4f, colour);
      return;
    }
    std::vector<Vec2> corners = {scene_.start()};
    for (size_t k = 0; k < step_; ++k) {
      if (states[k].corner) corners.push_back(states[k].apex);
    }
    drawPath(v, corners, width * 1.4f, colour);
    if (step_ == 0) return;
    const FunnelState& now = states[step_ - 1];
    addLine(v, screen(now.apex), screen(now.left), width, sf::Color{110, 230, 120});
    addLine(v, screen(now.apex), screen(now.right), width, sf::Color{240, 100, 90});
    addDisc(v, screen(now.apex), width * 1.8f, sf::Color::White);
  }

  void drawFigures(sf::RenderTarget& target) const {
    FigureLines lines(target, res_.font, figures_);
    auto write = [&](const std::string& text, sf::Color colour) { lines.write(text, colour); };
    if (!error_.empty()) return;
    write(textf(tr("{0} triangles"), groupedText(scene_.mesh().triangleCount())), colors::kTextDim);
    for (size_t c = 0; c < kCostCount; ++c) {
      const MeshLabScene::Answer& a = scene_.answer(c);
      write(navCostName(MeshLabScene::kCosts[c]), kPathColours[c]);
      if (a.status != NavStatus::Found) {
        write("  " + std::string(tr("no path")), colors::kTextDim);
        continue;
      }
      write("  " + navPathFigures(a.path.length, scene_.shortest(), a.expanded), colors::kTextDim);
    }
    if (scene_.shortest() >= 0.f) {
      write(textf(tr("Shortest possible: {0}"), decimalText(scene_.shortest(), 2)), kShortestColour);
    }
  }

  const GameResources& res_;
  std::vector<MeshLabScene::Source> sources_;
  size_t source_ = 0;
  MeshLabScene scene_;
  std::string error_;
  std::vector<Control> buttons_;
  sf::FloatRect panel_, figures_, view_, drawn_;
  float scale_ = 1.f;
  sf::Vector2f mouse_{-1.f, -1.f};
  std::optional<bool> dragging_;  // true: the goal
  size_t step_ = 0;
  float carry_ = 0.f;
  size_t speed_ = 1;
  bool playing_ = true;
  bool allPaths_ = true;
};

}  // namespace

std::unique_ptr<LabPage> makeMeshesPage(const GameResources& res, const std::filesystem::path& meshes) {
  return std::make_unique<MeshesPage>(res, meshes);
}

}  // namespace td
