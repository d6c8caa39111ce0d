#pragma once

#include <cstdint>

namespace td {

// PCG32 (O'Neill's permuted congruential generator). Written out here rather
// than using <random> distributions, whose output differs between standard
// libraries: replays and state hashes must not depend on the toolchain.
class Random {
 public:
  explicit Random(uint64_t seed = 0x853C49E6748FEA9Bull) { reseed(seed); }

  void reseed(uint64_t seed) {
    state_ = 0;
    next();
    state_ += seed;
    next();
  }

  uint32_t next() {
    const uint64_t old = state_;
    state_ = old * 6364136223846793005ull + kIncrement;
    const auto xorshifted = static_cast<uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rot = static_cast<uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
  }

  // Uniform in [0, bound) without modulo bias.
  uint32_t below(uint32_t bound) {
    const uint32_t threshold = (0u - bound) % bound;
    for (;;) {
      const uint32_t r = next();
      if (r >= threshold) return r % bound;
    }
  }

  // Uniform in [0, 1) with 24 random bits: exact in a float.
  float unit() { return static_cast<float>(next() >> 8) * (1.0f / 16777216.0f); }

  uint64_t state() const { return state_; }

 private:
  static constexpr uint64_t kIncrement = 1442695040888963407ull;
  uint64_t state_ = 0;
};

}  // namespace td
