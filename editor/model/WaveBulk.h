#pragma once

#include <cstddef>
#include <cstdint>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"

namespace td::editor {

// Edits of many waves at once, each one undo step: what a designer does by hand wave after wave when a level
// is too easy from some point on, or when a group should recur.

// Every group's count from wave `fromWave` (0-based) to the last, times 1 + `percent` / 100: rounded to the
// nearest whole enemy, at least 1, and never past the largest count a file holds. "+10 % from wave 5".
EditResult scaleCountsFrom(EditorDoc& doc, size_t fromWave, int32_t percent);
// The same for the waves' bonuses (at least 0).
EditResult scaleBonusesFrom(EditorDoc& doc, size_t fromWave, int32_t percent);
// The same for the groups' intervals, rounded to a hundredth of a second (what the table shows) and at least that;
// an interval typed wrong (not above 0) is left for validation to name. "-20 %" packs every group tighter.
EditResult scaleIntervalsFrom(EditorDoc& doc, size_t fromWave, int32_t percent);
// A copy of group `group` of wave `wave` appended to each wave from `first` to `last` (0-based, inclusive; the
// wave it comes from is skipped).
EditResult copyGroupToWaves(EditorDoc& doc, size_t wave, size_t group, size_t first, size_t last);

}  // namespace td::editor
