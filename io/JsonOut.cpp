#include "io/JsonOut.h"

#include <nlohmann/json.hpp>
#include <utility>

namespace td {

struct JsonOut::Value {
  nlohmann::ordered_json json;
};

JsonOut::JsonOut(std::unique_ptr<Value> value) : value_(std::move(value)) {}
JsonOut::JsonOut(JsonOut&&) noexcept = default;
JsonOut& JsonOut::operator=(JsonOut&&) noexcept = default;
JsonOut::~JsonOut() = default;

JsonOut JsonOut::object() { return JsonOut(std::make_unique<Value>(Value{nlohmann::ordered_json::object()})); }
JsonOut JsonOut::array() { return JsonOut(std::make_unique<Value>(Value{nlohmann::ordered_json::array()})); }

JsonOut& JsonOut::set(std::string_view key, std::string_view text) {
  value_->json[std::string(key)] = std::string(text);
  return *this;
}
JsonOut& JsonOut::set(std::string_view key, JsonOut value) {
  value_->json[std::string(key)] = std::move(value.value_->json);
  return *this;
}
JsonOut& JsonOut::setBool(std::string_view key, bool value) {
  value_->json[std::string(key)] = value;
  return *this;
}
JsonOut& JsonOut::setInt(std::string_view key, int64_t value) {
  value_->json[std::string(key)] = value;
  return *this;
}
JsonOut& JsonOut::setUint(std::string_view key, uint64_t value) {
  value_->json[std::string(key)] = value;
  return *this;
}
JsonOut& JsonOut::setDouble(std::string_view key, double value) {
  value_->json[std::string(key)] = value;
  return *this;
}

JsonOut& JsonOut::push(JsonOut value) {
  value_->json.push_back(std::move(value.value_->json));
  return *this;
}
JsonOut& JsonOut::pushInt(int64_t value) {
  value_->json.push_back(value);
  return *this;
}
JsonOut& JsonOut::pushUint(uint64_t value) {
  value_->json.push_back(value);
  return *this;
}
JsonOut& JsonOut::pushDouble(double value) {
  value_->json.push_back(value);
  return *this;
}

std::string JsonOut::dump(int indent) const {
  return value_->json.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

std::string jsonString(std::string_view text) {
  return nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace td
