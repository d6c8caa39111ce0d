#pragma once

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace td::persist {

// Reading and writing the small JSON files the game keeps between runs.
// Problems never throw: a load says what went wrong in one sentence the UI
// can show and writes one line to standard error; the caller falls back to
// defaults.

enum class StoreStatus : uint8_t {
  Ok,
  Missing,     // no file yet: first run, not a problem
  Unreadable,  // exists but cannot be read (permissions, a folder in its place); left alone
  Damaged,     // not valid JSON, not an object, or another kind of file; moved aside to <name>.bad
};

struct JsonLoad {
  StoreStatus status = StoreStatus::Missing;
  nlohmann::json json = nlohmann::json::object();  // the file's object when Ok, else empty
  std::string message;                             // for the player; empty when Ok or Missing
};

struct SaveResult {
  bool ok = false;
  std::string message;  // for the player when !ok
};

// Reads `file` as a JSON object whose "format" member, when present, equals
// `format`. `what` names the contents in messages ("settings", "progress").
// A damaged file is renamed to <file>.bad, so that it is reported once and
// the next save cannot silently destroy what the player might want to recover.
JsonLoad readJsonStore(const std::filesystem::path& file, std::string_view format, std::string_view what);

// Writes `json` to `file` atomically (see io/AtomicFile.h), creating the
// folder first. Ordered, so the file reads in a sensible order when opened by hand. On failure the previous file is
// untouched.
SaveResult writeJsonStore(const std::filesystem::path& file, const nlohmann::ordered_json& json, std::string_view what);

}  // namespace td::persist
