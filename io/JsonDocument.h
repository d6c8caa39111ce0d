#pragma once

#include <cstddef>
#include <functional>
#include <istream>
#include <nlohmann/json.hpp>
#include <streambuf>
#include <string_view>

namespace td {

// Empties `value` from the leaves up, allocating nothing. The JSON library's
// destructor first gathers a document's values onto a stack it allocates; in
// a process that has just run out of memory that allocation throws inside a
// destructor, and the process aborts. Emptied containers need no stack. The
// recursion is as deep as the document, which JsonScan has limited.
template <typename BasicJson>
void releaseJson(BasicJson& value) noexcept {
  if (value.is_array()) {
    auto& items = value.template get_ref<typename BasicJson::array_t&>();
    for (BasicJson& item : items) releaseJson(item);
    items.clear();
  } else if (value.is_object()) {
    auto& members = value.template get_ref<typename BasicJson::object_t&>();
    for (auto& member : members) releaseJson(member.second);
    members.clear();
  }
}

// A stream over text the caller keeps, so that a parser reads it where it
// is instead of from a copy. Input only: the text is never written.
class TextBuffer : public std::streambuf {
 public:
  explicit TextBuffer(std::string_view text) {
    char* begin = const_cast<char*>(text.data());
    setg(begin, begin, begin + text.size());
  }
};

// Parses `text` into `into`, which the caller owns: the library's stream
// form is its one way to build into a given value, so a document half built
// when memory runs out is still the caller's to releaseJson(). Throws what
// the library throws; scan the text first (JsonScan), since this form does
// not insist that the text end after the value.
template <typename BasicJson>
void parseInPlace(std::string_view text, BasicJson& into) {
  TextBuffer buffer(text);
  std::istream in(&buffer);
  in >> into;
}

// A parsed document, or none (false): what JsonCheck::parse() hands out. It
// is built in place, and releases itself with releaseJson(), so that running
// out of memory while building it, or while reading it afterwards, unwinds
// to the loader's handler instead of aborting.
class JsonDocument {
 public:
  using Json = nlohmann::ordered_json;

  JsonDocument() = default;
  JsonDocument(JsonDocument&& other) noexcept : root_(std::move(other.root_)), present_(other.present_) {
    other.present_ = false;
  }
  JsonDocument& operator=(JsonDocument&& other) noexcept;
  JsonDocument(const JsonDocument&) = delete;
  JsonDocument& operator=(const JsonDocument&) = delete;
  ~JsonDocument() { releaseJson(root_); }

  explicit operator bool() const { return present_; }
  const Json& operator*() const { return root_; }
  const Json* operator->() const { return &root_; }

  // Parses `text` (which must be one JSON value: scan it first) into this
  // document. Throws what the library throws.
  void read(std::string_view text);
  // The same for a document whose root is an array, handing each element
  // of it to `each` as soon as it is read and keeping none: memory then
  // holds the text and one element. Any other root is kept whole.
  void readElements(std::string_view text, const std::function<void(size_t index, const Json& element)>& each);

 private:
  Json root_;
  bool present_ = false;
};

}  // namespace td
