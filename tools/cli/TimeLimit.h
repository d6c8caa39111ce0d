#pragma once

#include <charconv>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

namespace td::cli {

// The wall-clock budget of --max-seconds. Asking whether it is spent reads
// the steady clock once (tens of nanoseconds), so a command may ask after
// every query or tick; without a limit it never is.
class TimeLimit {
 public:
  using Clock = std::chrono::steady_clock;

  TimeLimit() = default;
  // Starts now.
  explicit TimeLimit(double seconds)
      : seconds_(seconds),
        end_(Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds))) {}

  bool reached() const { return Clock::now() >= end_; }
  double seconds() const { return seconds_; }

 private:
  double seconds_ = 0.0;
  Clock::time_point end_ = Clock::time_point::max();  // never, without a limit
};

// The number of seconds --max-seconds was given, or nothing when `text` is
// not a number in (0, 1e9]: a billion seconds is some thirty years, and
// beyond that the clock's arithmetic would overflow.
inline std::optional<double> parseMaxSeconds(std::string_view text) {
  double value = 0.0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || !(value > 0.0 && value <= 1e9)) return std::nullopt;
  return value;
}

// What to say when the limit stopped a command: "the time limit of 2 s
// (--max-seconds) was reached".
inline std::string timeLimitMessage(const TimeLimit& limit) {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%g", limit.seconds());
  return std::string("the time limit of ") + seconds + " s (--max-seconds) was reached";
}

}  // namespace td::cli
