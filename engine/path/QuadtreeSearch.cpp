#include "engine/path/QuadtreeSearch.h"

#include <algorithm>
#include <cstdlib>

namespace td {

namespace {

int32_t sign(int32_t v) { return (v > 0) - (v < 0); }

// Octile (or Manhattan) length of a displacement, in Distance units.
Distance straightUnits(int32_t dx, int32_t dy, bool eight) {
  const auto ax = static_cast<Distance>(std::abs(dx));
  const auto ay = static_cast<Distance>(std::abs(dy));
  if (!eight) return (ax + ay) * kOrthogonalUnit;
  const Distance lo = std::min(ax, ay);
  return (std::max(ax, ay) - lo) * kOrthogonalUnit + lo * kDiagonalUnit;
}

// Where two leaves lie to one another along one axis: +1 when `to` lies wholly
// after `from`, -1 wholly before, 0 when their spans overlap.
int32_t side(int32_t from, int32_t fromSize, int32_t to, int32_t toSize) {
  if (to >= from + fromSize) return 1;
  if (to + toSize <= from) return -1;
  return 0;
}

// Appends the cells of the straight walk from `a` (not included) to `b`:
// diagonal steps while both coordinates differ (x first when 4-connected),
// then straight ones.
void walkCells(Cell a, Cell b, bool eight, std::vector<Cell>& path) {
  while (a != b) {
    const int32_t dx = sign(b.x - a.x);
    const int32_t dy = sign(b.y - a.y);
    if (eight || dx == 0) {
      a = {a.x + dx, a.y + dy};
    } else {
      a = {a.x + dx, a.y};
    }
    path.push_back(a);
  }
}

}  // namespace

QuadCrossing quadCrossing(const QuadLeaf& from, const QuadLeaf& to, Cell at) {
  const int32_t hx = side(from.x, from.size, to.x, to.size);
  const int32_t vy = side(from.y, from.size, to.y, to.size);
  Cell exit = at;
  if (hx != 0) exit.x = hx > 0 ? from.x + from.size - 1 : from.x;
  if (vy != 0) exit.y = vy > 0 ? from.y + from.size - 1 : from.y;
  // Across an edge: along it, the cell of the shared stretch nearest to `at`.
  if (vy == 0) exit.y = std::clamp(at.y, std::max(from.y, to.y), std::min(from.y + from.size, to.y + to.size) - 1);
  if (hx == 0) exit.x = std::clamp(at.x, std::max(from.x, to.x), std::min(from.x + from.size, to.x + to.size) - 1);
  return {exit, {exit.x + hx, exit.y + vy}};
}

Distance quadWalk(Cell a, Cell b, uint8_t cost, bool eight) {
  return straightUnits(b.x - a.x, b.y - a.y, eight) * cost;
}

Distance QuadtreeSearch::estimate(Cell from) const {
  if (cost_ == QuadCost::Centres) {
    // Points are in half cells; halve after scaling so little is lost.
    const Cell p = from;
    return straightUnits(p.x - (2 * goal_.x + 1), p.y - (2 * goal_.y + 1), eight_) * minCost_ / 2;
  }
  return straightUnits(from.x - goal_.x, from.y - goal_.y, eight_) * minCost_;
}

Cell QuadtreeSearch::point(uint32_t leaf) const {
  if (leaf == goalLeaf_) return {2 * goal_.x + 1, 2 * goal_.y + 1};
  if (leaf == startLeaf_) return {2 * start_.x + 1, 2 * start_.y + 1};
  const QuadLeaf& L = tree_->leaf(leaf);
  return {2 * L.x + L.size, 2 * L.y + L.size};
}

QuadSearchState QuadtreeSearch::begin(const Quadtree& tree, Cell start, Cell goal, Connectivity connectivity,
                                      QuadCost cost) {
  tree_ = &tree;
  start_ = start;
  goal_ = goal;
  eight_ = connectivity == Connectivity::Eight;
  cost_ = cost;
  minCost_ = tree.minCost();
  expanded_ = 0;
  current_ = Quadtree::kNoLeaf;
  corridor_.clear();
  open_.clear();
  startLeaf_ = tree.leafAt(start);
  goalLeaf_ = tree.leafAt(goal);
  if (startLeaf_ == Quadtree::kNoLeaf || !tree.leaf(startLeaf_).passable()) {
    state_ = QuadSearchState::StartInvalid;
    return state_;
  }
  if (goalLeaf_ == Quadtree::kNoLeaf || !tree.leaf(goalLeaf_).passable()) {
    state_ = QuadSearchState::GoalInvalid;
    return state_;
  }
  if (leaves_.size() < tree.leaves().size()) leaves_.resize(tree.leaves().size());
  if (++stamp_ == 0) {
    for (LeafState& s : leaves_) s.stamp = 0;
    stamp_ = 1;
  }
  LeafState& s = leaves_[startLeaf_];
  s = LeafState{};
  s.stamp = stamp_;
  s.g = 0;
  s.entry = start;
  if (startLeaf_ == goalLeaf_) {
    s.h = cost_ == QuadCost::Crossings ? quadWalk(start, goal, tree.leaf(goalLeaf_).cost, eight_) : 0;
  } else {
    s.h = estimate(cost_ == QuadCost::Centres ? point(startLeaf_) : start);
  }
  open_.push({s.g + s.h, s.h, startLeaf_, 0});
  state_ = QuadSearchState::Searching;
  return state_;
}

void QuadtreeSearch::offer(uint32_t from, uint32_t to, bool corner) {
  LeafState& t = leaves_[to];
  if (t.stamp == stamp_ && t.closed) return;
  const LeafState& f = leaves_[from];
  const QuadLeaf& a = tree_->leaf(from);
  const QuadLeaf& b = tree_->leaf(to);
  Distance g = 0;
  Distance h = 0;
  Cell entry = f.entry;
  if (cost_ == QuadCost::Crossings) {
    const QuadCrossing c = quadCrossing(a, b, f.entry);
    g = f.g + quadWalk(f.entry, c.exit, a.cost, eight_) + (corner ? kDiagonalUnit : kOrthogonalUnit) * b.cost;
    entry = c.entry;
    h = to == goalLeaf_ ? quadWalk(entry, goal_, b.cost, eight_) : estimate(entry);
  } else {
    const Cell pa = point(from);
    const Cell pb = point(to);
    g = f.g + straightUnits(pb.x - pa.x, pb.y - pa.y, eight_) * (a.cost + b.cost) / 4;
    h = estimate(pb);
  }
  if (t.stamp != stamp_) {
    t = LeafState{};
    t.stamp = stamp_;
  }
  if (g >= t.g) return;
  t.g = g;
  t.h = h;
  t.parent = from;
  t.entry = entry;
  open_.push({g + h, h, to, 0});
}

QuadSearchState QuadtreeSearch::advance() {
  if (state_ != QuadSearchState::Searching) return state_;
  uint32_t leaf = Quadtree::kNoLeaf;
  while (leaf == Quadtree::kNoLeaf) {
    if (open_.empty()) {
      state_ = QuadSearchState::Unreachable;
      current_ = Quadtree::kNoLeaf;
      return state_;
    }
    const OpenEntry e = open_.pop();
    const LeafState& s = leaves_[e.index];
    // No decrease-key: an entry whose f is no longer its leaf's is stale.
    if (!s.closed && e.primary == s.g + s.h) leaf = e.index;
  }
  leaves_[leaf].closed = true;
  ++expanded_;
  current_ = leaf;
  if (leaf == goalLeaf_) {
    finish();
    state_ = QuadSearchState::Found;
    return state_;
  }
  for (const QuadLink& link : tree_->links(leaf)) {
    if (link.corner && !eight_) continue;
    offer(leaf, link.leaf, link.corner);
  }
  return state_;
}

void QuadtreeSearch::finish() {
  corridor_.clear();
  for (uint32_t at = goalLeaf_; at != Quadtree::kNoLeaf; at = leaves_[at].parent) corridor_.push_back(at);
  std::reverse(corridor_.begin(), corridor_.end());
}

QuadLeafMark QuadtreeSearch::mark(uint32_t leaf) const {
  if (!seen(leaf) || state_ == QuadSearchState::Idle) return QuadLeafMark::Unseen;
  return leaves_[leaf].closed ? QuadLeafMark::Closed : QuadLeafMark::Open;
}

Distance QuadtreeSearch::costTo(uint32_t leaf) const { return seen(leaf) ? leaves_[leaf].g : kUnreachable; }

Distance QuadtreeSearch::route(std::vector<Cell>& path) const {
  path.clear();
  if (state_ != QuadSearchState::Found) return kUnreachable;
  Cell at = start_;
  path.push_back(at);
  Distance length = 0;
  for (size_t k = 0; k + 1 < corridor_.size(); ++k) {
    const QuadLeaf& a = tree_->leaf(corridor_[k]);
    const QuadLeaf& b = tree_->leaf(corridor_[k + 1]);
    const QuadCrossing c = quadCrossing(a, b, at);
    walkCells(at, c.exit, eight_, path);
    path.push_back(c.entry);
    const bool diagonal = c.exit.x != c.entry.x && c.exit.y != c.entry.y;
    length += quadWalk(at, c.exit, a.cost, eight_) + (diagonal ? kDiagonalUnit : kOrthogonalUnit) * b.cost;
    at = c.entry;
  }
  walkCells(at, goal_, eight_, path);
  length += quadWalk(at, goal_, tree_->leaf(goalLeaf_).cost, eight_);
  return length;
}

PathResult QuadtreeSearch::find(const Quadtree& tree, Cell start, Cell goal, Connectivity connectivity,
                                std::vector<Cell>& path, QuadCost cost) {
  path.clear();
  PathResult result;
  QuadSearchState s = begin(tree, start, goal, connectivity, cost);
  if (s == QuadSearchState::StartInvalid) {
    result.status = PathStatus::StartInvalid;
    return result;
  }
  if (s == QuadSearchState::GoalInvalid) {
    result.status = PathStatus::GoalInvalid;
    return result;
  }
  while (s == QuadSearchState::Searching) s = advance();
  result.expanded = expanded_;
  if (s == QuadSearchState::Found) {
    result.status = PathStatus::Found;
    result.cost = route(path);
  }
  return result;
}

}  // namespace td
