#include "io/ValueCheck.h"

#include <charconv>

#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"

namespace td {

std::string floatMessage(float value) {
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, value);
  return std::string(buf, r.ptr);
}

bool checkReal(JsonCheck& check, const std::string& path, float value, float lo, float hi) {
  if (value >= lo && value <= hi) return true;
  // TRANSLATORS: {0}..{1} is the range of numbers allowed, {2} the one the file holds.
  check.error(path, phrase(N_("expected a number in {0}..{1}, found {2}"), floatMessage(lo), floatMessage(hi),
                           floatMessage(value)));
  return false;
}

bool checkWhole(JsonCheck& check, const std::string& path, int64_t value, int64_t lo, int64_t hi) {
  if (value >= lo && value <= hi) return true;
  // TRANSLATORS: {0}..{1} is the range of integers allowed, {2} the one the file holds.
  check.error(path, phrase(N_("expected an integer in {0}..{1}, found {2}"), lo, hi, value));
  return false;
}

}  // namespace td
