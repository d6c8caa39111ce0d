#pragma once

#include "engine/level/LevelDef.h"

namespace td {

class JsonCheck;

// The rules for a teaching level's steps: at most kMaxLessonSteps, each a
// non-empty line (checkOneLine), at most kMaxLessonCells distinct marked
// cells inside the map (judged only when the size could be read), and a
// "marked" step marks at least one. Problems are reported at the step's
// path, e.g. "lesson[2].cells[0]".
void checkLesson(const LevelDef& level, bool sizeOk, JsonCheck& check);

}  // namespace td
