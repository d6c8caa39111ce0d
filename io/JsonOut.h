#pragma once

#include <concepts>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace td {

// A JSON value built up member by member and written out, for programs' reports (td-cli's --json output)
// outside io: io alone includes the JSON library, so its types stay behind this small interface. Objects keep
// their members in the order they were set; numbers are written as the library writes them (the shortest text
// that reads back to the same double), and text that is not valid UTF-8 has its bad bytes replaced.
class JsonOut {
 public:
  static JsonOut object();
  static JsonOut array();
  JsonOut(JsonOut&&) noexcept;
  JsonOut& operator=(JsonOut&&) noexcept;
  ~JsonOut();

  // Sets a member of an object (replacing one of the same key).
  template <class T>
  requires std::is_arithmetic_v<T> JsonOut& set(std::string_view key, T value) {
    if constexpr (std::same_as<T, bool>) {
      return setBool(key, value);
    } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      return setInt(key, value);
    } else if constexpr (std::is_integral_v<T>) {
      return setUint(key, value);
    } else {
      return setDouble(key, value);
    }
  }
  JsonOut& set(std::string_view key, std::string_view text);
  JsonOut& set(std::string_view key, const char* text) { return set(key, std::string_view(text)); }
  JsonOut& set(std::string_view key, JsonOut value);

  // Appends to an array.
  template <class T>
  requires std::is_arithmetic_v<T> &&(!std::same_as<T, bool>)JsonOut& push(T value) {
    if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
      return pushInt(value);
    } else if constexpr (std::is_integral_v<T>) {
      return pushUint(value);
    } else {
      return pushDouble(value);
    }
  }
  JsonOut& push(JsonOut value);

  // The text; `indent` spaces a level, or -1 for one line.
  std::string dump(int indent = -1) const;

 private:
  struct Value;
  explicit JsonOut(std::unique_ptr<Value> value);
  JsonOut& setBool(std::string_view key, bool value);
  JsonOut& setInt(std::string_view key, int64_t value);
  JsonOut& setUint(std::string_view key, uint64_t value);
  JsonOut& setDouble(std::string_view key, double value);
  JsonOut& pushInt(int64_t value);
  JsonOut& pushUint(uint64_t value);
  JsonOut& pushDouble(double value);

  std::unique_ptr<Value> value_;
};

// `text` as a JSON string literal, quotes included ("a \"b\""); bad UTF-8 bytes are replaced.
std::string jsonString(std::string_view text);

}  // namespace td
