#include "engine/core/TextFormat.h"

namespace td {

std::string textFormat(std::string_view pattern, const std::string_view* args, size_t count) {
  std::string out;
  out.reserve(pattern.size() + 16);
  textFormatInto(out, pattern, args, count);
  return out;
}

void textFormatInto(std::string& out, std::string_view pattern, const std::string_view* args, size_t count) {
  out.clear();
  for (size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    if (c == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '0' && pattern[i + 1] <= '9' && pattern[i + 2] == '}') {
      const auto k = static_cast<size_t>(pattern[i + 1] - '0');
      if (k < count) {
        out += args[k];
        i += 2;
        continue;
      }
    }
    out += c;
  }
}

}  // namespace td
