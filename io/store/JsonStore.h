#pragma once

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "io/store/StoreExtras.h"
#include "io/store/StoreStatus.h"

namespace td::persist {

// Reading and writing the small JSON files the game keeps between runs, for
// the store's files (Settings, Progress, SeenKinds) and their tests: io's own,
// as no header outside io carries the JSON library's types. A problem writes
// one line to standard error besides the message for the player.

struct JsonLoad {
  StoreStatus status = StoreStatus::Missing;
  nlohmann::json json = nlohmann::json::object();  // the file's object when Ok, else empty
  std::string message;                             // for the player; empty when Ok or Missing
  StoreNotice notice{};                            // the message in parts
  bool keptAside = false;                          // Damaged: the file was moved aside
  // Ok, but not all of it can be taken: where ("duplicate key levels"). The reader adds what it finds itself
  // (known members of the wrong type); keepCopyAside() then keeps the file before anything is dropped.
  std::vector<Phrase> doubts{};

  // May a save replace the file? Never one that could not be read or that
  // a newer version wrote (the player's data is in it), nor a damaged one
  // that could not be moved aside.
  bool mayWrite() const {
    return status == StoreStatus::Ok || status == StoreStatus::Missing || (status == StoreStatus::Damaged && keptAside);
  }
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

// For a file read as a whole but for parts this version cannot take (`doubts`: duplicate keys, known members
// of the wrong type): copies it to <file>.bad (the first free name, as for a damaged file) before a save can
// drop those parts, writes one line to standard error and returns the sentence for the player.
// `notice`, when given, takes the message in parts.
std::string keepCopyAside(const std::filesystem::path& file, std::string_view what, const std::vector<Phrase>& doubts,
                          StoreNotice* notice = nullptr);

// Keeps a member this version does not understand, to be written back by writeExtras().
void keepExtra(StoreExtras& extras, const std::string& key, const nlohmann::json& value);
// Writes the kept members into `out` (replacing members of the same key), in the order they were read.
void writeExtras(const StoreExtras& extras, nlohmann::ordered_json& out);

// Writes `json` to `file` atomically (see io/AtomicFile.h), creating the
// folder first. Ordered, so the file reads in a sensible order when opened by hand. On failure the previous file is
// untouched.
SaveResult writeJsonStore(const std::filesystem::path& file, const nlohmann::ordered_json& json, std::string_view what);

}  // namespace td::persist
