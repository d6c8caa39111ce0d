#pragma once

namespace td {

// A hint to bring the cache line holding `p` in ahead of its use; nothing on
// compilers without the builtin. Reading past an array is allowed: a
// prefetch never faults.
inline void prefetch(const void* p) {
#if defined(__GNUC__)
  __builtin_prefetch(p);
#else
  (void)p;
#endif
}

}  // namespace td
