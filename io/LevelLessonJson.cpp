#include "io/LevelLessonJson.h"

#include <climits>

#include "engine/core/MessageMark.h"
#include "io/LevelCheck.h"
#include "io/LevelJson.h"

namespace td {
namespace {

using Json = JsonCheck::Json;

std::string quoted(const std::string& text) { return Json(text).dump(-1, ' ', false, Json::error_handler_t::replace); }

bool readCell(JsonCheck& check, const Json& value, const std::string& path, std::vector<Cell>& out) {
  if (!value.is_array() || value.size() != 2) {
    check.error(path, phrase(N_("expected [x, y], found {0}"), JsonCheck::describe(value)));
    return false;
  }
  const auto x = check.integerIn(value[0], JsonCheck::index(path, 0), INT32_MIN, INT32_MAX);
  const auto y = check.integerIn(value[1], JsonCheck::index(path, 1), INT32_MIN, INT32_MAX);
  if (!x || !y) return false;
  out.push_back({static_cast<int32_t>(*x), static_cast<int32_t>(*y)});
  return true;
}

bool readStep(JsonCheck& check, const Json& entry, const std::string& path, LessonStep& step) {
  if (!check.isObject(entry, path)) return false;
  check.warnUnknownKeys(entry, path, kLessonKeys);
  bool ok = true;
  if (const Json* text = check.member(entry, path, "text")) {
    if (auto line = check.string(*text, JsonCheck::key(path, "text"))) {
      step.text = std::move(*line);
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  if (const Json* until = check.member(entry, path, "until")) {
    const std::string untilPath = JsonCheck::key(path, "until");
    if (auto name = check.string(*until, untilPath)) {
      if (const auto goal = lessonGoalNamed(*name)) {
        step.until = *goal;
      } else {
        check.error(untilPath, phrase(N_("expected one of build, marked, refused, wave, found \"{0}\""), *name));
        ok = false;
      }
    } else {
      ok = false;
    }
  } else {
    ok = false;
  }
  if (const Json* cells = JsonCheck::find(entry, "cells")) {
    const std::string cellsPath = JsonCheck::key(path, "cells");
    if (!check.isArray(*cells, cellsPath)) return false;
    // Checked here too: no point reading a million cells to refuse them.
    if (cells->size() > kMaxLessonCells) {
      check.error(cellsPath,
                  phrasePlural(NP_("expected at most {0} cell, found {1}", "expected at most {0} cells, found {1}"),
                               kMaxLessonCells, kMaxLessonCells, cells->size()));
      return false;
    }
    for (size_t i = 0; i < cells->size(); ++i) {
      ok = readCell(check, (*cells)[i], JsonCheck::index(cellsPath, i), step.cells) && ok;
    }
  }
  return ok;
}

}  // namespace

bool readLevelLesson(JsonCheck& check, const Json& root, LevelDef& level) {
  const Json* list = JsonCheck::find(root, "lesson");
  if (list == nullptr) return true;
  if (!check.isArray(*list, "lesson")) return false;
  if (list->size() > kMaxLessonSteps) {
    check.error("lesson",
                phrasePlural(NP_("expected at most {0} step, found {1}", "expected at most {0} steps, found {1}"),
                             kMaxLessonSteps, kMaxLessonSteps, list->size()));
    return false;
  }
  std::vector<LessonStep> steps(list->size());
  bool ok = true;
  for (size_t i = 0; i < list->size(); ++i) {
    ok = readStep(check, (*list)[i], JsonCheck::index("lesson", i), steps[i]) && ok;
  }
  if (ok) level.lesson = std::move(steps);
  return ok;
}

std::string levelLessonJson(const std::vector<LessonStep>& lesson, const std::string& indent) {
  std::string out = indent + "\"lesson\": [";
  for (size_t i = 0; i < lesson.size(); ++i) {
    const LessonStep& step = lesson[i];
    out += (i == 0 ? "\n" : ",\n") + indent + "  {\"text\": " + quoted(step.text);
    if (!step.cells.empty()) {
      out += ", \"cells\": [";
      for (size_t k = 0; k < step.cells.size(); ++k) {
        out += (k == 0 ? "[" : ", [") + std::to_string(step.cells[k].x) + ", " + std::to_string(step.cells[k].y) + "]";
      }
      out += "]";
    }
    out += ", \"until\": \"" + std::string(lessonGoalName(step.until)) + "\"}";
  }
  out += lesson.empty() ? "]" : "\n" + indent + "]";
  return out;
}

}  // namespace td
