#include "game/play/TowerCard.h"

#include <algorithm>

#include "game/play/TowerTraits.h"
#include "game/ui/NumberText.h"

namespace td {
namespace {

std::string numbers(const TowerLevelDef& l) {
  return fixedText(l.damage, 0) + " damage every " + fixedText(l.fireInterval, 1) + " s, range " +
         fixedText(l.range, 1);
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
    lines.push_back("Level " + std::to_string(at + 2) + " (" + std::to_string(next.cost) + " gold): " + numbers(next));
  } else {
    lines.push_back("Fully upgraded");
  }
  return lines;
}

}  // namespace td
