#include "io/LevelHeroJson.h"

#include <cmath>
#include <limits>
#include <optional>

#include "engine/core/MessageMark.h"
#include "io/FloatText.h"
#include "io/LevelJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

std::optional<float> readCoordinate(JsonCheck& check, const Json& value, const std::string& path) {
  const auto v = check.number(value, path);
  if (!v) return std::nullopt;
  // A larger value would become infinity as a float and slip past range checks.
  if (std::fabs(*v) > static_cast<double>(std::numeric_limits<float>::max())) {
    check.error(path, phrase(N_("expected a number, found one too large to use")));
    return std::nullopt;
  }
  return static_cast<float>(*v);
}

}  // namespace

bool readLevelHero(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* hero = JsonCheck::find(root, "hero");
  if (hero == nullptr) return true;
  if (!check.isObject(*hero, "hero")) return false;
  check.warnUnknownKeys(*hero, "hero", kHeroKeys);
  HeroPlacement placement;
  bool ok = true;
  if (const Json* start = check.member(*hero, "hero", "start")) {
    if (!start->is_array() || start->size() != 2) {
      check.error("hero.start", phrase(N_("expected [x, y], found {0}"), JsonCheck::describe(*start)));
      ok = false;
    } else {
      const auto x = readCoordinate(check, (*start)[0], "hero.start[0]");
      const auto y = readCoordinate(check, (*start)[1], "hero.start[1]");
      if (x && y) {
        placement.start = {*x, *y};
      } else {
        ok = false;
      }
    }
  } else {
    ok = false;
  }
  if (const Json* kind = JsonCheck::find(*hero, "kind")) {
    if (auto id = check.string(*kind, "hero.kind")) {
      // An empty kind would be saved as no kind: the file would change
      // meaning from "a kind called nothing" to "the first kind".
      if (id->empty()) {
        check.error(
            "hero.kind",
            phrase(N_("expected a hero kind id, found an empty string (leave the key out for the first kind)")));
        ok = false;
      }
      placement.kind = std::move(*id);
    } else {
      ok = false;
    }
  }
  if (ok) level.hero = std::move(placement);
  return ok;
}

std::string levelHeroJson(const HeroPlacement& hero) {
  std::string out = "\"hero\": {\"start\": [" + floatText(hero.start.x) + ", " + floatText(hero.start.y) + "]";
  if (!hero.kind.empty()) out += ", \"kind\": " + Json(hero.kind).dump(-1, ' ', false, Json::error_handler_t::replace);
  return out + "}";
}

}  // namespace td
