#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/core/Cell.h"
#include "engine/core/Vec2.h"
#include "engine/grid/Direction.h"
#include "engine/grid/PassableBits.h"
#include "engine/grid/TerrainDef.h"

namespace td {

// The passability grid. Every cell has a terrain kind (its move cost and
// whether towers may stand on it) and a "blocked by a structure" flag.
//
// Storage is padded with a one-cell impassable border so that hot loops can
// visit the neighbours of any interior cell by adding a constant offset,
// without bounds checks. Cell <-> flat index conversion happens here only.
class Grid {
 public:
  static constexpr int32_t kMaxSide = 4096;

  Grid() = default;
  // Throws std::invalid_argument when the size is outside 1..kMaxSide, the
  // terrain list is empty or longer than 255 kinds, or fill is not a kind.
  Grid(int32_t width, int32_t height, std::vector<TerrainDef> terrains, uint8_t fill = 0);

  static bool validSize(int32_t width, int32_t height) {
    return width >= 1 && height >= 1 && width <= kMaxSide && height <= kMaxSide;
  }

  int32_t width() const { return width_; }
  int32_t height() const { return height_; }
  int32_t cellCount() const { return width_ * height_; }
  bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }

  // Padded flat index of an in-map cell, and back.
  uint32_t index(Cell c) const { return static_cast<uint32_t>((c.y + 1) * stride_ + (c.x + 1)); }
  Cell cellAt(uint32_t index) const {
    const auto i = static_cast<int32_t>(index);
    return Cell{i % stride_ - 1, i / stride_ - 1};
  }
  int32_t stride() const { return stride_; }
  size_t paddedSize() const { return cost_.size(); }
  // Offset between the padded indices of a cell and its neighbour in d.
  int32_t offset(Direction d) const { return offsets_[static_cast<size_t>(d)]; }

  uint8_t terrain(Cell c) const { return terrain_[index(c)]; }
  void setTerrain(Cell c, uint8_t kind);
  const std::vector<TerrainDef>& terrains() const { return terrains_; }

  bool blocked(Cell c) const { return blocked_[index(c)] != 0; }
  void setBlocked(Cell c, bool blocked);

  // A cell a unit may stand on: in the map, its terrain is not impassable and
  // no structure blocks it.
  bool passable(Cell c) const { return contains(c) && cost_[index(c)] != 0; }
  // Terrain allows building and no structure stands there yet.
  bool buildable(Cell c) const;
  // Cost of entering the cell (1..254), or 0 when it cannot be entered.
  uint8_t cost(Cell c) const { return cost_[index(c)]; }
  // Padded per-cell entry costs for hot loops: 0 on the border and on every
  // impassable cell. On a slope this is the cost of a step across it; see
  // entryCost() for steps with or against its fall.
  const uint8_t* costs() const { return cost_.data(); }

  // Slopes (TerrainDef::slope): the cost of entering padded cell `to` by a
  // step in direction d (from the cell at to - offset(d)). On flat ground it
  // is costs()[to] whatever the direction; 0 where the cell cannot be entered.
  uint8_t entryCost(uint32_t to, Direction d) const {
    const uint8_t row = slope_[to];
    return row == 0 ? cost_[to] : slopeRows_[row][static_cast<size_t>(d)];
  }
  // The cost of in-map cell c for a unit heading along `facing` (any length):
  // on a slope, the downhill cost within 67.5 degrees of its fall, the uphill
  // cost within 67.5 degrees against it, else the cost across, as the eight
  // step directions divide the turn. costs() on flat ground.
  uint8_t costFacing(Cell c, Vec2 facing) const;
  // Whether any passable cell is a slope. Searches take their flat code,
  // unchanged, when none is.
  bool hasSlopes() const { return slopeCells_ != 0; }
  // Padded per-cell slope rows for hot loops: 0 on flat ground and wherever
  // the cell cannot be entered, else a row of slopeRow().
  const uint8_t* slopes() const { return slope_.data(); }
  // A slope row: the entry cost of each Direction (None's entry is the cost
  // across).
  const std::array<uint8_t, kDirectionCount + 1>& slopeRow(uint8_t row) const { return slopeRows_[row]; }
  // The same passability as bits, by rows and by columns, for searches that
  // test many cells of a line at once; kept in step by every change.
  const PassableBits& passableBits() const { return bits_; }

  // Is a move from `from` one step in d allowed? Diagonal moves may not cut
  // corners: both orthogonal cells beside the move must be passable too.
  bool canStep(uint32_t from, Direction d) const {
    const DirectionStep s = step(d);
    if (cost_[from + static_cast<uint32_t>(offset(d))] == 0) return false;
    if (!s.diagonal) return true;
    return cost_[static_cast<uint32_t>(static_cast<int32_t>(from) + s.dx)] != 0 &&
           cost_[static_cast<uint32_t>(static_cast<int32_t>(from) + s.dy * stride_)] != 0;
  }

  // Smallest and largest entry cost over passable cells (0 when none), a
  // slope's costs with and against its fall included.
  uint8_t minCost() const;
  uint8_t maxCost() const;
  // True when every passable cell has the same cost: routes may then be found
  // by a plain breadth-first wave. Constant time: searches ask per query.
  bool uniformCost() const { return distinctCosts_ <= 1; }
  // How many in-map cells can be entered.
  int32_t passableCount() const { return passableCells_; }

  // Bumped by every change, so caches can tell they are stale.
  uint64_t revision() const { return revision_; }

 private:
  void refreshCost(Cell c);
  // Adds (+1) or takes (-1) the entry costs of padded cell i to the histogram.
  void countCosts(uint32_t i, int32_t delta);

  int32_t width_ = 0;
  int32_t height_ = 0;
  int32_t stride_ = 0;
  std::array<int32_t, kDirectionCount> offsets_{};
  std::vector<TerrainDef> terrains_;
  std::vector<uint8_t> terrain_;
  std::vector<uint8_t> blocked_;
  std::vector<uint8_t> cost_;
  // Per cell: 0, or the slope row of its kind (kind + 1) where it is passable.
  std::vector<uint8_t> slope_;
  // Row kind + 1: the entry cost of a sloped kind by direction; row 0 unused.
  std::vector<std::array<uint8_t, kDirectionCount + 1>> slopeRows_;
  int32_t slopeCells_ = 0;  // passable sloped cells
  int32_t passableCells_ = 0;
  PassableBits bits_;
  // Passable cells per entry cost, to answer min/max/uniform without a scan.
  std::array<int32_t, 256> costCount_{};
  int32_t distinctCosts_ = 0;  // entries of costCount_ above zero
  uint64_t revision_ = 0;
};

}  // namespace td
