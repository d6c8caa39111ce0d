#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/Cell.h"

namespace td {

// What the player must do for a lesson step to be done.
enum class LessonGoal : uint8_t {
  Build,    // build any tower
  Marked,   // have a tower on every marked cell
  Refused,  // try a placement that is refused (a tower that would seal the way)
  Wave,     // send a wave (N, or its countdown runs out)
};

struct LessonGoalName {
  LessonGoal goal;
  std::string_view name;  // as written in level files
};
inline constexpr std::array<LessonGoalName, 4> kLessonGoals{{{LessonGoal::Build, "build"},
                                                             {LessonGoal::Marked, "marked"},
                                                             {LessonGoal::Refused, "refused"},
                                                             {LessonGoal::Wave, "wave"}}};

inline std::optional<LessonGoal> lessonGoalNamed(std::string_view name) {
  for (const LessonGoalName& g : kLessonGoals) {
    if (g.name == name) return g.goal;
  }
  return std::nullopt;
}

inline std::string_view lessonGoalName(LessonGoal goal) {
  for (const LessonGoalName& g : kLessonGoals) {
    if (g.goal == goal) return g.name;
  }
  return "build";
}

// One step of a teaching level: a line for the player, the cells it points
// at (drawn marked on the map), and what ends it. A level's steps are shown
// one after another, in place of its hint, so a newcomer learns by doing.
struct LessonStep {
  std::string text;
  std::vector<Cell> cells;
  LessonGoal until = LessonGoal::Build;

  bool operator==(const LessonStep&) const = default;
};

}  // namespace td
