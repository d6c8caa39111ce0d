#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace td {

// The candidate a mistyped name most likely meant: the closest by edits (a letter added, dropped, changed, or
// two neighbours swapped; case ignored), if it is within two edits and closer than any other. For messages:
// "spwans: unknown key, ignored (did you mean "spawns"?)".
std::optional<std::string_view> nearName(std::string_view typed, const std::vector<std::string_view>& candidates);

}  // namespace td
