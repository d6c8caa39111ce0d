#include "io/store/JsonStore.h"
#include "io/store/SeenKindsJson.h"

namespace td::persist {
namespace {

constexpr const char* kFormat = "td-seen-kinds";
constexpr int kVersion = 1;

void readIds(const nlohmann::json& json, const char* key, std::set<std::string, std::less<>>& out) {
  const auto it = json.find(key);
  if (it == json.end() || !it->is_array()) return;
  for (const nlohmann::json& id : *it) {
    if (id.is_string() && !id.get_ref<const std::string&>().empty()) out.insert(id.get<std::string>());
  }
}

}  // namespace

SeenKinds seenKindsFromJson(const nlohmann::json& json) {
  SeenKinds seen;
  if (!json.is_object()) return seen;
  readIds(json, "towers", seen.towers);
  readIds(json, "enemies", seen.enemies);
  return seen;
}

nlohmann::ordered_json seenKindsToJson(const SeenKinds& seen) {
  return {{"format", kFormat},
          {"version", kVersion},
          {"towers", nlohmann::ordered_json(seen.towers)},
          {"enemies", nlohmann::ordered_json(seen.enemies)}};
}

SeenKindsLoad loadSeenKinds(const std::filesystem::path& file) {
  JsonLoad load = readJsonStore(file, kFormat, "encyclopedia", kVersion);
  SeenKindsLoad result;
  result.message = std::move(load.message);
  result.mayWrite = load.mayWrite();
  if (load.status == StoreStatus::Ok) result.seen = seenKindsFromJson(load.json);
  return result;
}

SaveResult saveSeenKinds(const std::filesystem::path& file, const SeenKinds& seen) {
  return writeJsonStore(file, seenKindsToJson(seen), "encyclopedia");
}

}  // namespace td::persist
