#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Vec2.h"
#include "engine/geom/CatmullRom.h"

namespace td {

// The Catmull-Rom weights tabulated for the fixed parameters t = i / steps,
// i = 0..steps, as reference article 002 suggests: a curve sampled at fixed
// steps then costs four multiplications and three additions a point per axis
// instead of the cubic in t. Each t is computed as the samplers compute it
// (float(i) / float(steps)) and the weights and the point as catmullRom()
// does, so a tabulated point equals the formula's bit for bit and the
// simulation's state hashes do not move. reset() keeps the capacity.
class CatmullRomTable {
 public:
  CatmullRomTable() = default;
  explicit CatmullRomTable(int32_t steps) { reset(steps); }

  // steps >= 1.
  void reset(int32_t steps) {
    steps_ = steps;
    weights_.resize(static_cast<size_t>(steps) + 1);
    for (int32_t i = 0; i <= steps; ++i) {
      weights_[static_cast<size_t>(i)] = catmullRomWeights(static_cast<float>(i) / static_cast<float>(steps));
    }
  }

  int32_t steps() const { return steps_; }
  const CatmullRomWeights& weights(int32_t i) const { return weights_[static_cast<size_t>(i)]; }
  // The point at t = i / steps.
  Vec2 at(Vec2 p0, Vec2 p1, Vec2 p2, Vec2 p3, int32_t i) const { return catmullRomPoint(p0, p1, p2, p3, weights(i)); }

 private:
  int32_t steps_ = 0;
  std::vector<CatmullRomWeights> weights_;
};

}  // namespace td
