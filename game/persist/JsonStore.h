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
  Newer,       // written by a newer version of the game; left alone
};

struct JsonLoad {
  StoreStatus status = StoreStatus::Missing;
  nlohmann::json json = nlohmann::json::object();  // the file's object when Ok, else empty
  std::string message;                             // for the player; empty when Ok or Missing
  bool keptAside = false;                          // Damaged: the file was moved aside

  // May a save replace the file? Never one that could not be read or that
  // a newer version wrote (the player's data is in it), nor a damaged one
  // that could not be moved aside.
  bool mayWrite() const {
    return status == StoreStatus::Ok || status == StoreStatus::Missing || (status == StoreStatus::Damaged && keptAside);
  }
};

struct SaveResult {
  bool ok = false;
  std::string message;  // for the player when !ok
};

// Reads `file` as a JSON object whose "format" member, when present, equals
// `format`, and whose "version", when present, is a whole number no greater
// than `version` (a greater one is Newer: left alone). `what` names the
// contents in messages ("settings", "progress"). A damaged file is renamed
// to <file>.bad (or .bad.2, .bad.3, ...: backups never replace each other),
// so that it is reported once and the next save cannot destroy what the
// player might want to recover.
JsonLoad readJsonStore(const std::filesystem::path& file, std::string_view format, std::string_view what, int version);
// For a reader that finds valid JSON of the wrong shape: moves the file
// aside as damaged, as readJsonStore does.
JsonLoad setAsideDamaged(const std::filesystem::path& file, std::string_view what, const std::string& detail);

// Writes `json` to `file` atomically (see io/AtomicFile.h), creating the
// folder first. Ordered, so the file reads in a sensible order when opened by hand. On failure the previous file is
// untouched.
SaveResult writeJsonStore(const std::filesystem::path& file, const nlohmann::ordered_json& json, std::string_view what);

}  // namespace td::persist
