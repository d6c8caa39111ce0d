#include "engine/grid/Grid.h"

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
  bits_ = PassableBits(stride_, height + 2);
  const uint8_t c = terrains_[fill].cost;
  const uint8_t entry = c == kImpassableCost ? 0 : c;
  for (int32_t y = 0; y < height; ++y) {
    uint8_t* row = cost_.data() + index(Cell{0, y});
    for (int32_t x = 0; x < width; ++x) {
      row[x] = entry;
      bits_.set(x + 1, y + 1, entry != 0);
    }
  }
  if (entry != 0) {
    costCount_[entry] = width * height;
    distinctCosts_ = 1;
  }
}

void Grid::refreshCost(Cell cell) {
  const uint32_t i = index(cell);
  uint8_t& slot = cost_[i];
  if (slot != 0 && --costCount_[slot] == 0) --distinctCosts_;
  const uint8_t c = terrains_[terrain_[i]].cost;
  slot = (blocked_[i] != 0 || c == kImpassableCost) ? 0 : c;
  if (slot != 0 && costCount_[slot]++ == 0) ++distinctCosts_;
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
