#include "game/play/TowerTraits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/kinds/AttackShow.h"
#include "game/text/Catalogue.h"

namespace td {

std::vector<std::string> towerTraits(const TowerDef& def, int level, int spec) {
  std::vector<std::string> lines;
  if (def.levels.empty()) return lines;
  const bool specialised = spec >= 0 && static_cast<size_t>(spec) < def.specialisations.size();
  const TowerLevelDef& l =
      specialised ? def.specialisations[static_cast<size_t>(spec)].level
                  : def.levels[static_cast<size_t>(std::clamp(level, 0, static_cast<int>(def.levels.size()) - 1))];
  attackShow(def.attack).traits(l, lines);
  if (!def.attacks()) return lines;  // a wall's lines say what it is for
  if (def.hitsGround && def.hitsAir) {
    lines.push_back(tr("Hits ground and air"));
  } else if (def.hitsAir) {
    lines.push_back(tr("Hits flyers only"));
  } else {
    lines.push_back(tr("Cannot hit flyers"));
  }
  return lines;
}

}  // namespace td
