#pragma once

// Frame times as the frame benchmarks print them: median, 95th percentile and worst, in milliseconds.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace td::frame {

struct Series {
  std::vector<double> ms;
  void add(std::chrono::steady_clock::duration d) {
    ms.push_back(std::chrono::duration<double, std::milli>(d).count());
  }
  void add(double milliseconds) { ms.push_back(milliseconds); }
  double quantile(double q) const {
    if (ms.empty()) return 0.0;
    std::vector<double> s = ms;
    std::sort(s.begin(), s.end());
    return s[std::min(s.size() - 1, static_cast<size_t>(q * static_cast<double>(s.size() - 1) + 0.5))];
  }
};

inline void printRow(const char* name, const Series& s) {
  std::printf("  %-44s %9.2f %9.2f %9.2f\n", name, s.quantile(0.5), s.quantile(0.95), s.quantile(1.0));
}

}  // namespace td::frame
