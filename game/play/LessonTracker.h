#pragma once

#include <cstddef>
#include <span>

#include "engine/level/LessonStep.h"
#include "engine/sim/SimEvent.h"
#include "engine/sim/World.h"

namespace td {

// Where the player is in a teaching level's lesson (LevelDef::lesson): the
// step shown, and what moves it on. A step ends when the player has done
// what it asks; the lesson is over after its last step.
class LessonTracker {
 public:
  LessonTracker() = default;
  explicit LessonTracker(std::span<const LessonStep> steps) : steps_(steps) {}

  // The step shown; null when there is no lesson or it is over.
  const LessonStep* current() const { return step_ < steps_.size() ? &steps_[step_] : nullptr; }
  size_t stepIndex() const { return step_; }
  size_t stepCount() const { return steps_.size(); }

  // A simulation event: a tower built ends a "build" step, a wave sent a
  // "wave" step.
  void observe(const SimEvent& event);
  // A placement the game refused ends a "refused" step.
  void refused();
  // A "marked" step ends once every marked cell holds a tower; checked
  // after each change, since towers on other cells do not count.
  void check(const World& world);

 private:
  void advanceIf(LessonGoal goal);

  std::span<const LessonStep> steps_;
  size_t step_ = 0;
};

}  // namespace td
