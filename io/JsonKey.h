#pragma once

#include <string_view>

namespace td {

// A member an object of some document kind may hold; loaders list these once
// and read them, warn about the rest, and tests compare them with the schema.
struct JsonKey {
  std::string_view name;
  bool required = false;
};

}  // namespace td
