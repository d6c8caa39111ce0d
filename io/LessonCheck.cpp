#include "io/LessonCheck.h"

#include <algorithm>
#include <string>

#include "engine/core/CellText.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"

namespace td {

void checkLesson(const LevelDef& level, bool sizeOk, JsonCheck& check) {
  if (level.lesson.size() > kMaxLessonSteps) {
    check.error("lesson", "expected at most " + std::to_string(kMaxLessonSteps) + " steps, found " +
                              std::to_string(level.lesson.size()));
    return;
  }
  for (size_t i = 0; i < level.lesson.size(); ++i) {
    const LessonStep& step = level.lesson[i];
    const std::string path = JsonCheck::index("lesson", i);
    if (step.text.empty()) {
      check.error(JsonCheck::key(path, "text"), "expected a non-empty line for the player");
    } else {
      checkOneLine(step.text, JsonCheck::key(path, "text"), check);
    }
    const std::string cellsPath = JsonCheck::key(path, "cells");
    if (step.cells.size() > kMaxLessonCells) {
      check.error(cellsPath, "expected at most " + std::to_string(kMaxLessonCells) + " cells, found " +
                                 std::to_string(step.cells.size()));
      continue;
    }
    if (step.until == LessonGoal::Marked && step.cells.empty()) {
      check.error(cellsPath, "expected at least one cell: a \"marked\" step waits for towers on its cells");
    }
    for (size_t k = 0; k < step.cells.size(); ++k) {
      const Cell c = step.cells[k];
      const std::string at = JsonCheck::index(cellsPath, k);
      if (sizeOk && (c.x < 0 || c.y < 0 || c.x >= level.width || c.y >= level.height)) {
        check.error(at, "expected a cell inside the " + std::to_string(level.width) + "x" +
                            std::to_string(level.height) + " map, found " + cellText(c));
      } else if (std::find(step.cells.begin(), step.cells.begin() + static_cast<std::ptrdiff_t>(k), c) !=
                 step.cells.begin() + static_cast<std::ptrdiff_t>(k)) {
        check.error(at, "expected each cell once, found " + cellText(c) + " again");
      }
    }
  }
}

}  // namespace td
