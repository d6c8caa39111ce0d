// td-bench: route-finding benchmarks. Flags are Google Benchmark's; a default
// minimum time per case is put in front of them so that the whole suite
// finishes in minutes, and a later --benchmark_min_time still overrides it.

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#ifndef TD_BENCH_BUILD_TYPE
#define TD_BENCH_BUILD_TYPE "unknown"
#endif

int main(int argc, char** argv) {
  std::vector<char*> args;
  std::string minTime = "--benchmark_min_time=0.2";
  args.push_back(argv[0]);
  args.push_back(minTime.data());
  for (int i = 1; i < argc; ++i) args.push_back(argv[i]);
  int count = static_cast<int>(args.size());
  args.push_back(nullptr);

  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;
#if defined(__clang__)
  benchmark::AddCustomContext("compiler", "clang " __clang_version__);
#elif defined(__GNUC__)
  benchmark::AddCustomContext("compiler", "gcc " __VERSION__);
#endif
  benchmark::AddCustomContext("build_type", TD_BENCH_BUILD_TYPE);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
