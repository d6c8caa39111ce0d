#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/core/Handle.h"

namespace td {

// A flat pool of entities addressed by generational handles. Freed slots are
// reused last-freed-first, so iteration order and handle values depend only on
// the sequence of creates and frees: the simulation stays deterministic. Capacity is reserved up front; create()
// allocates only when the pool outgrows it.
template <typename T, typename Tag = T>
class Pool {
 public:
  using Id = Handle<Tag>;

  void reserve(size_t capacity) {
    items_.reserve(capacity);
    generation_.reserve(capacity);
    alive_.reserve(capacity);
    free_.reserve(capacity);
  }

  Id create(const T& value) {
    uint32_t index;
    if (!free_.empty()) {
      index = free_.back();
      free_.pop_back();
      items_[index] = value;
    } else {
      index = static_cast<uint32_t>(items_.size());
      items_.push_back(value);
      generation_.push_back(0);
      alive_.push_back(0);
    }
    alive_[index] = 1;
    ++count_;
    return Id{index, generation_[index]};
  }

  void destroy(Id id) {
    if (!contains(id)) return;
    alive_[id.index] = 0;
    ++generation_[id.index];
    --count_;
    free_.push_back(id.index);
  }

  bool contains(Id id) const {
    return id.index < items_.size() && alive_[id.index] != 0 && generation_[id.index] == id.generation;
  }
  T* get(Id id) { return contains(id) ? &items_[id.index] : nullptr; }
  const T* get(Id id) const { return contains(id) ? &items_[id.index] : nullptr; }

  // Slot-level access for systems that sweep every live entity.
  uint32_t slotCount() const { return static_cast<uint32_t>(items_.size()); }
  bool aliveAt(uint32_t index) const { return alive_[index] != 0; }
  T& at(uint32_t index) { return items_[index]; }
  const T& at(uint32_t index) const { return items_[index]; }
  Id idAt(uint32_t index) const { return Id{index, generation_[index]}; }
  uint32_t count() const { return count_; }

  void clear() {
    for (uint32_t i = 0; i < items_.size(); ++i) {
      if (alive_[i] != 0) destroy(idAt(i));
    }
  }

 private:
  std::vector<T> items_;
  std::vector<uint32_t> generation_;
  std::vector<uint8_t> alive_;
  std::vector<uint32_t> free_;
  uint32_t count_ = 0;
};

}  // namespace td
