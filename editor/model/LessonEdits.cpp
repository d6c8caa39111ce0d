#include "editor/model/LessonEdits.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "engine/core/CellText.h"
#include "engine/core/MessageMark.h"
#include "io/LevelCheck.h"

namespace td::editor {
namespace {

EditResult noStep(size_t step) { return EditResult::refuse(phrase(N_("there is no lesson step {0}"), step + 1)); }

// Runs `change` on step `step` as one settings edit named `label`.
template <typename Change>
EditResult editStep(EditorDoc& doc, size_t step, const Phrase& label, Change change) {
  if (step >= doc.level().lesson.size()) return noStep(step);
  return doc.editSettings(label, [&](LevelDef& level) { return change(level.lesson[step]); });
}

}  // namespace

EditResult addLessonStep(EditorDoc& doc, size_t at) {
  // A file with more steps does not open (io/LevelLessonJson), so the editor never makes one.
  if (doc.level().lesson.size() >= kMaxLessonSteps) {
    return EditResult::refuse(phrasePlural(NP_("a lesson holds at most {0} step", "a lesson holds at most {0} steps"),
                                           static_cast<int64_t>(kMaxLessonSteps), kMaxLessonSteps));
  }
  return doc.editSettings(phrase(N_("Add lesson step")), [&](LevelDef& level) {
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
  return doc.editSettings(phrase(N_("Remove lesson step")), [&](LevelDef& level) {
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
  return doc.editSettings(phrase(N_("Move lesson step")), [&](LevelDef& level) {
    followEdit(level.translations, &LevelWords::lesson, keptAfterMove(level.lesson.size(), from, to));
    LessonStep step = std::move(level.lesson[from]);
    level.lesson.erase(level.lesson.begin() + static_cast<std::ptrdiff_t>(from));
    level.lesson.insert(level.lesson.begin() + static_cast<std::ptrdiff_t>(to), std::move(step));
    return EditResult::done();
  });
}

EditResult setLessonText(EditorDoc& doc, size_t step, const std::string& text) {
  return editStep(doc, step, phrase(N_("Lesson text")), [&](LessonStep& s) {
    if (s.text == text) return EditResult::unchanged();
    s.text = text;
    return EditResult::done();
  });
}

EditResult setLessonUntil(EditorDoc& doc, size_t step, LessonGoal until) {
  return editStep(doc, step, phrase(N_("Lesson step's end")), [&](LessonStep& s) {
    if (s.until == until) return EditResult::unchanged();
    s.until = until;
    return EditResult::done();
  });
}

EditResult toggleLessonCell(EditorDoc& doc, size_t step, Cell cell) {
  if (!doc.level().contains(cell)) {
    // TRANSLATORS: {0} is a cell such as (3, 4)
    return EditResult::refuse(phrase(N_("{0} is outside the map"), cellText(cell)));
  }
  return editStep(doc, step, phrase(N_("Lesson cell")), [&](LessonStep& s) {
    const auto it = std::find(s.cells.begin(), s.cells.end(), cell);
    if (it != s.cells.end()) {
      s.cells.erase(it);
      return EditResult::done();
    }
    // As for steps: a file with more marked cells does not open.
    if (s.cells.size() >= kMaxLessonCells) {
      return EditResult::refuse(
          phrasePlural(NP_("a lesson step marks at most {0} cell", "a lesson step marks at most {0} cells"),
                       static_cast<int64_t>(kMaxLessonCells), kMaxLessonCells));
    }
    s.cells.push_back(cell);
    return EditResult::done();
  });
}

EditResult clearLessonCells(EditorDoc& doc, size_t step) {
  return editStep(doc, step, phrase(N_("Clear lesson cells")), [&](LessonStep& s) {
    if (s.cells.empty()) return EditResult::unchanged();
    s.cells.clear();
    return EditResult::done();
  });
}

}  // namespace td::editor
