#include "game/play/TowerCard.h"

#include <algorithm>

#include "engine/core/TextFormat.h"
#include "game/play/TowerTraits.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {
namespace {

std::string numbers(const TowerLevelDef& l) {
  // TRANSLATORS: a tower's figures: its damage, the seconds between shots and its range in cells.
  return textf(tr("{0} damage every {1} s, range {2}"), decimalText(l.damage, 0), decimalText(l.fireInterval, 1),
               decimalText(l.range, 1));
}

bool hasSpec(const TowerDef& def, int spec) {
  return spec >= 0 && static_cast<size_t>(spec) < def.specialisations.size();
}

}  // namespace

std::vector<std::string> towerCardLines(const TowerDef& def, int level, int spec) {
  std::vector<std::string> lines;
  if (def.levels.empty()) return lines;
  const int last = static_cast<int>(def.levels.size()) - 1;
  const int at = std::clamp(level, 0, last);
  const TowerLevelDef& l = def.levels[static_cast<size_t>(at)];
  if (!def.attacks()) return towerTraits(def, at);  // a wall: no numbers, no upgrades
  if (hasSpec(def, spec)) {
    lines = specialisationCardLines(def, spec);
    // TRANSLATORS: the last line of a tower's card once it has specialised: {0} is what it became ("Marksman").
    const TowerSpecDef& chosen = def.specialisations[static_cast<size_t>(spec)];
    lines.push_back(textf(tr("Specialised: {0}"), specName(chosen)));
    if (chosen.ability) {
      // TRANSLATORS: a specialised tower's card: {0} its ability's name ("Barrage"), {1} what it does.
      lines.push_back(textf(tr("Ability, {0}: {1}"), abilityName(*chosen.ability), abilitySummary(*chosen.ability)));
    }
    return lines;
  }
  lines.push_back(numbers(l));
  for (std::string& trait : towerTraits(def, at)) lines.push_back(std::move(trait));
  if (at < last) {
    const TowerLevelDef& next = def.levels[static_cast<size_t>(at + 1)];
    // TRANSLATORS: the upgrade's line of a tower's card: {0} the level, {1} its price, {2} its figures.
    lines.push_back(textf(tr("Level {0} ({1} gold): {2}"), at + 2, groupedText(next.cost), numbers(next)));
  } else if (def.specialisations.size() >= 2) {
    // TRANSLATORS: the last line of a tower's card at its top level: the two things it may become ("Marksman").
    const char* format = tr("Can specialise: {0} or {1}");
    lines.push_back(textf(format, specName(def.specialisations[0]), specName(def.specialisations[1])));
  } else {
    lines.push_back(tr("Fully upgraded"));
  }
  return lines;
}

std::vector<std::string> specialisationCardLines(const TowerDef& def, int spec) {
  std::vector<std::string> lines;
  if (!hasSpec(def, spec)) return lines;
  lines.push_back(numbers(def.specialisations[static_cast<size_t>(spec)].level));
  for (std::string& trait : towerTraits(def, 0, spec)) lines.push_back(std::move(trait));
  return lines;
}

}  // namespace td
