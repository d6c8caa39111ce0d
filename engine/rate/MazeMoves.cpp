#include "engine/rate/MazeMoves.h"

#include <algorithm>

#include "engine/path/RouteTrace.h"
#include "engine/rate/ParallelFor.h"
#include "engine/sim/World.h"

namespace td {

int32_t wallKind(const World& world) {
  int32_t best = -1;
  const GameDefs& defs = world.defs();
  for (size_t k = 0; k < defs.towers.size(); ++k) {
    const TowerDef& def = defs.towers[k];
    if (def.attacks() || def.levels.empty() || !world.towerAllowed(static_cast<uint16_t>(k))) continue;
    if (best < 0 || def.levels[0].cost < defs.towers[static_cast<size_t>(best)].levels[0].cost) {
      best = static_cast<int32_t>(k);
    }
  }
  return best;
}

namespace {

// Would the world take a wall on `cell` now (or as soon as the unit standing there moves on)?
bool wallFits(World& world, Cell cell) {
  if (world.towerAt(cell).valid() || world.heroStandsIn(cell)) return false;
  const PlacementStatus s = world.placementAt(cell).status;
  return s == PlacementStatus::Ok || s == PlacementStatus::Occupied;
}

uint64_t lineKey(const MazeLine& l) {
  return (static_cast<uint64_t>(static_cast<uint16_t>(l.from.x)) << 48) |
         (static_cast<uint64_t>(static_cast<uint16_t>(l.from.y)) << 32) | (static_cast<uint64_t>(l.dir.x + 1) << 24) |
         (static_cast<uint64_t>(l.dir.y + 1) << 16) | l.count;
}

Cell lineCell(const MazeLine& l, uint32_t k) {
  return {l.from.x + l.dir.x * static_cast<int32_t>(k), l.from.y + l.dir.y * static_cast<int32_t>(k)};
}

// Probes every line once (the same line met twice shares its first meeting's figures), each worker on a probe of
// its own.
void probeLines(const World& world, unsigned threads, MazeMoves& out) {
  const size_t n = out.lines.size();
  out.keys.resize(n);
  for (size_t i = 0; i < n; ++i) out.keys[i] = {lineKey(out.lines[i]), static_cast<uint32_t>(i)};
  std::sort(out.keys.begin(), out.keys.end());
  out.probed.resize(n);
  for (size_t k = 0; k < n; ++k) {
    const bool repeat = k > 0 && out.keys[k].first == out.keys[k - 1].first;
    out.probed[out.keys[k].second] = repeat ? out.probed[out.keys[k - 1].second] : out.keys[k].second;
  }
  out.keys.clear();
  for (size_t i = 0; i < n; ++i) {
    if (out.probed[i] == i) out.keys.push_back({0, static_cast<uint32_t>(i)});
  }
  out.length.assign(n, kUnreachable);
  out.exposure.assign(n, 0.0);
  const unsigned workers = static_cast<unsigned>(std::clamp<size_t>(out.keys.size(), 1, std::max(1u, threads)));
  if (out.probes.size() < workers) out.probes.resize(workers);
  for (unsigned w = 1; w < workers; ++w) out.probes[w].reset(world);
  parallelForWorkers(out.keys.size(), workers, [&](size_t k, unsigned worker) {
    const MazeLine& line = out.lines[out.keys[k].second];
    RouteProbe& probe = out.probes[worker];
    Cell cells[kMaxMazeBarrier];
    for (uint32_t c = 0; c < line.count; ++c) cells[c] = lineCell(line, c);
    const Distance d = probe.lengthWith(std::span<const Cell>(cells, line.count));
    out.length[out.keys[k].second] = d;
    if (d != kUnreachable && d > probe.length() && !out.cover.empty()) {
      out.exposure[out.keys[k].second] = probe.exposureWithLast(out.cover);
    }
  });
}

// Keeps the lines that lengthen the routes in out.weighed, in the order they were met.
void keepWeighed(int32_t cost, Distance base, double exposure, MazeMoves& out) {
  for (size_t i = 0; i < out.lines.size(); ++i) {
    const MazeLine& line = out.lines[i];
    // A barrier already weighed (a route that crosses a line twice meets the same barrier twice). Barriers all run
    // in the positive direction from their first cell, so the first cell and the length name one.
    if (line.barrier && std::any_of(out.weighed.begin(), out.weighed.end(), [&](const MazeMove& m) {
          return m.count == line.count && out.cells[m.first] == line.from;
        })) {
      continue;
    }
    const Distance d = out.length[out.probed[i]];
    if (d == kUnreachable || d <= base) continue;
    const auto first = static_cast<uint32_t>(out.cells.size());
    for (uint32_t k = 0; k < line.count; ++k) out.cells.push_back(lineCell(line, k));
    const double added = toCells(d - base);
    const double price = static_cast<double>(cost) * line.count;
    const double exposed = out.cover.empty() ? 0.0 : out.exposure[out.probed[i]] - exposure;
    out.weighed.push_back({first, line.count, static_cast<float>(added / price), static_cast<float>(added),
                           static_cast<float>(exposed / price)});
  }
}

bool shareCell(const MazeMoves& moves, const MazeMove& a, const MazeMove& b) {
  for (const Cell p : moves.cellsOf(a)) {
    for (const Cell q : moves.cellsOf(b)) {
      if (p == q) return true;
    }
  }
  return false;
}

// Adds to out.proposed up to `count` of the weighed moves worth something, best by `worth` first, none sharing a cell
// with one picked by this call (a move already proposed is not proposed twice).
template <typename Worth>
void pick(MazeMoves& out, uint32_t count, Worth worth) {
  // Ties by the first cell and the length, so that the order never depends on the sort.
  std::sort(out.weighed.begin(), out.weighed.end(), [&](const MazeMove& a, const MazeMove& b) {
    if (worth(a) != worth(b)) return worth(a) > worth(b);
    const Cell p = out.cells[a.first];
    const Cell q = out.cells[b.first];
    if (p.y != q.y) return p.y < q.y;
    if (p.x != q.x) return p.x < q.x;
    return a.count < b.count;
  });
  const size_t since = out.proposed.size();
  for (const MazeMove& m : out.weighed) {
    if (out.proposed.size() - since == count || worth(m) <= 0.0f) break;
    const auto clash = [&](const MazeMove& o) { return shareCell(out, o, m); };
    const auto same = [&](const MazeMove& o) { return o.first == m.first; };
    if (std::none_of(out.proposed.begin() + static_cast<std::ptrdiff_t>(since), out.proposed.end(), clash) &&
        std::none_of(out.proposed.begin(), out.proposed.begin() + static_cast<std::ptrdiff_t>(since), same)) {
      out.proposed.push_back(m);
    }
  }
}

}  // namespace

void proposeMazeMoves(World& world, uint16_t wall, uint32_t count, unsigned threads, MazeMoves& out, bool spurs) {
  out.cells.clear();
  out.weighed.clear();
  out.proposed.clear();
  out.lines.clear();
  if (count == 0) return;
  const int32_t cost = world.defs().towers[wall].levels[0].cost;
  if (out.probes.empty()) out.probes.resize(1);
  RouteProbe& probe = out.probes[0];
  probe.reset(world);
  const Distance base = probe.length();
  if (base == kUnreachable) return;
  out.cover.measure(world);
  const double exposure = out.cover.empty() ? 0.0 : probe.exposure(out.cover);

  for (const MoverLayer& layer : world.layers()) {
    for (const int32_t s : layer.spawns) {
      traceRoute(layer.grid, layer.flow, world.level().spawns[static_cast<size_t>(s)], out.route);
      // Not the spawn nor the goal, which cannot be built on.
      for (size_t i = 1; i + 1 < out.route.size(); ++i) {
        const Cell at = out.route[i];
        const Cell next = out.route[i + 1];
        const int32_t dx = next.x - at.x;
        const int32_t dy = next.y - at.y;
        // Across the route: a horizontal step is crossed by a column, a vertical one by a row, a diagonal by either.
        for (const Cell perp : {Cell{0, 1}, Cell{1, 0}}) {
          if ((perp.x == 0 && dx == 0) || (perp.y == 0 && dy == 0)) continue;
          if (!wallFits(world, at)) continue;
          const Cell back{-perp.x, -perp.y};
          // Spurs: from `at` one way, the other way (the one-cell spur once), and centred on it.
          for (const int side : {-1, 1, 0}) {
            if (!spurs) break;
            for (uint32_t len = side > 0 ? 2 : 1; len <= kMaxMazeSpur; ++len) {
              if (side == 0 && (len % 2 == 0 || len < 3)) continue;
              const Cell dir = side < 0 ? back : perp;
              const int32_t reach = side == 0 ? static_cast<int32_t>(len / 2) : static_cast<int32_t>(len) - 1;
              const Cell end{at.x + dir.x * reach, at.y + dir.y * reach};
              if (!wallFits(world, end)) break;  // longer spurs this way pass through the same refused cell
              const Cell from = side == 0 ? Cell{at.x - dir.x * reach, at.y - dir.y * reach} : at;
              if (side == 0 && !wallFits(world, from)) break;
              out.lines.push_back({from, dir, len, false});
            }
          }
          // The barrier: the whole buildable line through `at`, less a gap at one end.
          int32_t lo = 0;
          int32_t hi = 0;
          while (lo < static_cast<int32_t>(kMaxMazeBarrier) &&
                 wallFits(world, {at.x + back.x * (lo + 1), at.y + back.y * (lo + 1)})) {
            ++lo;
          }
          while (hi < static_cast<int32_t>(kMaxMazeBarrier) &&
                 wallFits(world, {at.x + perp.x * (hi + 1), at.y + perp.y * (hi + 1)})) {
            ++hi;
          }
          const uint32_t len = static_cast<uint32_t>(lo + hi);  // the line's length less the gap
          if (len < 2 || len > kMaxMazeBarrier) continue;
          const Cell start{at.x + back.x * lo, at.y + back.y * lo};
          for (const Cell from : {start, Cell{start.x + perp.x, start.y + perp.y}})
            out.lines.push_back({from, perp, len, true});
        }
      }
    }
  }

  probeLines(world, threads, out);
  keepWeighed(cost, base, exposure, out);

  // Three lists, each best first: what a wall buys (cheap moves that bend the route near where it is), what a
  // move buys in all (the barriers that fold it, whose worth shows only once the next fold is built beside them),
  // and what a wall adds to the time enemies spend under the towers' fire.
  pick(out, count, [](const MazeMove& m) { return m.gain; });
  pick(out, count, [](const MazeMove& m) { return m.added; });
  if (!out.cover.empty()) pick(out, count, [](const MazeMove& m) { return m.exposure; });
}

}  // namespace td
