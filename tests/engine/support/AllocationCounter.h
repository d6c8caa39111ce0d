#pragma once

#include <gtest/gtest.h>

#include <cstddef>

namespace td::test {

// Counts calls to the global operator new in this test binary (replaced in
// AllocationCounter.cpp). Tests read the count before and after the code
// they want to prove allocation-free.
size_t allocationCount();

// Runs `run` (a batch of queries returning their total cost) once to warm
// its buffers, then again: the second run must allocate nothing and give the
// same, non-zero total.
template <typename Run>
void expectWarmRunAllocatesNothing(Run run) {
  const auto warm = run();
  const size_t before = allocationCount();
  const auto again = run();
  EXPECT_EQ(allocationCount() - before, 0u);
  EXPECT_EQ(again, warm);
  EXPECT_GT(warm, 0u);
}

}  // namespace td::test
