#pragma once

#include <cstdint>

namespace td::bench {

// SplitMix64 with a bias-free bounded draw: the benchmarks pick their cells
// and pairs with it so that every run, on every standard library, measures
// exactly the same work.
class BenchRng {
 public:
  explicit BenchRng(uint64_t seed) : state_(seed) {}

  uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ull;
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n), n > 0.
  uint32_t below(uint32_t n) {
    uint64_t m = (next() >> 32) * n;
    auto low = static_cast<uint32_t>(m);
    if (low < n) {
      const uint32_t threshold = (0u - n) % n;
      while (low < threshold) {
        m = (next() >> 32) * n;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }

 private:
  uint64_t state_;
};

}  // namespace td::bench
