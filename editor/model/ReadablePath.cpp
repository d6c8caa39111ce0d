#include "editor/model/ReadablePath.h"

#include <array>
#include <charconv>
#include <string_view>
#include <utility>

namespace td::editor {
namespace {

// A list's name in the file and one of its items in words.
constexpr std::array<std::pair<std::string_view, std::string_view>, 12> kItems{{
    {"spawns", "spawn"},
    {"goals", "goal"},
    {"waves", "wave"},
    {"groups", "group"},
    {"lanes", "lane"},
    {"waypoints", "waypoint"},
    {"tiles", "row"},
    {"steps", "step"},
    {"towers", "tower"},
    {"messages", "message"},
    {"lesson", "lesson step"},
    {"cells", "cell"},
}};

// "name[3]" -> "name 4" in words, or the token as it is.
std::string readable(std::string_view token) {
  const size_t open = token.find('[');
  if (open == std::string_view::npos || token.back() != ']') return std::string(token);
  const std::string_view name = token.substr(0, open);
  const std::string_view digits = token.substr(open + 1, token.size() - open - 2);
  size_t index = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::string(token);
  for (const auto& [list, item] : kItems) {
    if (list == name) return std::string(item) + " " + std::to_string(index + 1);
  }
  return std::string(token);
}

}  // namespace

std::string readablePath(const std::string& jsonPath) {
  std::string out;
  size_t from = 0;
  while (from <= jsonPath.size()) {
    size_t dot = jsonPath.find('.', from);
    if (dot == std::string::npos) dot = jsonPath.size();
    const std::string_view token = std::string_view(jsonPath).substr(from, dot - from);
    if (!token.empty()) {
      if (!out.empty()) out += ", ";
      out += readable(token);
    }
    from = dot + 1;
  }
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

}  // namespace td::editor
