#include "io/LessonCheck.h"

#include <algorithm>
#include <string>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "io/JsonCheck.h"
#include "io/LevelCheck.h"

namespace td {

void checkLesson(const LevelDef& level, bool sizeOk, JsonCheck& check) {
  if (level.lesson.size() > kMaxLessonSteps) {
    check.error("lesson",
                // TRANSLATORS: a lesson's steps; {0} is the most a lesson may have, {1} the number the file holds.
                phrasePlural(NP_("expected at most {0} step, found {1}", "expected at most {0} steps, found {1}"),
                             static_cast<int64_t>(kMaxLessonSteps), kMaxLessonSteps, level.lesson.size()));
    return;
  }
  for (size_t i = 0; i < level.lesson.size(); ++i) {
    const LessonStep& step = level.lesson[i];
    const std::string path = JsonCheck::index("lesson", i);
    if (step.text.empty()) {
      check.error(JsonCheck::key(path, "text"), phrase(N_("expected a non-empty line for the player")));
    } else {
      checkOneLine(step.text, JsonCheck::key(path, "text"), check);
    }
    const std::string cellsPath = JsonCheck::key(path, "cells");
    if (step.cells.size() > kMaxLessonCells) {
      check.error(
          cellsPath,
          // TRANSLATORS: the cells a lesson step marks; {0} is the most it may mark, {1} the number the file holds.
          phrasePlural(NP_("expected at most {0} cell, found {1}", "expected at most {0} cells, found {1}"),
                       static_cast<int64_t>(kMaxLessonCells), kMaxLessonCells, step.cells.size()));
      continue;
    }
    if (step.until == LessonGoal::Marked && step.cells.empty()) {
      // TRANSLATORS: "marked" is a word of the level file (a step's "until"): keep it as it is.
      check.error(cellsPath, phrase(N_("expected at least one cell: a \"marked\" step waits for towers on its cells")));
    }
    for (size_t k = 0; k < step.cells.size(); ++k) {
      const Cell c = step.cells[k];
      const std::string at = JsonCheck::index(cellsPath, k);
      if (sizeOk && (c.x < 0 || c.y < 0 || c.x >= level.width || c.y >= level.height)) {
        // TRANSLATORS: the map is {0} cells wide and {1} high; {2} is a cell such as (3, 4).
        check.error(at, phrase(N_("expected a cell inside the {0}x{1} map, found {2}"), level.width, level.height,
                               cellText(c)));
      } else if (std::find(step.cells.begin(), step.cells.begin() + static_cast<std::ptrdiff_t>(k), c) !=
                 step.cells.begin() + static_cast<std::ptrdiff_t>(k)) {
        // TRANSLATORS: {0} is a cell such as (3, 4).
        check.error(at, phrase(N_("expected each cell once, found {0} again"), cellText(c)));
      }
    }
  }
}

}  // namespace td
