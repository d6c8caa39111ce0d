#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

#include "io/JsonCheck.h"

namespace td {

// Reads the members of one JSON object into plain fields: each read names
// the member, where it goes and what it must hold, and a problem is reported
// at the member's path. A failed read leaves its field untouched and clears
// ok(), so a loader can drop a half-read entry. Each read returns whether
// it stored a value (false also for an optional member that is absent).
class JsonFields {
 public:
  using Json = JsonCheck::Json;

  JsonFields(JsonCheck& check, const Json& object, std::string path)
      : check_(check), object_(object), path_(std::move(path)) {}

  bool ok() const { return ok_; }
  const std::string& path() const { return path_; }
  std::string pathOf(std::string_view name) const { return JsonCheck::key(path_, name); }
  // The member, or null (reported when required).
  const Json* get(std::string_view name, bool required = true);

  bool text(std::string_view name, std::string& out, bool required = true);
  bool real(std::string_view name, float& out, double lo, double hi, bool required = true);
  bool whole(std::string_view name, int32_t& out, int64_t lo, int64_t hi, bool required = true);
  bool flag(std::string_view name, bool& out, bool required = true);
  // Reports a problem found by the caller at the member's path.
  void fail(std::string_view name, Phrase message);

  // Type checks only, for values whose range another pass checks.
  bool anyReal(std::string_view name, float& out, bool required = true);
  bool anyWhole(std::string_view name, int32_t& out, bool required = true);

 private:
  template <typename T, typename U>
  bool store(const std::optional<U>& value, T& out);

  JsonCheck& check_;
  const Json& object_;
  std::string path_;
  bool ok_ = true;
};

}  // namespace td
