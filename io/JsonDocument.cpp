#include "io/JsonDocument.h"

namespace td {

JsonDocument& JsonDocument::operator=(JsonDocument&& other) noexcept {
  if (this != &other) {
    releaseJson(root_);
    root_ = std::move(other.root_);
    present_ = other.present_;
    other.present_ = false;
  }
  return *this;
}

void JsonDocument::read(std::string_view text) {
  releaseJson(root_);
  present_ = false;
  parseInPlace(text, root_);
  present_ = true;
}

void JsonDocument::readElements(std::string_view text,
                                const std::function<void(size_t index, const Json& element)>& each) {
  releaseJson(root_);
  present_ = false;
  bool rootIsArray = false;
  size_t index = 0;
  // The library calls back with the depth of the value an event belongs to:
  // 0 for the root, 1 for the root's elements. Returning false drops a
  // finished value instead of keeping it.
  const Json::parser_callback_t keep = [&](int depth, Json::parse_event_t event, Json& value) {
    if (depth == 0 && event == Json::parse_event_t::array_start) rootIsArray = true;
    if (!rootIsArray || depth != 1) return true;
    switch (event) {
      case Json::parse_event_t::value:
      case Json::parse_event_t::object_end:
      case Json::parse_event_t::array_end:
        each(index++, value);
        return false;
      default:
        return true;
    }
  };
  root_ = Json::parse(text.begin(), text.end(), keep);
  present_ = true;
}

}  // namespace td
