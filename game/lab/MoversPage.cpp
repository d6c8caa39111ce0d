// The Lab's Movers page: the hero and the movers of the game in a small yard, each with what it is doing.

#include "game/lab/MoversPage.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/Window/Keyboard.hpp>
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/core/TextFormat.h"
#include "engine/sim/CellPoints.h"
#include "engine/sim/move/MoveState.h"
#include "game/lab/FigureLines.h"
#include "game/lab/LabText.h"
#include "game/lab/MoverLab.h"
#include "game/render/Palette.h"
#include "game/render/Primitives.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kMoverLabelSize = 12;

// One colour a mover kind, by its place in the yard's list.
sf::Color moverColour(size_t i) {
  static const sf::Color kColours[] = {{235, 90, 80},   {250, 170, 60},  {170, 120, 230},
                                       {150, 150, 160}, {120, 200, 120}, {230, 200, 90},
                                       {90, 200, 230},  {240, 130, 200}, {200, 220, 120}};
  return kColours[i % std::size(kColours)];
}

// The Lab's own movers have names of their own; the rest are the game's kinds.
std::string moverName(const EnemyDef& def) {
  // TRANSLATORS: a mover of the Lab that steps x and y toward its goal without planning.
  if (def.id == "lab_chaser") return tr("Chaser");
  // TRANSLATORS: a mover of the Lab that steers by rays cast ahead of it.
  if (def.id == "lab_feeler") return tr("Feeler");
  return kindName(def);
}

class MoversPage final : public LabPage {
 public:
  MoversPage(const GameResources& res, const std::filesystem::path& yard) : res_(res) {
    std::string why;
    if (!lab_.load(res, yard, why)) error_ = textf(tr("Cannot open the yard: {0}"), why);
  }

  std::string title() const override { return tr("Movers"); }

  std::string help() const override {
    return tr("pick a mover, then click to drop it · right click sends the hero · 1-9 pick · Space pause · R reset");
  }

  void layout(const sf::FloatRect& area) override {
    const float panelWidth = std::clamp(area.width * 0.24f, 190.f, 300.f);
    panel_ = {area.left, area.top, panelWidth, area.height};
    const size_t rows = (error_.empty() ? lab_.kinds().size() : 0) + 2;
    constexpr float kGap = 4.f;
    const float row =
        std::min(30.f, (area.height * 0.7f - kGap * static_cast<float>(rows - 1)) / static_cast<float>(rows));
    float y = area.top;
    kindButtons_.clear();
    for (size_t k = 0; k + 2 < rows; ++k) {
      kindButtons_.push_back({area.left, y, panelWidth, row});
      y += row + kGap;
    }
    const float half = (panelWidth - kGap) * 0.5f;
    pauseButton_ = {area.left, y, half, row};
    resetButton_ = {area.left + half + kGap, y, half, row};
    y += row + kGap;
    figures_ = {area.left, y + 4.f, panelWidth, area.top + area.height - y - 4.f};
    const sf::FloatRect view{area.left + panelWidth + 12.f, area.top, area.width - panelWidth - 12.f, area.height};
    const Grid* grid = lab_.loaded() ? &lab_.world().grid() : nullptr;
    const float w = grid ? static_cast<float>(grid->width()) : 1.f;
    const float h = grid ? static_cast<float>(grid->height()) : 1.f;
    cell_ = std::max(1.f, std::floor(std::min(view.width / w, view.height / h)));
    yard_ = {view.left + std::floor((view.width - cell_ * w) * 0.5f),
             view.top + std::floor((view.height - cell_ * h) * 0.5f), cell_ * w, cell_ * h};
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p = {{"controls", panel_, "page"}, {"yard", yard_, "page"}};
    for (size_t k = 0; k < kindButtons_.size(); ++k)
      p.push_back({"kind " + std::to_string(k), kindButtons_[k], "controls"});
    p.push_back({"pause", pauseButton_, "controls"});
    p.push_back({"reset", resetButton_, "controls"});
    p.push_back({"figures", figures_, "controls"});
    return p;
  }

  bool handle(const sf::Event& event) override {
    if (!lab_.loaded()) return false;
    if (event.type == sf::Event::MouseMoved) {
      mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
      return false;
    }
    if (event.type == sf::Event::KeyPressed) return key(event.key);
    if (event.type != sf::Event::MouseButtonPressed) return false;
    const sf::Vector2f p{static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)};
    for (size_t k = 0; k < kindButtons_.size(); ++k) {
      if (kindButtons_[k].contains(p)) {
        picked_ = k;
        return true;
      }
    }
    if (pauseButton_.contains(p)) {
      paused_ = !paused_;
      return true;
    }
    if (resetButton_.contains(p)) {
      lab_.reset();
      return true;
    }
    if (!yard_.contains(p)) return false;
    const Vec2 at = world(p);
    if (event.mouseButton.button == sf::Mouse::Right) {
      lab_.orderHero(at);
    } else if (picked_ < lab_.kinds().size()) {
      lab_.drop(lab_.kinds()[picked_], cellOf(at));
    }
    return true;
  }

  void update(float) override {
    // One tick of the game's simulation a fixed step of the screen's, as in play.
    if (lab_.loaded() && !paused_) lab_.step();
  }

  void settleForScreenshot() override {
    if (!lab_.loaded()) return;
    // One of each mover, dropped round the yard, the hero sent among them, and four seconds played.
    const Cell drops[] = {{3, 3}, {13, 9}, {3, 14}, {14, 2}, {27, 1}, {12, 16}, {20, 14}, {14, 8}, {8, 2}};
    for (size_t k = 0; k < lab_.kinds().size(); ++k) lab_.drop(lab_.kinds()[k], drops[k % std::size(drops)]);
    lab_.orderHero({12.5f, 9.5f});
    for (int t = 0; t < 240; ++t) lab_.step();
    paused_ = true;
  }

  void draw(sf::RenderTarget& target) override {
    if (!error_.empty()) {
      drawTextAt(target, res_.font, cutToWidth(res_.font, error_, 14, panel_.width + yard_.width), 14, colors::refuse(),
                 panel_.left, panel_.top);
      return;
    }
    for (size_t k = 0; k < kindButtons_.size(); ++k) {
      const EnemyDef& def = lab_.world().defs().enemies[lab_.kinds()[k]];
      Button b{kindButtons_[k], textf(tr("{0}: {1}"), k + 1, moverName(def)), {}, true, k == picked_};
      drawButton(target, res_.font, b, kindButtons_[k].contains(mouse_), 14);
    }
    drawButton(target, res_.font, Button{pauseButton_, paused_ ? tr("Run") : tr("Pause"), {}, true, paused_},
               pauseButton_.contains(mouse_), 14);
    drawButton(target, res_.font, Button{resetButton_, tr("Reset"), {}, true, false}, resetButton_.contains(mouse_),
               14);
    drawYard(target);
    drawFigures(target);
  }

 private:
  bool key(const sf::Event::KeyEvent& k) {
    if (k.code >= sf::Keyboard::Num1 && k.code <= sf::Keyboard::Num9) {
      const auto i = static_cast<size_t>(k.code - sf::Keyboard::Num1);
      if (i < lab_.kinds().size()) picked_ = i;
      return true;
    }
    if (k.code == sf::Keyboard::Space) {
      paused_ = !paused_;
      return true;
    }
    if (k.code == sf::Keyboard::R) {
      lab_.reset();
      return true;
    }
    return false;
  }

  sf::Vector2f screen(Vec2 p) const { return {yard_.left + p.x * cell_, yard_.top + p.y * cell_}; }
  Vec2 world(sf::Vector2f p) const { return {(p.x - yard_.left) / cell_, (p.y - yard_.top) / cell_}; }

  size_t kindSlot(uint16_t kind) const {
    const auto& kinds = lab_.kinds();
    return static_cast<size_t>(std::find(kinds.begin(), kinds.end(), kind) - kinds.begin());
  }

  void drawYard(sf::RenderTarget& target) const {
    const World& w = lab_.world();
    const Grid& grid = w.grid();
    const LevelDef& level = w.level();
    sf::VertexArray v(sf::Triangles);
    for (int32_t y = 0; y < grid.height(); ++y) {
      for (int32_t x = 0; x < grid.width(); ++x) {
        const TerrainDef& t = level.terrains[grid.terrain({x, y})];
        const sf::Vector2f a = screen({static_cast<float>(x), static_cast<float>(y)});
        addRect(v, {a.x, a.y, cell_, cell_}, groundColor(terrainStyle(t), {x, y}));
      }
    }
    const float thin = std::max(1.5f, cell_ * 0.08f);
    if (const Hero* hero = w.hero()) {
      // Its crumbs, oldest faintest: what the wolves follow.
      const Trail& crumbs = hero->trail;
      for (int32_t i = 0; i < crumbs.size(); ++i) {
        const auto alpha = static_cast<uint8_t>(60 + 160 * (i + 1) / std::max(1, crumbs.size()));
        addDisc(v, screen(centreOf(crumbs.at(i))), cell_ * 0.12f, sf::Color{250, 240, 200, alpha}, 8);
      }
    }
    const auto& enemies = w.enemies();
    for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
      if (!enemies.aliveAt(i)) continue;
      const Enemy& e = enemies.at(i);
      const sf::Color colour = moverColour(kindSlot(e.kind));
      // The line it leaves.
      if (const std::deque<Vec2>* trail = lab_.trail(e.serial)) {
        for (size_t k = 1; k < trail->size(); ++k) {
          addLine(v, screen((*trail)[k - 1]), screen((*trail)[k]), thin, withAlpha(colour, 140));
        }
      }
      drawMoverState(v, e, colour, thin);
      addDisc(v, screen(e.pos), cell_ * 0.3f + 1.5f, sf::Color::Black, 14);
      addDisc(v, screen(e.pos), cell_ * 0.3f, colour, 14);
      addLine(v, screen(e.pos), screen(e.pos + e.facing * 0.45f), thin, sf::Color::White);
    }
    if (const Hero* hero = w.hero()) {
      addDisc(v, screen(hero->pos), cell_ * 0.42f + 2.f, sf::Color::Black, 18);
      addDisc(v, screen(hero->pos), cell_ * 0.42f, colors::kGold, 18);
    }
    target.draw(v);
    // Each mover's mode in words, beside it.
    for (uint32_t i = 0; i < enemies.slotCount(); ++i) {
      if (!enemies.aliveAt(i)) continue;
      const Enemy& e = enemies.at(i);
      const char* mode = traceMode(e.move);
      if (mode == nullptr) continue;
      const sf::Vector2f p = screen(e.pos);
      drawTextAt(target, res_.font, moverModeWord(mode), kMoverLabelSize, sf::Color::White, p.x + cell_ * 0.4f,
                 p.y - cell_ * 0.5f);
    }
  }

  // What the state machine holds, drawn: an imp's flight (straight away from the hero, and the deviation it drew),
  // a golem's trace (where it met the obstacle, and the line from there to its goal that ends the trace).
  void drawMoverState(sf::VertexArray& v, const Enemy& e, sf::Color colour, float thin) const {
    if (const auto* flee = std::get_if<Fleeing>(&e.move); flee != nullptr && flee->mode == FleeMode::Flee) {
      if (const Hero* hero = lab_.world().hero()) {
        const Vec2 away = e.pos - hero->pos;
        const float len = length(away);
        if (len > 1e-3f) {
          addLine(v, screen(e.pos), screen(e.pos + away * (1.5f / len)), thin, sf::Color{255, 255, 255, 110});
          const float a = std::atan2(away.y, away.x) + flee->deviation;
          addLine(v, screen(e.pos), screen(e.pos + Vec2{std::cos(a), std::sin(a)} * 1.5f), thin * 1.4f, colour);
        }
      }
    }
    if (const auto* feel = std::get_if<FeelerSteering>(&e.move)) {
      // Its feelers as cast: each to where it touched, red when it did.
      for (const Feeler& f : feel->feelers) {
        const float reach = f.blocked ? f.hit : f.reach;
        addLine(v, screen(f.from), screen(f.from + f.dir * reach), thin,
                f.blocked ? sf::Color{240, 90, 80} : sf::Color{255, 255, 255, 120});
      }
    }
    if (const auto* trace = std::get_if<Tracing>(&e.move); trace != nullptr && trace->mode == TraceMode::Trace) {
      addLine(v, screen(trace->hit), screen(trace->goal), thin, sf::Color{255, 255, 255, 90});
      addDisc(v, screen(trace->hit), cell_ * 0.16f, colour, 10);
    }
  }

  void drawFigures(sf::RenderTarget& target) const {
    FigureLines lines(target, res_.font, figures_);
    auto write = [&](const std::string& text, sf::Color colour) { lines.write(text, colour); };
    const World& w = lab_.world();
    if (picked_ < lab_.kinds().size()) {
      const EnemyDef& def = w.defs().enemies[lab_.kinds()[picked_]];
      write(moverName(def), moverColour(picked_));
      const std::string_view way = movementInfo(def.movement).way;
      write(way.empty() ? std::string(tr("follows the flow field to the goal")) : tr(std::string(way).c_str()),
            colors::kTextDim);
    }
    write(textf(trn("{0} mover", "{0} movers", w.enemies().count()), w.enemies().count()), colors::kTextDim);
  }

  const GameResources& res_;
  MoverLab lab_;
  std::string error_;
  std::vector<sf::FloatRect> kindButtons_;
  sf::FloatRect panel_, pauseButton_, resetButton_, figures_, yard_;
  float cell_ = 1.f;
  sf::Vector2f mouse_{-1.f, -1.f};
  size_t picked_ = 0;
  bool paused_ = false;
};

}  // namespace

std::unique_ptr<LabPage> makeMoversPage(const GameResources& res, const std::filesystem::path& yard) {
  return std::make_unique<MoversPage>(res, yard);
}

}  // namespace td
