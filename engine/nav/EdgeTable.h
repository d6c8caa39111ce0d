#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace td {

// A map from an edge's key (its two vertices, NavMesh::key) to a 32-bit
// value, NavMesh's first use of the edge: open addressing in two flat arrays,
// linear probing, deletions by shifting the entries after a hole back.
// A mesh has about one and a half edges a triangle; a node-based map gave
// each edge allocations of its own (with its list of uses, about 90 bytes an
// edge, and most of the time of reading a large mesh and of freeing it):
// here an edge takes 16 to 32 bytes and allocates nothing.
class EdgeTable {
 public:
  static constexpr uint32_t kNone = 0xFFFFFFFFu;

  // The value under `key`, or kNone.
  uint32_t find(uint64_t key) const;
  // The value under `key`, kNone when the key was not there before; valid
  // until the next insert().
  uint32_t& insert(uint64_t key);
  void erase(uint64_t key);
  size_t size() const { return size_; }

 private:
  // No edge joins a vertex to itself, so no key has equal halves: this one
  // marks an empty place.
  static constexpr uint64_t kEmpty = ~uint64_t{0};

  size_t home(uint64_t key) const;
  void grow();

  std::vector<uint64_t> keys_;  // a power of two of them, at most 3/4 used
  std::vector<uint32_t> values_;
  size_t size_ = 0;
};

// Inline: a mesh's build calls these three times a triangle.

inline size_t EdgeTable::home(uint64_t key) const {
  // Fibonacci hashing: the key's bits, well mixed, from the top.
  const uint64_t mixed = (key ^ (key >> 29)) * 0x9E3779B97F4A7C15ull;
  return static_cast<size_t>(mixed >> (64 - std::countr_zero(keys_.size())));
}

inline uint32_t EdgeTable::find(uint64_t key) const {
  if (keys_.empty()) return kNone;
  const size_t mask = keys_.size() - 1;
  for (size_t i = home(key);; i = (i + 1) & mask) {
    if (keys_[i] == key) return values_[i];
    if (keys_[i] == kEmpty) return kNone;
  }
}

inline uint32_t& EdgeTable::insert(uint64_t key) {
  if ((size_ + 1) * 4 > keys_.size() * 3) grow();
  const size_t mask = keys_.size() - 1;
  size_t i = home(key);
  for (; keys_[i] != kEmpty; i = (i + 1) & mask) {
    if (keys_[i] == key) return values_[i];
  }
  keys_[i] = key;
  values_[i] = kNone;
  ++size_;
  return values_[i];
}

inline void EdgeTable::erase(uint64_t key) {
  if (keys_.empty()) return;
  const size_t mask = keys_.size() - 1;
  size_t hole = home(key);
  for (; keys_[hole] != key; hole = (hole + 1) & mask) {
    if (keys_[hole] == kEmpty) return;
  }
  // Each later entry of the run moves back into the hole when the hole lies
  // on its way from its home, so that every key stays reachable from its
  // home without tombstones.
  for (size_t i = (hole + 1) & mask; keys_[i] != kEmpty; i = (i + 1) & mask) {
    const size_t from = home(keys_[i]);
    if (((i - from) & mask) >= ((i - hole) & mask)) {
      keys_[hole] = keys_[i];
      values_[hole] = values_[i];
      hole = i;
    }
  }
  keys_[hole] = kEmpty;
  --size_;
}

inline void EdgeTable::grow() {
  std::vector<uint64_t> keys = std::move(keys_);
  std::vector<uint32_t> values = std::move(values_);
  const size_t capacity = keys.empty() ? 16 : keys.size() * 2;
  keys_.assign(capacity, kEmpty);
  values_.assign(capacity, kNone);
  size_ = 0;
  for (size_t i = 0; i < keys.size(); ++i) {
    if (keys[i] != kEmpty) insert(keys[i]) = values[i];
  }
}

}  // namespace td
