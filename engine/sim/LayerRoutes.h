#pragma once

#include "engine/sim/MoverLayer.h"

namespace td {

// Copies what tracing a layer's routes needs (class, spawns, grid, flow field) into a scratch layer, leaving
// the placement check and unit counts behind: for previews and probes that block cells on a copy. Copy
// assignment reuses the scratch's buffers once the sizes match.
inline void copyLayerRoutes(MoverLayer& to, const MoverLayer& from) {
  to.moverClass = from.moverClass;
  to.spawns = from.spawns;
  to.grid = from.grid;
  to.flow = from.flow;
}

}  // namespace td
