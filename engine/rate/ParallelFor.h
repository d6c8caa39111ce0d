#pragma once

#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace td {

// Runs fn(i, worker) for every i in [0, n) on up to `threads` threads (the
// caller's among them, worker 0; the others 1 .. threads - 1), so that each
// worker can keep scratch of its own. Which worker runs which i varies from
// run to run, so fn must write its result only to slot i: then the outcome
// does not depend on the schedule.
template <typename Fn>
void parallelForWorkers(size_t n, unsigned threads, Fn&& fn) {
  std::atomic<size_t> next{0};
  auto work = [&](unsigned worker) {
    for (size_t i = next.fetch_add(1); i < n; i = next.fetch_add(1)) fn(i, worker);
  };
  const size_t extra = threads > 1 ? std::min<size_t>(threads - 1, n > 0 ? n - 1 : 0) : 0;
  std::vector<std::thread> pool;
  pool.reserve(extra);
  for (size_t t = 0; t < extra; ++t) pool.emplace_back(work, static_cast<unsigned>(t + 1));
  work(0);
  for (std::thread& t : pool) t.join();
}

// The same for work that needs no scratch of its own: fn(i).
template <typename Fn>
void parallelFor(size_t n, unsigned threads, Fn&& fn) {
  parallelForWorkers(n, threads, [&fn](size_t i, unsigned) { fn(i); });
}

}  // namespace td
