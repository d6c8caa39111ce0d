#include "io/TerrainsJson.h"

#include <optional>
#include <string_view>
#include <utility>

#include "engine/core/MessageMark.h"
#include "engine/grid/MoverClass.h"
#include "io/JsonCheck.h"
#include "io/LevelWordsJson.h"
#include "io/PlainId.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

// One cost: an integer in 1..254 or "impassable".
bool readCost(JsonCheck& check, const Json& value, const std::string& path, uint8_t& out) {
  if (value.is_string()) {
    if (value.get<std::string>() == "impassable") {
      out = kImpassableCost;
      return true;
    }
    check.error(path,
                phrase(N_("expected an integer in 1..254 or \"impassable\", found \"{0}\""), value.get<std::string>()));
    return false;
  }
  if (auto n = check.integerIn(value, path, 1, kImpassableCost - 1)) {
    out = static_cast<uint8_t>(*n);
    return true;
  }
  return false;
}

// "cost": {"foot": 2, "wheeled": 5}: a cost per movement class. Foot is
// required (it is the kind's own cost); a class left out costs what foot
// does. What foot cannot enter no class may: walls are walls for everyone.
bool readClassCosts(JsonCheck& check, const Json& costs, const std::string& path, TerrainDef& def) {
  bool ok = true;
  bool foot = false;
  for (const auto& [name, value] : costs.items()) {
    const std::string where = JsonCheck::key(path, name);
    const std::optional<MoverClass> c = moverClassNamed(name);
    if (!c) {
      std::string known;
      for (std::string_view n : kMoverClassNames) known += (known.empty() ? "\"" : ", \"") + std::string(n) + "\"";
      // TRANSLATORS: {1} is a list of names as the file spells them ("foot", "wheeled").
      check.error(where, phrase(N_("unknown movement class \"{0}\" (known: {1})"), name, known));
      ok = false;
      continue;
    }
    uint8_t cost = 0;
    if (!readCost(check, value, where, cost)) {
      ok = false;
      continue;
    }
    if (*c == MoverClass::Foot) {
      def.cost = cost;
      foot = true;
    } else {
      def.classCost[static_cast<size_t>(*c)] = cost;
    }
  }
  if (!foot) {
    check.error(path, phrase(N_("expected a \"foot\" cost: it is the kind's own cost, and classes left out take it")));
    return false;
  }
  if (ok && def.cost == kImpassableCost) {
    for (size_t c = 1; c < kMaxMoverClasses; ++c) {
      if (def.classCost[c] != 0 && def.classCost[c] != kImpassableCost) {
        check.error(JsonCheck::key(path, std::string(moverClassName(static_cast<MoverClass>(c)))),
                    phrase(N_("expected \"impassable\": what foot cannot enter, no class may")));
        ok = false;
      }
    }
  }
  return ok;
}

// "slope": {"falls": "east", "uphill": 2.0, "downhill": 0.5}: the way the
// ground falls and the factors a step against the fall and with it pays.
bool readSlope(JsonCheck& check, const Json& slope, const std::string& path, TerrainDef& def) {
  if (!check.isObject(slope, path)) return false;
  check.warnUnknownKeys(slope, path, {"falls", "uphill", "downhill"});
  const Json* falls = check.member(slope, path, "falls");
  const Json* uphill = check.member(slope, path, "uphill");
  const Json* downhill = check.member(slope, path, "downhill");
  bool ok = falls != nullptr && uphill != nullptr && downhill != nullptr;
  if (falls != nullptr) {
    if (auto way = check.string(*falls, JsonCheck::key(path, "falls"))) {
      constexpr std::pair<std::string_view, Direction> kWays[] = {{"east", Direction::East},
                                                                  {"west", Direction::West},
                                                                  {"south", Direction::South},
                                                                  {"north", Direction::North}};
      for (const auto& [name, d] : kWays) {
        if (*way == name) def.slope = d;
      }
      if (!def.sloped()) {
        check.error(JsonCheck::key(path, "falls"),
                    phrase(N_("expected one of east, west, south, north, found \"{0}\""), *way));
        ok = false;
      }
    } else {
      ok = false;
    }
  }
  // Factors from a tenth to ten: a step costs its kind's cost times the factor, rounded to 1..254.
  if (uphill != nullptr) {
    if (auto f = check.numberIn(*uphill, JsonCheck::key(path, "uphill"), 0.1, 10.0)) {
      def.uphill = static_cast<float>(*f);
    } else {
      ok = false;
    }
  }
  if (downhill != nullptr) {
    if (auto f = check.numberIn(*downhill, JsonCheck::key(path, "downhill"), 0.1, 10.0)) {
      def.downhill = static_cast<float>(*f);
    } else {
      ok = false;
    }
  }
  return ok;
}

void readTerrains(JsonCheck& check, const Json& root, std::vector<TerrainDef>& out) {
  if (!check.isObject(root, "")) return;
  check.warnUnknownKeys(root, "", {"format", "version", "terrains"});
  if (!check.header(root, "td-terrains", 1)) return;
  const Json* list = check.member(root, "", "terrains");
  if (list == nullptr || !check.isArray(*list, "terrains")) return;
  if (list->empty()) check.error("terrains", phrase(N_("expected at least one terrain kind")));
  if (list->size() > 255) {
    check.error("terrains", phrase(N_("expected at most 255 terrain kinds, found {0}"), list->size()));
    return;
  }
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string path = JsonCheck::index("terrains", i);
    const Json& entry = (*list)[i];
    if (!check.isObject(entry, path)) continue;
    check.warnUnknownKeys(entry, path, {"name", "cost", "buildable", "translations", "slope"});
    TerrainDef def;
    readKindNames(check, entry, path, def.names);
    bool ok = true;
    const Json* name = check.member(entry, path, "name");
    const Json* cost = check.member(entry, path, "cost");
    const Json* buildable = check.member(entry, path, "buildable");
    if (name == nullptr) {
      ok = false;
    } else if (auto text = check.string(*name, JsonCheck::key(path, "name"))) {
      if (!isPlainId(*text)) {
        // Level legends and per-class costs name terrains as ids are named.
        check.error(JsonCheck::key(path, "name"),
                    phrase(N_("expected 1..64 lowercase letters, digits, '_' or '-', found \"{0}\""), *text));
        ok = false;
      }
      for (size_t j = 0; j < out.size() && ok; ++j) {
        if (out[j].name == *text) {
          check.error(JsonCheck::key(path, "name"),
                      // TRANSLATORS: {1} is where in the file, such as terrains[0].
                      phrase(N_("\"{0}\" is already defined by {1}"), *text, JsonCheck::index("terrains", j)));
          ok = false;
        }
      }
      def.name = std::move(*text);
    } else {
      ok = false;
    }
    if (cost == nullptr) {
      ok = false;
    } else if (cost->is_object()) {
      ok = readClassCosts(check, *cost, JsonCheck::key(path, "cost"), def) && ok;
    } else if (!readCost(check, *cost, JsonCheck::key(path, "cost"), def.cost)) {
      ok = false;
    }
    if (buildable == nullptr) {
      ok = false;
    } else if (auto b = check.boolean(*buildable, JsonCheck::key(path, "buildable"))) {
      def.buildable = *b;
      // The grid never lets a tower stand where units cannot walk; saying
      // otherwise in the file would only mislead its reader.
      if (*b && def.cost == kImpassableCost) {
        check.error(JsonCheck::key(path, "buildable"),
                    phrase(N_("expected false: an impassable kind cannot be buildable")));
        ok = false;
      }
    } else {
      ok = false;
    }
    if (const Json* slope = JsonCheck::find(entry, "slope")) {
      ok = readSlope(check, *slope, JsonCheck::key(path, "slope"), def) && ok;
    }
    if (ok) out.push_back(std::move(def));
  }
}

TerrainsLoad finish(JsonCheck& check, std::vector<TerrainDef> terrains) {
  TerrainsLoad result;
  result.errors = check.takeErrors();
  result.warnings = check.takeWarnings();
  result.outOfMemory = check.ranOutOfMemory();
  if (result.ok()) result.terrains = std::move(terrains);
  return result;
}

}  // namespace

TerrainsLoad parseTerrains(std::string_view text, std::string_view source) {
  JsonCheck check{std::string(source)};
  std::vector<TerrainDef> terrains;
  const bool read = check.whileReading([&] {
    if (const JsonDocument root = check.parse(text, kDefsJsonLimits)) readTerrains(check, *root, terrains);
  });
  if (!read) std::vector<TerrainDef>().swap(terrains);
  return finish(check, std::move(terrains));
}

TerrainsLoad loadTerrains(const std::filesystem::path& file) {
  JsonCheck check{file.string()};
  std::vector<TerrainDef> terrains;
  const bool read = check.whileReading([&] {
    if (const auto text = check.readFile(file, kDefsJsonLimits)) {
      if (const JsonDocument root = check.parse(*text, kDefsJsonLimits)) readTerrains(check, *root, terrains);
    }
  });
  if (!read) std::vector<TerrainDef>().swap(terrains);
  return finish(check, std::move(terrains));
}

}  // namespace td
