#pragma once

// The engine's test definitions (tests/engine/support/TestDefs.h) with specialisations at the top of the Archer
// and the Storm tower, as assets/defs/towers.json gives them, for the game's tests of choosing one.

#include <string>
#include <utility>

#include "engine/sim/GameDefs.h"
#include "tests/engine/support/TestDefs.h"

namespace td::test {

inline TowerSpecDef specialisation(std::string id, std::string name, std::string summary, TowerLevelDef level) {
  TowerSpecDef spec;
  spec.id = std::move(id);
  spec.name = std::move(name);
  spec.summary = std::move(summary);
  spec.level = level;
  return spec;
}

// The Archer (kind 0) becomes a Marksman (40 gold) or a Volley (35 gold); the Storm tower (kind 3) a Tempest or a
// Thunderclap. The other kinds offer none.
inline GameDefs testDefsWithSpecialisations() {
  GameDefs defs = testDefs();
  TowerDef& arrow = defs.towers[0];
  arrow.specialisations = {
      specialisation("marksman", "Marksman", "Shoots far and hard but slowly.",
                     {40, 7.0f, 1.2f, 30.0f, 22.0f, ArrowParams{1}}),
      specialisation("volley", "Volley", "Looses three arrows a shot, each at another enemy.",
                     {35, 4.5f, 0.5f, 10.0f, 18.0f, ArrowParams{3}}),
  };
  TowerDef& storm = defs.towers[3];
  storm.specialisations = {
      specialisation("tempest", "Tempest", "The bolt jumps on to eight more enemies.",
                     {60, 3.8f, 1.0f, 20.0f, 0.0f, LightningParams{8, 0.0f}}),
      specialisation("thunderclap", "Thunderclap", "Every enemy the bolt strikes stands stunned for a moment.",
                     {60, 3.6f, 1.1f, 18.0f, 0.0f, LightningParams{4, 0.6f}}),
  };
  return defs;
}

}  // namespace td::test
