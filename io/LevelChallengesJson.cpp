#include "io/LevelChallengesJson.h"

#include <climits>

#include "engine/core/MessageMark.h"
#include "io/FloatText.h"
#include "io/JsonFields.h"
#include "io/LevelCheck.h"
#include "io/LevelJson.h"
#include "io/LevelWordsJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

// A string as JSON text; a byte that is no UTF-8 (which the checks refuse before a level is written) is replaced.
std::string jsonText(const std::string& text) {
  return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
}

bool readNames(JsonCheck& check, const Json& entry, const std::string& path, const char* key,
               std::vector<std::string>& out) {
  const Json* list = JsonCheck::find(entry, key);
  if (list == nullptr) return true;
  const std::string at = JsonCheck::key(path, key);
  if (!check.isArray(*list, at)) return false;
  if (list->size() > kMaxTowerKinds) {
    check.error(at, phrasePlural(NP_("expected at most {0} name, found {1}", "expected at most {0} names, found {1}"),
                                 kMaxTowerKinds, kMaxTowerKinds, list->size()));
    return false;
  }
  bool ok = true;
  for (size_t i = 0; i < list->size(); ++i) {
    if (auto name = check.string((*list)[i], JsonCheck::index(at, i))) {
      out.push_back(std::move(*name));
    } else {
      ok = false;
    }
  }
  return ok;
}

bool readChallenge(JsonCheck& check, const Json& entry, const std::string& path, ChallengeDef& c) {
  if (!check.isObject(entry, path)) return false;
  check.warnUnknownKeys(entry, path, kChallengeKeys);
  JsonFields fields(check, entry, path);
  fields.text("id", c.id);
  fields.text("name", c.name);
  readKindNames(check, entry, path, c.names);
  int32_t n = 0;
  if (fields.anyWhole("lives", n, false)) c.lives = n;
  if (fields.anyWhole("gold", n, false)) c.gold = n;
  fields.anyReal("waveHealth", c.waveHealth, false);
  bool ok = fields.ok();
  ok = readNames(check, entry, path, "towers", c.towers) && ok;
  ok = readNames(check, entry, path, "forbid", c.forbid) && ok;
  return ok;
}

std::string nameList(const std::vector<std::string>& names) {
  std::string out = "[";
  for (size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : ", ") + jsonText(names[i]);
  return out + "]";
}

}  // namespace

bool readLevelChallenges(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* list = JsonCheck::find(root, "challenges");
  if (list == nullptr) return true;
  if (!check.isArray(*list, "challenges")) return false;
  if (list->size() > kMaxChallenges) {
    check.error("challenges", phrasePlural(NP_("expected at most {0} challenge, found {1}",
                                               "expected at most {0} challenges, found {1}"),
                                           kMaxChallenges, kMaxChallenges, list->size()));
    return false;
  }
  bool ok = true;
  level.challenges.resize(list->size());
  for (size_t i = 0; i < list->size(); ++i) {
    ok = readChallenge(check, (*list)[i], JsonCheck::index("challenges", i), level.challenges[i]) && ok;
  }
  return ok;
}

std::string levelChallengesJson(const std::vector<ChallengeDef>& challenges, const std::string& indent) {
  std::string out = indent + "\"challenges\": [";
  for (size_t i = 0; i < challenges.size(); ++i) {
    const ChallengeDef& c = challenges[i];
    out += (i == 0 ? "\n" : ",\n") + indent + "  {\"id\": " + jsonText(c.id) + ", \"name\": " + jsonText(c.name);
    if (!c.names.empty()) {
      out += ", \"translations\": {";
      bool first = true;
      for (const auto& [code, name] : c.names) {
        out += (first ? "" : ", ") + jsonText(code) + ": {\"name\": " + jsonText(name) + "}";
        first = false;
      }
      out += "}";
    }
    if (!c.towers.empty()) out += ", \"towers\": " + nameList(c.towers);
    if (c.lives) out += ", \"lives\": " + std::to_string(*c.lives);
    if (c.gold) out += ", \"gold\": " + std::to_string(*c.gold);
    if (c.waveHealth != 1.0f) out += ", \"waveHealth\": " + floatText(c.waveHealth);
    if (!c.forbid.empty()) out += ", \"forbid\": " + nameList(c.forbid);
    out += "}";
  }
  return out + (challenges.empty() ? "]" : "\n" + indent + "]");
}

}  // namespace td
