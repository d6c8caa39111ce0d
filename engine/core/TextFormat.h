#pragma once

#include <array>
#include <concepts>
#include <string>
#include <string_view>
#include <tuple>

namespace td {

// Fills a translated message's numbered places: textf(tr("Wave {0} of {1}"), 3, 12). Numbered rather than
// positional as in printf, so that a translation may put them in another order ("{1} ... {0}") and a mistake in
// one shows as a visible "{2}" rather than a crash; tests check that every translation has the same places as
// its English (tests/game/text/CatalogueEntriesTest.cpp). "{{" writes a brace.
std::string textFormat(std::string_view pattern, const std::string_view* args, size_t count);
// The same into `out`, reusing its storage: for text made every frame, which allocates nothing once grown.
void textFormatInto(std::string& out, std::string_view pattern, const std::string_view* args, size_t count);

namespace text_detail {
inline std::string_view view(const std::string& s) { return s; }
inline std::string_view view(std::string_view s) { return s; }
inline std::string_view view(const char* s) { return s; }
// Integers as plain digits; pass groupedText(n) where thousands should be grouped.
template <std::integral T>
std::string view(T n) {
  return std::to_string(n);
}
}  // namespace text_detail

template <typename... Args>
std::string textf(std::string_view pattern, const Args&... args) {
  // Integers become strings first; the strings live until the message is made.
  const auto held = std::make_tuple(text_detail::view(args)...);
  return std::apply(
      [&](const auto&... parts) {
        const std::array<std::string_view, sizeof...(Args)> views{std::string_view(parts)...};
        return textFormat(pattern, views.data(), views.size());
      },
      held);
}

}  // namespace td
