#include "game/lab/GridControls.h"

#include <algorithm>
#include <array>
#include <iterator>

#include "engine/core/TextFormat.h"
#include "game/lab/LabText.h"
#include "game/text/Catalogue.h"

namespace td {
namespace {

// Steps a second, slowest first; GridControls starts at the third.
constexpr std::array<uint32_t, 7> kGridSpeeds = {2, 8, 30, 120, 500, 2000, 10000};

struct GridKey {
  sf::Keyboard::Key key;
  GridCommand command;
  bool back;  // runs the command the other way
};
// The page's keys (its help line says the same).
constexpr GridKey kGridKeys[] = {
    {sf::Keyboard::A, GridCommand::LeftAlgorithm, false},  {sf::Keyboard::D, GridCommand::RightAlgorithm, false},
    {sf::Keyboard::W, GridCommand::Weight, false},         {sf::Keyboard::T, GridCommand::TurnPenalty, false},
    {sf::Keyboard::P, GridCommand::PassLimit, false},      {sf::Keyboard::Num1, GridCommand::BrushWall, false},
    {sf::Keyboard::Num2, GridCommand::BrushMud, false},    {sf::Keyboard::Num3, GridCommand::BrushSlope, false},
    {sf::Keyboard::Num4, GridCommand::BrushGround, false}, {sf::Keyboard::Space, GridCommand::PlayPause, false},
    {sf::Keyboard::Period, GridCommand::Step, false},      {sf::Keyboard::Right, GridCommand::Step, false},
    {sf::Keyboard::R, GridCommand::Restart, false},        {sf::Keyboard::Up, GridCommand::Speed, false},
    {sf::Keyboard::Down, GridCommand::Speed, true},        {sf::Keyboard::C, GridCommand::Clear, false},
    {sf::Keyboard::N, GridCommand::Scatter, false},        {sf::Keyboard::B, GridCommand::Reset, false},
    {sf::Keyboard::L, GridCommand::WalkerLine, false},
};

bool usesSetting(const GridLabBoard& board, GridAlgorithm a) {
  return board.side(0).algorithm == a || board.side(1).algorithm == a;
}

std::string algorithmName(const std::optional<GridAlgorithm>& a) {
  return a ? gridAlgorithmName(*a) : std::string(tr("Off"));
}

std::optional<GridAlgorithm> cycle(std::optional<GridAlgorithm> a, bool forward, bool canBeOff) {
  // Off sits before the first algorithm, where a side may be off.
  const int count = static_cast<int>(kGridAlgorithmCount) + (canBeOff ? 1 : 0);
  int at = a ? static_cast<int>(*a) + (canBeOff ? 1 : 0) : 0;
  at = (at + (forward ? 1 : count - 1)) % count;
  if (canBeOff) return at == 0 ? std::nullopt : std::optional(static_cast<GridAlgorithm>(at - 1));
  return static_cast<GridAlgorithm>(at);
}

}  // namespace

std::optional<GridControls::KeyCommand> GridControls::forKey(const sf::Event::KeyEvent& key) {
  for (const GridKey& k : kGridKeys) {
    if (k.key == key.code) return KeyCommand{k.command, k.back != key.shift};
  }
  return std::nullopt;
}

uint32_t GridControls::stepsPerSecond() const { return kGridSpeeds[speed_]; }

std::string GridControls::label(GridCommand c, const GridLabBoard& board) const {
  switch (c) {
    case GridCommand::LeftAlgorithm:
      return textf(tr("Left: {0}"), algorithmName(board.side(0).algorithm));
    case GridCommand::RightAlgorithm:
      return textf(tr("Right: {0}"), algorithmName(board.side(1).algorithm));
    case GridCommand::Weight:
      return textf(tr("Weight w: {0}"), decimalText(board.settings().weight, 1));
    case GridCommand::TurnPenalty:
      return textf(tr("Turn cost: {0}"), decimalText(board.settings().turnPenalty, 1));
    case GridCommand::PassLimit:
      return board.settings().passLimit == 0 ? std::string(tr("Pass limit: none"))
                                             : textf(tr("Pass limit: {0}"), board.settings().passLimit);
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

bool GridControls::enabled(GridCommand c, const GridLabBoard& board) const {
  if (c == GridCommand::Weight) return usesSetting(board, GridAlgorithm::WeightedAStar);
  if (c == GridCommand::TurnPenalty) return usesSetting(board, GridAlgorithm::TurnPenalty);
  if (c == GridCommand::PassLimit) return usesSetting(board, GridAlgorithm::RowScan);
  return true;
}

bool GridControls::active(GridCommand c) const {
  return (c == GridCommand::BrushWall && brush_ == GridLabBoard::kWall) ||
         (c == GridCommand::BrushMud && brush_ == GridLabBoard::kMud) ||
         (c == GridCommand::BrushSlope && brush_ >= GridLabBoard::kSlope) ||
         (c == GridCommand::BrushGround && brush_ == GridLabBoard::kGround) ||
         (c == GridCommand::PlayPause && playing_) || (c == GridCommand::WalkerLine && walker_);
}

void GridControls::run(GridCommand c, bool forward, GridLabBoard& board) {
  switch (c) {
    case GridCommand::LeftAlgorithm:
      board.setAlgorithm(0, cycle(board.side(0).algorithm, forward, false));
      playing_ = true;
      break;
    case GridCommand::RightAlgorithm:
      board.setAlgorithm(1, cycle(board.side(1).algorithm, forward, true));
      playing_ = true;
      break;
    case GridCommand::Weight:
      board.setWeight(board.settings().weight + (forward ? 0.5 : -0.5));
      playing_ = true;
      break;
    case GridCommand::TurnPenalty:
      board.setTurnPenalty(board.settings().turnPenalty + (forward ? 0.5 : -0.5));
      playing_ = true;
      break;
    case GridCommand::PassLimit: {
      const uint32_t now = board.settings().passLimit;
      board.setPassLimit(forward ? now + 1 : (now > 0 ? now - 1 : 0));
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
      if (board.done()) board.restart();
      playing_ = !playing_;
      break;
    case GridCommand::Step:
      playing_ = false;
      board.advance(1);
      break;
    case GridCommand::Restart:
      board.restart();
      playing_ = true;
      break;
    case GridCommand::Speed:
      speed_ = forward ? std::min(speed_ + 1, kGridSpeeds.size() - 1) : (speed_ > 0 ? speed_ - 1 : 0);
      break;
    case GridCommand::Clear:
      board.clear();
      playing_ = true;
      break;
    case GridCommand::Scatter:
      board.scatter(++seed_);
      playing_ = true;
      break;
    case GridCommand::Reset:
      board.reset();
      playing_ = true;
      break;
    case GridCommand::WalkerLine:
      walker_ = !walker_;
      break;
  }
}

}  // namespace td
