#pragma once

#include <filesystem>
#include <string_view>
#include <vector>

#include "engine/grid/TerrainDef.h"
#include "io/JsonError.h"

namespace td {

// The terrain kinds a game knows, from assets/defs/terrains.json:
//   {"format": "td-terrains", "version": 1, "terrains": [
//     {"name": "grass", "cost": 1, "buildable": true},
//     {"name": "road", "cost": {"foot": 1, "wheeled": 1}, "buildable": false},
//     {"name": "rock", "cost": "impassable", "buildable": false}]}
// A cost is one number for every movement class, or one per class
// (engine/grid/MoverClass.h) with foot required and the others defaulting to
// foot's.
// A kind may be a slope: "slope": {"falls": "east", "uphill": 2.0,
// "downhill": 0.5} (falls east, west, south or north; factors 0.1..10), so
// that a step with the fall costs the downhill factor times its cost, one
// against it the uphill factor, one across it the cost (TerrainDef::entryCost).
// Levels name these kinds in their legends.
struct TerrainsLoad {
  std::vector<TerrainDef> terrains;
  std::vector<JsonError> errors;
  std::vector<JsonError> warnings;  // unknown keys; the file still loads
  bool outOfMemory = false;         // one of the errors: memory ran out while reading

  bool ok() const { return errors.empty(); }
};

// The text must keep within kDefsJsonLimits (io/JsonLimits.h).
TerrainsLoad loadTerrains(const std::filesystem::path& file);
// `source` names the text in messages.
TerrainsLoad parseTerrains(std::string_view text, std::string_view source = "<terrains>");

}  // namespace td
