#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/level/ChallengeDef.h"

namespace td::editor {

// Edits of a level's challenges (LevelDef::challenges, engine/level/ChallengeDef.h), each one undo step (or part of
// the open stroke: typing an id or a name is one step per field, as the panels do it). Challenges out of range are
// refused, and so is a challenge or a list past io's limits (kMaxChallenges, kMaxTowerKinds), which a file cannot
// hold; values the game would refuse (an id taken twice, an empty name, lives of 0) are accepted and reported by
// validation (io/ChallengeCheck.h), so a designer may pass through them. A challenge's name translations stay with
// it as it moves, and as its name changes, as the level's own do.

// Appends a challenge for the designer to shape: a fresh id ("challenge_2"), named "New challenge", playing as the
// level until its rules are set.
EditResult addChallenge(EditorDoc& doc);
// Appends, in one step, the standard challenges whose ids are free: "iron" (only the first two of the level's kinds
// that attack) and "heroic" (one life, every wave's health times 1.15). Iron needs the game's definitions to know
// which kinds attack, and is left out without them or without such a kind; refused when neither can be added.
EditResult addStandardChallenges(EditorDoc& doc);
EditResult removeChallenge(EditorDoc& doc, size_t index);
// Moves challenge `from` so that it ends up at index `to`: the order the game lists them in.
EditResult moveChallenge(EditorDoc& doc, size_t from, size_t to);
EditResult setChallengeId(EditorDoc& doc, size_t index, const std::string& id);
EditResult setChallengeName(EditorDoc& doc, size_t index, const std::string& name);
// The name in the language of `code` ("pl"); an empty one removes that translation (the English shows instead).
EditResult setChallengeNameIn(EditorDoc& doc, size_t index, const std::string& code, const std::string& name);

// The tower kinds a challenge may narrow: the level's own, or every kind of the game's definitions when the level
// lists none (empty without them), in that order.
std::vector<std::string> challengeKindChoices(const EditorDoc& doc);
// Whether the challenge lets the player build kind `id`: an empty list allows every kind of the level.
bool challengeAllows(const ChallengeDef& challenge, const std::string& id);
// Allows or forbids one kind, the list kept in challengeKindChoices' order (ids it lacks after them, for validation
// to flag). Allowing the last kind left out stores the empty list, which follows the level's own; forbidding the
// last kind allowed is refused, as is forbidding one of an empty list when the kinds are not known.
EditResult toggleChallengeTower(EditorDoc& doc, size_t index, const std::string& id);

// Lives and gold to start with; none: the level's.
EditResult setChallengeLives(EditorDoc& doc, size_t index, std::optional<int32_t> lives);
EditResult setChallengeGold(EditorDoc& doc, size_t index, std::optional<int32_t> gold);
// Every wave's health times `factor`; refused when not finite.
EditResult setChallengeWaveHealth(EditorDoc& doc, size_t index, float factor);
// Forbids one of kForbiddableActions, or allows it again when forbidden; the list kept in kForbiddableActions'
// order. Forbidding any other name is refused; one a file holds (validation flags it) is taken out as the others.
EditResult toggleChallengeForbid(EditorDoc& doc, size_t index, const std::string& action);

}  // namespace td::editor
