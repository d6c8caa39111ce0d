#pragma once

// The legal moves of a cell, read branch-free from the grid's costs, and the
// moves grid A* may skip because they can never improve a cell.

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "engine/grid/Direction.h"
#include "engine/grid/Grid.h"
#include "engine/path/Distance.h"

namespace td::astar {

// On grids up to this many padded cells the legal moves of every cell are
// kept between queries, with a copy of the costs they were computed from. A
// query compares that copy with the grid's costs (one memcmp, a few hundred
// nanoseconds at this size) and recomputes the moves if anything differs, so
// no grid change can go unnoticed. Larger grids compute the moves of each
// cell as it is expanded, so a short query never pays for the whole map.
constexpr size_t kCachedMovesCells = size_t{1} << 16;

// Moves worth trying out of a cell c reached by move d from p. The step back
// to p is left out, and so are the steps to p's orthogonal neighbours that
// also touch c: when p reached c it offered them the direct orthogonal step,
// which costs no more than the last leg alone of the detour through c (an
// orthogonal step into a cell is its cheapest entry), so a move from c can
// never improve them. Where p skipped such a cell itself, the same holds
// for p's own parent, and so on back: the cell's cost is already at most
// what the direct step would have given.
constexpr std::array<uint8_t, 16> kWorthTrying = [] {
  std::array<uint8_t, 16> t{};
  for (size_t d = 0; d < 16; ++d) t[d] = 0xFF;
  for (size_t d = 0; d < 8; ++d) {
    for (size_t e = 0; e < 8; ++e) {
      // e's cell seen from p: c's offset from p plus e's step.
      const int x = kDirectionSteps[d].dx + kDirectionSteps[e].dx;
      const int y = kDirectionSteps[d].dy + kDirectionSteps[e].dy;
      if ((x < 0 ? -x : x) + (y < 0 ? -y : y) <= 1) t[d] = static_cast<uint8_t>(t[d] & ~(1u << e));
    }
  }
  return t;
}();

// More moves left out on grids where no entry cost exceeds the cheapest by a
// factor of sqrt(2) + 1 or more, as on uniform terrain. There the diagonal
// step from p to a cell n beside c costs no more than going through c
// (kDiagonalUnit * cost(n) <= kOrthogonalUnit * (cost(c) + cost(n))), so
// after an orthogonal move c need not try the two cells diagonal from p,
// provided p could take that diagonal: the cell diagonally behind c on that
// side is open, which is exactly when c's own move there is legal. Indexed
// by the move into c times 16 plus c's legal diagonal moves (bits 4..7).
constexpr std::array<uint8_t, 16 * 16> kCoveredByDiagonal = [] {
  std::array<uint8_t, 16 * 16> t{};
  for (size_t d = 0; d < 4; ++d) {
    const int sx = kDirectionSteps[d].dx;
    const int sy = kDirectionSteps[d].dy;
    for (size_t e = 0; e < 4; ++e) {
      const int ex = kDirectionSteps[e].dx;
      const int ey = kDirectionSteps[e].dy;
      if (ex * sx + ey * sy != 0) continue;  // only the two perpendicular moves
      // The cell diagonally behind c beside e's cell: c + e - d.
      size_t behind = 8;
      for (size_t b = 4; b < 8; ++b) {
        if (kDirectionSteps[b].dx == ex - sx && kDirectionSteps[b].dy == ey - sy) behind = b;
      }
      for (size_t diagonals = 0; diagonals < 16; ++diagonals) {
        if ((diagonals << 4) & (size_t{1} << behind)) t[d * 16 + diagonals] |= static_cast<uint8_t>(1u << e);
      }
    }
  }
  return t;
}();

// Whether a diagonal step into a cell of cost `to` costs no more than an
// orthogonal step into a cell of cost `via` followed by one into `to`: the
// condition for kCoveredByDiagonal.
constexpr bool coveredStep(uint8_t via, uint8_t to) {
  return (kDiagonalUnit - kOrthogonalUnit) * to <= kOrthogonalUnit * via;
}

// Legal moves from the open/closed pattern of the eight neighbours. The
// pattern is gathered branch-free (see neighbourPattern): bit k tells whether
// byte k of [NW, N, NE, W, SW, S, SE, E] is open.
constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
constexpr uint64_t kHigh = 0x8080808080808080ull;

constexpr uint32_t gatherOpen(uint64_t bytes) {
  // High bit of each byte: is the byte non-zero. The multiply then stacks
  // those eight bits into the top byte (no two partial products collide).
  const uint64_t open = (((bytes & kLow7) + kLow7) | bytes) & kHigh;
  return static_cast<uint32_t>(((open >> 7) * 0x0102040810204080ull) >> 56);
}

constexpr std::array<uint8_t, 256> kMoves = [] {
  std::array<uint8_t, 256> t{};
  for (uint32_t p = 0; p < 256; ++p) {
    const bool e = p & 1, w = p & 2, s = p & 4, n = p & 8;
    const bool se = p & 16, sw = p & 32, ne = p & 64, nw = p & 128;
    const uint64_t bytes = uint64_t{nw} | uint64_t{n} << 8 | uint64_t{ne} << 16 | uint64_t{w} << 24 |
                           uint64_t{sw} << 32 | uint64_t{s} << 40 | uint64_t{se} << 48 | uint64_t{e} << 56;
    t[gatherOpen(bytes)] = static_cast<uint8_t>(e | w << 1 | s << 2 | n << 3 | (se && s && e) << 4 |
                                                (sw && s && w) << 5 | (ne && n && e) << 6 | (nw && n && w) << 7);
  }
  return t;
}();

constexpr std::array<int32_t, 8> kDxOf = [] {
  std::array<int32_t, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = kDirectionSteps[d].dx;
  return t;
}();
constexpr std::array<int32_t, 8> kDyOf = [] {
  std::array<int32_t, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = kDirectionSteps[d].dy;
  return t;
}();
// What a move adds to an entry's packed column and row.
constexpr std::array<uint32_t, 8> kXyStep = [] {
  std::array<uint32_t, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = static_cast<uint32_t>(kDirectionSteps[d].dy * 65536 + kDirectionSteps[d].dx);
  return t;
}();
constexpr std::array<Distance, 8> kUnitOf = [] {
  std::array<Distance, 8> t{};
  for (size_t d = 0; d < 8; ++d) t[d] = stepUnit(static_cast<Direction>(d));
  return t;
}();

// What the move d into padded cell `to` costs: its cost byte, or on a grid
// with slopes the cost of entering it that way (Grid::entryCost). Takes its
// arguments by value: a search's locals must not escape into a closure,
// where every byte store would make the compiler reload them.
template <bool Sloped>
inline Distance enterCost(const Grid& grid, const uint8_t* cost, uint32_t to, uint32_t d) {
  if constexpr (Sloped) {
    return grid.entryCost(to, static_cast<Direction>(d));
  } else {
    (void)grid;
    return cost[to];
  }
}

inline uint32_t load32(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}

// The index into kMoves for the cell at c: the row above and the row below
// come in one load each, West and East fill the spare bytes. The row below
// is read from one byte further left so the load never passes the end of
// the padded grid.
inline uint32_t neighbourPattern(const uint8_t* c, int32_t stride) {
  const uint32_t up = (load32(c - stride - 1) & 0xFFFFFFu) | uint32_t{c[-1]} << 24;
  const uint32_t down = (load32(c + stride - 2) >> 8) | uint32_t{c[1]} << 24;
  return gatherOpen(up | uint64_t{down} << 32);
}

// The legal moves out of cell i: from the cached table, or from the costs.
template <bool Cached, bool Eight>
inline uint32_t legalMoves(const uint8_t* table, const uint8_t* cost, uint32_t i, int32_t stride) {
  uint32_t moves = 0;
  if constexpr (Cached) {
    moves = table[i];
  } else {
    moves = kMoves[neighbourPattern(cost + i, stride)];
  }
  return Eight ? moves : moves & 0x0F;
}

}  // namespace td::astar
