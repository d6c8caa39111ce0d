#include "engine/movingai/PathMoves.h"

namespace td {

namespace {

// The direction from a to an adjacent b, or None when b is not one step away.
Direction directionBetween(Cell a, Cell b, Connectivity connectivity) {
  const int32_t dx = b.x - a.x;
  const int32_t dy = b.y - a.y;
  for (int d = 0; d < directionCount(connectivity); ++d) {
    const DirectionStep s = kDirectionSteps[static_cast<size_t>(d)];
    if (s.dx == dx && s.dy == dy) return static_cast<Direction>(d);
  }
  return Direction::None;
}

}  // namespace

PathMoves countMoves(const Grid& grid, std::span<const Cell> path, Connectivity connectivity) {
  PathMoves moves;
  if (path.empty() || !grid.passable(path.front())) return moves;
  for (size_t i = 1; i < path.size(); ++i) {
    const Direction d = directionBetween(path[i - 1], path[i], connectivity);
    if (d == Direction::None || !grid.canStep(grid.index(path[i - 1]), d)) return PathMoves{};
    const int64_t cost = grid.cost(path[i]);
    if (step(d).diagonal) {
      moves.diagonal += cost;
    } else {
      moves.orthogonal += cost;
    }
  }
  moves.valid = true;
  return moves;
}

}  // namespace td
