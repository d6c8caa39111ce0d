#include "io/TerrainsJson.h"

#include "io/JsonCheck.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

void readTerrains(JsonCheck& check, const Json& root, std::vector<TerrainDef>& out) {
  if (!check.isObject(root, "")) return;
  check.warnUnknownKeys(root, "", {"format", "version", "terrains"});
  if (!check.header(root, "td-terrains", 1)) return;
  const Json* list = check.member(root, "", "terrains");
  if (list == nullptr || !check.isArray(*list, "terrains")) return;
  if (list->empty()) check.error("terrains", "expected at least one terrain kind");
  if (list->size() > 255) {
    check.error("terrains", "expected at most 255 terrain kinds, found " + std::to_string(list->size()));
    return;
  }
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string path = JsonCheck::index("terrains", i);
    const Json& entry = (*list)[i];
    if (!check.isObject(entry, path)) continue;
    check.warnUnknownKeys(entry, path, {"name", "cost", "buildable"});
    TerrainDef def;
    bool ok = true;
    const Json* name = check.member(entry, path, "name");
    const Json* cost = check.member(entry, path, "cost");
    const Json* buildable = check.member(entry, path, "buildable");
    if (name == nullptr) {
      ok = false;
    } else if (auto text = check.string(*name, JsonCheck::key(path, "name"))) {
      if (text->empty()) {
        check.error(JsonCheck::key(path, "name"), "expected a non-empty name");
        ok = false;
      }
      for (size_t j = 0; j < out.size() && ok; ++j) {
        if (out[j].name == *text) {
          check.error(JsonCheck::key(path, "name"),
                      "\"" + *text + "\" is already defined by " + JsonCheck::index("terrains", j));
          ok = false;
        }
      }
      def.name = std::move(*text);
    } else {
      ok = false;
    }
    if (cost == nullptr) {
      ok = false;
    } else if (cost->is_string()) {
      if (cost->get<std::string>() == "impassable") {
        def.cost = kImpassableCost;
      } else {
        check.error(JsonCheck::key(path, "cost"),
                    "expected an integer in 1..254 or \"impassable\", found \"" + cost->get<std::string>() + "\"");
        ok = false;
      }
    } else if (auto n = check.integerIn(*cost, JsonCheck::key(path, "cost"), 1, kImpassableCost - 1)) {
      def.cost = static_cast<uint8_t>(*n);
    } else {
      ok = false;
    }
    if (buildable == nullptr) {
      ok = false;
    } else if (auto b = check.boolean(*buildable, JsonCheck::key(path, "buildable"))) {
      def.buildable = *b;
      // The grid never lets a tower stand where units cannot walk; saying
      // otherwise in the file would only mislead its reader.
      if (*b && def.cost == kImpassableCost) {
        check.error(JsonCheck::key(path, "buildable"), "expected false: an impassable kind cannot be buildable");
        ok = false;
      }
    } else {
      ok = false;
    }
    if (ok) out.push_back(std::move(def));
  }
}

TerrainsLoad finish(JsonCheck& check, std::vector<TerrainDef> terrains) {
  TerrainsLoad result;
  result.errors = check.takeErrors();
  result.warnings = check.takeWarnings();
  if (result.ok()) result.terrains = std::move(terrains);
  return result;
}

}  // namespace

TerrainsLoad parseTerrains(std::string_view text, std::string_view source) {
  JsonCheck check{std::string(source)};
  std::vector<TerrainDef> terrains;
  if (auto root = check.parse(text)) readTerrains(check, *root, terrains);
  return finish(check, std::move(terrains));
}

TerrainsLoad loadTerrains(const std::filesystem::path& file) {
  JsonCheck check{file.string()};
  std::vector<TerrainDef> terrains;
  if (auto text = check.readFile(file)) {
    if (auto root = check.parse(*text)) readTerrains(check, *root, terrains);
  }
  return finish(check, std::move(terrains));
}

}  // namespace td
