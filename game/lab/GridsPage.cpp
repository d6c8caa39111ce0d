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
#include "game/lab/GridLabBoard.h"
#include "game/lab/LabText.h"
#include "game/render/Palette.h"
#include "game/text/Catalogue.h"
#include "game/ui/UiDraw.h"

namespace td {
namespace {

// Steps a second, slowest first; the third to begin with.
constexpr std::array<uint32_t, 7> kGridSpeeds = {2, 8, 30, 120, 500, 2000, 10000};
constexpr size_t kGridFirstSpeed = 2;
constexpr unsigned kGridCaptionSize = 16;
constexpr unsigned kGridFigureSize = 13;

// The page's commands: each a key and a button, so that help, keys and clicks say the same.
enum class GridCommand : uint8_t {
  LeftAlgorithm,
  RightAlgorithm,
  Weight,
  TurnPenalty,
  PassLimit,
  BrushWall,
  BrushMud,
  BrushSlope,
  BrushGround,
  PlayPause,
  Step,
  Restart,
  Speed,
  Clear,
  Scatter,
  Reset,
  WalkerLine,
};

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
    area_ = area;
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
    if (!playing_) return;
    carry_ += dt * static_cast<float>(kGridSpeeds[speed_]);
    const auto steps = static_cast<uint32_t>(carry_);
    carry_ -= static_cast<float>(steps);
    if (steps > 0 && !board_.advance(steps)) playing_ = false;
  }

  void settleForScreenshot() override {
    if (dirty_) board_.rerun();
    dirty_ = false;
    board_.finish();
    playing_ = false;
  }

  void draw(sf::RenderTarget& target) override {
    for (const ControlButton& c : buttons_) {
      // drawButton writes a label smaller where it is long.
      const Button b{c.rect, label(c.command), {}, enabled(c.command), active(c.command)};
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

  std::string label(GridCommand c) const {
    switch (c) {
      case GridCommand::LeftAlgorithm:
        return textf(tr("Left: {0}"), algorithmName(board_.side(0).algorithm));
      case GridCommand::RightAlgorithm:
        return textf(tr("Right: {0}"), algorithmName(board_.side(1).algorithm));
      case GridCommand::Weight:
        return textf(tr("Weight w: {0}"), decimalText(board_.settings().weight, 1));
      case GridCommand::TurnPenalty:
        return textf(tr("Turn cost: {0}"), decimalText(board_.settings().turnPenalty, 1));
      case GridCommand::PassLimit:
        return board_.settings().passLimit == 0 ? std::string(tr("Pass limit: none"))
                                                : textf(tr("Pass limit: {0}"), board_.settings().passLimit);
      case GridCommand::BrushWall:
        return tr("Wall");
      case GridCommand::BrushMud:
        return tr("Mud");
      case GridCommand::BrushSlope: {
        // The way the slope the brush paints falls, as an arrow.
        static const char* const kArrows[] = {"→", "↓", "←", "↑"};
        return textf(tr("Slope {0}"), kArrows[slopeFall_]);
      }
      case GridCommand::BrushGround:
        return tr("Ground");
      case GridCommand::PlayPause:
        return playing_ ? tr("Pause") : tr("Play");
      case GridCommand::Step:
        // TRANSLATORS: a button of the Lab that plays a search one step further.
        return trc("verb", "Step");
      case GridCommand::Restart:
        return tr("Restart");
      case GridCommand::Speed:
        return textf(tr("{0} steps a second"), groupedText(kGridSpeeds[speed_]));
      case GridCommand::Clear:
        return tr("Clear");
      case GridCommand::Scatter:
        return tr("Random");
      case GridCommand::Reset:
        return tr("Reset");
      case GridCommand::WalkerLine:
        return walker_ ? tr("Walker's line: shown") : tr("Walker's line: hidden");
    }
    return {};
  }

  bool enabled(GridCommand c) const {
    if (c == GridCommand::Weight) return usesSetting(GridAlgorithm::WeightedAStar);
    if (c == GridCommand::TurnPenalty) return usesSetting(GridAlgorithm::TurnPenalty);
    if (c == GridCommand::PassLimit) return usesSetting(GridAlgorithm::RowScan);
    return true;
  }

  bool usesSetting(GridAlgorithm a) const { return board_.side(0).algorithm == a || board_.side(1).algorithm == a; }

  bool active(GridCommand c) const {
    return (c == GridCommand::BrushWall && brush_ == GridLabBoard::kWall) ||
           (c == GridCommand::BrushMud && brush_ == GridLabBoard::kMud) ||
           (c == GridCommand::BrushSlope && brush_ >= GridLabBoard::kSlope) ||
           (c == GridCommand::BrushGround && brush_ == GridLabBoard::kGround) ||
           (c == GridCommand::PlayPause && playing_) || (c == GridCommand::WalkerLine && walker_);
  }

  // `forward` false: the other way (a right click, or Shift with the key).
  void run(GridCommand c, bool forward) {
    switch (c) {
      case GridCommand::LeftAlgorithm:
        board_.setAlgorithm(0, cycle(board_.side(0).algorithm, forward, false));
        playing_ = true;
        break;
      case GridCommand::RightAlgorithm:
        board_.setAlgorithm(1, cycle(board_.side(1).algorithm, forward, true));
        playing_ = true;
        break;
      case GridCommand::Weight:
        board_.setWeight(board_.settings().weight + (forward ? 0.5 : -0.5));
        playing_ = true;
        break;
      case GridCommand::TurnPenalty:
        board_.setTurnPenalty(board_.settings().turnPenalty + (forward ? 0.5 : -0.5));
        playing_ = true;
        break;
      case GridCommand::PassLimit: {
        const uint32_t now = board_.settings().passLimit;
        board_.setPassLimit(forward ? now + 1 : (now > 0 ? now - 1 : 0));
        playing_ = true;
        break;
      }
      case GridCommand::BrushWall:
        brush_ = GridLabBoard::kWall;
        break;
      case GridCommand::BrushMud:
        brush_ = GridLabBoard::kMud;
        break;
      case GridCommand::BrushSlope:
        // Picked again, the slope turns a quarter.
        if (brush_ >= GridLabBoard::kSlope) slopeFall_ = (slopeFall_ + (forward ? 1 : 3)) % 4;
        brush_ = static_cast<uint8_t>(GridLabBoard::kSlope + slopeFall_);
        break;
      case GridCommand::BrushGround:
        brush_ = GridLabBoard::kGround;
        break;
      case GridCommand::PlayPause:
        if (board_.done()) board_.restart();
        playing_ = !playing_;
        break;
      case GridCommand::Step:
        playing_ = false;
        board_.advance(1);
        break;
      case GridCommand::Restart:
        board_.restart();
        playing_ = true;
        break;
      case GridCommand::Speed:
        speed_ = forward ? std::min(speed_ + 1, kGridSpeeds.size() - 1) : (speed_ > 0 ? speed_ - 1 : 0);
        break;
      case GridCommand::Clear:
        board_.clear();
        playing_ = true;
        break;
      case GridCommand::Scatter:
        board_.scatter(++seed_);
        playing_ = true;
        break;
      case GridCommand::Reset:
        board_.reset();
        playing_ = true;
        break;
      case GridCommand::WalkerLine:
        walker_ = !walker_;
        break;
    }
  }

  static std::optional<GridAlgorithm> cycle(std::optional<GridAlgorithm> a, bool forward, bool canBeOff) {
    // Off sits before the first algorithm, where a side may be off.
    const int count = static_cast<int>(kGridAlgorithmCount) + (canBeOff ? 1 : 0);
    int at = a ? static_cast<int>(*a) + (canBeOff ? 1 : 0) : 0;
    at = (at + (forward ? 1 : count - 1)) % count;
    if (canBeOff) return at == 0 ? std::nullopt : std::optional(static_cast<GridAlgorithm>(at - 1));
    return static_cast<GridAlgorithm>(at);
  }

  bool key(const sf::Event::KeyEvent& k) {
    const bool back = k.shift;
    std::optional<GridCommand> c;
    switch (k.code) {
      case sf::Keyboard::A:
        c = GridCommand::LeftAlgorithm;
        break;
      case sf::Keyboard::D:
        c = GridCommand::RightAlgorithm;
        break;
      case sf::Keyboard::W:
        c = GridCommand::Weight;
        break;
      case sf::Keyboard::T:
        c = GridCommand::TurnPenalty;
        break;
      case sf::Keyboard::P:
        c = GridCommand::PassLimit;
        break;
      case sf::Keyboard::Num1:
        c = GridCommand::BrushWall;
        break;
      case sf::Keyboard::Num2:
        c = GridCommand::BrushMud;
        break;
      case sf::Keyboard::Num3:
        c = GridCommand::BrushSlope;
        break;
      case sf::Keyboard::Num4:
        c = GridCommand::BrushGround;
        break;
      case sf::Keyboard::Space:
        c = GridCommand::PlayPause;
        break;
      case sf::Keyboard::Period:
      case sf::Keyboard::Right:
        c = GridCommand::Step;
        break;
      case sf::Keyboard::R:
        c = GridCommand::Restart;
        break;
      case sf::Keyboard::Up:
        run(GridCommand::Speed, true);
        return true;
      case sf::Keyboard::Down:
        run(GridCommand::Speed, false);
        return true;
      case sf::Keyboard::C:
        c = GridCommand::Clear;
        break;
      case sf::Keyboard::N:
        c = GridCommand::Scatter;
        break;
      case sf::Keyboard::B:
        c = GridCommand::Reset;
        break;
      case sf::Keyboard::L:
        c = GridCommand::WalkerLine;
        break;
      case sf::Keyboard::End:
        board_.finish();
        playing_ = false;
        return true;
      default:
        return false;
    }
    if (!enabled(*c)) return true;
    run(*c, !back);
    return true;
  }

  bool press(const sf::Event::MouseButtonEvent& m) {
    const sf::Vector2f p{static_cast<float>(m.x), static_cast<float>(m.y)};
    mouse_ = p;
    for (const ControlButton& c : buttons_) {
      if (!c.rect.contains(p)) continue;
      if (enabled(c.command)) run(c.command, m.button != sf::Mouse::Right);
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
        paintWith_ = m.button == sf::Mouse::Right ? GridLabBoard::kGround : brush_;
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
        if (board_.moveStart(*cell)) playing_ = true;
      } else if (dragging_ == Drag::Goal) {
        if (board_.moveGoal(*cell)) playing_ = true;
      } else if (dragging_ == Drag::Paint && board_.paint(*cell, paintWith_)) {
        // Run again once a frame, however many cells the stroke crossed.
        dirty_ = true;
        playing_ = true;
      }
      return;
    }
  }

  void drawSide(sf::RenderTarget& target, size_t s) {
    const GridLabBoard::Side& side = board_.side(s);
    drawTextAt(target, font_, cutToWidth(font_, algorithmName(side.algorithm), kGridCaptionSize, caption_[s].width),
               kGridCaptionSize, colors::kText, caption_[s].left, caption_[s].top);
    drawBoardSide(target, board_, s, frame_[s], walker_);
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
  sf::FloatRect area_, panel_;
  std::vector<ControlButton> buttons_;
  std::array<sf::FloatRect, GridLabBoard::kSides> caption_{};
  std::array<BoardFrame, GridLabBoard::kSides> frame_{};
  std::array<sf::FloatRect, GridLabBoard::kSides> figures_{};
  sf::FloatRect legend_;
  sf::Vector2f mouse_{-1.f, -1.f};
  Drag dragging_ = Drag::None;
  uint8_t brush_ = GridLabBoard::kWall;
  uint8_t paintWith_ = GridLabBoard::kWall;
  size_t slopeFall_ = 1;  // the slope brush's fall: east, south, west, north
  bool dirty_ = false;
  bool playing_ = true;
  bool walker_ = false;
  size_t speed_ = kGridFirstSpeed;
  float carry_ = 0.f;
  uint64_t seed_ = 0;
};

}  // namespace

std::unique_ptr<LabPage> makeGridsPage(const sf::Font& font) { return std::make_unique<GridsPage>(font); }

}  // namespace td
