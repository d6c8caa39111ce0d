#include "engine/nav/VisibilityGraph.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>

namespace td {

void VisibilityGraph::build(const Grid& grid) {
  width_ = grid.width();
  height_ = grid.height();
  walkable_.assign(static_cast<size_t>(width_ * height_), 0);
  for (int32_t y = 0; y < height_; ++y) {
    for (int32_t x = 0; x < width_; ++x) walkable_[static_cast<size_t>(y * width_ + x)] = grid.passable({x, y}) ? 1 : 0;
  }
  corners_.clear();
  for (int32_t y = 0; y <= height_; ++y) {
    for (int32_t x = 0; x <= width_; ++x) {
      // The four cells around the lattice point: NW, NE, SW, SE.
      const bool nw = walkable(x - 1, y - 1), ne = walkable(x, y - 1), sw = walkable(x - 1, y), se = walkable(x, y);
      const int open = nw + ne + sw + se;
      const Vec2 at{static_cast<float>(x), static_cast<float>(y)};
      if (open == 3) corners_.push_back({at, 0, 0});
      if (open == 2 && nw && se) {
        corners_.push_back({at, -1, -1});
        corners_.push_back({at, 1, 1});
      }
      if (open == 2 && ne && sw) {
        corners_.push_back({at, 1, -1});
        corners_.push_back({at, -1, 1});
      }
    }
  }
  sees_.assign(corners_.size(), {});
  for (uint32_t i = 0; i < corners_.size(); ++i) {
    for (uint32_t j = i + 1; j < corners_.size(); ++j) {
      const Corner& a = corners_[i];
      const Corner& b = corners_[j];
      if (leaves(a, b.at) && leaves(b, a.at) && visible(a.at, b.at)) {
        sees_[i].push_back(j);
        sees_[j].push_back(i);
      }
    }
  }
}

bool VisibilityGraph::passesLatticePoint(int32_t x, int32_t y, Vec2 d) const {
  // The four cells around the point in turn: NW, NE, SE, SW.
  static constexpr int kQx[4] = {-1, 1, 1, -1};
  static constexpr int kQy[4] = {-1, -1, 1, 1};
  bool open[4];
  for (int q = 0; q < 4; ++q) open[q] = walkable(kQx[q] < 0 ? x - 1 : x, kQy[q] < 0 ? y - 1 : y);
  const int sx = d.x > 0.0f ? 1 : (d.x < 0.0f ? -1 : 0);
  const int sy = d.y > 0.0f ? 1 : (d.y < 0.0f ? -1 : 0);
  // The cells the segment is in or runs along, before and after the point.
  auto side = [&](int q, int dir) {
    const int wx = dir * sx, wy = dir * sy;
    return (wx == 0 || kQx[q] == wx) && (wy == 0 || kQy[q] == wy);
  };
  for (int before = 0; before < 4; ++before) {
    if (!open[before] || !side(before, -1)) continue;
    // Every open cell reachable from `before` around the point, both ways.
    for (int step : {1, 3}) {
      for (int q = before; open[q]; q = (q + step) % 4) {
        if (side(q, 1)) return true;
        if ((q + step) % 4 == before) break;
      }
    }
  }
  return false;
}

bool VisibilityGraph::leaves(const Corner& c, Vec2 toward) const {
  const Vec2 d = toward - c.at;
  if (d.x == 0.0f && d.y == 0.0f) return false;
  const int sx = d.x > 0.0f ? 1 : (d.x < 0.0f ? -1 : 0);
  const int sy = d.y > 0.0f ? 1 : (d.y < 0.0f ? -1 : 0);
  return (c.qx == 0 || sx == 0 || sx == c.qx) && (c.qy == 0 || sy == 0 || sy == c.qy);
}

bool VisibilityGraph::walkable(int32_t x, int32_t y) const {
  return x >= 0 && y >= 0 && x < width_ && y < height_ && walkable_[static_cast<size_t>(y * width_ + x)] != 0;
}

bool VisibilityGraph::onFreeSpace(Vec2 p) const {
  const auto x = static_cast<int32_t>(std::floor(p.x));
  const auto y = static_cast<int32_t>(std::floor(p.y));
  const bool onX = p.x == static_cast<float>(x);
  const bool onY = p.y == static_cast<float>(y);
  return walkable(x, y) || (onX && walkable(x - 1, y)) || (onY && walkable(x, y - 1)) ||
         (onX && onY && walkable(x - 1, y - 1));
}

bool VisibilityGraph::visible(Vec2 a, Vec2 b) const {
  if (!onFreeSpace(a) || !onFreeSpace(b)) return false;
  // Where the segment crosses grid lines; between two crossings it lies in
  // one cell, or along one grid line.
  float ts[4096];
  size_t n = 0;
  ts[n++] = 0.0f;
  ts[n++] = 1.0f;
  const Vec2 d = b - a;
  auto crossings = [&](float from, float delta) {
    if (delta == 0.0f) return;
    const float lo = std::min(from, from + delta);
    const float hi = std::max(from, from + delta);
    for (float k = std::ceil(lo); k <= hi && n < 4096; k += 1.0f) {
      const float t = (k - from) / delta;
      if (t > 0.0f && t < 1.0f) ts[n++] = t;
    }
  };
  crossings(a.x, d.x);
  crossings(a.y, d.y);
  std::sort(ts, ts + n);
  for (size_t i = 0; i + 1 < n; ++i) {
    const float t0 = ts[i];
    const float t1 = ts[i + 1];
    if (t1 - t0 > 1e-7f) {
      const Vec2 m = a + d * (0.5f * (t0 + t1));
      const float mx = std::floor(m.x), my = std::floor(m.y);
      const auto cx = static_cast<int32_t>(mx);
      const auto cy = static_cast<int32_t>(my);
      const bool alongX = d.x == 0.0f && a.x == std::floor(a.x);  // on a vertical grid line
      const bool alongY = d.y == 0.0f && a.y == std::floor(a.y);  // on a horizontal one
      if (alongX) {
        if (!walkable(cx - 1, cy) && !walkable(cx, cy)) return false;
      } else if (alongY) {
        if (!walkable(cx, cy - 1) && !walkable(cx, cy)) return false;
      } else if (!walkable(cx, cy)) {
        return false;
      }
    }
    // Through a lattice point on the way: the open cells just before it
    // and just after it must connect around it through open cells sharing
    // edges (two cells that touch only at the point do not).
    if (i > 0) {
      const Vec2 p = a + d * t0;
      const float px = std::round(p.x), py = std::round(p.y);
      if (std::fabs(p.x - px) < 1e-5f && std::fabs(p.y - py) < 1e-5f &&
          !passesLatticePoint(static_cast<int32_t>(px), static_cast<int32_t>(py), d)) {
        return false;
      }
    }
  }
  return true;
}

float VisibilityGraph::shortest(Vec2 start, Vec2 goal, std::vector<Vec2>* path) const {
  if (path != nullptr) path->clear();
  if (!onFreeSpace(start) || !onFreeSpace(goal)) return -1.0f;
  if (visible(start, goal)) {
    if (path != nullptr) *path = {start, goal};
    return distance(start, goal);
  }
  const size_t n = corners_.size();
  // Nodes: the corners, then the goal.
  std::vector<float> dist(n + 1, 3.0e38f);
  std::vector<uint32_t> from(n + 1, UINT32_MAX);
  std::vector<uint8_t> seesGoal(n, 0);
  for (size_t i = 0; i < n; ++i) seesGoal[i] = leaves(corners_[i], goal) && visible(corners_[i].at, goal) ? 1 : 0;
  using Item = std::pair<float, uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  for (uint32_t i = 0; i < n; ++i) {
    if (leaves(corners_[i], start) && visible(start, corners_[i].at)) {
      dist[i] = distance(start, corners_[i].at);
      open.push({dist[i], i});
    }
  }
  while (!open.empty()) {
    const float d = open.top().first;
    const uint32_t i = open.top().second;
    open.pop();
    if (d != dist[i]) continue;
    if (i == n) {
      if (path != nullptr) {
        path->push_back(goal);
        for (uint32_t k = from[n]; k != UINT32_MAX; k = from[k]) path->push_back(corners_[k].at);
        path->push_back(start);
        std::reverse(path->begin(), path->end());
      }
      return d;
    }
    auto relax = [&](uint32_t j, float w) {
      if (d + w < dist[j]) {
        dist[j] = d + w;
        from[j] = i;
        open.push({dist[j], j});
      }
    };
    if (seesGoal[i] != 0) relax(static_cast<uint32_t>(n), distance(corners_[i].at, goal));
    for (const uint32_t j : sees_[i]) relax(j, distance(corners_[i].at, corners_[j].at));
  }
  return -1.0f;
}

}  // namespace td
