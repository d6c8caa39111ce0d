#pragma once

#include <map>
#include <string>

namespace td::bench {

// Google Benchmark calls a case's function again for every trial iteration
// count and every repetition. Correctness checks that precede the timing
// (some take seconds on 1024^2 maps) run on the first call only; later calls
// reuse the verdict, so a failed check still skips every repetition.
template <typename Check>
bool verifiedOnce(const std::string& key, Check check) {
  static std::map<std::string, bool> verdicts;
  const auto found = verdicts.find(key);
  if (found != verdicts.end()) return found->second;
  const bool ok = check();
  verdicts.emplace(key, ok);
  return ok;
}

}  // namespace td::bench
