#include "game/lab/GridLabBoard.h"

#include <algorithm>
#include <chrono>

#include "engine/core/Random.h"
#include "engine/grid/TerrainDef.h"

namespace td {
namespace {

std::vector<TerrainDef> boardTerrains() {
  std::vector<TerrainDef> kinds = {TerrainDef{"ground", 1, true}, TerrainDef{"wall", kImpassableCost, false},
                                   TerrainDef{"mud", GridLabBoard::kMudCost, true}};
  for (const Direction falls : {Direction::East, Direction::South, Direction::West, Direction::North}) {
    TerrainDef slope{"slope", GridLabBoard::kSlopeCost, true};
    slope.slope = falls;
    slope.downhill = 0.5f;
    slope.uphill = 2.5f;
    kinds.push_back(slope);
  }
  return kinds;
}

// At least this long, so that a search of a few microseconds is timed over many runs.
constexpr std::chrono::microseconds kTimingSpan{2000};
constexpr int kMostTimedRuns = 2000;

}  // namespace

GridLabBoard::GridLabBoard() : grid_(kWidth, kHeight, boardTerrains(), kGround) {
  sides_[0].algorithm = GridAlgorithm::Dijkstra;
  sides_[1].algorithm = GridAlgorithm::AStar;
  reset();
}

void GridLabBoard::reset() {
  clear();
  // Two walls across the board, each with two doors, a mud field between them on the straight way and a hill.
  for (int32_t y = 0; y < kHeight; ++y) {
    if (y != 3 && y != 19) grid_.setTerrain({12, y}, kWall);
    if (y != 6 && y != 20) grid_.setTerrain({26, y}, kWall);
  }
  for (int32_t x = 13; x < 26; ++x) grid_.setTerrain({x, 15}, kWall);
  for (int32_t y = 7; y < 14; ++y) {
    for (int32_t x = 16; x < 23; ++x) grid_.setTerrain({x, y}, kMud);
  }
  // A hill before the goal, falling west toward the start: climbing it costs more than going round.
  for (int32_t y = 8; y < 15; ++y) {
    for (int32_t x = 30; x < 35; ++x) grid_.setTerrain({x, y}, static_cast<uint8_t>(kSlope + 2));
  }
  start_ = {2, 12};
  goal_ = {37, 11};
  rerun();
}

void GridLabBoard::clear() {
  for (int32_t y = 0; y < kHeight; ++y) {
    for (int32_t x = 0; x < kWidth; ++x) grid_.setTerrain({x, y}, kGround);
  }
  rerun();
}

void GridLabBoard::scatter(uint64_t seed) {
  Random random(seed);
  for (int32_t y = 0; y < kHeight; ++y) {
    for (int32_t x = 0; x < kWidth; ++x) {
      const uint32_t roll = random.below(100);
      grid_.setTerrain({x, y}, roll < 24 ? kWall : roll < 34 ? kMud : kGround);
    }
  }
  grid_.setTerrain(start_, kGround);
  grid_.setTerrain(goal_, kGround);
  rerun();
}

bool GridLabBoard::paint(Cell c, uint8_t kind) {
  if (!grid_.contains(c) || c == start_ || c == goal_ || grid_.terrain(c) == kind) return false;
  grid_.setTerrain(c, kind);
  return true;
}

bool GridLabBoard::moveStart(Cell c) {
  if (!grid_.passable(c) || c == goal_ || c == start_) return false;
  start_ = c;
  rerun();
  return true;
}

bool GridLabBoard::moveGoal(Cell c) {
  if (!grid_.passable(c) || c == start_ || c == goal_) return false;
  goal_ = c;
  rerun();
  return true;
}

void GridLabBoard::setAlgorithm(size_t side, std::optional<GridAlgorithm> algorithm) {
  sides_[side].algorithm = algorithm;
  runSide(sides_[side]);
  restart();
}

void GridLabBoard::setWeight(double weight) {
  settings_.weight = std::clamp(weight, 1.0, 8.0);
  rerun();
}

void GridLabBoard::setTurnPenalty(double penalty) {
  settings_.turnPenalty = std::clamp(penalty, 0.0, 8.0);
  rerun();
}

void GridLabBoard::setPassLimit(uint32_t passes) {
  settings_.passLimit = std::min<uint32_t>(passes, 40);
  rerun();
}

void GridLabBoard::runSide(Side& side) {
  side.microsPerQuery = 0.0;
  if (!side.algorithm) {
    side.run = GridRun{};
    side.playback = SearchPlayback{};
    return;
  }
  side.status = runGridAlgorithm(grid_, start_, goal_, *side.algorithm, settings_, side.run);
  if (side.status != GridRunStatus::Ran) return;
  // Timed unwatched, as the game runs it.
  using Clock = std::chrono::steady_clock;
  runGridAlgorithmPlain(grid_, start_, goal_, *side.algorithm, settings_, scratch_);
  const Clock::time_point begin = Clock::now();
  int runs = 0;
  do {
    runGridAlgorithmPlain(grid_, start_, goal_, *side.algorithm, settings_, scratch_);
    ++runs;
  } while (Clock::now() - begin < kTimingSpan && runs < kMostTimedRuns);
  side.microsPerQuery =
      std::chrono::duration<double, std::micro>(Clock::now() - begin).count() / static_cast<double>(runs);
}

void GridLabBoard::rerun() {
  scratch_.prepare(grid_);
  for (Side& side : sides_) runSide(side);
  td::walkerLine(grid_, start_, goal_, 0.25f, walker_);
  restart();
}

void GridLabBoard::restart() {
  for (Side& side : sides_) side.playback.start(side.run.record, kWidth, kHeight);
}

bool GridLabBoard::advance(uint32_t steps) {
  bool more = false;
  for (Side& side : sides_) more = side.playback.advance(steps) || more;
  return more;
}

void GridLabBoard::finish() {
  for (Side& side : sides_) side.playback.finish();
}

bool GridLabBoard::done() const {
  return std::all_of(sides_.begin(), sides_.end(), [](const Side& s) { return s.playback.done(); });
}

}  // namespace td
