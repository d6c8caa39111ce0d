// The Lab's Grids page: one board, two searches side by side on it, played step by step.

#include "game/lab/GridsPage.h"

#include <SFML/Window/Keyboard.hpp>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/TextFormat.h"
#include "game/lab/GridBoardView.h"
#include "game/lab/GridControls.h"
#include "game/lab/GridLabBoard.h"
#include "game/lab/LabText.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

constexpr unsigned kGridCaptionSize = 16;
constexpr unsigned kGridFigureSize = 13;

class GridsPage final : public LabPage {
 public:
  explicit GridsPage(const sf::Font& font) : font_(font) {}

  std::string title() const override { return tr("Grids"); }

  std::string help() const override {
    return tr(
        "A, D algorithms · W weight · T turn cost · P pass limit · 1 2 3 4 brush (3 again turns the slope) · drag S "
        "and G · Space play · → step · "
        "↑ ↓ speed · R restart · End · C clear · N random · B reset · L walker's line");
  }

  void layout(const sf::FloatRect& area) override {
    const float panelWidth = std::clamp(area.width * 0.24f, 190.f, 300.f);
    panel_ = {area.left, area.top, panelWidth, area.height};
    constexpr size_t kRows = 10;
    constexpr float kGap = 4.f;
    const float row = std::min(34.f, (area.height - kGap * (kRows - 1)) / static_cast<float>(kRows));
    float y = area.top;
    auto rowRect = [&] {
      const sf::FloatRect r{area.left, y, panelWidth, row};
      y += row + kGap;
      return r;
    };
    buttons_.clear();
    auto whole = [&](GridCommand c) { buttons_.push_back({c, rowRect()}); };
    auto split = [&](std::initializer_list<GridCommand> cs) {
      const sf::FloatRect r = rowRect();
      const float w = (r.width - kGap * static_cast<float>(cs.size() - 1)) / static_cast<float>(cs.size());
      float x = r.left;
      for (const GridCommand c : cs) {
        buttons_.push_back({c, {x, r.top, w, r.height}});
        x += w + kGap;
      }
    };
    whole(GridCommand::LeftAlgorithm);
    whole(GridCommand::RightAlgorithm);
    whole(GridCommand::Weight);
    whole(GridCommand::TurnPenalty);
    whole(GridCommand::PassLimit);
    split({GridCommand::BrushWall, GridCommand::BrushMud, GridCommand::BrushSlope, GridCommand::BrushGround});
    split({GridCommand::PlayPause, GridCommand::Step, GridCommand::Restart});
    whole(GridCommand::Speed);
    split({GridCommand::Clear, GridCommand::Scatter, GridCommand::Reset});
    whole(GridCommand::WalkerLine);

    // The boards: two side by side, each with its name above and its figures below, and under both the key to
    // their colours.
    const float left = area.left + panelWidth + 12.f;
    const float width = area.left + area.width - left;
    const float sideWidth = (width - 12.f) * 0.5f;
    const float captionH = static_cast<float>(kGridCaptionSize) * 1.3f;
    const float figuresH = static_cast<float>(kGridFigureSize) * 1.25f * 2.f;
    const float legendH = static_cast<float>(kGridFigureSize) * 1.4f;
    const float boardsH = std::max(10.f, area.height - captionH - figuresH - legendH - 12.f);
    for (size_t s = 0; s < GridLabBoard::kSides; ++s) {
      const float x = left + static_cast<float>(s) * (sideWidth + 12.f);
      const BoardFrame fitted =
          BoardFrame::fit({x, 0.f, sideWidth, boardsH}, GridLabBoard::kWidth, GridLabBoard::kHeight);
      // The group (name, board, figures, key) sits in the middle of the page's height.
      const float top =
          std::round(area.top + (area.height - captionH - fitted.rect.height - figuresH - legendH - 12.f) * 0.5f);
      frame_[s] = fitted;
      frame_[s].rect.top = top + captionH + 2.f;
      caption_[s] = {x, top, sideWidth, captionH};
      figures_[s] = {x, frame_[s].rect.top + frame_[s].rect.height + 4.f, sideWidth, figuresH};
    }
    legend_ = {left, figures_[0].top + figuresH + 6.f, width, legendH};
  }

  std::vector<UiPart> parts() const override {
    std::vector<UiPart> p;
    p.push_back({"controls", panel_, "page"});
    for (size_t k = 0; k < buttons_.size(); ++k)
      p.push_back({"control " + std::to_string(k), buttons_[k].rect, "controls"});
    for (size_t s = 0; s < GridLabBoard::kSides; ++s) {
      const std::string n = std::to_string(s + 1);
      p.push_back({"caption " + n, caption_[s], "page"});
      p.push_back({"board " + n, frame_[s].rect, "page"});
      p.push_back({"figures " + n, figures_[s], "page"});
    }
    p.push_back({"legend", legend_, "page"});
    return p;
  }

  bool handle(const sf::Event& event) override {
    switch (event.type) {
      case sf::Event::KeyPressed:
        return key(event.key);
      case sf::Event::MouseButtonPressed:
        return press(event.mouseButton);
      case sf::Event::MouseButtonReleased:
        dragging_ = Drag::None;
        return false;
      case sf::Event::MouseMoved:
        mouse_ = {static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
        if (dragging_ != Drag::None) dragTo(mouse_);
        return dragging_ != Drag::None;
      default:
        return false;
    }
  }

  void update(float dt) override {
    if (dirty_) {
      board_.rerun();
      dirty_ = false;
    }
    if (!controls_.playing()) return;
    carry_ += dt * static_cast<float>(controls_.stepsPerSecond());
    const auto steps = static_cast<uint32_t>(carry_);
    carry_ -= static_cast<float>(steps);
    if (steps > 0 && !board_.advance(steps)) controls_.setPlaying(false);
  }

  void settleForScreenshot() override {
    if (dirty_) board_.rerun();
    dirty_ = false;
    board_.finish();
    controls_.setPlaying(false);
  }

  void draw(sf::RenderTarget& target) override {
    for (const ControlButton& c : buttons_) {
      // drawButton writes a label smaller where it is long.
      const Button b{c.rect,
                     controls_.label(c.command, board_),
                     {},
                     controls_.enabled(c.command, board_),
                     controls_.active(c.command)};
      drawButton(target, font_, b, c.rect.contains(mouse_), 14);
    }
    for (size_t s = 0; s < GridLabBoard::kSides; ++s) drawSide(target, s);
    drawBoardLegend(target, font_, legend_, kGridFigureSize);
  }

 private:
  enum class Drag : uint8_t { None, Start, Goal, Paint };
  struct ControlButton {
    GridCommand command;
    sf::FloatRect rect;
  };

  std::string algorithmName(const std::optional<GridAlgorithm>& a) const {
    return a ? gridAlgorithmName(*a) : std::string(tr("Off"));
  }

  bool key(const sf::Event::KeyEvent& k) {
    if (k.code == sf::Keyboard::End) {
      board_.finish();
      controls_.setPlaying(false);
      return true;
    }
    const std::optional<GridControls::KeyCommand> c = GridControls::forKey(k);
    if (!c) return false;
    if (controls_.enabled(c->command, board_)) controls_.run(c->command, !c->back, board_);
    return true;
  }

  bool press(const sf::Event::MouseButtonEvent& m) {
    const sf::Vector2f p{static_cast<float>(m.x), static_cast<float>(m.y)};
    mouse_ = p;
    for (const ControlButton& c : buttons_) {
      if (!c.rect.contains(p)) continue;
      if (controls_.enabled(c.command, board_)) controls_.run(c.command, m.button != sf::Mouse::Right, board_);
      return true;
    }
    for (const BoardFrame& f : frame_) {
      const std::optional<Cell> cell = f.cellAt(p);
      if (!cell) continue;
      if (*cell == board_.start()) {
        dragging_ = Drag::Start;
      } else if (*cell == board_.goal()) {
        dragging_ = Drag::Goal;
      } else {
        dragging_ = Drag::Paint;
        paintWith_ = m.button == sf::Mouse::Right ? GridLabBoard::kGround : controls_.brush();
        dragTo(p);
      }
      return true;
    }
    return false;
  }

  void dragTo(sf::Vector2f p) {
    for (const BoardFrame& f : frame_) {
      const std::optional<Cell> cell = f.cellAt(p);
      if (!cell) continue;
      if (dragging_ == Drag::Start) {
        if (board_.moveStart(*cell)) controls_.setPlaying(true);
      } else if (dragging_ == Drag::Goal) {
        if (board_.moveGoal(*cell)) controls_.setPlaying(true);
      } else if (dragging_ == Drag::Paint && board_.paint(*cell, paintWith_)) {
        // Run again once a frame, however many cells the stroke crossed.
        dirty_ = true;
        controls_.setPlaying(true);
      }
      return;
    }
  }

  void drawSide(sf::RenderTarget& target, size_t s) {
    const GridLabBoard::Side& side = board_.side(s);
    drawTextAt(target, font_, cutToWidth(font_, algorithmName(side.algorithm), kGridCaptionSize, caption_[s].width),
               kGridCaptionSize, colors::kText, caption_[s].left, caption_[s].top);
    drawBoardSide(target, board_, s, frame_[s], controls_.walkerLine());
    const std::vector<std::string> lines = sideFigures(side);
    float y = figures_[s].top;
    for (const std::string& line : lines) {
      drawTextAt(target, font_, cutToWidth(font_, line, kGridFigureSize, figures_[s].width), kGridFigureSize,
                 colors::kTextDim, figures_[s].left, y);
      y += static_cast<float>(kGridFigureSize) * 1.25f;
    }
  }

  std::vector<std::string> sideFigures(const GridLabBoard::Side& side) const {
    if (!side.algorithm) return {tr("Pick an algorithm for this side: D, or a click on Right.")};
    if (side.status == GridRunStatus::UnevenGround) {
      return {tr("Jump Point Search needs even ground:"), tr("paint the mud and slopes away (4, then drag).")};
    }
    if (side.status != GridRunStatus::Ran) return {tr("These settings cannot be searched.")};
    return gridRunFigures(side.run, side.playback, side.microsPerQuery);
  }

  const sf::Font& font_;
  GridLabBoard board_;
  GridControls controls_;
  sf::FloatRect panel_;
  std::vector<ControlButton> buttons_;
  std::array<sf::FloatRect, GridLabBoard::kSides> caption_{};
  std::array<BoardFrame, GridLabBoard::kSides> frame_{};
  std::array<sf::FloatRect, GridLabBoard::kSides> figures_{};
  sf::FloatRect legend_;
  sf::Vector2f mouse_{-1.f, -1.f};
  Drag dragging_ = Drag::None;
  uint8_t paintWith_ = GridLabBoard::kWall;
  bool dirty_ = false;
  float carry_ = 0.f;
};

}  // namespace

std::unique_ptr<LabPage> makeGridsPage(const sf::Font& font) { return std::make_unique<GridsPage>(font); }

}  // namespace td
