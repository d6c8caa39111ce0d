#pragma once

#include <cstddef>

namespace td::test {

// A stand-in for a memory limit such as `ulimit -v`, inside one test
// binary: while a budget is set, operator new throws std::bad_alloc for an
// allocation that would take the bytes held past it, as the system would
// once the limit was reached. (AllocationBudget.cpp replaces the global
// operator new of td_io_tests.)
class AllocationBudget {
 public:
  // Counts from what is held now: `bytes` more may be allocated.
  explicit AllocationBudget(size_t bytes);
  ~AllocationBudget();
  AllocationBudget(const AllocationBudget&) = delete;
  AllocationBudget& operator=(const AllocationBudget&) = delete;

  // Whether an allocation was refused since the budget was set.
  bool refused() const;
};

// Bytes held through operator new now, and the most held since the last
// resetPeak().
size_t bytesHeld();
size_t peakBytesHeld();
void resetPeak();
// Calls to operator new so far.
size_t allocationCount();

}  // namespace td::test
