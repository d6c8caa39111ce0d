#include "game/text/ChallengeRulesText.h"

#include <cmath>

#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {

std::vector<std::string> challengeRuleLines(const ChallengeDef& challenge, const LevelDef& level,
                                            const GameDefs& defs) {
  std::vector<std::string> lines;
  if (!challenge.towers.empty()) {
    std::string kinds;
    for (const std::string& id : challenge.towers) {
      const int index = defs.towerIndex(id);
      const std::string& name = index >= 0 ? kindName(defs.towers[static_cast<size_t>(index)]) : id;
      // A list in the language's own way ("Archer, Wall"; 弓箭塔、墙).
      kinds = kinds.empty() ? name : textf(tr("{0}, {1}"), kinds, name);
    }
    // TRANSLATORS: a challenge's rule: {0} lists the only tower kinds it allows ("Archer, Wall").
    lines.push_back(textf(tr("Only {0}"), kinds));
  }
  if (challenge.lives && *challenge.lives != level.lives) {
    // TRANSLATORS: a challenge's rule: the lives the game starts with.
    lines.push_back(
        textf(trn("{0} life", "{0} lives", static_cast<unsigned long>(*challenge.lives)), *challenge.lives));
  }
  if (challenge.gold && *challenge.gold != level.gold) {
    // TRANSLATORS: a challenge's rule: the gold the game starts with ({1} is the level's own).
    lines.push_back(textf(tr("{0} gold to start (not {1})"), *challenge.gold, level.gold));
  }
  const int percent = static_cast<int>(std::lround((challenge.waveHealth - 1.0f) * 100.0f));
  if (percent > 0) {
    // TRANSLATORS: a challenge's rule: every enemy has this much more health.
    // xgettext:no-c-format
    lines.push_back(textf(tr("Enemies {0}% tougher"), percent));
  } else if (percent < 0) {
    // TRANSLATORS: a challenge's rule: every enemy has this much less health.
    // xgettext:no-c-format
    lines.push_back(textf(tr("Enemies {0}% weaker"), -percent));
  }
  for (const std::string& name : challenge.forbid) {
    if (name == "sell") {
      lines.push_back(tr("No selling"));
    } else if (name == "upgrade") {
      lines.push_back(tr("No upgrades"));
    } else if (name == "specialise") {
      lines.push_back(tr("No specialisations"));
    } else if (name == "next_wave") {
      // TRANSLATORS: a challenge's rule: the next wave cannot be called early.
      lines.push_back(tr("No early waves"));
    }
  }
  if (lines.empty()) lines.push_back(tr("The level as written"));
  return lines;
}

}  // namespace td
