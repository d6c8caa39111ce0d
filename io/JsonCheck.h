#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "io/JsonError.h"
#include "io/JsonKey.h"

namespace td {

// Shared bookkeeping of the JSON loaders: collects errors and warnings with
// their paths and offers typed look-ups that report what they expected. Never
// throws; the loaders stay simple sequences of "read this, check that".
class JsonCheck {
 public:
  using Json = nlohmann::ordered_json;

  // Beyond this many errors the rest are dropped: one broken map row should
  // not bury the first useful message under thousands of copies.
  static constexpr size_t kMaxErrors = 50;
  // Level and definition files are small; refuse anything absurd up front.
  static constexpr uintmax_t kMaxFileBytes = 64u * 1024u * 1024u;
  // No file of ours nests deeper than a handful of levels; refusing deeper
  // input keeps hostile text from costing stack or memory.
  static constexpr size_t kMaxDepth = 64;

  explicit JsonCheck(std::string source) : source_(std::move(source)) {}

  const std::string& source() const { return source_; }
  void error(std::string path, std::string message);
  void warn(std::string path, std::string message);
  size_t errorCount() const { return errors_.size(); }
  std::vector<JsonError> takeErrors() { return std::move(errors_); }
  std::vector<JsonError> takeWarnings() { return std::move(warnings_); }

  // Reads a whole file of at most `maxBytes`; reports and returns nothing on
  // failure. The size is checked before anything is read.
  std::optional<std::string> readFile(const std::filesystem::path& file, uintmax_t maxBytes = kMaxFileBytes);
  // Parses text; reports the line and column of a syntax error, nesting deeper
  // than kMaxDepth, and every key that appears twice in one object (JSON
  // parsers keep one of them silently, so the file would not mean what it says).
  std::optional<Json> parse(std::string_view text);

  // Looks up a required member of the object at `path`; reports it missing
  // otherwise.
  const Json* member(const Json& object, const std::string& path, std::string_view name);
  // Looks up a member that may be absent.
  static const Json* find(const Json& object, std::string_view name);
  // Warns about every member not in `known`.
  void warnUnknownKeys(const Json& object, const std::string& path, std::initializer_list<std::string_view> known);
  void warnUnknownKeys(const Json& object, const std::string& path, std::span<const JsonKey> known);

  // Typed reads of a value found at `path`; each reports a mismatch.
  std::optional<std::string> string(const Json& value, const std::string& path);
  std::optional<int64_t> integer(const Json& value, const std::string& path);
  std::optional<int64_t> integerIn(const Json& value, const std::string& path, int64_t lo, int64_t hi);
  std::optional<bool> boolean(const Json& value, const std::string& path);
  // Any finite JSON number, integer or not.
  std::optional<double> number(const Json& value, const std::string& path);
  std::optional<double> numberIn(const Json& value, const std::string& path, double lo, double hi);
  bool isArray(const Json& value, const std::string& path);
  bool isObject(const Json& value, const std::string& path);
  // Checks a "format" and "version" header; false when the document is not
  // one this build can read (nothing else is worth checking then).
  bool header(const Json& root, std::string_view format, int64_t version);

  // How a value reads in a message: "null", "true", "the number 1.5", "a string", "an array"...
  static std::string describe(const Json& value);
  // Path helpers: key("", "size") = "size", index("tiles", 3) = "tiles[3]",
  // key("legend", ".") = "legend[\".\"]" for keys that are not identifiers.
  static std::string key(const std::string& path, std::string_view name);
  static std::string index(const std::string& path, size_t i);
  // Always the bracket form, for keys that are data rather than names:
  // entry("legend", "o") = "legend[\"o\"]".
  static std::string entry(const std::string& path, std::string_view name);
  // A number as a message shows it: "60", "0.05", "1e+20".
  static std::string formatNumber(double value);
  // A character as a message shows it: 'x', or a byte value when unprintable.
  static std::string quoteChar(char c);

 private:
  std::string source_;
  std::vector<JsonError> errors_;
  std::vector<JsonError> warnings_;
  bool truncated_ = false;
};

}  // namespace td
