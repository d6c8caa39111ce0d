#include "game/render/MarkerScale.h"

#include <algorithm>
#include <cmath>

namespace td {

float markerScale(float pixelsPerCell, float pixels) {
  const float wanted = pixels / std::max(pixelsPerCell, 1e-3f);
  if (wanted <= 1.f) return 1.f;
  return std::exp2(std::ceil(std::log2(wanted) * 4.f) / 4.f);
}

}  // namespace td
