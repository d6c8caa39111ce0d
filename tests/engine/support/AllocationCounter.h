#pragma once

#include <cstddef>

namespace td::test {

// Counts calls to the global operator new in this test binary (replaced in
// AllocationCounter.cpp). Tests read the count before and after the code
// they want to prove allocation-free.
size_t allocationCount();

}  // namespace td::test
