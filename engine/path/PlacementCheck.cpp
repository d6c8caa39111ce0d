#include "engine/path/PlacementCheck.h"

#include <algorithm>
#include <array>

namespace td {

const char* describe(PlacementStatus status) {
  switch (status) {
    case PlacementStatus::Ok:
      return "ok";
    case PlacementStatus::OutOfMap:
      return "outside the map";
    case PlacementStatus::NotBuildable:
      return "cannot build on this terrain";
    case PlacementStatus::AlreadyBlocked:
      return "occupied by a structure";
    case PlacementStatus::Endpoint:
      return "cannot build on a spawn or a goal";
    case PlacementStatus::Occupied:
      return "an enemy stands here";
    case PlacementStatus::SealsSpawn:
      return "would seal the route from a spawn";
    case PlacementStatus::TrapsUnit:
      return "would trap an enemy";
  }
  return "unknown";
}

void PlacementCheck::setEndpoints(const Grid& grid, std::span<const Cell> spawns, std::span<const Cell> goals) {
  const size_t padded = grid.paddedSize();
  tag_.assign(padded, 0);
  stamp_.assign(padded, 0);
  side_.assign(padded, 0);
  fifo_.assign(static_cast<size_t>(grid.cellCount()), 0);
  currentStamp_ = 0;
  spawns_.assign(spawns.begin(), spawns.end());
  for (Cell s : spawns) {
    if (grid.contains(s)) tag_[grid.index(s)] |= kSpawn;
  }
  for (Cell g : goals) {
    if (grid.contains(g)) tag_[grid.index(g)] |= kGoal;
  }
}

PlacementResult PlacementCheck::check(const Grid& grid, const FlowField& field, Cell cell, const Occupancy* units) {
  lastVisited_ = 0;
  PlacementResult result;
  if (!grid.contains(cell)) {
    result.status = PlacementStatus::OutOfMap;
    return result;
  }
  const uint32_t c = grid.index(cell);
  if (tag_[c] != 0) {
    result.status = PlacementStatus::Endpoint;
    return result;
  }
  if (grid.blocked(cell)) {
    result.status = PlacementStatus::AlreadyBlocked;
    return result;
  }
  if (!grid.buildable(cell)) {
    result.status = PlacementStatus::NotBuildable;
    return result;
  }
  const uint16_t* unitCount = units != nullptr ? units->counts() : nullptr;
  if (unitCount != nullptr && unitCount[c] > 0) {
    result.status = PlacementStatus::Occupied;
    return result;
  }
  // A cell no goal can reach lies in a region whose units are stranded
  // already; blocking it changes nobody's route.
  const Distance here = field.distances()[c];
  if (here == kUnreachable) return result;

  const uint8_t* cost = grid.costs();
  const int32_t stride = grid.stride();
  // The eight neighbours in ring order; orthogonal ones at even positions.
  const std::array<int32_t, 8> ring{-stride, -stride + 1, 1, stride + 1, stride, stride - 1, -1, -stride - 1};
  std::array<bool, 8> open{};
  for (size_t k = 0; k < 8; ++k) {
    open[k] = cost[static_cast<uint32_t>(static_cast<int32_t>(c) + ring[k])] != 0;
  }
  // Join the open orthogonal neighbours that stay connected around the cell
  // through an open corner. If they all end up in one side, nothing can be
  // cut off by blocking the cell.
  std::array<uint8_t, 4> sideOf{0, 1, 2, 3};
  auto findSide = [&sideOf](uint8_t s) {
    while (sideOf[s] != s) s = sideOf[s];
    return s;
  };
  for (uint8_t k = 0; k < 4; ++k) {
    const auto a = static_cast<size_t>(2 * k);
    const size_t corner = a + 1;
    const size_t b = (a + 2) % 8;
    if (open[a] && open[corner] && open[b]) {
      const uint8_t ra = findSide(k);
      const uint8_t rb = findSide(static_cast<uint8_t>((k + 1) % 4));
      if (ra != rb) sideOf[std::max(ra, rb)] = std::min(ra, rb);
    }
  }
  int sides = 0;
  std::array<bool, 4> isSide{};
  for (uint8_t k = 0; k < 4; ++k) {
    if (!open[2 * k]) continue;
    const uint8_t r = findSide(k);
    if (!isSide[r]) {
      isSide[r] = true;
      ++sides;
    }
  }
  if (sides <= 1) return result;

  // Several sides. A side holding a neighbour that is closer to a goal than
  // the cell itself is safe: that neighbour's route cannot pass through the
  // cell. Every other side must be shown to reach a goal or a safe side, or
  // to hold no spawn and no unit. All sides flood at once from one FIFO, so
  // two sides that meet around the cell stop early.
  std::array<uint8_t, 4> parent{0, 1, 2, 3};
  std::array<uint32_t, 4> pending{};
  std::array<bool, 4> safe{};
  std::array<bool, 4> settled{};  // safe, or shown harmless
  std::array<int32_t, 4> spawnFound{-1, -1, -1, -1};
  std::array<uint32_t, 4> unitFound{};
  std::array<bool, 4> hasUnit{};
  auto root = [&parent](uint8_t s) {
    while (parent[s] != s) s = parent[s];
    return s;
  };

  if (++currentStamp_ == 0) {
    std::fill(stamp_.begin(), stamp_.end(), 0);
    currentStamp_ = 1;
  }
  const uint32_t stamp = currentStamp_;
  constexpr uint8_t kNoSide = 0xFF;
  stamp_[c] = stamp;
  side_[c] = kNoSide;
  const Distance* dist = field.distances();
  uint32_t head = 0;
  uint32_t tail = 0;
  for (uint8_t k = 0; k < 4; ++k) {
    if (!open[2 * k]) continue;
    const uint8_t s = findSide(k);
    const auto n = static_cast<uint32_t>(static_cast<int32_t>(c) + ring[2 * k]);
    stamp_[n] = stamp;
    side_[n] = s;
    fifo_[tail++] = n;
    ++pending[s];
    if (dist[n] < here) safe[s] = settled[s] = true;
  }
  // The cell's own next step may be diagonal; the two orthogonal cells beside
  // that step are open and joined through it, so their side is safe too.
  for (size_t k = 1; k < 8; k += 2) {
    const auto n = static_cast<uint32_t>(static_cast<int32_t>(c) + ring[k]);
    if (open[k] && open[k - 1] && open[(k + 1) % 8] && dist[n] < here) {
      const uint8_t s = findSide(static_cast<uint8_t>((k - 1) / 2));
      safe[s] = settled[s] = true;
    }
  }
  auto allSettled = [&]() {
    for (uint8_t s = 0; s < 4; ++s) {
      if (isSide[s] && parent[s] == s && !settled[s]) return false;
    }
    return true;
  };

  while (head < tail) {
    if (allSettled()) break;
    const uint32_t v = fifo_[head++];
    uint8_t r = root(side_[v]);
    --pending[r];
    if (!settled[r]) {
      if (tag_[v] & kGoal) {
        safe[r] = settled[r] = true;
      } else {
        if ((tag_[v] & kSpawn) && spawnFound[r] < 0) {
          const Cell at = grid.cellAt(v);
          const auto it = std::find(spawns_.begin(), spawns_.end(), at);
          spawnFound[r] = static_cast<int32_t>(it - spawns_.begin());
        }
        if (unitCount != nullptr && unitCount[v] > 0 && !hasUnit[r]) {
          hasUnit[r] = true;
          unitFound[r] = v;
        }
      }
    }
    const uint32_t around[4] = {v + 1, v - 1, v + static_cast<uint32_t>(stride), v - static_cast<uint32_t>(stride)};
    for (uint32_t n : around) {
      if (cost[n] == 0) continue;
      if (stamp_[n] != stamp) {
        stamp_[n] = stamp;
        side_[n] = r;
        fifo_[tail++] = n;
        ++pending[r];
        continue;
      }
      if (side_[n] == kNoSide) continue;
      const uint8_t other = root(side_[n]);
      if (other == r) continue;
      // Two sides meet: they are one region now.
      const uint8_t keep = std::min(r, other);
      const uint8_t gone = std::max(r, other);
      parent[gone] = keep;
      pending[keep] += pending[gone];
      safe[keep] = safe[keep] || safe[gone];
      settled[keep] = safe[keep];
      if (spawnFound[keep] < 0) spawnFound[keep] = spawnFound[gone];
      if (!hasUnit[keep] && hasUnit[gone]) {
        hasUnit[keep] = true;
        unitFound[keep] = unitFound[gone];
      }
      r = keep;
    }
    const uint8_t now = root(r);
    if (!settled[now] && pending[now] == 0) {
      // This side is closed off: whatever stands in it loses its route.
      if (spawnFound[now] >= 0) {
        result.status = PlacementStatus::SealsSpawn;
        result.spawn = spawnFound[now];
        break;
      }
      if (hasUnit[now]) {
        result.status = PlacementStatus::TrapsUnit;
        result.trapped = grid.cellAt(unitFound[now]);
        break;
      }
      settled[now] = true;
    }
  }
  lastVisited_ = tail;
  return result;
}

}  // namespace td
