#pragma once

#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace td {

// Runs fn(i) for every i in [0, n) on up to `threads` threads (the caller's
// among them). Which thread runs which i varies from run to run, so fn must
// write its result only to slot i: then the outcome does not depend on the
// schedule.
template <typename Fn>
void parallelFor(size_t n, unsigned threads, Fn&& fn) {
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next.fetch_add(1); i < n; i = next.fetch_add(1)) fn(i);
  };
  const size_t extra = threads > 1 ? std::min<size_t>(threads - 1, n > 0 ? n - 1 : 0) : 0;
  std::vector<std::thread> pool;
  pool.reserve(extra);
  for (size_t t = 0; t < extra; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

}  // namespace td
