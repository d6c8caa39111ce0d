#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace td::persist {

// Members of a stored object that this version does not understand, kept so that a save writes them back as
// they were: each as its key and its value's JSON text, in the file's order. The value stays text here so that
// no header outside io carries the JSON library's types; io alone parses and writes it (io/store/*.cpp).
class StoreExtras {
 public:
  bool empty() const { return members_.empty(); }
  size_t size() const { return members_.size(); }
  bool contains(std::string_view key) const { return find(key) != nullptr; }
  // The member's value as JSON text ("\"dark\"", "[1, 2]"); null when there is none.
  const std::string* find(std::string_view key) const {
    for (const auto& [k, v] : members_) {
      if (k == key) return &v;
    }
    return nullptr;
  }
  // Sets a member, replacing one of the same key in place.
  void set(std::string key, std::string jsonText) {
    for (auto& [k, v] : members_) {
      if (k == key) {
        v = std::move(jsonText);
        return;
      }
    }
    members_.emplace_back(std::move(key), std::move(jsonText));
  }
  void erase(std::string_view key) {
    std::erase_if(members_, [&](const auto& m) { return m.first == key; });
  }
  const std::vector<std::pair<std::string, std::string>>& members() const { return members_; }

  bool operator==(const StoreExtras&) const = default;

 private:
  std::vector<std::pair<std::string, std::string>> members_;
};

}  // namespace td::persist
