#include "engine/sim/ChallengeRules.h"

namespace td {

PlayRules challengeRules(const ChallengeDef& challenge, PlayRules base) {
  constexpr ActionKind kKinds[] = {ActionKind::Build,       ActionKind::Upgrade,   ActionKind::Sell,
                                   ActionKind::Target,      ActionKind::NextWave,  ActionKind::Hero,
                                   ActionKind::HeroUpgrade, ActionKind::Specialise};
  for (const std::string& name : challenge.forbid) {
    for (const ActionKind kind : kKinds) {
      if (actionKindName(kind) == name) base.forbidden |= forbiddenBit(kind);
    }
  }
  return base;
}

}  // namespace td
