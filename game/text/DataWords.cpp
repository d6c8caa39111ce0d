#include "game/text/DataWords.h"

#include "game/text/Catalogue.h"

namespace td {
namespace {

const std::string& code() {
  static std::string shown;
  shown = languageInfo(currentLanguage()).code;
  return shown;
}

const std::string& nameIn(const std::map<std::string, std::string>& names, const std::string& english) {
  const auto it = names.find(code());
  return it == names.end() || it->second.empty() ? english : it->second;
}

}  // namespace

const std::string& levelName(const LevelDef& level) {
  return wordsIn(level.translations, code(), &LevelWords::name, level.name);
}

const std::string& levelHint(const LevelDef& level) {
  return wordsIn(level.translations, code(), &LevelWords::hint, level.hint);
}

const std::string& lessonText(const LevelDef& level, size_t step) {
  return wordsIn(level.translations, code(), &LevelWords::lesson, step, level.lesson.at(step).text);
}

const std::string& messageText(const LevelDef& level, size_t message) {
  return wordsIn(level.translations, code(), &LevelWords::messages, message, level.messages.at(message).text);
}

const std::string& kindName(const TowerDef& def) { return nameIn(def.names, def.name); }
const std::string& kindName(const EnemyDef& def) { return nameIn(def.names, def.name); }
const std::string& challengeName(const ChallengeDef& challenge) { return nameIn(challenge.names, challenge.name); }

const std::string& specName(const TowerSpecDef& spec) { return nameIn(spec.names, spec.name); }
const std::string& specSummary(const TowerSpecDef& spec) { return nameIn(spec.summaries, spec.summary); }
const std::string& abilityName(const TowerAbilityDef& ability) { return nameIn(ability.names, ability.name); }
const std::string& abilitySummary(const TowerAbilityDef& ability) { return nameIn(ability.summaries, ability.summary); }
const std::string& kindName(const HeroDef& def) { return nameIn(def.names, def.name); }
const std::string& terrainName(const TerrainDef& def) { return nameIn(def.names, def.name); }

std::string nameCharacters(const GameDefs& defs, std::span<const TerrainDef> terrains) {
  std::string out;
  const auto add = [&out](const auto& kinds) {
    for (const auto& kind : kinds) {
      for (const auto& [language, name] : kind.names) out += name;
    }
  };
  add(defs.towers);
  for (const TowerDef& def : defs.towers) {
    add(def.specialisations);
    for (const TowerSpecDef& spec : def.specialisations) {
      for (const auto& [language, summary] : spec.summaries) out += summary;
      if (!spec.ability) continue;
      for (const auto& [language, name] : spec.ability->names) out += name;
      for (const auto& [language, summary] : spec.ability->summaries) out += summary;
    }
  }
  add(defs.enemies);
  add(defs.heroes);
  add(terrains);
  return out;
}

}  // namespace td
