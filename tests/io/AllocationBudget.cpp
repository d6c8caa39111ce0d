#include "tests/io/AllocationBudget.h"

#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {

std::atomic<size_t> gHeld{0};
std::atomic<size_t> gPeak{0};
std::atomic<size_t> gCount{0};
std::atomic<size_t> gLimit{0};  // 0: no budget
std::atomic<bool> gRefused{false};

void* allocate(std::size_t size) {
  gCount.fetch_add(1, std::memory_order_relaxed);
  const size_t limit = gLimit.load(std::memory_order_relaxed);
  if (limit != 0 && gHeld.load(std::memory_order_relaxed) + size > limit) {
    gRefused.store(true, std::memory_order_relaxed);
    throw std::bad_alloc();
  }
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  // What malloc really gave, so that the free below takes back the same.
  const size_t held = gHeld.fetch_add(malloc_usable_size(p), std::memory_order_relaxed) + malloc_usable_size(p);
  size_t peak = gPeak.load(std::memory_order_relaxed);
  while (held > peak && !gPeak.compare_exchange_weak(peak, held, std::memory_order_relaxed)) {
  }
  return p;
}

void release(void* p) noexcept {
  if (p == nullptr) return;
  gHeld.fetch_sub(malloc_usable_size(p), std::memory_order_relaxed);
  std::free(p);
}

}  // namespace

namespace td::test {

AllocationBudget::AllocationBudget(size_t bytes) {
  gRefused.store(false);
  gLimit.store(gHeld.load() + bytes);
}

AllocationBudget::~AllocationBudget() { gLimit.store(0); }

bool AllocationBudget::refused() const { return gRefused.load(); }

size_t bytesHeld() { return gHeld.load(); }
size_t peakBytesHeld() { return gPeak.load(); }
void resetPeak() { gPeak.store(gHeld.load()); }
size_t allocationCount() { return gCount.load(); }

}  // namespace td::test

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
