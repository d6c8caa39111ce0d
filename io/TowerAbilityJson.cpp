#include "io/TowerAbilityJson.h"

#include "engine/core/MessageMark.h"
#include "io/FloatText.h"
#include "io/JsonFields.h"
#include "io/KindListJson.h"
#include "io/LevelCheck.h"
#include "io/LevelWordsJson.h"
#include "io/PlainId.h"

namespace td {

bool readTowerAbility(JsonCheck& check, const JsonCheck::Json& value, const std::string& path, TowerAbilityDef& out) {
  if (!check.isObject(value, path)) return false;
  check.warnUnknownKeys(value, path,
                        {"id", "name", "summary", "translations", "duration", "cooldown", "rate", "damage"});
  JsonFields fields(check, value, path);
  TowerAbilityDef a;
  if (fields.text("id", a.id) && !isPlainId(a.id)) {
    fields.fail("id", phrase(N_("expected a plain id ({0}), found \"{1}\""), kPlainIdRule, a.id));
  }
  readName(fields, a.name);
  if (fields.text("summary", a.summary) && (a.summary.empty() || a.summary.size() > kMaxHintLength)) {
    fields.fail("summary", phrase(N_("expected one line of 1 to {0} characters"), kMaxHintLength));
  }
  readKindNames(check, value, path, a.names, &a.summaries);
  fields.real("duration", a.duration, 0.5, 60.0);
  fields.real("cooldown", a.cooldown, 1.0, 600.0);
  fields.real("rate", a.rate, 1.0, 10.0, false);
  fields.real("damage", a.damage, 1.0, 10.0, false);
  if (!fields.ok()) return false;
  if (a.duration >= a.cooldown) {
    check.error(path, phrase(N_("its duration ({0} s) must be shorter than its cooldown ({1} s)"),
                             floatText(a.duration), floatText(a.cooldown)));
    return false;
  }
  if (a.rate <= 1.0f && a.damage <= 1.0f) {
    check.error(path, phrase(N_("an ability must raise \"rate\" or \"damage\" above 1, or it does nothing")));
    return false;
  }
  out = std::move(a);
  return true;
}

}  // namespace td
