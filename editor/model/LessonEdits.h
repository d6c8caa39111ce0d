#pragma once

#include <cstddef>
#include <string>

#include "editor/model/EditResult.h"
#include "editor/model/EditorDoc.h"
#include "engine/level/LessonStep.h"

namespace td::editor {

// Edits of a teaching level's steps (LevelDef::lesson), each one undo step (or part of the open stroke: typing a
// step's text is one step per field, as the panels do it). Steps and cells out of range are refused, and so are a
// step or a marked cell past io's limits (kMaxLessonSteps, kMaxLessonCells), which a file cannot hold; values the
// game would refuse (an empty line, a "marked" step with no cell) are accepted and reported by validation, so a
// designer may pass through them.

// Inserts a step at `at` (the end when past it): "Build a tower.", ended by a build.
EditResult addLessonStep(EditorDoc& doc, size_t at);
EditResult removeLessonStep(EditorDoc& doc, size_t step);
// Moves step `from` so that it ends up at index `to`.
EditResult moveLessonStep(EditorDoc& doc, size_t from, size_t to);
EditResult setLessonText(EditorDoc& doc, size_t step, const std::string& text);
EditResult setLessonUntil(EditorDoc& doc, size_t step, LessonGoal until);
// Marks the cell for the step, or unmarks it when it is marked.
EditResult toggleLessonCell(EditorDoc& doc, size_t step, Cell cell);
EditResult clearLessonCells(EditorDoc& doc, size_t step);

}  // namespace td::editor
