#include "engine/path/ScanFlood.h"

#include <algorithm>

namespace td {

ScanResult ScanFlood::flood(const Grid& grid, std::span<const Cell> goals, uint32_t maxPasses) {
  if (from_.size() != grid.paddedSize()) {
    from_.assign(grid.paddedSize(), kDry);
  } else {
    std::fill(from_.begin(), from_.end(), kDry);
  }

  ScanResult result;
  for (const Cell goal : goals) {
    if (!grid.passable(goal)) continue;
    uint8_t& slot = from_[grid.index(goal)];
    if (slot == kDry) ++result.wet;
    slot = static_cast<uint8_t>(Direction::None);
  }
  if (result.wet == 0) return result;

  // The border and impassable cells have cost 0, so no bounds checks are needed.
  const uint8_t* cost = grid.costs();
  uint8_t* from = from_.data();
  const auto stride = static_cast<uint32_t>(grid.stride());
  const auto width = static_cast<uint32_t>(grid.width());
  constexpr auto kFromNorth = static_cast<uint8_t>(Direction::North);
  constexpr auto kFromSouth = static_cast<uint8_t>(Direction::South);
  constexpr auto kFromEast = static_cast<uint8_t>(Direction::East);
  constexpr auto kFromWest = static_cast<uint8_t>(Direction::West);

  // In a local, so that the stores of the search cannot make it be read again at every step.
  SearchObserver* const observer = observer_;
  // Wets cell j from the neighbour that way; a watcher sees the cell and the pass that wetted it.
  auto wetFrom = [&](uint32_t j, uint8_t way, uint32_t& wetted) {
    if (cost[j] == 0 || from[j] != kDry) return;
    from[j] = way;
    ++wetted;
    if (observer != nullptr) observer->event(SearchEvent::Opened, grid.cellAt(j), result.passes);
  };
  result.status = ScanStatus::PassLimit;
  while (result.passes < maxPasses) {
    ++result.passes;
    uint32_t wetted = 0;
    for (int32_t y = 0; y < grid.height(); ++y) {
      const uint32_t rowStart = grid.index(Cell{0, y});
      for (uint32_t i = rowStart; i < rowStart + width; ++i) {
        if (from[i] == kDry) continue;
        // Each entry names the way back to i, the cell the water came from.
        wetFrom(i - stride, kFromSouth, wetted);
        wetFrom(i + 1, kFromWest, wetted);
        wetFrom(i + stride, kFromNorth, wetted);
        wetFrom(i - 1, kFromEast, wetted);
      }
    }
    result.wet += wetted;
    if (observer != nullptr) observer->event(SearchEvent::PassEnded, Cell{-1, -1}, result.wet);
    if (wetted == 0) {
      result.status = ScanStatus::Converged;
      break;
    }
  }
  return result;
}

Direction ScanFlood::direction(const Grid& grid, Cell c) const {
  if (!grid.contains(c) || from_.size() != grid.paddedSize()) return Direction::None;
  const uint8_t d = from_[grid.index(c)];
  return d == kDry ? Direction::None : static_cast<Direction>(d);
}

Cell ScanFlood::next(const Grid& grid, Cell c) const {
  const Direction d = direction(grid, c);
  if (d == Direction::None) return c;
  const DirectionStep s = step(d);
  return Cell{c.x + s.dx, c.y + s.dy};
}

int32_t ScanFlood::routeLength(const Grid& grid, Cell c) const {
  if (from_.size() != grid.paddedSize() || !wet(grid, c)) return -1;
  // Directions always point at a cell wetted earlier, so routes cannot loop;
  // the cap only guards against a grid changed since the flood.
  const int32_t cap = grid.cellCount();
  int32_t length = 0;
  for (Direction d = direction(grid, c); d != Direction::None; d = direction(grid, c)) {
    c = next(grid, c);
    if (++length > cap) return -1;
  }
  return length;
}

}  // namespace td
