#include "io/JsonFields.h"

#include <cmath>

#include "engine/core/MessageMark.h"

namespace td {

const JsonFields::Json* JsonFields::get(std::string_view name, bool required) {
  if (!required) return JsonCheck::find(object_, name);
  const Json* value = check_.member(object_, path_, name);
  if (value == nullptr) ok_ = false;
  return value;
}

void JsonFields::fail(std::string_view name, Phrase message) {
  check_.error(pathOf(name), std::move(message));
  ok_ = false;
}

template <typename T, typename U>
bool JsonFields::store(const std::optional<U>& value, T& out) {
  if (!value) {
    ok_ = false;
    return false;
  }
  out = static_cast<T>(*value);
  return true;
}

bool JsonFields::text(std::string_view name, std::string& out, bool required) {
  const Json* value = get(name, required);
  return value != nullptr && store(check_.string(*value, pathOf(name)), out);
}

bool JsonFields::real(std::string_view name, float& out, double lo, double hi, bool required) {
  const Json* value = get(name, required);
  return value != nullptr && store(check_.numberIn(*value, pathOf(name), lo, hi), out);
}

bool JsonFields::whole(std::string_view name, int32_t& out, int64_t lo, int64_t hi, bool required) {
  const Json* value = get(name, required);
  return value != nullptr && store(check_.integerIn(*value, pathOf(name), lo, hi), out);
}

bool JsonFields::flag(std::string_view name, bool& out, bool required) {
  const Json* value = get(name, required);
  return value != nullptr && store(check_.boolean(*value, pathOf(name)), out);
}

bool JsonFields::anyReal(std::string_view name, float& out, bool required) {
  const Json* value = get(name, required);
  if (value == nullptr) return false;
  const auto v = check_.number(*value, pathOf(name));
  // A larger value would become infinity as a float and slip past range checks.
  if (v && std::fabs(*v) > static_cast<double>(std::numeric_limits<float>::max())) {
    fail(name, phrase(N_("expected a number, found one too large to use")));
    return false;
  }
  return store(v, out);
}

bool JsonFields::anyWhole(std::string_view name, int32_t& out, bool required) {
  const Json* value = get(name, required);
  if (value == nullptr) return false;
  const auto v = check_.integer(*value, pathOf(name));
  if (v && (*v < std::numeric_limits<int32_t>::min() || *v > std::numeric_limits<int32_t>::max())) {
    fail(name, phrase(N_("expected an integer, found a number too large to use")));
    return false;
  }
  return store(v, out);
}

}  // namespace td
