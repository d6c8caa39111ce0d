#include "engine/grid/Grid.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace td {

Grid::Grid(int32_t width, int32_t height, std::vector<TerrainDef> terrains, uint8_t fill)
    : width_(width), height_(height), stride_(width + 2), terrains_(std::move(terrains)) {
  if (!validSize(width, height)) throw std::invalid_argument("grid size out of range 1..4096");
  if (terrains_.empty() || terrains_.size() > 255) throw std::invalid_argument("grid needs 1..255 terrain kinds");
  if (fill >= terrains_.size()) throw std::invalid_argument("grid fill terrain is not a defined kind");
  for (const TerrainDef& t : terrains_) {
    if (t.cost == 0) throw std::invalid_argument("terrain cost must be 1..255");
  }
  for (int d = 0; d < kDirectionCount; ++d) {
    const DirectionStep s = kDirectionSteps[static_cast<size_t>(d)];
    offsets_[static_cast<size_t>(d)] = s.dy * stride_ + s.dx;
  }
  const size_t padded = static_cast<size_t>(stride_) * static_cast<size_t>(height + 2);
  terrain_.assign(padded, fill);
  blocked_.assign(padded, 0);
  cost_.assign(padded, 0);
  slope_.assign(padded, 0);
  slopeRows_.assign(terrains_.size() + 1, {});
  for (size_t k = 0; k < terrains_.size(); ++k) {
    const TerrainDef& t = terrains_[k];
    if (!t.sloped() || t.cost == kImpassableCost) continue;
    for (int d = 0; d <= kDirectionCount; ++d)
      slopeRows_[k + 1][static_cast<size_t>(d)] = t.entryCost(t.cost, static_cast<Direction>(d));
  }
  bits_ = PassableBits(stride_, height + 2);
  const uint8_t c = terrains_[fill].cost;
  const uint8_t entry = c == kImpassableCost ? 0 : c;
  for (int32_t y = 0; y < height; ++y) {
    uint8_t* row = cost_.data() + index(Cell{0, y});
    for (int32_t x = 0; x < width; ++x) {
      row[x] = entry;
      bits_.setWithoutStops(x + 1, y + 1, entry != 0);
    }
  }
  bits_.restopAll();
  if (entry != 0) {
    costCount_[entry] = width * height;
    distinctCosts_ = 1;
    passableCells_ = width * height;
    if (terrains_[fill].sloped()) {
      // Every cell a slope of one kind: its costs with and against the fall too.
      for (int32_t y = 0; y < height; ++y)
        std::fill_n(slope_.data() + index(Cell{0, y}), width, static_cast<uint8_t>(fill + 1));
      slopeCells_ = width * height;
      costCount_[entry] = 0;
      distinctCosts_ = 0;
      passableCells_ = 0;
      for (int32_t y = 0; y < height; ++y) {
        for (int32_t x = 0; x < width; ++x) countCosts(index(Cell{x, y}), 1);
      }
    }
  }
}

void Grid::countCosts(uint32_t i, int32_t delta) {
  const uint8_t c = cost_[i];
  if (c == 0) return;
  passableCells_ += delta;
  auto add = [&](uint8_t v) {
    int32_t& n = costCount_[v];
    if (n == 0) ++distinctCosts_;
    n += delta;
    if (n == 0) --distinctCosts_;
  };
  const uint8_t row = slope_[i];
  if (row == 0) {
    add(c);
    return;
  }
  // A slope's distinct costs: across (c), with the fall and against it.
  const auto& r = slopeRows_[row];
  const uint8_t down = r[static_cast<size_t>(terrains_[row - 1u].slope)];
  const uint8_t up = r[static_cast<size_t>(opposite(terrains_[row - 1u].slope))];
  add(c);
  if (down != c) add(down);
  if (up != c && up != down) add(up);
}

void Grid::refreshCost(Cell cell) {
  const uint32_t i = index(cell);
  countCosts(i, -1);
  if (slope_[i] != 0) --slopeCells_;
  const TerrainDef& kind = terrains_[terrain_[i]];
  const uint8_t c = kind.cost;
  uint8_t& slot = cost_[i];
  slot = (blocked_[i] != 0 || c == kImpassableCost) ? 0 : c;
  slope_[i] = slot != 0 && kind.sloped() ? static_cast<uint8_t>(terrain_[i] + 1u) : uint8_t{0};
  if (slope_[i] != 0) ++slopeCells_;
  countCosts(i, 1);
  bits_.set(cell.x + 1, cell.y + 1, slot != 0);
  ++revision_;
}

void Grid::setTerrain(Cell c, uint8_t kind) {
  if (kind >= terrains_.size()) throw std::invalid_argument("terrain kind out of range");
  const uint32_t i = index(c);
  terrain_[i] = kind;
  refreshCost(c);
}

void Grid::setBlocked(Cell c, bool blocked) {
  const uint32_t i = index(c);
  blocked_[i] = blocked ? 1 : 0;
  refreshCost(c);
}

bool Grid::buildable(Cell c) const {
  if (!contains(c)) return false;
  const uint32_t i = index(c);
  return blocked_[i] == 0 && terrains_[terrain_[i]].buildable && terrains_[terrain_[i]].cost != kImpassableCost;
}

uint8_t Grid::costFacing(Cell c, Vec2 facing) const {
  const uint32_t i = index(c);
  const uint8_t row = slope_[i];
  if (row == 0) return cost_[i];
  const Direction fall = terrains_[row - 1u].slope;
  const DirectionStep f = step(fall);
  const float along = facing.x * static_cast<float>(f.dx) + facing.y * static_cast<float>(f.dy);
  // sin(22.5 degrees): the edge between a diagonal step's sector and a step across.
  const float edge = 0.38268343f * length(facing);
  if (along > edge) return slopeRows_[row][static_cast<size_t>(fall)];
  if (along < -edge) return slopeRows_[row][static_cast<size_t>(opposite(fall))];
  return cost_[i];
}

uint8_t Grid::minCost() const {
  for (size_t c = 1; c < costCount_.size(); ++c) {
    if (costCount_[c] != 0) return static_cast<uint8_t>(c);
  }
  return 0;
}

uint8_t Grid::maxCost() const {
  for (size_t c = costCount_.size() - 1; c >= 1; --c) {
    if (costCount_[c] != 0) return static_cast<uint8_t>(c);
  }
  return 0;
}

}  // namespace td
