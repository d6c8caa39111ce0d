#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Grid.h"
#include "engine/lab/GridAlgorithm.h"
#include "engine/lab/GridAlgorithmScratch.h"
#include "engine/lab/SearchPlayback.h"

namespace td {

// The Grids page's map and its two searches: what is painted, where the start and the goal are, which
// algorithm each side runs, and how far each has been played. Changing the map or an algorithm runs the
// searches again, watched, and plays them from their first step.
class GridLabBoard {
 public:
  static constexpr int32_t kWidth = 40;
  static constexpr int32_t kHeight = 24;
  static constexpr size_t kSides = 2;
  // Terrain kinds of the board.
  static constexpr uint8_t kGround = 0;
  static constexpr uint8_t kWall = 1;
  static constexpr uint8_t kMud = 2;
  static constexpr uint8_t kMudCost = 3;
  // Slopes of cost 2 falling east, south, west and north (kinds kSlope + 0..3): a step down them costs 1, one up
  // them 5, one across 2.
  static constexpr uint8_t kSlope = 3;
  static constexpr uint8_t kSlopeCost = 2;

  struct Side {
    std::optional<GridAlgorithm> algorithm;  // none: the side is off
    GridRunStatus status = GridRunStatus::Ran;
    GridRun run;
    SearchPlayback playback;
    double microsPerQuery = 0.0;  // the search unwatched, timed over several runs
  };

  GridLabBoard();

  const Grid& grid() const { return grid_; }
  Cell start() const { return start_; }
  Cell goal() const { return goal_; }
  const Side& side(size_t i) const { return sides_[i]; }
  const GridAlgorithmSettings& settings() const { return settings_; }
  // The walker's line from start to goal (engine/lab/GridAlgorithm.h), in cells.
  const std::vector<Vec2>& walkerLine() const { return walker_; }

  // Paints a cell with a terrain kind; the start and goal cells stay as they are. False when nothing changed.
  bool paint(Cell c, uint8_t kind);
  // Moves the start or the goal onto a passable cell of the board other than the other one.
  bool moveStart(Cell c);
  bool moveGoal(Cell c);
  // The board as it opens: rooms with doors and a mud field.
  void reset();
  // Every cell ground.
  void clear();
  // Walls and mud scattered at random (seeded, so the same seed gives the same board).
  void scatter(uint64_t seed);

  void setAlgorithm(size_t side, std::optional<GridAlgorithm> algorithm);
  void setWeight(double weight);
  void setTurnPenalty(double penalty);
  void setPassLimit(uint32_t passes);

  // Plays each side `steps` more steps; false once both are at their ends.
  bool advance(uint32_t steps);
  void finish();
  void restart();
  bool done() const;

  // Runs the searches again (after a change made from outside, such as a whole stroke of paint).
  void rerun();

 private:
  void runSide(Side& side);

  Grid grid_;
  Cell start_{2, 12};
  Cell goal_{37, 11};
  GridAlgorithmSettings settings_;
  std::array<Side, kSides> sides_;
  std::vector<Vec2> walker_;
  GridAlgorithmScratch scratch_;
};

}  // namespace td
