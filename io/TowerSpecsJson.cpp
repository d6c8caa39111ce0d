#include "io/TowerSpecsJson.h"

#include "engine/core/MessageMark.h"
#include "io/JsonFields.h"
#include "io/KindListJson.h"
#include "io/LevelCheck.h"
#include "io/LevelWordsJson.h"
#include "io/TowerAbilityJson.h"
#include "io/TowerLevelJson.h"

namespace td {

bool readSpecialisations(JsonCheck& check, const JsonCheck::Json& value, const std::string& path, TowerDef& def) {
  if (!def.attacks()) {
    check.error(path, phrase(N_("a wall has no specialisations: leave the key out")));
    return false;
  }
  if (!value.is_array() || value.size() != kSpecialisationsPerKind) {
    static_assert(kSpecialisationsPerKind == 2);
    check.error(path, phrase(N_("expected an array of exactly 2 specialisations to choose between, found {0}"),
                             JsonCheck::describe(value)));
    return false;
  }
  bool ok = true;
  std::vector<TowerSpecDef> specs;
  std::vector<std::string> paths;
  for (size_t i = 0; i < value.size(); ++i) {
    const std::string at = JsonCheck::index(path, i);
    const JsonCheck::Json& entry = value[i];
    if (!check.isObject(entry, at)) {
      ok = false;
      continue;
    }
    check.warnUnknownKeys(entry, at, {"id", "name", "summary", "translations", "level", "ability"});
    JsonFields fields(check, entry, at);
    TowerSpecDef spec;
    readId(fields, specs, paths, spec);
    readName(fields, spec.name);
    if (fields.text("summary", spec.summary) && (spec.summary.empty() || spec.summary.size() > kMaxHintLength)) {
      fields.fail("summary", phrase(N_("expected one line of 1 to {0} characters"), kMaxHintLength));
    }
    readKindNames(check, entry, at, spec.names, &spec.summaries);
    bool levelOk = fields.ok();
    if (const JsonCheck::Json* level = fields.get("level")) {
      readTowerLevel(check, *level, fields.pathOf("level"), &def.attack, spec.level, levelOk);
    }
    if (const JsonCheck::Json* ability = fields.get("ability", false)) {
      TowerAbilityDef a;
      if (readTowerAbility(check, *ability, fields.pathOf("ability"), a)) {
        spec.ability = std::move(a);
      } else {
        levelOk = false;
      }
    }
    if (!fields.ok() || !levelOk) {
      ok = false;
      continue;
    }
    specs.push_back(std::move(spec));
    paths.push_back(at);
  }
  if (ok) def.specialisations = std::move(specs);
  return ok;
}

}  // namespace td
