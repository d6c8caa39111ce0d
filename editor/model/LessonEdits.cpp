#include "editor/model/LessonEdits.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "engine/core/CellText.h"
#include "io/LevelCheck.h"

namespace td::editor {
namespace {

EditResult noStep(size_t step) { return EditResult::refuse("there is no lesson step " + std::to_string(step + 1)); }

// Runs `change` on step `step` as one settings edit named `label`.
template <typename Change>
EditResult editStep(EditorDoc& doc, size_t step, const char* label, Change change) {
  if (step >= doc.level().lesson.size()) return noStep(step);
  return doc.editSettings(label, [&](LevelDef& level) { return change(level.lesson[step]); });
}

}  // namespace

EditResult addLessonStep(EditorDoc& doc, size_t at) {
  // A file with more steps does not open (io/LevelLessonJson), so the editor never makes one.
  if (doc.level().lesson.size() >= kMaxLessonSteps) {
    return EditResult::refuse("a lesson holds at most " + std::to_string(kMaxLessonSteps) + " steps");
  }
  return doc.editSettings("Add lesson step", [&](LevelDef& level) {
    LessonStep step;
    step.text = "Build a tower.";
    step.until = LessonGoal::Build;
    const size_t where = std::min(at, level.lesson.size());
    followEdit(level.translations, &LevelWords::lesson, keptAfterInsert(level.lesson.size(), where));
    level.lesson.insert(level.lesson.begin() + static_cast<std::ptrdiff_t>(where), std::move(step));
    return EditResult::done();
  });
}

EditResult removeLessonStep(EditorDoc& doc, size_t step) {
  if (step >= doc.level().lesson.size()) return noStep(step);
  return doc.editSettings("Remove lesson step", [&](LevelDef& level) {
    followEdit(level.translations, &LevelWords::lesson, keptAfterRemove(level.lesson.size(), step));
    level.lesson.erase(level.lesson.begin() + static_cast<std::ptrdiff_t>(step));
    return EditResult::done();
  });
}

EditResult moveLessonStep(EditorDoc& doc, size_t from, size_t to) {
  const size_t n = doc.level().lesson.size();
  if (from >= n) return noStep(from);
  if (to >= n) return noStep(to);
  if (from == to) return EditResult::unchanged();
  return doc.editSettings("Move lesson step", [&](LevelDef& level) {
    followEdit(level.translations, &LevelWords::lesson, keptAfterMove(level.lesson.size(), from, to));
    LessonStep step = std::move(level.lesson[from]);
    level.lesson.erase(level.lesson.begin() + static_cast<std::ptrdiff_t>(from));
    level.lesson.insert(level.lesson.begin() + static_cast<std::ptrdiff_t>(to), std::move(step));
    return EditResult::done();
  });
}

EditResult setLessonText(EditorDoc& doc, size_t step, const std::string& text) {
  return editStep(doc, step, "Lesson text", [&](LessonStep& s) {
    if (s.text == text) return EditResult::unchanged();
    s.text = text;
    return EditResult::done();
  });
}

EditResult setLessonUntil(EditorDoc& doc, size_t step, LessonGoal until) {
  return editStep(doc, step, "Lesson step's end", [&](LessonStep& s) {
    if (s.until == until) return EditResult::unchanged();
    s.until = until;
    return EditResult::done();
  });
}

EditResult toggleLessonCell(EditorDoc& doc, size_t step, Cell cell) {
  if (!doc.level().contains(cell)) return EditResult::refuse(cellText(cell) + " is outside the map");
  return editStep(doc, step, "Lesson cell", [&](LessonStep& s) {
    const auto it = std::find(s.cells.begin(), s.cells.end(), cell);
    if (it != s.cells.end()) {
      s.cells.erase(it);
      return EditResult::done();
    }
    // As for steps: a file with more marked cells does not open.
    if (s.cells.size() >= kMaxLessonCells) {
      return EditResult::refuse("a lesson step marks at most " + std::to_string(kMaxLessonCells) + " cells");
    }
    s.cells.push_back(cell);
    return EditResult::done();
  });
}

EditResult clearLessonCells(EditorDoc& doc, size_t step) {
  return editStep(doc, step, "Clear lesson cells", [&](LessonStep& s) {
    if (s.cells.empty()) return EditResult::unchanged();
    s.cells.clear();
    return EditResult::done();
  });
}

}  // namespace td::editor
