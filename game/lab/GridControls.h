#pragma once

#include <SFML/Window/Event.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "game/lab/GridLabBoard.h"

namespace td {

// The Grids page's commands: each a button and a key (kGridKeys), so that help, keys and clicks say the same.
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

// What the Grids page's controls hold (the brush, playing or not, the speed, the walker's line) and what each
// command says and does to the board. The page lays the buttons out and routes input to them.
class GridControls {
 public:
  // A key's command, and whether it runs the other way (Shift, or the key's own direction: Down for the speed).
  struct KeyCommand {
    GridCommand command;
    bool back;
  };
  static std::optional<KeyCommand> forKey(const sf::Event::KeyEvent& key);

  std::string label(GridCommand c, const GridLabBoard& board) const;
  // Weight, turn cost and pass limit only while a side runs the search they set.
  bool enabled(GridCommand c, const GridLabBoard& board) const;
  bool active(GridCommand c) const;
  // `forward` false: the other way (a right click, or Shift with the key).
  void run(GridCommand c, bool forward, GridLabBoard& board);

  uint8_t brush() const { return brush_; }
  bool playing() const { return playing_; }
  void setPlaying(bool playing) { playing_ = playing; }
  bool walkerLine() const { return walker_; }
  uint32_t stepsPerSecond() const;

 private:
  uint8_t brush_ = GridLabBoard::kWall;
  size_t slopeFall_ = 1;  // the slope brush's fall: east, south, west, north
  bool playing_ = true;
  bool walker_ = false;
  size_t speed_ = 2;
  uint64_t seed_ = 0;
};

}  // namespace td
