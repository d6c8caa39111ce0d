#pragma once

#include <string>
#include <vector>

#include "engine/level/LevelDef.h"
#include "io/JsonCheck.h"

namespace td {

// The optional "lesson" member of a level file: a teaching level's steps.
//   "lesson": [{"text": "Build on the marked cell.", "cells": [[4, 4]], "until": "build"}]
// "until" is one of build, marked, refused, wave (engine/level/LessonStep.h);
// "cells" may be left out. Shapes and types are read here; checkLesson()
// (LessonCheck.h) judges the values, so that edited levels meet the same rules.

// Fills `level.lesson` when the member is there; false when it was
// malformed (reported at its path).
bool readLevelLesson(JsonCheck& check, const JsonCheck::Json& root, LevelDef& level);

// The member's canonical text, one step a line, with the given indentation
// of the member itself, without a trailing comma.
std::string levelLessonJson(const std::vector<LessonStep>& lesson, const std::string& indent);

}  // namespace td
