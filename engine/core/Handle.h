#pragma once

#include <cstdint>

namespace td {

// A reference to a pooled entity that can tell when it has gone stale: the
// slot's generation moves on every time the slot is freed, so a handle kept
// past its entity's death resolves to nothing instead of to a newcomer.
template <typename Tag>
struct Handle {
  uint32_t index = 0xFFFFFFFFu;
  uint32_t generation = 0;

  bool valid() const { return index != 0xFFFFFFFFu; }
  friend constexpr bool operator==(Handle, Handle) = default;
};

}  // namespace td
