#include "engine/nav/LevelNavMesh.h"

#include <algorithm>
#include <cmath>

#include "engine/nav/ConvexTriangulate.h"
#include "engine/nav/TriangleTest.h"

namespace td {

namespace {

constexpr uint32_t kNoVertex = 0xFFFFFFFFu;

}  // namespace

void LevelNavMesh::build(const Grid& grid, std::span<const uint8_t> kindFlags) {
  kindFlags_.assign(kindFlags.begin(), kindFlags.end());
  width_ = grid.width();
  height_ = grid.height();
  pieces_.clear();
  freePieces_.clear();
  livePieces_ = 0;
  pieceOf_.assign(static_cast<size_t>(width_) * static_cast<size_t>(height_), -1);
  vertexOf_.assign(static_cast<size_t>(width_ + 1) * static_cast<size_t>(height_ + 1), kNoVertex);
  mesh_.clear();
  std::vector<uint32_t> made;
  cover(grid, 0, 0, width_, height_, made);
  for (const uint32_t p : made) triangulate(p);
}

int32_t LevelNavMesh::pieceAt(int32_t x, int32_t y) const {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return -1;
  return pieceOf_[static_cast<size_t>(y * width_ + x)];
}

NavRegion LevelNavMesh::regionOf(const Grid& grid, Cell cell) const {
  const uint8_t kind = grid.terrain(cell);
  return {static_cast<float>(grid.cost(cell)), kind < kindFlags_.size() ? kindFlags_[kind] : uint8_t{0}};
}

uint32_t LevelNavMesh::newPiece(int32_t x0, int32_t y0, int32_t x1, int32_t y1, NavRegion region) {
  uint32_t p;
  if (!freePieces_.empty()) {
    p = freePieces_.back();
    freePieces_.pop_back();
  } else {
    p = static_cast<uint32_t>(pieces_.size());
    pieces_.emplace_back();
  }
  Piece& piece = pieces_[p];
  piece.x0 = x0;
  piece.y0 = y0;
  piece.x1 = x1;
  piece.y1 = y1;
  piece.tris.clear();
  piece.region = region;
  piece.alive = true;
  ++livePieces_;
  for (int32_t y = y0; y < y1; ++y) {
    for (int32_t x = x0; x < x1; ++x) pieceOf_[static_cast<size_t>(y * width_ + x)] = static_cast<int32_t>(p);
  }
  return p;
}

void LevelNavMesh::dropPiece(uint32_t p) {
  Piece& piece = pieces_[p];
  for (const NavTri t : piece.tris) mesh_.removeTriangle(t);
  piece.tris.clear();
  for (int32_t y = piece.y0; y < piece.y1; ++y) {
    for (int32_t x = piece.x0; x < piece.x1; ++x) pieceOf_[static_cast<size_t>(y * width_ + x)] = -1;
  }
  piece.alive = false;
  freePieces_.push_back(p);
  --livePieces_;
}

void LevelNavMesh::cover(const Grid& grid, int32_t rx0, int32_t ry0, int32_t rx1, int32_t ry1,
                         std::vector<uint32_t>& made) {
  NavRegion region;
  // Open, uncovered and of the region the rectangle grows over.
  auto open = [&](int32_t x, int32_t y) {
    if (!grid.passable({x, y}) || pieceAt(x, y) >= 0) return false;
    const NavRegion r = regionOf(grid, {x, y});
    return r.cost == region.cost && r.flags == region.flags;
  };
  for (int32_t y = ry0; y < ry1; ++y) {
    for (int32_t x = rx0; x < rx1; ++x) {
      if (!grid.passable({x, y}) || pieceAt(x, y) >= 0) continue;
      region = regionOf(grid, {x, y});
      int32_t x1 = x + 1;
      while (x1 < rx1 && open(x1, y)) ++x1;
      int32_t y1 = y + 1;
      for (bool grow = true; grow && y1 < ry1;) {
        for (int32_t k = x; k < x1 && grow; ++k) grow = open(k, y1);
        if (grow) ++y1;
      }
      made.push_back(newPiece(x, y, x1, y1, region));
    }
  }
}

void LevelNavMesh::neighbours(const Piece& piece, std::vector<uint32_t>& out) const {
  auto note = [&](int32_t x, int32_t y) {
    const int32_t q = pieceAt(x, y);
    if (q >= 0 && std::find(out.begin(), out.end(), static_cast<uint32_t>(q)) == out.end()) {
      out.push_back(static_cast<uint32_t>(q));
    }
  };
  for (int32_t x = piece.x0; x < piece.x1; ++x) {
    note(x, piece.y0 - 1);
    note(x, piece.y1);
  }
  for (int32_t y = piece.y0; y < piece.y1; ++y) {
    note(piece.x0 - 1, y);
    note(piece.x1, y);
  }
}

uint32_t LevelNavMesh::vertexAt(int32_t x, int32_t y) {
  uint32_t& v = vertexOf_[static_cast<size_t>(y * (width_ + 1) + x)];
  if (v == kNoVertex) v = mesh_.addVertex({static_cast<float>(x), static_cast<float>(y)});
  return v;
}

void LevelNavMesh::triangulate(uint32_t p) {
  Piece& piece = pieces_[p];
  for (const NavTri t : piece.tris) mesh_.removeTriangle(t);
  piece.tris.clear();
  // The rectangle's outline, with a corner wherever what lies across a side
  // changes: there a neighbour's corner touches it.
  ring_.clear();
  ringPoints_.clear();
  auto add = [&](int32_t x, int32_t y) {
    ring_.push_back(vertexAt(x, y));
    ringPoints_.push_back({static_cast<float>(x), static_cast<float>(y)});
  };
  const int32_t x0 = piece.x0, y0 = piece.y0, x1 = piece.x1, y1 = piece.y1;
  add(x0, y0);
  for (int32_t x = x0 + 1; x < x1; ++x) {
    if (pieceAt(x - 1, y0 - 1) != pieceAt(x, y0 - 1)) add(x, y0);
  }
  add(x1, y0);
  for (int32_t y = y0 + 1; y < y1; ++y) {
    if (pieceAt(x1, y - 1) != pieceAt(x1, y)) add(x1, y);
  }
  add(x1, y1);
  for (int32_t x = x1 - 1; x > x0; --x) {
    if (pieceAt(x - 1, y1) != pieceAt(x, y1)) add(x, y1);
  }
  add(x0, y1);
  for (int32_t y = y1 - 1; y > y0; --y) {
    if (pieceAt(x0 - 1, y - 1) != pieceAt(x0 - 1, y)) add(x0, y);
  }
  triangles_.clear();
  triangulateConvex(ring_, ringPoints_, triangles_);
  for (const auto& tri : triangles_) {
    piece.tris.push_back(mesh_.addTriangle(tri[0], tri[1], tri[2], piece.region));
  }
}

Located LevelNavMesh::locate(Vec2 p, float snap) const {
  Located out;
  out.point = p;
  if (!(p.x >= -snap && p.y >= -snap && p.x <= static_cast<float>(width_) + snap &&
        p.y <= static_cast<float>(height_) + snap)) {
    return out;
  }
  const auto cx = static_cast<int32_t>(std::floor(p.x));
  const auto cy = static_cast<int32_t>(std::floor(p.y));
  // The cell of the point, and on a border the cells it also touches.
  const bool onX = p.x == static_cast<float>(cx);
  const bool onY = p.y == static_cast<float>(cy);
  NavTri best = kNoTri;
  for (int32_t dy = onY ? -1 : 0; dy <= 0; ++dy) {
    for (int32_t dx = onX ? -1 : 0; dx <= 0; ++dx) {
      const int32_t q = pieceAt(cx + dx, cy + dy);
      if (q < 0) continue;
      for (const NavTri t : pieces_[static_cast<size_t>(q)].tris) {
        if (t < best && triangleContains(mesh_.corner(t, 0), mesh_.corner(t, 1), mesh_.corner(t, 2), p)) best = t;
      }
    }
  }
  if (best != kNoTri) {
    out.status = LocateStatus::Inside;
    out.tri = best;
    return out;
  }
  if (snap <= 0.0f) return out;
  float bestDistance = snap * snap;
  const auto reach = static_cast<int32_t>(std::ceil(snap));
  for (int32_t y = cy - reach; y <= cy + reach; ++y) {
    for (int32_t x = cx - reach; x <= cx + reach; ++x) {
      const int32_t q = pieceAt(x, y);
      if (q < 0) continue;
      for (const NavTri t : pieces_[static_cast<size_t>(q)].tris) {
        const Vec2 n = nearestOnTriangle(mesh_.corner(t, 0), mesh_.corner(t, 1), mesh_.corner(t, 2), p);
        const float d = lengthSquared(n - p);
        if (d < bestDistance || (d == bestDistance && t < out.tri)) {
          bestDistance = d;
          out.tri = t;
          out.point = n;
          out.status = LocateStatus::Snapped;
        }
      }
    }
  }
  return out;
}

void LevelNavMesh::cellBlocked(const Grid& grid, Cell cell) {
  const int32_t p = pieceAt(cell.x, cell.y);
  if (p < 0 || grid.passable(cell)) return;
  std::vector<uint32_t> around;
  neighbours(pieces_[static_cast<size_t>(p)], around);
  const Piece old = pieces_[static_cast<size_t>(p)];
  dropPiece(static_cast<uint32_t>(p));
  std::vector<uint32_t> made;
  cover(grid, old.x0, old.y0, old.x1, old.y1, made);
  for (const uint32_t q : made) triangulate(q);
  for (const uint32_t q : around) triangulate(q);
}

void LevelNavMesh::cellFreed(const Grid& grid, Cell cell) {
  if (pieceAt(cell.x, cell.y) >= 0 || !grid.passable(cell)) return;
  const uint32_t p = newPiece(cell.x, cell.y, cell.x + 1, cell.y + 1, regionOf(grid, cell));
  std::vector<uint32_t> around;
  neighbours(pieces_[p], around);
  triangulate(p);
  for (const uint32_t q : around) triangulate(q);
}

}  // namespace td
