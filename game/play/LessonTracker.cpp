#include "game/play/LessonTracker.h"

#include <algorithm>

namespace td {

void LessonTracker::advanceIf(LessonGoal goal) {
  if (const LessonStep* step = current(); step != nullptr && step->until == goal) ++step_;
}

void LessonTracker::observe(const SimEvent& event) {
  if (event.kind == SimEventKind::TowerBuilt) advanceIf(LessonGoal::Build);
  if (event.kind == SimEventKind::WaveStarted) advanceIf(LessonGoal::Wave);
}

void LessonTracker::refused() { advanceIf(LessonGoal::Refused); }

void LessonTracker::check(const World& world) {
  const LessonStep* step = current();
  if (step == nullptr || step->until != LessonGoal::Marked) return;
  const bool filled = std::all_of(step->cells.begin(), step->cells.end(),
                                  [&world](Cell c) { return world.towers().contains(world.towerAt(c)); });
  if (filled) ++step_;
}

}  // namespace td
