#include "engine/path/JumpPointSearch.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>

namespace td {

namespace {

constexpr uint32_t kNone = UINT32_MAX;
// Node::stamp: the query number above kStampShift, then the closed flag and
// the arrival direction, (dx + 1) * 4 + (dy + 1).
constexpr uint32_t kStampShift = 5;
constexpr uint32_t kClosed = 16;
constexpr uint32_t kLastStamp = (UINT32_MAX >> kStampShift) - 1;

constexpr uint32_t directionBits(int32_t dx, int32_t dy) { return static_cast<uint32_t>((dx + 1) * 4 + (dy + 1)); }
constexpr int32_t arrivalX(uint32_t stamp) { return static_cast<int32_t>((stamp >> 2) & 3) - 1; }
constexpr int32_t arrivalY(uint32_t stamp) { return static_cast<int32_t>(stamp & 3) - 1; }

// Eight cost bytes from p, the byte at p lowest (read in machine order, so
// this needs a little-endian machine, as x86 and ARM run).
uint64_t load8(const uint8_t* p) {
  uint64_t v = 0;
  std::memcpy(&v, p, sizeof v);
  return v;
}

constexpr uint64_t kHigh = 0x8080808080808080ull;
constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;

// Bit 7 of each byte set where that byte is not zero (an open cell).
constexpr uint64_t openBytes(uint64_t v) { return (((v & kLow7) + kLow7) | v) & kHigh; }

static_assert(std::endian::native == std::endian::little, "the row scans read cost bytes as little-endian words");

// The open list orders by smallest f, then largest g (nearest the goal).
bool later(const auto& a, const auto& b) { return a.f > b.f || (a.f == b.f && a.g < b.g); }

}  // namespace

void JumpPointSearch::prepare(const Grid& grid) {
  if (nodes_.size() != grid.paddedSize()) {
    nodes_.assign(grid.paddedSize(), Node{0, 0, 0});
    stamp_ = 0;
  }
  if (stamp_ == kLastStamp) {
    for (Node& n : nodes_) n.stamp = 0;
    stamp_ = 0;
  }
  ++stamp_;
  cost_ = grid.costs();
  stride_ = grid.stride();
  cells_ = grid.paddedSize();
  const Distance unit = std::max<Distance>(grid.minCost(), 1);
  straight_ = kOrthogonalUnit * unit;
  diagonal_ = kDiagonalUnit * unit;
}

Distance JumpPointSearch::estimate(uint32_t index) const {
  const auto i = static_cast<int32_t>(index);
  const auto dx = static_cast<Distance>(std::abs(i % stride_ - goalX_));
  const auto dy = static_cast<Distance>(std::abs(i / stride_ - goalY_));
  const Distance low = std::min(dx, dy);
  return diagonal_ * low + straight_ * (std::max(dx, dy) - low);
}

// Along a row the cells ahead are tested eight at a time: one word of the
// row, and of the rows above and below both at the cells ahead and one cell
// back, give in one mask every cell that stops the jump (a wall, a cell beside
// which a wall ends, the goal); the first of them decides as the cell-by-cell
// loop would. Near the ends of the padded array, where a word would reach
// past it, the loop below runs instead.
uint32_t JumpPointSearch::jumpEast(uint32_t from, uint32_t& steps) const {
  const uint8_t* c = cost_;
  const auto s = static_cast<uint32_t>(stride_);
  steps = 0;
  uint32_t n = from + 1;
  while (static_cast<size_t>(n) + s + 8 <= cells_) {
    const uint64_t up = openBytes(load8(c + n - s));
    const uint64_t down = openBytes(load8(c + n + s));
    uint64_t stop = ~openBytes(load8(c + n)) & kHigh;
    stop |= up & ~openBytes(load8(c + n - 1 - s));
    stop |= down & ~openBytes(load8(c + n - 1 + s));
    if (goal_ >= n && goal_ < n + 8) stop |= uint64_t{0x80} << (8 * (goal_ - n));
    if (stop != 0) {
      const auto k = static_cast<uint32_t>(std::countr_zero(stop) / 8);
      steps += k + 1;
      return c[n + k] == 0 ? kNone : n + k;
    }
    steps += 8;
    n += 8;
  }
  uint32_t more = 0;
  const uint32_t to = jumpStraight(n - 1, 1, stride_, more);
  steps += more;
  return to;
}

uint32_t JumpPointSearch::jumpWest(uint32_t from, uint32_t& steps) const {
  const uint8_t* c = cost_;
  const auto s = static_cast<uint32_t>(stride_);
  steps = 0;
  uint32_t n = from - 1;  // the nearest of the eight cells, at the word's top byte
  while (n >= s + 8) {
    const uint32_t base = n - 7;
    const uint64_t up = openBytes(load8(c + base - s));
    const uint64_t down = openBytes(load8(c + base + s));
    uint64_t stop = ~openBytes(load8(c + base)) & kHigh;
    stop |= up & ~openBytes(load8(c + base + 1 - s));
    stop |= down & ~openBytes(load8(c + base + 1 + s));
    if (goal_ >= base && goal_ <= n) stop |= uint64_t{0x80} << (8 * (goal_ - base));
    if (stop != 0) {
      const auto j = static_cast<uint32_t>((63 - std::countl_zero(stop)) / 8);
      const uint32_t m = base + j;
      steps += n - m + 1;
      return c[m] == 0 ? kNone : m;
    }
    steps += 8;
    n -= 8;
  }
  uint32_t more = 0;
  const uint32_t to = jumpStraight(n + 1, -1, stride_, more);
  steps += more;
  return to;
}

uint32_t JumpPointSearch::jumpStraight(uint32_t from, int32_t step, int32_t side, uint32_t& steps) const {
  const uint8_t* c = cost_;
  const auto s = static_cast<uint32_t>(step);
  const auto u = static_cast<uint32_t>(side);
  uint32_t i = from;
  steps = 0;
  for (;;) {
    const uint32_t n = i + s;
    ++steps;
    if (c[n] == 0) return kNone;
    if (n == goal_) return n;
    // A cell beside n is open where the one beside i is a wall: the only
    // shortest way into it passes n.
    if ((c[n + u] != 0 && c[i + u] == 0) || (c[n - u] != 0 && c[i - u] == 0)) return n;
    i = n;
  }
}

uint32_t JumpPointSearch::jumpDiagonal(uint32_t from, int32_t stepX, int32_t stepY, uint32_t& steps) const {
  const uint8_t* c = cost_;
  const auto sx = static_cast<uint32_t>(stepX);
  const auto sy = static_cast<uint32_t>(stepY);
  uint32_t i = from;
  steps = 0;
  for (;;) {
    if (c[i + sx] == 0 || c[i + sy] == 0) return kNone;  // no corner cutting
    const uint32_t n = i + sx + sy;
    if (c[n] == 0) return kNone;
    ++steps;
    if (n == goal_) return n;
    uint32_t ignored = 0;
    const uint32_t across = stepX > 0 ? jumpEast(n, ignored) : jumpWest(n, ignored);
    if (across != kNone || jumpStraight(n, stepY, 1, ignored) != kNone) return n;
    i = n;
  }
}

void JumpPointSearch::offer(uint32_t from, uint32_t to, Distance stepCost, int32_t dx, int32_t dy) {
  const Distance g = nodes_[from].g + stepCost;
  Node& t = nodes_[to];
  if ((t.stamp >> kStampShift) == stamp_ && ((t.stamp & kClosed) != 0 || g >= t.g)) return;
  t.g = g;
  t.parent = from;
  t.stamp = (stamp_ << kStampShift) | directionBits(dx, dy);
  open_.push_back({g + estimate(to), g, to});
  std::push_heap(open_.begin(), open_.end(), [](const Open& a, const Open& b) { return later(a, b); });
}

void JumpPointSearch::tryStraight(uint32_t x, int32_t dx, int32_t dy) {
  uint32_t steps = 0;
  const uint32_t to = dx > 0   ? jumpEast(x, steps)
                      : dx < 0 ? jumpWest(x, steps)
                               : jumpStraight(x, dy * stride_, 1, steps);
  if (to != kNone) offer(x, to, straight_ * steps, dx, dy);
}

void JumpPointSearch::tryDiagonal(uint32_t x, int32_t dx, int32_t dy) {
  uint32_t steps = 0;
  const uint32_t to = jumpDiagonal(x, dx, dy * stride_, steps);
  if (to != kNone) offer(x, to, diagonal_ * steps, dx, dy);
}

void JumpPointSearch::successors(uint32_t x) {
  const uint8_t* c = cost_;
  const uint32_t stamp = nodes_[x].stamp;
  const int32_t dx = arrivalX(stamp);
  const int32_t dy = arrivalY(stamp);
  if (dx == 0 && dy == 0) {  // the start: every direction
    for (const int32_t s : {1, -1}) {
      tryStraight(x, s, 0);
      tryStraight(x, 0, s);
    }
    for (const int32_t sx : {1, -1}) {
      for (const int32_t sy : {1, -1}) tryDiagonal(x, sx, sy);
    }
    return;
  }
  if (dx != 0 && dy != 0) {
    tryStraight(x, dx, 0);
    tryStraight(x, 0, dy);
    tryDiagonal(x, dx, dy);
    return;
  }
  // Straight: ahead, and turns where a wall beside the predecessor ends.
  tryStraight(x, dx, dy);
  const int32_t ahead = dx + dy * stride_;
  const auto behind = static_cast<uint32_t>(-ahead);
  for (const int32_t s : {1, -1}) {
    const int32_t side = dx != 0 ? s * stride_ : s;
    const auto u = static_cast<uint32_t>(side);
    if (c[x + u] == 0 || c[x + behind + u] != 0) continue;
    const int32_t sideX = dx != 0 ? 0 : s;
    const int32_t sideY = dx != 0 ? s : 0;
    tryStraight(x, sideX, sideY);
    if (c[x + static_cast<uint32_t>(ahead)] != 0) tryDiagonal(x, dx != 0 ? dx : sideX, dy != 0 ? dy : sideY);
  }
}

void JumpPointSearch::rebuild(const Grid& grid, uint32_t start, std::vector<Cell>& path) const {
  path.clear();
  uint32_t at = goal_;
  while (at != start) {
    const Node& n = nodes_[at];
    const auto back = static_cast<uint32_t>(-(arrivalX(n.stamp) + arrivalY(n.stamp) * stride_));
    for (uint32_t i = at; i != n.parent; i += back) path.push_back(grid.cellAt(i));
    at = n.parent;
  }
  path.push_back(grid.cellAt(start));
  std::reverse(path.begin(), path.end());
}

PathResult JumpPointSearch::find(const Grid& grid, Cell start, Cell goal, std::vector<Cell>& path) {
  path.clear();
  PathResult result;
  if (!grid.passable(start)) {
    result.status = PathStatus::StartInvalid;
    return result;
  }
  if (!grid.passable(goal)) {
    result.status = PathStatus::GoalInvalid;
    return result;
  }
  if (!applies(grid)) {
    result.status = PathStatus::OptionsInvalid;
    return result;
  }
  prepare(grid);
  const uint32_t s = grid.index(start);
  goal_ = grid.index(goal);
  goalX_ = goal.x + 1;
  goalY_ = goal.y + 1;
  nodes_[s] = Node{0, s, (stamp_ << kStampShift) | directionBits(0, 0)};
  open_.clear();
  open_.push_back({estimate(s), 0, s});
  const auto order = [](const Open& a, const Open& b) { return later(a, b); };
  while (!open_.empty()) {
    std::pop_heap(open_.begin(), open_.end(), order);
    const Open e = open_.back();
    open_.pop_back();
    Node& n = nodes_[e.index];
    if ((n.stamp & kClosed) != 0 || e.g != n.g) continue;  // stale
    n.stamp |= kClosed;
    ++result.expanded;
    if (e.index == goal_) {
      result.status = PathStatus::Found;
      result.cost = n.g;
      rebuild(grid, s, path);
      return result;
    }
    successors(e.index);
  }
  result.status = PathStatus::Unreachable;
  return result;
}

}  // namespace td
