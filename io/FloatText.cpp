#include "io/FloatText.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace td {
namespace {

// Readers parse our numbers as doubles and then narrow them; the text must
// survive that path, not only a direct parse to float.
// from_chars, unlike strtod, ignores the locale.
bool readsBack(const std::string& text, float value) {
  double parsed = 0.0;
  const auto r = std::from_chars(text.data(), text.data() + text.size(), parsed);
  return r.ec == std::errc() && static_cast<float>(parsed) == value;
}

}  // namespace

std::string floatText(float value) {
  if (!std::isfinite(value)) return "0.0";  // JSON has no spelling for these; loaders refuse them anyway
  char buf[64];
  const auto shortest = std::to_chars(buf, buf + sizeof buf, value);
  std::string text(buf, shortest.ptr);
  if (!readsBack(text, value)) {
    // Nine significant digits always identify a float, even through a double.
    const auto exact = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::general, 9);
    text.assign(buf, exact.ptr);
  }
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

}  // namespace td
