#include "io/ValueCheck.h"

#include <charconv>

#include "io/JsonCheck.h"

namespace td {

std::string floatMessage(float value) {
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, value);
  return std::string(buf, r.ptr);
}

bool checkReal(JsonCheck& check, const std::string& path, float value, float lo, float hi) {
  if (value >= lo && value <= hi) return true;
  check.error(path,
              "expected a number in " + floatMessage(lo) + ".." + floatMessage(hi) + ", found " + floatMessage(value));
  return false;
}

bool checkWhole(JsonCheck& check, const std::string& path, int64_t value, int64_t lo, int64_t hi) {
  if (value >= lo && value <= hi) return true;
  check.error(path, "expected an integer in " + std::to_string(lo) + ".." + std::to_string(hi) + ", found " +
                        std::to_string(value));
  return false;
}

}  // namespace td
