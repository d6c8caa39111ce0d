#include "game/play/TowerTraits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/ui/NumberText.h"

namespace td {

std::vector<std::string> towerTraits(const TowerDef& def, int level) {
  std::vector<std::string> lines;
  if (def.levels.empty()) return lines;
  const TowerLevelDef& l =
      def.levels[static_cast<size_t>(std::clamp(level, 0, static_cast<int>(def.levels.size()) - 1))];
  switch (def.attack) {
    case AttackKind::Arrow:
      break;
    case AttackKind::Shell:
      lines.push_back("Splash of " + fixedText(l.splashRadius, 1) + " cells");
      break;
    case AttackKind::Frost:
      lines.push_back("Slows to " + fixedText(l.slowFactor * 100.0f, 0) + "% for " + fixedText(l.slowDuration, 1) +
                      " s");
      break;
    case AttackKind::Lightning:
      lines.push_back("Chains to " + std::to_string(l.chain) + " more");
      break;
    case AttackKind::Disc:
      lines.push_back("Bounces off rock, water, towers");
      lines.push_back("Hits every enemy it passes");
      lines.push_back("Banks shots round corners");
      break;
    case AttackKind::None:
      lines.push_back("No attack: blocks the cell");
      lines.push_back("Cheap: lengthens the route");
      lines.push_back("past your towers");
      return lines;
  }
  if (def.hitsGround && def.hitsAir) {
    lines.push_back("Hits ground and air");
  } else if (def.hitsAir) {
    lines.push_back("Hits flyers only");
  } else {
    lines.push_back("Cannot hit flyers");
  }
  return lines;
}

}  // namespace td
