#pragma once

#include <map>
#include <span>
#include <string>

#include "engine/grid/TerrainDef.h"
#include "engine/level/LevelDef.h"
#include "engine/sim/EnemyDef.h"
#include "engine/sim/GameDefs.h"
#include "engine/sim/TowerDef.h"
#include "engine/sim/hero/HeroDef.h"

namespace td {

// The words of the data (levels' names, hints, lessons and messages; kinds' names) in the language in use: the
// data's own translation for it where it has one (docs/level-format.md, "translations"), else its English.
const std::string& levelName(const LevelDef& level);
const std::string& levelHint(const LevelDef& level);
const std::string& lessonText(const LevelDef& level, size_t step);
const std::string& messageText(const LevelDef& level, size_t message);
const std::string& challengeName(const ChallengeDef& challenge);

const std::string& kindName(const TowerDef& def);
const std::string& specName(const TowerSpecDef& spec);
const std::string& specSummary(const TowerSpecDef& spec);
const std::string& abilityName(const TowerAbilityDef& ability);
const std::string& abilitySummary(const TowerAbilityDef& ability);
const std::string& kindName(const EnemyDef& def);
const std::string& kindName(const HeroDef& def);
const std::string& terrainName(const TerrainDef& def);

// Every name the definitions give in other languages, one after another: the characters a font atlas must hold
// beyond a language's usual set (a Chinese kind's name may use a rare ideograph: 蝙蝠, the Bat).
std::string nameCharacters(const GameDefs& defs, std::span<const TerrainDef> terrains);

}  // namespace td
