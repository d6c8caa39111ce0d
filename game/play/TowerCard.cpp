#include "game/play/TowerCard.h"

#include <algorithm>

#include "engine/core/TextFormat.h"
#include "game/play/TowerTraits.h"
#include "game/text/Catalogue.h"

namespace td {
namespace {

std::string numbers(const TowerLevelDef& l) {
  // TRANSLATORS: a tower's figures: its damage, the seconds between shots and its range in cells.
  return textf(tr("{0} damage every {1} s, range {2}"), decimalText(l.damage, 0), decimalText(l.fireInterval, 1),
               decimalText(l.range, 1));
}

}  // namespace

std::vector<std::string> towerCardLines(const TowerDef& def, int level) {
  std::vector<std::string> lines;
  if (def.levels.empty()) return lines;
  const int last = static_cast<int>(def.levels.size()) - 1;
  const int at = std::clamp(level, 0, last);
  const TowerLevelDef& l = def.levels[static_cast<size_t>(at)];
  if (!def.attacks()) return towerTraits(def, at);  // a wall: no numbers, no upgrades
  lines.push_back(numbers(l));
  for (std::string& trait : towerTraits(def, at)) lines.push_back(std::move(trait));
  if (at < last) {
    const TowerLevelDef& next = def.levels[static_cast<size_t>(at + 1)];
    // TRANSLATORS: the upgrade's line of a tower's card: {0} the level, {1} its price, {2} its figures.
    lines.push_back(textf(tr("Level {0} ({1} gold): {2}"), at + 2, groupedText(next.cost), numbers(next)));
  } else {
    lines.push_back(tr("Fully upgraded"));
  }
  return lines;
}

}  // namespace td
