#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "io/JsonDocument.h"
#include "io/JsonError.h"
#include "io/JsonKey.h"
#include "io/JsonLimits.h"

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
  // No file of ours nests deeper than a handful of levels; refusing deeper
  // input keeps hostile text from costing stack or memory.
  static constexpr size_t kMaxDepth = JsonLimits{}.maxDepth;

  explicit JsonCheck(std::string source) : source_(std::move(source)) {}

  const std::string& source() const { return source_; }
  void error(const std::string& path, Phrase message);
  void warn(const std::string& path, Phrase message);
  size_t errorCount() const { return errors_.size(); }
  std::vector<JsonError> takeErrors() { return std::move(errors_); }
  std::vector<JsonError> takeWarnings() { return std::move(warnings_); }

  // Reads a whole file of at most `limits.maxBytes` (see readInputFile():
  // FIFOs and sockets are refused, devices are counted as they are read);
  // reports and returns nothing on failure.
  std::optional<std::string> readFile(const std::filesystem::path& file, const JsonLimits& limits = {});
  // Parses text; reports the line and column of a syntax error, a limit of
  // `limits` passed, and every key that appears twice in one object (JSON
  // parsers keep one of them silently, so the file would not mean what it
  // says). The limits are checked in a first pass that builds nothing. Out
  // of memory throws std::bad_alloc (see whileReading()).
  JsonDocument parse(std::string_view text, const JsonLimits& limits = {});
  // The same for a document whose root should be an array: each element is
  // handed to `each` as it is read and then dropped, so memory holds the
  // text and one element at a time. A root of another kind is returned
  // whole, for the caller to report.
  JsonDocument parseElements(std::string_view text, const JsonLimits& limits,
                             const std::function<void(size_t index, const Json& element)>& each);

  // Runs `read`, a loader's work on this input. Running out of memory in it
  // is reported as "out of memory while reading the file" (ranOutOfMemory()
  // then says so) instead of being passed on: whatever `read` held is freed
  // by then. Returns false in that case.
  template <typename Read>
  bool whileReading(Read&& read) {
    try {
      read();
      return true;
    } catch (const std::bad_alloc&) {
      outOfMemory();
      return false;
    }
  }
  void outOfMemory();
  bool ranOutOfMemory() const { return outOfMemory_; }

  // Looks up a required member of the object at `path`; reports it missing
  // otherwise.
  const Json* member(const Json& object, const std::string& path, std::string_view name);
  // Looks up a member that may be absent.
  static const Json* find(const Json& object, std::string_view name);
  // Warns about every member not in `known`.
  void warnUnknownKeys(const Json& object, const std::string& path, std::initializer_list<std::string_view> known);
  void warnUnknownKeys(const Json& object, const std::string& path, std::span<const JsonKey> known);
  // The same, a typo of a key the object lacks named ("did you mean").
  void warnUnknown(const Json& object, const std::string& path, const std::vector<std::string_view>& known);

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

  // How a value reads in a message, to fill a place of one: "null", "true", "the number 1.5", "a string", "an
  // array"... (JSON's own words as they are, the rest translated).
  static Phrase describe(const Json& value);
  // Path helpers: key("", "size") = "size", index("tiles", 3) = "tiles[3]",
  // key("legend", ".") = "legend[\".\"]" for keys that are not identifiers.
  static std::string key(const std::string& path, std::string_view name);
  static std::string index(const std::string& path, size_t i);
  // Always the bracket form, for keys that are data rather than names:
  // entry("legend", "o") = "legend[\"o\"]".
  static std::string entry(const std::string& path, std::string_view name);
  // A number as a message shows it: "60", "0.05", "1e+20".
  static std::string formatNumber(double value);
  // A character as a message shows it, to fill a place of one: 'x', or a byte value when unprintable.
  static Phrase quoteChar(char c);

 private:
  // The NUL check and the first pass; reports and returns false when the
  // text is not worth building.
  bool scan(std::string_view text, const JsonLimits& limits);

  std::string source_;
  std::vector<JsonError> errors_;
  std::vector<JsonError> warnings_;
  bool truncated_ = false;
  bool outOfMemory_ = false;
};

}  // namespace td
