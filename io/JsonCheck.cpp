#include "io/JsonCheck.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "engine/core/InputFile.h"
#include "engine/core/MessageMark.h"
#include "io/JsonScan.h"
#include "io/NearName.h"
#include "io/Utf8Text.h"

namespace td {

void JsonCheck::error(const std::string& path, Phrase message) {
  if (errors_.size() >= kMaxErrors) {
    if (!truncated_) {
      truncated_ = true;
      errors_.push_back({source_, "", phrase(N_("too many errors; the rest are not shown"))});
    }
    return;
  }
  // Messages may quote the file (the parser's "last read"): never pass its
  // broken bytes on.
  message.changeTexts(escapeInvalidUtf8);
  errors_.push_back({source_, escapeInvalidUtf8(path), std::move(message)});
}

void JsonCheck::warn(const std::string& path, Phrase message) {
  if (warnings_.size() < kMaxErrors) {
    message.changeTexts(escapeInvalidUtf8);
    warnings_.push_back({source_, escapeInvalidUtf8(path), std::move(message)});
  }
}

std::optional<std::string> JsonCheck::readFile(const std::filesystem::path& file, const JsonLimits& limits) {
  InputFile input = readInputFile(file, limits.maxBytes);
  if (!input.ok()) {
    error("", input.problem);
    return std::nullopt;
  }
  return std::move(input.text);
}

void JsonCheck::outOfMemory() {
  outOfMemory_ = true;
  error("", phrase(N_("out of memory while reading the file")));
}

bool JsonCheck::scan(std::string_view text, const JsonLimits& limits) {
  // The JSON library stops at a NUL byte as if the input ended there, so a
  // valid file followed by a NUL and anything at all would pass: the whole
  // file is the input, and JSON text never holds a NUL.
  if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
    // TRANSLATORS: {0} is a count of bytes from the start of the file.
    error("", phrase(N_("invalid JSON: a NUL byte at offset {0} (JSON is text; the file must end where its JSON ends)"),
                     nul));
    return false;
  }
  if (text.size() > limits.maxBytes) {
    // TRANSLATORS: {0} is the text's size in bytes, {1} the most bytes expected.
    error("", phrasePlural(NP_("the text is too large ({0} byte; at most {1} expected)",
                               "the text is too large ({0} bytes; at most {1} expected)"),
                           static_cast<int64_t>(text.size()), text.size(), limits.maxBytes));
    return false;
  }
  const JsonScanResult scanned = scanJson(text, limits, [this](const std::string& path) {
    error(path, phrase(N_("the key appears more than once in this object (only one would be used)")));
  });
  if (!scanned.ok()) error(scanned.path, scanned.message);
  return scanned.ok();
}

JsonDocument JsonCheck::parse(std::string_view text, const JsonLimits& limits) {
  JsonDocument document;
  if (!scan(text, limits)) return document;
  try {
    document.read(text);
  } catch (const Json::exception& e) {
    // TRANSLATORS: {0} is the JSON library's own explanation, in English.
    error("", phrase(N_("invalid JSON: {0}"), jsonLibraryMessage(e.what())));
    return JsonDocument();
  }
  return document;
}

JsonDocument JsonCheck::parseElements(std::string_view text, const JsonLimits& limits,
                                      const std::function<void(size_t index, const Json& element)>& each) {
  JsonDocument document;
  if (!scan(text, limits)) return document;
  try {
    document.readElements(text, each);
  } catch (const Json::exception& e) {
    // TRANSLATORS: {0} is the JSON library's own explanation, in English.
    error("", phrase(N_("invalid JSON: {0}"), jsonLibraryMessage(e.what())));
    return JsonDocument();
  }
  return document;
}

const JsonCheck::Json* JsonCheck::member(const Json& object, const std::string& path, std::string_view name) {
  const Json* found = find(object, name);
  if (found != nullptr) return found;
  // A key of the object that looks like a typo of this one is named: the editor lists errors first.
  Phrase message = phrase(N_("missing; this key is required"));
  if (object.is_object()) {
    for (const auto& item : object.items()) {
      const std::string& k = item.key();
      if (nearName(name, {std::string_view(k)})) {
        // TRANSLATORS: {0} is a key of the file, as it is spelt there.
        message = phrase(N_("missing; this key is required (the file has \"{0}\": a typo?)"), k);
        break;
      }
    }
  }
  error(key(path, name), std::move(message));
  return found;
}

const JsonCheck::Json* JsonCheck::find(const Json& object, std::string_view name) {
  const auto it = object.find(name);
  return it == object.end() ? nullptr : &*it;
}

void JsonCheck::warnUnknownKeys(const Json& object, const std::string& path,
                                std::initializer_list<std::string_view> known) {
  warnUnknown(object, path, std::vector<std::string_view>(known));
}

void JsonCheck::warnUnknownKeys(const Json& object, const std::string& path, std::span<const JsonKey> known) {
  std::vector<std::string_view> names;
  for (const JsonKey& k : known) names.push_back(k.name);
  warnUnknown(object, path, names);
}

void JsonCheck::warnUnknown(const Json& object, const std::string& path, const std::vector<std::string_view>& known) {
  for (const auto& [name, value] : object.items()) {
    if (std::find(known.begin(), known.end(), name) != known.end()) continue;
    // A key the object lacks that the unknown one is a typo of.
    std::vector<std::string_view> absent;
    for (const std::string_view k : known) {
      if (object.find(k) == object.end()) absent.push_back(k);
    }
    if (const auto meant = nearName(name, absent)) {
      // TRANSLATORS: {0} is a key the file format knows, as it is spelt there.
      warn(key(path, name), phrase(N_("unknown key, ignored (did you mean \"{0}\"?)"), std::string(*meant)));
    } else {
      warn(key(path, name), phrase(N_("unknown key, ignored")));
    }
  }
}

std::optional<std::string> JsonCheck::string(const Json& value, const std::string& path) {
  if (!value.is_string()) {
    // TRANSLATORS: {0} says what the file holds instead: "the number 3", "an array"...
    error(path, phrase(N_("expected a string, found {0}"), describe(value)));
    return std::nullopt;
  }
  return value.get<std::string>();
}

std::optional<int64_t> JsonCheck::integer(const Json& value, const std::string& path) {
  if (value.is_number_unsigned()) {
    const auto u = value.get<uint64_t>();
    if (u > static_cast<uint64_t>(INT64_MAX)) {
      error(path, phrase(N_("expected an integer, found a number too large to use")));
      return std::nullopt;
    }
    return static_cast<int64_t>(u);
  }
  if (value.is_number_integer()) return value.get<int64_t>();
  // TRANSLATORS: {0} says what the file holds instead: "the number 1.5", "a string"...
  error(path, phrase(N_("expected an integer, found {0}"), describe(value)));
  return std::nullopt;
}

std::optional<int64_t> JsonCheck::integerIn(const Json& value, const std::string& path, int64_t lo, int64_t hi) {
  const auto v = integer(value, path);
  if (!v) return std::nullopt;
  if (*v < lo || *v > hi) {
    // TRANSLATORS: {0}..{1} is the range of integers allowed, {2} the one the file holds.
    error(path, phrase(N_("expected an integer in {0}..{1}, found {2}"), lo, hi, *v));
    return std::nullopt;
  }
  return v;
}

std::optional<bool> JsonCheck::boolean(const Json& value, const std::string& path) {
  if (!value.is_boolean()) {
    // TRANSLATORS: true and false are JSON's words: keep them. {0} says what the file holds instead.
    error(path, phrase(N_("expected true or false, found {0}"), describe(value)));
    return std::nullopt;
  }
  return value.get<bool>();
}

std::optional<double> JsonCheck::number(const Json& value, const std::string& path) {
  if (!value.is_number()) {
    // TRANSLATORS: {0} says what the file holds instead: "a string", "an array"...
    error(path, phrase(N_("expected a number, found {0}"), describe(value)));
    return std::nullopt;
  }
  const double v = value.get<double>();
  // nlohmann reads 1e999 as infinity; no field of ours means that.
  if (!std::isfinite(v)) {
    error(path, phrase(N_("expected a finite number")));
    return std::nullopt;
  }
  return v;
}

std::optional<double> JsonCheck::numberIn(const Json& value, const std::string& path, double lo, double hi) {
  const auto v = number(value, path);
  if (!v) return std::nullopt;
  if (*v < lo || *v > hi) {
    error(path,
          // TRANSLATORS: {0}..{1} is the range of numbers allowed, {2} the one the file holds.
          phrase(N_("expected a number in {0}..{1}, found {2}"), formatNumber(lo), formatNumber(hi), formatNumber(*v)));
    return std::nullopt;
  }
  return v;
}

bool JsonCheck::isArray(const Json& value, const std::string& path) {
  if (value.is_array()) return true;
  // TRANSLATORS: {0} says what the file holds instead: "a string", "the number 3"...
  error(path, phrase(N_("expected an array, found {0}"), describe(value)));
  return false;
}

bool JsonCheck::isObject(const Json& value, const std::string& path) {
  if (value.is_object()) return true;
  // TRANSLATORS: {0} says what the file holds instead: "a string", "an array"...
  error(path, phrase(N_("expected an object, found {0}"), describe(value)));
  return false;
}

bool JsonCheck::header(const Json& root, std::string_view format, int64_t version) {
  bool ok = true;
  if (const Json* f = member(root, "", "format")) {
    const auto text = string(*f, "format");
    if (!text) {
      ok = false;
    } else if (*text != format) {
      // TRANSLATORS: the kind of file expected and the one the file names, e.g. "td-level".
      error("format", phrase(N_("expected \"{0}\", found \"{1}\""), std::string(format), *text));
      ok = false;
    }
  } else {
    ok = false;
  }
  if (const Json* v = member(root, "", "version")) {
    const auto n = integer(*v, "version");
    if (!n) {
      ok = false;
    } else if (*n != version) {
      if (*n > version) {
        error("version",
              // TRANSLATORS: {0} is the version of the file format this game reads, {1} the file's.
              phrase(N_("expected {0}, found {1} (the file was written by a newer version of the game)"), version, *n));
      } else {
        // TRANSLATORS: {0} is the version of the file format this game reads, {1} the file's.
        error("version", phrase(N_("expected {0}, found {1}"), version, *n));
      }
      ok = false;
    }
  } else {
    ok = false;
  }
  return ok;
}

Phrase JsonCheck::describe(const Json& value) {
  switch (value.type()) {
    // JSON's own words, as the file spells them.
    case Json::value_t::null:
      return Phrase::verbatim("null");
    case Json::value_t::boolean:
      return Phrase::verbatim(value.get<bool>() ? "true" : "false");
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
      // TRANSLATORS: what a file holds where it should hold something else ("expected a string, found {0}").
      return phrase(N_("the number {0}"), value.dump());
    case Json::value_t::string:
      // TRANSLATORS: what a file holds where it should hold something else ("expected a number, found {0}").
      return phrase(N_("a string"));
    case Json::value_t::array:
      // TRANSLATORS: what a file holds where it should hold something else ("expected a number, found {0}"); an
      // array of JSON, a list in square brackets.
      return phrase(N_("an array"));
    case Json::value_t::object:
      // TRANSLATORS: what a file holds where it should hold something else ("expected a number, found {0}"); an
      // object of JSON, keys and values in braces.
      return phrase(N_("an object"));
    default:
      // TRANSLATORS: what a file holds where it should hold something else ("expected a number, found {0}").
      return phrase(N_("an unsupported value"));
  }
}

std::string JsonCheck::key(const std::string& path, std::string_view name) {
  bool identifier = !name.empty();
  for (char c : name) {
    const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    const bool digit = c >= '0' && c <= '9';
    identifier = identifier && (alpha || digit);
  }
  if (identifier && !(name[0] >= '0' && name[0] <= '9')) {
    return path.empty() ? std::string(name) : path + "." + std::string(name);
  }
  return entry(path, name);
}

std::string JsonCheck::entry(const std::string& path, std::string_view name) {
  return path + "[" + Json(std::string(name)).dump(-1, ' ', false, Json::error_handler_t::replace) + "]";
}

std::string JsonCheck::index(const std::string& path, size_t i) { return path + "[" + std::to_string(i) + "]"; }

std::string JsonCheck::formatNumber(double value) {
  if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15) {
    return std::to_string(static_cast<int64_t>(value));
  }
  // The shortest text that reads back as the same double.
  return Json(value).dump();
}

Phrase JsonCheck::quoteChar(char c) {
  const auto byte = static_cast<unsigned char>(c);
  // TRANSLATORS: a character of a file, such as x, quoted in a message ("found {0}"); use the quotes of your
  // language.
  if (byte >= 0x21 && byte <= 0x7E) return phrase(N_("'{0}'"), std::string(1, c));
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%02X", byte);
  // TRANSLATORS: a byte of a file that is no printable character, by its value, such as 0x1F ("found {0}").
  return phrase(N_("byte {0}"), std::string(buf));
}

}  // namespace td
