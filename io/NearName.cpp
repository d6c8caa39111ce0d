#include "io/NearName.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace td {
namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours.
size_t edits(std::string_view a, std::string_view b) {
  const size_t n = a.size();
  const size_t m = b.size();
  std::vector<size_t> d((n + 1) * (m + 1));
  const auto at = [&](size_t i, size_t j) -> size_t& { return d[i * (m + 1) + j]; };
  for (size_t i = 0; i <= n; ++i) at(i, 0) = i;
  for (size_t j = 0; j <= m; ++j) at(0, j) = j;
  for (size_t i = 1; i <= n; ++i) {
    for (size_t j = 1; j <= m; ++j) {
      const size_t cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
      at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1])) {
        at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
      }
    }
  }
  return at(n, m);
}

}  // namespace

std::optional<std::string_view> nearName(std::string_view typed, const std::vector<std::string_view>& candidates) {
  // Names too long to be typos of short keys are not compared (and keep the table small).
  if (typed.empty() || typed.size() > 64) return std::nullopt;
  std::optional<std::string_view> best;
  size_t bestEdits = 3;
  bool tie = false;
  for (const std::string_view c : candidates) {
    if (c.size() > 64) continue;
    if (c == typed) continue;  // itself is no typo
    // 0 for a name that differs in case only.
    const size_t e = edits(typed, c);
    // One edit of a one- or two-letter name could be anything.
    if (e > 0 && e >= std::max<size_t>(typed.size(), c.size())) continue;
    if (e < bestEdits) {
      best = c;
      bestEdits = e;
      tie = false;
    } else if (e == bestEdits) {
      tie = true;
    }
  }
  if (tie) return std::nullopt;
  return best;
}

}  // namespace td
