#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "engine/grid/TerrainDef.h"

namespace td {

// A kind of mover for which terrain has its own costs: roads speed carts up
// and barely help infantry, mud all but stops a cart. Every enemy kind names
// its class; the simulation keeps a flow field per class its waves use.
enum class MoverClass : uint8_t { Foot, Wheeled };

inline constexpr std::array<std::string_view, 2> kMoverClassNames{"foot", "wheeled"};

inline std::string_view moverClassName(MoverClass c) {
  const auto i = static_cast<size_t>(c);
  return i < kMoverClassNames.size() ? kMoverClassNames[i] : std::string_view{"class"};
}

inline std::optional<MoverClass> moverClassNamed(std::string_view name) {
  for (size_t i = 0; i < kMoverClassNames.size(); ++i) {
    if (kMoverClassNames[i] == name) return static_cast<MoverClass>(i);
  }
  return std::nullopt;
}

// The terrain kinds as a mover of class `c` sees them: each kind's cost is
// its cost for that class. A grid built from these routes that class.
inline std::vector<TerrainDef> terrainsFor(std::span<const TerrainDef> kinds, MoverClass c) {
  std::vector<TerrainDef> out(kinds.begin(), kinds.end());
  for (TerrainDef& t : out) t.cost = t.costFor(static_cast<size_t>(c));
  return out;
}

}  // namespace td
