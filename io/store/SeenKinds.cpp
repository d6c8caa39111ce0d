#include "engine/core/MessageMark.h"
#include "io/store/JsonStore.h"
#include "io/store/SeenKindsJson.h"
#include "io/store/StoreLock.h"

namespace td::persist {
namespace {

constexpr const char* kFormat = "td-seen-kinds";
constexpr int kVersion = 1;

void readIds(const nlohmann::json& json, const char* key, std::set<std::string, std::less<>>& out,
             std::vector<Phrase>* doubts) {
  const auto it = json.find(key);
  if (it == json.end()) return;
  bool skipped = !it->is_array();
  if (it->is_array()) {
    for (const nlohmann::json& id : *it) {
      if (id.is_string() && !id.get_ref<const std::string&>().empty()) {
        out.insert(id.get<std::string>());
      } else {
        skipped = true;
      }
    }
  }
  if (skipped && doubts != nullptr) doubts->push_back(phrase(N_("{0} holding other than kind ids"), key));
}

}  // namespace

SeenKinds seenKindsFromJson(const nlohmann::json& json, std::vector<Phrase>* doubts) {
  SeenKinds seen;
  if (!json.is_object()) return seen;
  readIds(json, "towers", seen.towers, doubts);
  readIds(json, "enemies", seen.enemies, doubts);
  for (const auto& [key, value] : json.items()) {
    if (key != "format" && key != "version" && key != "towers" && key != "enemies") {
      keepExtra(seen.unknown, key, value);
    }
  }
  return seen;
}

nlohmann::ordered_json seenKindsToJson(const SeenKinds& seen) {
  nlohmann::ordered_json out = {{"format", kFormat},
                                {"version", kVersion},
                                {"towers", nlohmann::ordered_json(seen.towers)},
                                {"enemies", nlohmann::ordered_json(seen.enemies)}};
  writeExtras(seen.unknown, out);
  return out;
}

SeenKindsLoad loadSeenKinds(const std::filesystem::path& file) {
  JsonLoad load = readJsonStore(file, kFormat, "encyclopedia", kVersion);
  SeenKindsLoad result;
  result.message = std::move(load.message);
  result.notice = load.notice;
  result.mayWrite = load.mayWrite();
  if (load.status == StoreStatus::Ok) {
    result.seen = seenKindsFromJson(load.json, &load.doubts);
    if (!load.doubts.empty()) result.message = keepCopyAside(file, "encyclopedia", load.doubts, &result.notice);
  }
  return result;
}

SaveResult saveSeenKinds(const std::filesystem::path& file, SeenKinds& seen) {
  const StoreLock lock(file);
  const JsonLoad now = readJsonStore(file, kFormat, "encyclopedia", kVersion);
  if (!now.mayWrite()) return {false, now.message, now.notice};
  if (now.status == StoreStatus::Ok) {
    const SeenKinds saved = seenKindsFromJson(now.json);
    seen.towers.insert(saved.towers.begin(), saved.towers.end());
    seen.enemies.insert(saved.enemies.begin(), saved.enemies.end());
    for (const auto& [key, text] : saved.unknown.members()) {
      if (!seen.unknown.contains(key)) seen.unknown.set(key, text);
    }
  }
  return writeJsonStore(file, seenKindsToJson(seen), "encyclopedia");
}

}  // namespace td::persist
