#pragma once

#include <new>
#include <optional>
#include <ostream>
#include <string_view>
#include <type_traits>

namespace td::cli {

// Runs `read`, the reading of `file` by a loader that does not report
// running out of memory itself (the JSON loaders do). If memory runs out,
// what it held is freed on the way back, "td-cli COMMAND: FILE: out of
// memory while reading the file" is written to `err`, and nothing is
// returned: the command then exits with kExitUsage.
template <typename Read>
std::optional<std::invoke_result_t<Read>> readGuarded(std::string_view command, std::string_view file,
                                                      std::ostream& err, Read&& read) {
  try {
    return read();
  } catch (const std::bad_alloc&) {
    err << "td-cli " << command << ": " << file << ": out of memory while reading the file\n";
    return std::nullopt;
  }
}

}  // namespace td::cli
