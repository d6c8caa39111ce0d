// The Discus tower's hot paths: one step of a sliding disc through an arena
// of solid cells (swept tests, bounces), and the aim of a throw (straight,
// else the bank shots). Rooms and throws are random, fixed by the seed.

#include <benchmark/benchmark.h>

#include <cmath>
#include <vector>

#include "bench/BenchRng.h"
#include "engine/motion/DiscMotion.h"
#include "engine/sim/DiscAim.h"

namespace td::bench {
namespace {

constexpr int32_t kSide = 32;

DiscArena randomRoom(BenchRng& rng, uint32_t solidPercent) {
  DiscArena arena;
  arena.reset(kSide, kSide);
  for (int32_t y = 0; y < kSide; ++y) {
    for (int32_t x = 0; x < kSide; ++x) arena.setSolid({x, y}, rng.below(100) < solidPercent);
  }
  return arena;
}

Vec2 openPoint(BenchRng& rng, const DiscArena& arena) {
  for (;;) {
    const Cell c{static_cast<int32_t>(rng.below(kSide)), static_cast<int32_t>(rng.below(kSide))};
    if (!arena.solid(c)) return {static_cast<float>(c.x) + 0.5f, static_cast<float>(c.y) + 0.5f};
  }
}

Disc throwFrom(BenchRng& rng, const DiscArena& arena) {
  const float angle = 6.2831853f * static_cast<float>(rng.below(3600)) / 3600.0f;
  return {openPoint(rng, arena), {10.0f * std::cos(angle), 10.0f * std::sin(angle)}, 0.18f};
}

// 256 discs, one step each per iteration; a disc that stops is thrown again.
void BM_DiscStep(benchmark::State& state) {
  BenchRng rng(3);
  const DiscArena arena = randomRoom(rng, static_cast<uint32_t>(state.range(0)));
  const DiscMaterial material{2.5f, 0.8f, 0.1f};
  std::vector<Disc> discs;
  for (int k = 0; k < 256; ++k) discs.push_back(throwFrom(rng, arena));
  int64_t impacts = 0;
  for (auto _ : state) {
    for (Disc& d : discs) {
      const DiscStep step = advanceDisc(d, material, arena, 1.0f / 60.0f);
      impacts += step.impactCount;
      if (step.stopped) d = throwFrom(rng, arena);
    }
  }
  state.counters["ns_per_disc_step"] =
      benchmark::Counter(256.0, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["impacts_per_step"] = static_cast<double>(impacts) / (256.0 * static_cast<double>(state.iterations()));
}

void BM_DiscAim(benchmark::State& state) {
  BenchRng rng(5);
  const DiscArena arena = randomRoom(rng, static_cast<uint32_t>(state.range(0)));
  int64_t banked = 0;
  int64_t none = 0;
  for (auto _ : state) {
    const Vec2 tower = openPoint(rng, arena);
    const Vec2 target = tower + Vec2{static_cast<float>(rng.below(900)) / 100.0f - 4.5f,
                                     static_cast<float>(rng.below(900)) / 100.0f - 4.5f};
    const auto aim = aimDisc(arena, tower, 0.18f, 10.0f, 2.5f, target, {1.0f, 0.0f});
    banked += aim && aim->bank ? 1 : 0;
    none += aim ? 0 : 1;
    benchmark::DoNotOptimize(aim);
  }
  state.counters["banked"] = benchmark::Counter(static_cast<double>(banked), benchmark::Counter::kAvgIterations);
  state.counters["held"] = benchmark::Counter(static_cast<double>(none), benchmark::Counter::kAvgIterations);
}

BENCHMARK(BM_DiscStep)->ArgName("solid%")->Arg(0)->Arg(15)->Arg(30)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_DiscAim)->ArgName("solid%")->Arg(0)->Arg(15)->Arg(30)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace td::bench
