// The Lab's Collisions page: discs thrown in a room, their swept contacts and reflected velocities, and a
// point-in-polygon probe under the mouse.

#include "game/lab/CollisionsPage.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/Window/Keyboard.hpp>
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "engine/geom/PointInPolygon.h"
#include "game/lab/DiscLab.h"
#include "game/lab/FigureLines.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

// A throw's speed: the drag's length in cells times this, a second.
constexpr float kThrowScale = 2.5f;
constexpr float kStep = 1.f / 60.f;

enum class DiscCommand : uint8_t { Friction, Restitution, Grip, Size, Tilt, SpeedCap, Clear, Reset };

class CollisionsPage final : public LabPage {
 public:
  explicit CollisionsPage(const sf::Font& font) : font_(font) {}

  std::string title() const override { return tr("Collisions"); }

  std::string help() const override {
    return tr(
        "drag to throw a disc · right click a block · F friction · E bounce · G grip · S size · T tilt · V speed cap "
        "(Shift: less) · C clear · B reset");
  }

  void layout(const sf::FloatRect& area) override {
    const float panelWidth = std::clamp(area.width * 0.24f, 190.f, 300.f);
    panel_ = {area.left, area.top, panelWidth, area.height};
    constexpr float kGap = 4.f;
    const float row = std::min(34.f, (area.height * 0.6f - 6.f * kGap) / 7.f);
    float y = area.top;
    buttons_.clear();
    for (const DiscCommand c :
         {DiscCommand::Friction, DiscCommand::Restitution, DiscCommand::Grip, DiscCommand::Size}) {
      buttons_.push_back({c, {area.left, y, panelWidth, row}});
      y += row + kGap;
    }
    const float half = (panelWidth - kGap) * 0.5f;
    buttons_.push_back({DiscCommand::Clear, {area.left, y, half, row}});
    buttons_.push_back({DiscCommand::Reset, {area.left + half + kGap, y, half, row}});
    y += row + kGap;
    figures_ = {area.left, y + 6.f, panelWidth, area.top + area.height - y - 6.f};
    const sf::FloatRect view{area.left + panelWidth + 12.f, area.top, area.width - panelWidth - 12.f, area.height};
    cell_ = std::max(1.f, std::floor(std::min(view.width / DiscLab::kWidth, view.height / DiscLab::kHeight)));
    const float w = cell_ * DiscLab::kWidth;
    const float h = cell_ * DiscLab::kHeight;
    room_ = {view.left + std::floor((view.width - w) * 0.5f), view.top + std::floor((view.height - h) * 0.5f), w, h};
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"controls", panel_, "page"}, {"room", room_, "page"}};
    for (size_t k = 0; k < buttons_.size(); ++k) {
      p.push_back({"control " + std::to_string(k), buttons_[k].rect, "controls"});
    }
    p.push_back({"figures", figures_, "controls"});
    return p;
  }

  bool handle(const sf::Event& event) override {
    switch (event.type) {
      case sf::Event::KeyPressed:
        return key(event.key);
      case sf::Event::MouseMoved:
        mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
        probe_ = room_.contains(mouse_) ? std::optional(world(mouse_)) : std::nullopt;
        aimTo_ = world(mouse_);
        return aim_.has_value();
      case sf::Event::MouseButtonPressed: {
        const sf::Vector2f p{static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)};
        mouse_ = p;
        const bool right = event.mouseButton.button == sf::Mouse::Right;
        for (const Control& c : buttons_) {
          if (c.rect.contains(p)) {
            run(c.command, !right);
            return true;
          }
        }
        if (!room_.contains(p)) return false;
        if (right) {
          const Vec2 w = world(p);
          lab_.toggleBlock({static_cast<int32_t>(w.x), static_cast<int32_t>(w.y)});
        } else {
          aim_ = world(p);
          aimTo_ = *aim_;
        }
        return true;
      }
      case sf::Event::MouseButtonReleased:
        if (aim_ && event.mouseButton.button == sf::Mouse::Left) {
          const Vec2 to = world({static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
          lab_.throwDisc(*aim_, (to - *aim_) * kThrowScale);
          aim_.reset();
          return true;
        }
        return false;
      default:
        return false;
    }
  }

  void update(float dt) override {
    // The discs at the game's own fixed step, however the frames come.
    carry_ += dt;
    while (carry_ >= kStep) {
      lab_.step(kStep);
      carry_ -= kStep;
    }
  }

  void settleForScreenshot() override {
    // Three discs thrown and let run a second and a half, so that contacts show.
    lab_.clearDiscs();
    lab_.throwDisc({3.f, 3.f}, {9.f, 5.f});
    lab_.throwDisc({12.f, 13.f}, {8.f, -9.f});
    lab_.throwDisc({26.f, 9.f}, {-6.f, 2.5f});
    for (int k = 0; k < 90; ++k) lab_.step(kStep);
    probe_ = Vec2{7.f, 8.f};
    // And a throw being aimed, its line meeting the pillar.
    aim_ = Vec2{4.f, 10.f};
    aimTo_ = Vec2{6.5f, 9.f};
  }

  void draw(sf::RenderTarget& target) override {
    for (const Control& c : buttons_) {
      const Button b{c.rect, label(c.command), {}, true, false};
      drawButton(target, font_, b, c.rect.contains(mouse_), 14);
    }
    drawRoom(target);
    drawFigures(target);
  }

 private:
  struct Control {
    DiscCommand command;
    sf::FloatRect rect;
  };

  std::string label(DiscCommand c) const {
    switch (c) {
      case DiscCommand::Friction:
        return textf(tr("Friction: {0}"), decimalText(lab_.material.friction, 1));
      case DiscCommand::Restitution:
        return textf(tr("Bounce: {0}"), decimalText(lab_.material.restitution, 2));
      case DiscCommand::Grip:
        return textf(tr("Grip: {0}"), decimalText(lab_.material.grip, 2));
      case DiscCommand::Size:
        return textf(tr("Disc radius: {0}"), decimalText(lab_.radius, 2));
      case DiscCommand::Tilt:
        return textf(tr("Tilt: {0}"), decimalText(lab_.tilt, 1));
      case DiscCommand::SpeedCap:
        return lab_.maxSpeed <= 0.f ? std::string(tr("Speed cap: none"))
                                    : textf(tr("Speed cap: {0}"), decimalText(lab_.maxSpeed, 0));
      case DiscCommand::Clear:
        return tr("Clear");
      case DiscCommand::Reset:
        return tr("Reset");
    }
    return {};
  }

  void run(DiscCommand c, bool up) {
    const float sign = up ? 1.f : -1.f;
    switch (c) {
      case DiscCommand::Friction:
        lab_.material.friction = std::clamp(lab_.material.friction + 0.5f * sign, 0.f, 10.f);
        break;
      case DiscCommand::Restitution:
        lab_.material.restitution = std::clamp(lab_.material.restitution + 0.1f * sign, 0.f, 1.f);
        break;
      case DiscCommand::Grip:
        lab_.material.grip = std::clamp(lab_.material.grip + 0.05f * sign, 0.f, 1.f);
        break;
      case DiscCommand::Size:
        lab_.radius = std::clamp(lab_.radius + 0.05f * sign, 0.1f, 0.45f);
        break;
      case DiscCommand::Tilt:
        lab_.tilt = std::clamp(lab_.tilt + 1.f * sign, 0.f, 10.f);
        break;
      case DiscCommand::SpeedCap:
        lab_.maxSpeed = std::clamp(lab_.maxSpeed + 2.f * sign, 0.f, 20.f);
        break;
      case DiscCommand::Clear:
        lab_.clearDiscs();
        break;
      case DiscCommand::Reset:
        lab_.reset();
        break;
    }
  }

  bool key(const sf::Event::KeyEvent& k) {
    std::optional<DiscCommand> c;
    switch (k.code) {
      case sf::Keyboard::F:
        c = DiscCommand::Friction;
        break;
      case sf::Keyboard::E:
        c = DiscCommand::Restitution;
        break;
      case sf::Keyboard::G:
        c = DiscCommand::Grip;
        break;
      case sf::Keyboard::S:
        c = DiscCommand::Size;
        break;
      case sf::Keyboard::T:
        c = DiscCommand::Tilt;
        break;
      case sf::Keyboard::V:
        c = DiscCommand::SpeedCap;
        break;
      case sf::Keyboard::C:
        c = DiscCommand::Clear;
        break;
      case sf::Keyboard::B:
        c = DiscCommand::Reset;
        break;
      default:
        return false;
    }
    run(*c, !k.shift);
    return true;
  }

  sf::Vector2f screen(Vec2 p) const { return {room_.left + p.x * cell_, room_.top + p.y * cell_}; }
  Vec2 world(sf::Vector2f p) const { return {(p.x - room_.left) / cell_, (p.y - room_.top) / cell_}; }

  void arrow(sf::VertexArray& v, Vec2 from, Vec2 vector, float seconds, sf::Color colour) const {
    const sf::Vector2f a = screen(from);
    const sf::Vector2f b = screen(from + vector * seconds);
    addLine(v, a, b, std::max(1.5f, cell_ * 0.07f), colour);
    addDisc(v, b, std::max(2.f, cell_ * 0.1f), colour, 8);
  }

  void drawRoom(sf::RenderTarget& target) const {
    sf::VertexArray v(sf::Triangles);
    const DiscArena& arena = lab_.arena();
    addRect(v, room_, sf::Color{44, 58, 66});
    for (int32_t y = 0; y < DiscLab::kHeight; ++y) {
      for (int32_t x = 0; x < DiscLab::kWidth; ++x) {
        if (!arena.solid({x, y})) continue;
        const sf::Vector2f a = screen({static_cast<float>(x), static_cast<float>(y)});
        addRect(v, {a.x, a.y, cell_, cell_}, sf::Color{96, 100, 110});
        addRect(v, {a.x + 1.f, a.y + 1.f, cell_ - 2.f, cell_ - 2.f}, sf::Color{70, 73, 82});
      }
    }
    // The probe's polygon as a fan of its outline (it is drawn, not solid), lit when the mouse is inside.
    const std::vector<Vec2>& poly = lab_.polygon();
    const bool inside = probe_ && insideByAngles(poly, *probe_);
    const sf::Color outline = inside ? sf::Color{250, 214, 90} : sf::Color{170, 170, 190};
    for (size_t k = 0; k < poly.size(); ++k) {
      addLine(v, screen(poly[k]), screen(poly[(k + 1) % poly.size()]), std::max(1.5f, cell_ * 0.08f), outline);
    }
    if (probe_) addDisc(v, screen(*probe_), std::max(3.f, cell_ * 0.12f), outline, 10);
    // Impacts, fading: the disc's centre at the contact, the normal, the velocity in and out.
    for (const DiscLab::Impact& i : lab_.impacts()) {
      const float life = 1.f - i.age / DiscLab::kImpactLife;
      const auto alpha = static_cast<uint8_t>(std::clamp(life, 0.f, 1.f) * 255.f);
      addRing(v, screen(i.at), cell_ * 0.25f, cell_ * 0.32f, sf::Color{255, 255, 255, alpha});
      arrow(v, i.at, i.normal, 0.8f, sf::Color{250, 214, 90, alpha});
      arrow(v, i.at - i.before * 0.12f, i.before, 0.12f, sf::Color{240, 110, 100, alpha});
      arrow(v, i.at, i.after, 0.12f, sf::Color{110, 230, 130, alpha});
    }
    for (const Disc& d : lab_.discs()) {
      addDisc(v, screen(d.pos), d.radius * cell_ + 1.f, sf::Color::Black);
      addDisc(v, screen(d.pos), d.radius * cell_, sf::Color{120, 190, 250});
      arrow(v, d.pos, d.vel, 0.15f, sf::Color{200, 230, 255});
    }
    if (aim_) {
      arrow(v, *aim_, (aimTo_ - *aim_) * kThrowScale, 1.f / kThrowScale, sf::Color::White);
      if (const auto hit = aimHit()) {
        addLine(v, screen(*aim_), screen(hit->at), std::max(1.f, cell_ * 0.04f), sf::Color{255, 255, 255, 90});
        addRing(v, screen(hit->at), cell_ * 0.15f, cell_ * 0.24f, sf::Color{250, 214, 90});
      }
    }
    target.draw(v);
  }

  // Where the throw being aimed would first meet a wall, looking along it as far as the room is wide.
  std::optional<DiscLab::AimHit> aimHit() const {
    const float span = length(aimTo_ - *aim_);
    if (span < 1e-3f) return std::nullopt;
    return lab_.aimHit(*aim_, aimTo_, static_cast<float>(DiscLab::kWidth) / span);
  }

  void drawFigures(sf::RenderTarget& target) const {
    FigureLines lines(target, font_, figures_);
    auto write = [&](const std::string& text, sf::Color colour) { lines.write(text, colour); };
    write(textf(trn("{0} disc", "{0} discs", lab_.discs().size()), lab_.discs().size()), colors::kTextDim);
    // TRANSLATORS: the key to the arrows drawn at a disc's contact with a wall.
    write(tr("red in · green out · gold normal"), colors::kTextDim);
    if (aim_) {
      if (const auto hit = aimHit()) {
        // The plane n . p = d of the wall, x and z the room's axes.
        const Plane& plane = hit->plane;
        write(textf(tr("Aim meets the plane {0}x + {1}z = {2}"), decimalText(plane.normal.x, 2),
                    decimalText(plane.normal.z, 2), decimalText(plane.d, 2)),
              colors::kText);
        write(textf(tr("at t = {0}, the point ({1}, {2})"), decimalText(hit->t, 2), decimalText(hit->at.x, 2),
                    decimalText(hit->at.y, 2)),
              colors::kText);
      }
    }
    if (!probe_) return;
    const Vec2 p = *probe_;
    const bool angles = insideByAngles(lab_.polygon(), p);
    const bool crossings = insideByCrossings(lab_.polygon(), p);
    write(angles ? tr("Angles: in the star") : tr("Angles: outside the star"), colors::kText);
    write(crossings ? tr("Crossings: in the star") : tr("Crossings: outside the star"), colors::kText);
  }

  const sf::Font& font_;
  DiscLab lab_;
  std::vector<Control> buttons_;
  sf::FloatRect panel_, figures_, room_;
  float cell_ = 1.f;
  sf::Vector2f mouse_{-1.f, -1.f};
  std::optional<Vec2> aim_;
  Vec2 aimTo_;                 // where the mouse is while aiming, in the room's cells
  std::optional<Vec2> probe_;  // the point the polygon test is asked about: the mouse, in the room's cells
  float carry_ = 0.f;
};

}  // namespace

std::unique_ptr<LabPage> makeCollisionsPage(const sf::Font& font) { return std::make_unique<CollisionsPage>(font); }

}  // namespace td
