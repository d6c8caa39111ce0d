#pragma once

#include <optional>
#include <string_view>

#include "engine/level/ChallengeDef.h"
#include "engine/sim/Action.h"
#include "engine/sim/PlayRules.h"

namespace td {

// The bit of PlayRules::forbidden for one kind of action.
constexpr uint32_t forbiddenBit(ActionKind kind) { return 1u << static_cast<uint32_t>(kind); }

inline bool forbids(const PlayRules& rules, ActionKind kind) { return (rules.forbidden & forbiddenBit(kind)) != 0; }

// The action a challenge may forbid under this name (kForbiddableActions), or none.
std::optional<ActionKind> forbiddableAction(std::string_view name);

// `base` (the difficulty, endless or not) with the actions `challenge` forbids refused; the level itself is
// challengeLevel()'s (engine/level/ChallengeLevel.h). Names that are no action are left out (io checks them).
PlayRules challengeRules(const ChallengeDef& challenge, PlayRules base = {});

}  // namespace td
