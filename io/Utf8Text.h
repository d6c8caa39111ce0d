#pragma once

#include <string>
#include <string_view>

namespace td {

// The text with every byte that is not part of well-formed UTF-8 written as
// \xNN, so that a message quoting a broken file is itself valid text (a
// terminal, a log or a JSON report shows it as it is).
std::string escapeInvalidUtf8(std::string_view text);

}  // namespace td
