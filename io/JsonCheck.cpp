#include "io/JsonCheck.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "engine/core/InputFile.h"
#include "io/JsonScan.h"
#include "io/NearName.h"
#include "io/Utf8Text.h"

namespace td {

void JsonCheck::error(const std::string& path, Phrase message) {
  if (errors_.size() >= kMaxErrors) {
    if (!truncated_) {
      truncated_ = true;
      errors_.push_back({source_, "", "too many errors; the rest are not shown"});
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
  error("", "out of memory while reading the file");
}

bool JsonCheck::scan(std::string_view text, const JsonLimits& limits) {
  // The JSON library stops at a NUL byte as if the input ended there, so a
  // valid file followed by a NUL and anything at all would pass: the whole
  // file is the input, and JSON text never holds a NUL.
  if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
    error("", "invalid JSON: a NUL byte at offset " + std::to_string(nul) + " (JSON is text; the file must end " +
                  "where its JSON ends)");
    return false;
  }
  if (text.size() > limits.maxBytes) {
    error("", "the text is too large (" + std::to_string(text.size()) + " bytes; at most " +
                  std::to_string(limits.maxBytes) + " expected)");
    return false;
  }
  const JsonScanResult scanned = scanJson(text, limits, [this](const std::string& path) {
    error(path, "the key appears more than once in this object (only one would be used)");
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
    error("", "invalid JSON: " + jsonLibraryMessage(e.what()));
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
    error("", "invalid JSON: " + jsonLibraryMessage(e.what()));
    return JsonDocument();
  }
  return document;
}

const JsonCheck::Json* JsonCheck::member(const Json& object, const std::string& path, std::string_view name) {
  const Json* found = find(object, name);
  if (found != nullptr) return found;
  // A key of the object that looks like a typo of this one is named: the editor lists errors first.
  std::string message = "missing; this key is required";
  if (object.is_object()) {
    for (const auto& item : object.items()) {
      const std::string& k = item.key();
      if (nearName(name, {std::string_view(k)})) {
        message += " (the file has \"" + k + "\": a typo?)";
        break;
      }
    }
  }
  error(key(path, name), message);
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
    std::string message = "unknown key, ignored";
    // A key the object lacks that the unknown one is a typo of.
    std::vector<std::string_view> absent;
    for (const std::string_view k : known) {
      if (object.find(k) == object.end()) absent.push_back(k);
    }
    if (const auto meant = nearName(name, absent)) message += " (did you mean \"" + std::string(*meant) + "\"?)";
    warn(key(path, name), message);
  }
}

std::optional<std::string> JsonCheck::string(const Json& value, const std::string& path) {
  if (!value.is_string()) {
    error(path, "expected a string, found " + describe(value));
    return std::nullopt;
  }
  return value.get<std::string>();
}

std::optional<int64_t> JsonCheck::integer(const Json& value, const std::string& path) {
  if (value.is_number_unsigned()) {
    const auto u = value.get<uint64_t>();
    if (u > static_cast<uint64_t>(INT64_MAX)) {
      error(path, "expected an integer, found a number too large to use");
      return std::nullopt;
    }
    return static_cast<int64_t>(u);
  }
  if (value.is_number_integer()) return value.get<int64_t>();
  error(path, "expected an integer, found " + describe(value));
  return std::nullopt;
}

std::optional<int64_t> JsonCheck::integerIn(const Json& value, const std::string& path, int64_t lo, int64_t hi) {
  const auto v = integer(value, path);
  if (!v) return std::nullopt;
  if (*v < lo || *v > hi) {
    error(path,
          "expected an integer in " + std::to_string(lo) + ".." + std::to_string(hi) + ", found " + std::to_string(*v));
    return std::nullopt;
  }
  return v;
}

std::optional<bool> JsonCheck::boolean(const Json& value, const std::string& path) {
  if (!value.is_boolean()) {
    error(path, "expected true or false, found " + describe(value));
    return std::nullopt;
  }
  return value.get<bool>();
}

std::optional<double> JsonCheck::number(const Json& value, const std::string& path) {
  if (!value.is_number()) {
    error(path, "expected a number, found " + describe(value));
    return std::nullopt;
  }
  const double v = value.get<double>();
  // nlohmann reads 1e999 as infinity; no field of ours means that.
  if (!std::isfinite(v)) {
    error(path, "expected a finite number");
    return std::nullopt;
  }
  return v;
}

std::optional<double> JsonCheck::numberIn(const Json& value, const std::string& path, double lo, double hi) {
  const auto v = number(value, path);
  if (!v) return std::nullopt;
  if (*v < lo || *v > hi) {
    error(path, "expected a number in " + formatNumber(lo) + ".." + formatNumber(hi) + ", found " + formatNumber(*v));
    return std::nullopt;
  }
  return v;
}

bool JsonCheck::isArray(const Json& value, const std::string& path) {
  if (value.is_array()) return true;
  error(path, "expected an array, found " + describe(value));
  return false;
}

bool JsonCheck::isObject(const Json& value, const std::string& path) {
  if (value.is_object()) return true;
  error(path, "expected an object, found " + describe(value));
  return false;
}

bool JsonCheck::header(const Json& root, std::string_view format, int64_t version) {
  bool ok = true;
  if (const Json* f = member(root, "", "format")) {
    const auto text = string(*f, "format");
    if (!text) {
      ok = false;
    } else if (*text != format) {
      error("format", "expected \"" + std::string(format) + "\", found \"" + *text + "\"");
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
      error("version", "expected " + std::to_string(version) + ", found " + std::to_string(*n) +
                           (*n > version ? " (the file was written by a newer version of the game)" : ""));
      ok = false;
    }
  } else {
    ok = false;
  }
  return ok;
}

std::string JsonCheck::describe(const Json& value) {
  switch (value.type()) {
    case Json::value_t::null:
      return "null";
    case Json::value_t::boolean:
      return value.get<bool>() ? "true" : "false";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
      return "the number " + value.dump();
    case Json::value_t::string:
      return "a string";
    case Json::value_t::array:
      return "an array";
    case Json::value_t::object:
      return "an object";
    default:
      return "an unsupported value";
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

std::string JsonCheck::quoteChar(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte <= 0x7E) return std::string("'") + c + "'";
  char buf[16];
  std::snprintf(buf, sizeof buf, "byte 0x%02X", byte);
  return buf;
}

}  // namespace td
