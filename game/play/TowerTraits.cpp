#include "game/play/TowerTraits.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace td {

namespace {

std::string number(float value, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, static_cast<double>(value));
  return buf;
}

}  // namespace

std::vector<std::string> towerTraits(const TowerDef& def, int level) {
  std::vector<std::string> lines;
  if (def.levels.empty()) return lines;
  const TowerLevelDef& l =
      def.levels[static_cast<size_t>(std::clamp(level, 0, static_cast<int>(def.levels.size()) - 1))];
  switch (def.attack) {
    case AttackKind::Arrow:
      break;
    case AttackKind::Shell:
      lines.push_back("Splash of " + number(l.splashRadius, 1) + " cells");
      break;
    case AttackKind::Frost:
      lines.push_back("Slows to " + number(l.slowFactor * 100.0f, 0) + "% for " + number(l.slowDuration, 1) + " s");
      break;
    case AttackKind::Lightning:
      lines.push_back("Chains to " + std::to_string(l.chain) + " more");
      break;
    case AttackKind::Disc:
      lines.push_back("Bounces off rock, water, towers");
      lines.push_back("Hits every enemy it passes");
      lines.push_back("Banks shots round corners");
      break;
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
