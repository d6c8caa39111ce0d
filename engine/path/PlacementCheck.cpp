#include "engine/path/PlacementCheck.h"

#include <algorithm>
#include <array>

#include "engine/core/MessageMark.h"

namespace td {

const char* describe(PlacementStatus status) {
  switch (status) {
    case PlacementStatus::Ok:
      return "ok";
    case PlacementStatus::OutOfMap:
      return N_("outside the map");
    case PlacementStatus::NotBuildable:
      return N_("cannot build on this terrain");
    case PlacementStatus::AlreadyBlocked:
      return N_("occupied by a structure");
    case PlacementStatus::Endpoint:
      return N_("cannot build on a spawn or a goal");
    case PlacementStatus::Occupied:
      return N_("an enemy stands here");
    case PlacementStatus::SealsSpawn:
      return N_("would seal the route from a spawn");
    case PlacementStatus::TrapsUnit:
      return N_("would trap an enemy");
  }
  return "unknown";
}

void PlacementCheck::setEndpoints(const Grid& grid, std::span<const Cell> spawns, std::span<const Cell> goals) {
  tag_.assign(grid.paddedSize(), 0);
  spawns_.assign(spawns.begin(), spawns.end());
  goals_.clear();
  for (Cell s : spawns) {
    if (grid.contains(s)) tag_[grid.index(s)] |= kSpawn;
  }
  for (Cell g : goals) {
    if (!grid.contains(g)) continue;
    tag_[grid.index(g)] |= kGoal;
    goals_.push_back(grid.index(g));
  }
  cacheValid_ = false;
}

void PlacementCheck::refresh(const Grid& grid) {
  if (!cacheValid_ || cachedGrid_ != &grid || cachedRevision_ != grid.revision()) rebuild(grid);
}

namespace {

// disc_ before a cell is discovered, and after the search on cells no goal
// reaches. Walls get the next value down. Both exceed every real number, so
// taking the minimum over all four neighbours' numbers picks real back edges
// only.
constexpr uint32_t kUnseen = 0xFFFFFFFFu;
constexpr uint32_t kWall = kUnseen - 1;
static_assert((kWall & 1) == 0 && (kUnseen & 1) == 1, "the search tells them apart by the low bit");
// Stack entries: the padded index (below 2^25), and in bits 28..29 the
// direction from the parent.
constexpr uint32_t kIndexMask = (1u << 28) - 1;
constexpr uint32_t kFromShift = 28;

}  // namespace

void PlacementCheck::rebuild(const Grid& grid) {
  const size_t padded = grid.paddedSize();
  disc_.resize(padded);
  lowEnd_.resize(padded);
  cuts_.resize(padded);
  order_.resize(static_cast<size_t>(grid.cellCount()) + 1);
  stack_.resize(static_cast<size_t>(grid.cellCount()));
  const uint8_t* cost = grid.costs();
  const uint8_t* tag = tag_.data();
  const int32_t stride = grid.stride();
  const std::array<int32_t, 4> step{1, -1, stride, -stride};
  uint32_t* disc = disc_.data();
  uint32_t* low = lowEnd_.data();
  uint32_t* cuts = cuts_.data();
  uint32_t* order = order_.data();
  uint32_t* stack = stack_.data();
  // Walls are marked up front, so the search reads no terrain at all.
  for (size_t i = 0; i < padded; ++i) disc[i] = cost[i] != 0 ? kUnseen : kWall;

  // One iterative depth-first search per goal not yet reached, as if all
  // goals hung off one root numbered 0: a goal's low-link is 0, so no subtree
  // holding a goal ever counts as cut off.
  //
  // Each time the search stands on a cell it reads all four neighbours'
  // numbers at once and folds every known one into the low-link, branch-free.
  // Besides true back edges that takes in the parent and the cell's own
  // descendants; neither can change a test "low-link of a child >= number of
  // its parent", which is all the low-links are used for.
  uint32_t counter = 1;
  for (const uint32_t root : goals_) {
    if (disc[root] != kUnseen) continue;
    disc[root] = counter;
    order[counter] = root;
    low[root] = 0;
    cuts[root] = 0;
    ++counter;
    size_t top = 0;
    stack[top++] = root;
    while (top > 0) {
      const uint32_t entry = stack[top - 1];
      const uint32_t v = entry & kIndexMask;
      const uint32_t de = disc[v + 1];
      const uint32_t dw = disc[v - 1];
      const uint32_t ds = disc[v + static_cast<uint32_t>(stride)];
      const uint32_t dn = disc[v - static_cast<uint32_t>(stride)];
      // kUnseen is the only odd number with the top bit set: arithmetic, not
      // compares the compiler might turn into branches.
      const uint32_t fresh = ((de & (de >> 31)) & 1) | ((dw & (dw >> 31)) & 1) << 1 | ((ds & (ds >> 31)) & 1) << 2 |
                             ((dn & (dn >> 31)) & 1) << 3;
      const uint32_t lowV = std::min(std::min(low[v], std::min(de, dw)), std::min(ds, dn));
      if (fresh != 0) {
        low[v] = lowV;
        const auto k = static_cast<uint32_t>(std::countr_zero(fresh));
        const auto n = static_cast<uint32_t>(static_cast<int32_t>(v) + step[k]);
        disc[n] = counter;
        order[counter] = n;
        low[n] = (tag[n] & kGoal) != 0 ? 0 : counter;
        cuts[n] = 0;
        ++counter;
        stack[top++] = n | (k << kFromShift);
        continue;
      }
      // v is done: mark it cut off by its parent when nothing in its subtree
      // climbs above the parent, and fold its low-link into the parent's.
      // The low-link is not needed again, so its slot takes the end of the
      // subtree's range of numbers.
      --top;
      low[v] = counter;
      if (top > 0) {
        const uint32_t p = stack[top - 1] & kIndexMask;
        cuts[p] |= static_cast<uint32_t>(lowV >= disc[p]) << (entry >> kFromShift);
        low[p] = std::min(low[p], lowV);
      }
    }
  }

  spawnDisc_.assign(spawns_.size(), 0);
  for (size_t k = 0; k < spawns_.size(); ++k) {
    if (!grid.contains(spawns_[k])) continue;
    const uint32_t d = disc[grid.index(spawns_[k])];
    spawnDisc_[k] = d >= kWall ? 0 : d;
  }
  cachedGrid_ = &grid;
  cachedRevision_ = grid.revision();
  cacheValid_ = true;
  ++cacheBuilds_;
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
  if (field.distances()[c] == kUnreachable) return result;

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
  // cut off by blocking the cell, and the cut structure is not even needed
  // (nor rebuilt after a change).
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

  refresh(grid);
  const uint32_t cut = disc_[c] < kWall ? cuts_[c] : 0;
  if (cut == 0) return result;

  // The discovery ranges of the subtrees that blocking the cell cuts off.
  const std::array<int32_t, 4> step{1, -1, stride, -stride};
  std::array<uint32_t, 4> first{};
  std::array<uint32_t, 4> span{};
  size_t ranges = 0;
  for (size_t k = 0; k < 4; ++k) {
    if ((cut & (1u << k)) == 0) continue;
    const auto child = static_cast<uint32_t>(static_cast<int32_t>(c) + step[k]);
    first[ranges] = disc_[child];
    span[ranges] = lowEnd_[child] - disc_[child];
    ++ranges;
  }
  for (size_t s = 0; s < spawnDisc_.size(); ++s) {
    // An unreached spawn has number 0, which wraps far outside every range.
    for (size_t r = 0; r < ranges; ++r) {
      if (spawnDisc_[s] - first[r] < span[r]) {
        result.status = PlacementStatus::SealsSpawn;
        result.spawn = static_cast<int32_t>(s);
        return result;
      }
    }
  }
  if (unitCount == nullptr) return result;
  // Unit counts change every tick, so they are read now: OR-ed over blocks
  // of cells without branching, and searched cell by cell only in the block
  // that holds a unit.
  constexpr uint32_t kBlock = 64;
  for (size_t r = 0; r < ranges; ++r) {
    const uint32_t* cells = order_.data() + first[r];
    for (uint32_t at = 0; at < span[r]; at += kBlock) {
      const uint32_t end = std::min(span[r], at + kBlock);
      uint32_t any = 0;
      for (uint32_t t = at; t < end; ++t) any |= unitCount[cells[t]];
      lastVisited_ += end - at;
      if (any == 0) continue;
      for (uint32_t t = at; t < end; ++t) {
        if (unitCount[cells[t]] != 0) {
          result.status = PlacementStatus::TrapsUnit;
          result.trapped = grid.cellAt(cells[t]);
          return result;
        }
      }
    }
  }
  return result;
}

}  // namespace td
