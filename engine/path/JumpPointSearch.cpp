#include "engine/path/JumpPointSearch.h"

#include <algorithm>
#include <cstddef>
#include <cstdlib>

#include "engine/path/JumpScan.h"

namespace td {

namespace {

// Node::stamp: the query number above kJumpStampShift, then the closed flag and
// the arrival direction, (dx + 1) * 4 + (dy + 1).
constexpr uint32_t kJumpStampShift = 5;
constexpr uint32_t kClosed = 16;
constexpr uint32_t kJumpLastStamp = (UINT32_MAX >> kJumpStampShift) - 1;

constexpr uint32_t directionBits(int32_t dx, int32_t dy) { return static_cast<uint32_t>((dx + 1) * 4 + (dy + 1)); }
constexpr int32_t arrivalX(uint32_t stamp) { return static_cast<int32_t>((stamp >> 2) & 3) - 1; }
constexpr int32_t arrivalY(uint32_t stamp) { return static_cast<int32_t>(stamp & 3) - 1; }

// JumpOpenEntry::xy: padded column in the low 16 bits, padded row above.
constexpr uint32_t packXY(int32_t x, int32_t y) { return static_cast<uint32_t>(x) | (static_cast<uint32_t>(y) << 16); }
constexpr int32_t sign(int32_t v) { return (v > 0) - (v < 0); }

}  // namespace

void JumpPointSearch::prepare(const Grid& grid) {
  if (nodes_.size() != grid.paddedSize()) {
    nodes_.assign(grid.paddedSize(), Node{0, 0, 0});
    stamp_ = 0;
  }
  if (stamp_ == kJumpLastStamp) {
    for (Node& n : nodes_) n.stamp = 0;
    stamp_ = 0;
  }
  ++stamp_;
  cost_ = grid.costs();
  bits_ = &grid.passableBits();
  stride_ = grid.stride();
  unit_ = std::max<Distance>(grid.minCost(), 1);
  straight_ = kOrthogonalUnit * unit_;
  diagonal_ = kDiagonalUnit * unit_;
}

uint32_t JumpPointSearch::estimate(int32_t x, int32_t y) const {
  const auto dx = static_cast<uint32_t>(std::abs(x - goalX_));
  const auto dy = static_cast<uint32_t>(std::abs(y - goalY_));
  const uint32_t low = std::min(dx, dy);
  return static_cast<uint32_t>(kDiagonalUnit) * low + static_cast<uint32_t>(kOrthogonalUnit) * (std::max(dx, dy) - low);
}

void JumpPointSearch::offer(uint32_t from, int32_t x, int32_t y, Distance g, int32_t dx, int32_t dy) {
  const auto to = static_cast<uint32_t>(y * stride_ + x);
  Node& t = nodes_[to];
  if ((t.stamp >> kJumpStampShift) == stamp_ && ((t.stamp & kClosed) != 0 || g >= t.g)) return;
  t.g = g;
  t.parent = from;
  t.stamp = (stamp_ << kJumpStampShift) | directionBits(dx, dy);
  if (observer_ != nullptr) observer_->event(SearchEvent::Opened, Cell{x - 1, y - 1}, g);
  const uint32_t h = estimate(x, y);
  const Distance f = g + unit_ * h;
  if (f == least_) {
    now_.push_back({f, h, packXY(x, y)});
  } else {
    open_.push({f, h, packXY(x, y)});
  }
}

// `line` is the row y, or the column x, of bits_, and `stops` its stops in the jump's direction.
template <int32_t DX>
void JumpPointSearch::row(uint32_t parent, const uint64_t* line, const uint64_t* stops, int32_t x, int32_t y,
                          Distance g) {
  const auto p = static_cast<uint32_t>(x);
  const uint32_t goal = y == goalY_ ? static_cast<uint32_t>(goalX_) : UINT32_MAX;
  const uint32_t n = DX > 0 ? jumpUp(stops, line, p, goal) : jumpDown(stops, line, p, goal);
  if (n == 0) return;
  const uint32_t steps = DX > 0 ? n - p : p - n;
  offer(parent, static_cast<int32_t>(n), y, g + straight_ * steps, DX, 0);
}

template <int32_t DY>
void JumpPointSearch::column(uint32_t parent, const uint64_t* line, const uint64_t* stops, int32_t x, int32_t y,
                             Distance g) {
  const auto p = static_cast<uint32_t>(y);
  const uint32_t goal = x == goalX_ ? static_cast<uint32_t>(goalY_) : UINT32_MAX;
  const uint32_t n = DY > 0 ? jumpUp(stops, line, p, goal) : jumpDown(stops, line, p, goal);
  if (n == 0) return;
  const uint32_t steps = DY > 0 ? n - p : p - n;
  offer(parent, x, static_cast<int32_t>(n), g + straight_ * steps, 0, DY);
}

void JumpPointSearch::straight(uint32_t parent, int32_t x, int32_t y, int32_t dx, int32_t dy, Distance g) {
  if (dx > 0) row<1>(parent, bits_->row(y), bits_->rowStopsUp(y), x, y, g);
  if (dx < 0) row<-1>(parent, bits_->row(y), bits_->rowStopsDown(y), x, y, g);
  if (dy > 0) column<1>(parent, bits_->column(x), bits_->columnStopsUp(x), x, y, g);
  if (dy < 0) column<-1>(parent, bits_->column(x), bits_->columnStopsDown(x), x, y, g);
}

// The cells a diagonal passes are never jump points themselves (no corner
// cutting leaves a diagonal move no forced turns), so they are not queued:
// the straight jumps they would start run here, their jump points queued with
// i as parent at the cost through the diagonal. A jump whose first cell is a
// wall is not started (the same cells decide whether the diagonal goes on).
template <int32_t DX, int32_t DY>
void JumpPointSearch::diagonal(uint32_t i, int32_t x, int32_t y) {
  const uint8_t* c = cost_;
  const auto sx = static_cast<uint32_t>(DX);
  const auto sy = static_cast<uint32_t>(DY * stride_);
  const auto rowStep = static_cast<ptrdiff_t>(bits_->rowWords()) * DY;
  const auto columnStep = static_cast<ptrdiff_t>(bits_->columnWords()) * DX;
  const uint64_t* rowLine = bits_->row(y);
  const uint64_t* columnLine = bits_->column(x);
  const uint64_t* rowStops = DX > 0 ? bits_->rowStopsUp(y) : bits_->rowStopsDown(y);
  const uint64_t* columnStops = DY > 0 ? bits_->columnStopsUp(x) : bits_->columnStopsDown(x);
  uint32_t at = i;
  Distance g = nodes_[i].g;
  bool openX = c[at + sx] != 0;
  bool openY = c[at + sy] != 0;
  for (;;) {
    if (!openX || !openY || c[at + sx + sy] == 0) return;
    at += sx + sy;
    x += DX;
    y += DY;
    g += diagonal_;
    rowLine += rowStep;
    columnLine += columnStep;
    rowStops += rowStep;
    columnStops += columnStep;
    if (at == goal_) {
      offer(i, x, y, g, DX, DY);
      return;
    }
    openX = c[at + sx] != 0;
    openY = c[at + sy] != 0;
    if (openX) row<DX>(i, rowLine, rowStops, x, y, g);
    if (openY) column<DY>(i, columnLine, columnStops, x, y, g);
  }
}

void JumpPointSearch::diagonal(uint32_t i, int32_t x, int32_t y, int32_t dx, int32_t dy) {
  if (dx > 0) {
    dy > 0 ? diagonal<1, 1>(i, x, y) : diagonal<1, -1>(i, x, y);
  } else {
    dy > 0 ? diagonal<-1, 1>(i, x, y) : diagonal<-1, -1>(i, x, y);
  }
}

void JumpPointSearch::expand(uint32_t i, int32_t x, int32_t y) {
  const uint8_t* c = cost_;
  const uint32_t stamp = nodes_[i].stamp;
  const Distance g = nodes_[i].g;
  const int32_t dx = arrivalX(stamp);
  const int32_t dy = arrivalY(stamp);
  if (dx == 0 && dy == 0) {  // the start: every direction
    for (const int32_t s : {1, -1}) {
      straight(i, x, y, s, 0, g);
      straight(i, x, y, 0, s, g);
    }
    for (const int32_t sx : {1, -1}) {
      for (const int32_t sy : {1, -1}) diagonal(i, x, y, sx, sy);
    }
    return;
  }
  if (dx != 0 && dy != 0) {  // only the goal arrives diagonally; kept whole for clarity
    straight(i, x, y, dx, 0, g);
    straight(i, x, y, 0, dy, g);
    diagonal(i, x, y, dx, dy);
    return;
  }
  // Straight: ahead, and turns where a wall beside the predecessor ends.
  straight(i, x, y, dx, dy, g);
  const int32_t ahead = dx + dy * stride_;
  const auto behind = static_cast<uint32_t>(-ahead);
  for (const int32_t s : {1, -1}) {
    const int32_t side = dx != 0 ? s * stride_ : s;
    const auto u = static_cast<uint32_t>(side);
    if (c[i + u] == 0 || c[i + behind + u] != 0) continue;
    const int32_t sideX = dx != 0 ? 0 : s;
    const int32_t sideY = dx != 0 ? s : 0;
    straight(i, x, y, sideX, sideY, g);
    if (c[i + static_cast<uint32_t>(ahead)] != 0) diagonal(i, x, y, dx != 0 ? dx : sideX, dy != 0 ? dy : sideY);
  }
}

// Each node's route from its parent is a diagonal and then a straight line
// in its arrival direction (either may be empty); where they meet follows
// from the two ends.
void JumpPointSearch::rebuild(const Grid& grid, uint32_t start, std::vector<Cell>& path) const {
  path.clear();
  uint32_t at = goal_;
  while (at != start) {
    const Node& n = nodes_[at];
    const int32_t ax = arrivalX(n.stamp);
    const int32_t ay = arrivalY(n.stamp);
    const Cell to = grid.cellAt(at);
    const Cell from = grid.cellAt(n.parent);
    Cell turn = to;
    if (ay == 0) turn = Cell{from.x + ax * std::abs(to.y - from.y), to.y};
    if (ax == 0) turn = Cell{to.x, from.y + ay * std::abs(to.x - from.x)};
    Cell c = to;
    for (; c != turn; c = Cell{c.x - ax, c.y - ay}) path.push_back(c);
    const int32_t bx = sign(from.x - turn.x);
    const int32_t by = sign(from.y - turn.y);
    for (; c != from; c = Cell{c.x + bx, c.y + by}) path.push_back(c);
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
  nodes_[s] = Node{0, s, (stamp_ << kJumpStampShift) | directionBits(0, 0)};
  open_.clear();
  now_.clear();
  const uint32_t h = estimate(start.x + 1, start.y + 1);
  least_ = unit_ * h;
  now_.push_back({least_, h, packXY(start.x + 1, start.y + 1)});
  for (;;) {
    JumpOpenEntry e;
    if (!now_.empty()) {
      e = now_.back();
      now_.pop_back();
    } else if (!open_.empty()) {
      e = open_.pop();
      least_ = e.f;
    } else {
      break;
    }
    const auto x = static_cast<int32_t>(e.xy & 0xFFFF);
    const auto y = static_cast<int32_t>(e.xy >> 16);
    const auto i = static_cast<uint32_t>(y * stride_ + x);
    Node& n = nodes_[i];
    if ((n.stamp & kClosed) != 0) continue;  // a worse entry of a node expanded before
    n.stamp |= kClosed;
    ++result.expanded;
    if (observer_ != nullptr) observer_->event(SearchEvent::Expanded, Cell{x - 1, y - 1}, n.g);
    if (i == goal_) {
      result.status = PathStatus::Found;
      result.cost = n.g;
      rebuild(grid, s, path);
      return result;
    }
    expand(i, x, y);
  }
  result.status = PathStatus::Unreachable;
  return result;
}

}  // namespace td
