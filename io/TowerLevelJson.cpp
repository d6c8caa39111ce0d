#include "io/TowerLevelJson.h"

#include <algorithm>
#include <array>
#include <span>
#include <string_view>

#include "engine/core/MessageMark.h"
#include "engine/sim/attack/AttackRow.h"
#include "io/AttackParamsJson.h"
#include "io/JsonFields.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

// The keys of a tower level that every attack kind has.
constexpr std::array<std::string_view, 5> kTowerLevelKeys{"cost", "range", "fireInterval", "damage", "projectileSpeed"};

// Warns of a level's keys that are neither every kind's nor `kind`'s own: another kind's are named as such.
void warnOtherKeys(JsonCheck& check, const Json& entry, const std::string& path, AttackKind kind) {
  const auto has = [](std::span<const std::string_view> keys, const std::string& name) {
    return std::find(keys.begin(), keys.end(), name) != keys.end();
  };
  for (const auto& [name, value] : entry.items()) {
    if (has(kTowerLevelKeys, name) || has(attackParamsReader(kind).keys, name)) continue;
    std::string owners;
    for (const AttackRow& row : attackRows()) {
      if (!has(attackParamsReader(row.kind).keys, name)) continue;
      owners += std::string(owners.empty() ? "" : ", ") + row.name;
    }
    if (owners.empty()) {
      check.warn(JsonCheck::key(path, name), phrase(N_("unknown key, ignored")));
      continue;
    }
    check.warn(JsonCheck::key(path, name),
               // TRANSLATORS: {0} is an attack's name as the file spells it ("shell"), {1} a list of them.
               phrase(N_("not used by a tower whose attack is \"{0}\" (only by {1}), ignored"),
                      std::string(attackRow(kind).name), owners));
  }
}

}  // namespace

void readTowerLevel(JsonCheck& check, const Json& entry, const std::string& path, const AttackKind* attack,
                    TowerLevelDef& level, bool& ok) {
  if (!check.isObject(entry, path)) {
    ok = false;
    return;
  }
  // A wall's level is its price alone: nothing it would do with a range or a damage.
  if (attack != nullptr && *attack == AttackKind::None) {
    check.warnUnknownKeys(entry, path, {"cost"});
    JsonFields fields(check, entry, path);
    fields.whole("cost", level.cost, 1, 1'000'000);
    level.range = 0.0f;
    level.damage = 0.0f;
    level.params = NoAttackParams{};
    ok = ok && fields.ok();
    return;
  }
  if (attack != nullptr) warnOtherKeys(check, entry, path, *attack);
  JsonFields fields(check, entry, path);
  fields.whole("cost", level.cost, 1, 1'000'000);
  fields.real("range", level.range, 0.5, 20.0);
  fields.real("fireInterval", level.fireInterval, 0.05, 60.0);
  fields.real("damage", level.damage, 0.0, 1'000'000.0);
  // A bolt strikes at once; everything else flies and needs a speed to land.
  const bool flies = attack == nullptr || attackParamsReader(*attack).flies;
  if (fields.real("projectileSpeed", level.projectileSpeed, 0.0, 200.0, flies) && flies &&
      level.projectileSpeed < 1.0f) {
    fields.fail("projectileSpeed", phrase(N_("expected at least 1 for a tower that fires projectiles, found {0}"),
                                          JsonCheck::formatNumber(static_cast<double>(level.projectileSpeed))));
  }
  // The kind's own parameters (io/AttackParamsJson.h).
  if (attack != nullptr) attackParamsReader(*attack).read(fields, level.params);
  ok = ok && fields.ok();
}

}  // namespace td
