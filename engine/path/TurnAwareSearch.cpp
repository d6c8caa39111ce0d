#include "engine/path/TurnAwareSearch.h"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/path/AStarEstimate.h"
#include "engine/path/AStarMoves.h"

namespace td {

namespace {

// The open list's second key: turns first, then the estimate, so that among
// states of equal f and turns the one nearest the goal goes first. The
// unscaled estimate stays below 2^29, turns below 2^25.
constexpr uint32_t kTurnShift = 32;

}  // namespace

PathResult TurnAwareSearch::find(const Grid& grid, Cell start, Cell goal, Connectivity connectivity,
                                 Heuristic heuristic, uint64_t weight, Distance turnPenalty, Distance hScale,
                                 std::vector<Cell>& path) {
  if (observer_ != nullptr) {
    return grid.hasSlopes()
               ? dispatch<true, true>(grid, start, goal, connectivity, heuristic, weight, turnPenalty, hScale, path)
               : dispatch<false, true>(grid, start, goal, connectivity, heuristic, weight, turnPenalty, hScale, path);
  }
  return grid.hasSlopes()
             ? dispatch<true, false>(grid, start, goal, connectivity, heuristic, weight, turnPenalty, hScale, path)
             : dispatch<false, false>(grid, start, goal, connectivity, heuristic, weight, turnPenalty, hScale, path);
}

template <bool Sloped, bool Observed>
PathResult TurnAwareSearch::dispatch(const Grid& grid, Cell start, Cell goal, Connectivity connectivity,
                                     Heuristic heuristic, uint64_t weight, Distance turnPenalty, Distance hScale,
                                     std::vector<Cell>& path) {
  const bool eight = connectivity == Connectivity::Eight;
  switch (heuristic) {
    case Heuristic::Octile:
      return eight ? search<Heuristic::Octile, true, Sloped, Observed>(grid, start, goal, weight, turnPenalty, hScale,
                                                                       path)
                   : search<Heuristic::Octile, false, Sloped, Observed>(grid, start, goal, weight, turnPenalty, hScale,
                                                                        path);
    case Heuristic::Manhattan:
      return search<Heuristic::Manhattan, false, Sloped, Observed>(grid, start, goal, weight, turnPenalty, hScale,
                                                                   path);
    default:
      return eight
                 ? search<Heuristic::None, true, Sloped, Observed>(grid, start, goal, weight, turnPenalty, hScale, path)
                 : search<Heuristic::None, false, Sloped, Observed>(grid, start, goal, weight, turnPenalty, hScale,
                                                                    path);
  }
}

template <Heuristic H, bool Eight, bool Sloped, bool Observed>
PathResult TurnAwareSearch::search(const Grid& grid, Cell start, Cell goal, uint64_t weight, Distance turnPenalty,
                                   Distance hScale, std::vector<Cell>& path) {
  PathResult result;
  const size_t count = grid.paddedSize() * kHeadings;
  if (states_.size() != count) {
    states_.assign(count, State{kUnreachable, 0, 0, kNoHeading, false});
    stamp_ = 0;
  }
  if (++stamp_ == 0) {
    std::fill(states_.begin(), states_.end(), State{kUnreachable, 0, 0, kNoHeading, false});
    stamp_ = 1;
  }
  const uint16_t stamp = stamp_;
  const uint8_t* cost = grid.costs();
  const int32_t stride = grid.stride();
  const uint32_t startIndex = grid.index(start);
  const uint32_t goalIndex = grid.index(goal);
  std::array<uint32_t, 8> offset{};
  for (size_t d = 0; d < 8; ++d) offset[d] = static_cast<uint32_t>(grid.offset(static_cast<Direction>(d)));
  const uint64_t scaledWeight = weight * hScale;
  State* states = states_.data();
  open_.clear();
  if (startIndex == goalIndex) {
    result.status = PathStatus::Found;
    result.cost = 0;
    path.push_back(start);
    return result;
  }

  auto legal = [&](uint32_t i) {
    const uint32_t moves = astar::kMoves[astar::neighbourPattern(cost + i, stride)];
    return Eight ? moves : moves & 0x0F;
  };
  auto estimate = [&](uint32_t xy) {
    return uint64_t{astar::unscaledEstimate<H>(static_cast<int32_t>(xy & 0xFFFF) - goal.x,
                                               static_cast<int32_t>(xy >> 16) - goal.y)};
  };
  // Only in the watched copy of the search (Observed), so that an unwatched one pays nothing for it.
  SearchObserver* const observer = observer_;
  // Offers state (cell `to` at xy, heading d) the cost g and turns t, reached
  // from heading `from`.
  auto relax = [&](uint32_t to, uint32_t xy, uint32_t d, Distance g, uint32_t t, uint8_t from) {
    const uint32_t index = to * kHeadings + d;
    State& s = states[index];
    if (s.stamp == stamp && (s.closed || s.g < g || (s.g == g && s.turns <= t))) return;
    s = State{g, t, stamp, from, false};
    const uint64_t h = estimate(xy);
    open_.push(OpenEntry{g * kSearchWeightOne + scaledWeight * h, uint64_t{t} << kTurnShift | h, index, xy});
    if constexpr (Observed) observer->event(SearchEvent::Opened, grid.cellAt(to), g);
  };

  const auto startXy = static_cast<uint32_t>(start.y * 65536 + start.x);
  if constexpr (Observed) observer->event(SearchEvent::Expanded, start, 0);
  for (uint32_t moves = legal(startIndex); moves != 0; moves &= moves - 1) {
    const auto d = static_cast<uint32_t>(std::countr_zero(moves));
    const uint32_t to = startIndex + offset[d];
    relax(to, startXy + astar::kXyStep[d], d, astar::kUnitOf[d] * astar::enterCost<Sloped>(grid, cost, to, d), 0,
          kNoHeading);
  }
  uint32_t expanded = 1;
  while (!open_.empty()) {
    const OpenEntry e = open_.pop();
    State& here = states[e.index];
    // Stale: the state was closed, or improved since (to a lower cost, or
    // to fewer turns at the same cost).
    if (here.closed || here.g * kSearchWeightOne + scaledWeight * estimate(e.xy) != e.primary ||
        here.turns != e.secondary >> kTurnShift) {
      continue;
    }
    here.closed = true;
    ++expanded;
    const uint32_t at = e.index / kHeadings;
    const uint32_t heading = e.index % kHeadings;
    // A cell is expanded once per heading it is entered with.
    if constexpr (Observed) observer->event(SearchEvent::Expanded, grid.cellAt(at), here.g);
    if (at == goalIndex) {
      result.status = PathStatus::Found;
      result.cost = here.g;
      uint32_t k = at;
      uint32_t h = heading;
      for (;;) {
        path.push_back(grid.cellAt(k));
        const uint8_t from = states[k * kHeadings + h].from;
        k -= offset[h];
        if (from == kNoHeading) break;
        h = from;
      }
      path.push_back(start);
      std::reverse(path.begin(), path.end());
      break;
    }
    const Distance g = here.g;
    const uint32_t turns = here.turns;
    for (uint32_t moves = legal(at); moves != 0; moves &= moves - 1) {
      const auto d = static_cast<uint32_t>(std::countr_zero(moves));
      const uint32_t to = at + offset[d];
      const bool turn = d != heading;
      relax(to, e.xy + astar::kXyStep[d], d,
            g + astar::kUnitOf[d] * astar::enterCost<Sloped>(grid, cost, to, d) + (turn ? turnPenalty : 0),
            turns + (turn ? 1 : 0), static_cast<uint8_t>(heading));
    }
  }
  result.expanded = expanded;
  open_.clear();
  return result;
}

}  // namespace td
