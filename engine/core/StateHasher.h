#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace td {

// FNV-1a over the bytes of plain values. Floats are hashed by their bit
// patterns, so two runs agree only when every computation agreed exactly.
class StateHasher {
 public:
  template <typename T>
  void add(T value) {
    static_assert(std::is_arithmetic_v<T> || std::is_enum_v<T>);
    if constexpr (std::is_same_v<T, float>) {
      mix(std::bit_cast<uint32_t>(value), 4);
    } else if constexpr (std::is_same_v<T, double>) {
      mix(std::bit_cast<uint64_t>(value), 8);
    } else if constexpr (std::is_same_v<T, bool>) {
      mix(value ? 1u : 0u, 1);
    } else {
      mix(static_cast<uint64_t>(value), sizeof(T));
    }
  }

  uint64_t value() const { return hash_; }

 private:
  void mix(uint64_t bits, size_t bytes) {
    for (size_t b = 0; b < bytes; ++b) {
      hash_ ^= (bits >> (8 * b)) & 0xFFu;
      hash_ *= 0x100000001B3ull;
    }
  }

  uint64_t hash_ = 0xCBF29CE484222325ull;
};

}  // namespace td
