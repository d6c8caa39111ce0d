#include "engine/sim/ChallengeRules.h"

namespace td {

std::optional<ActionKind> forbiddableAction(std::string_view name) {
  constexpr ActionKind kKinds[] = {ActionKind::Sell, ActionKind::Upgrade, ActionKind::Specialise, ActionKind::NextWave};
  for (const char* forbiddable : kForbiddableActions) {
    if (forbiddable != name) continue;
    for (const ActionKind kind : kKinds) {
      if (actionKindName(kind) == name) return kind;
    }
  }
  return std::nullopt;
}

PlayRules challengeRules(const ChallengeDef& challenge, PlayRules base) {
  for (const std::string& name : challenge.forbid) {
    if (const std::optional<ActionKind> kind = forbiddableAction(name)) base.forbidden |= forbiddenBit(*kind);
  }
  return base;
}

}  // namespace td
