#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "io/JsonCheck.h"
#include "io/JsonLimits.h"

namespace td {

enum class JsonScanStatus : uint8_t {
  Ok,
  SyntaxError,
  TooDeep,
  TooManyValues,
  TooManyMembers,
  StringTooLong,
};

struct JsonScanResult {
  JsonScanStatus status = JsonScanStatus::Ok;
  std::string path;  // where the limit was passed ("" for the document)
  // What was wrong: "invalid JSON: ...", "more than 1000000 values ...", in parts (a Phrase once the transition
  // ends; io/store reads its English).
  Phrase message;

  bool ok() const { return status == JsonScanStatus::Ok; }
};

// A first pass over JSON text that builds nothing: it stops at the first
// syntax error or at the first limit passed (depth, values, keys in one
// object, bytes in one string or key), and calls `onDuplicate` with the path
// of every key that appears twice in one object (a document keeps only one
// of them). Memory: a stack of the open arrays and objects, with the keys of
// the open objects.
JsonScanResult scanJson(std::string_view text, const JsonLimits& limits,
                        const std::function<void(const std::string& path)>& onDuplicate = {});

// The JSON library's explanation of an error without its "[json.exception...] " tag, with any quoted token of
// the file cut to its first 40 bytes and its length.
std::string jsonLibraryMessage(const std::string& what);

}  // namespace td
