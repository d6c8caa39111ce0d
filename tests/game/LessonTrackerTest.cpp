#include <gtest/gtest.h>

#include <vector>

#include "game/play/LessonTracker.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

using test::testDefs;
using test::testLevel;
using test::wave;

SimEvent event(SimEventKind kind) {
  SimEvent e;
  e.kind = kind;
  return e;
}

TEST(LessonTracker, EachStepWaitsForItsOwnGoal) {
  const std::vector<LessonStep> steps = {{"Build.", {}, LessonGoal::Build},
                                         {"Try to seal.", {}, LessonGoal::Refused},
                                         {"Send a wave.", {}, LessonGoal::Wave}};
  LessonTracker lesson(steps);
  ASSERT_NE(lesson.current(), nullptr);
  EXPECT_EQ(lesson.stepCount(), 3u);
  lesson.observe(event(SimEventKind::WaveStarted));
  lesson.refused();
  EXPECT_EQ(lesson.stepIndex(), 0u) << "neither a wave nor a refusal is a build";
  lesson.observe(event(SimEventKind::TowerBuilt));
  EXPECT_EQ(lesson.stepIndex(), 1u);
  lesson.observe(event(SimEventKind::TowerBuilt));
  EXPECT_EQ(lesson.stepIndex(), 1u);
  lesson.refused();
  EXPECT_EQ(lesson.stepIndex(), 2u);
  lesson.observe(event(SimEventKind::WaveStarted));
  EXPECT_EQ(lesson.current(), nullptr) << "the lesson is over";
  lesson.observe(event(SimEventKind::TowerBuilt));
  EXPECT_EQ(lesson.stepIndex(), 3u);
}

TEST(LessonTracker, AMarkedStepEndsOnlyWhenEveryMarkedCellHoldsATower) {
  const GameDefs defs = testDefs();
  const LevelDef level = testLevel({"........", "S......G", "........"}, {wave("normal", 2, 1.0f)}, 500);
  World world(level, defs, 1);
  const std::vector<LessonStep> steps = {{"Fill both.", {{3, 0}, {3, 2}}, LessonGoal::Marked}};
  LessonTracker lesson(steps);
  const auto arrow = static_cast<uint16_t>(defs.towerIndex("arrow"));
  ASSERT_TRUE(world.build(arrow, {5, 0}).ok());
  ASSERT_TRUE(world.build(arrow, {3, 0}).ok());
  lesson.check(world);
  EXPECT_EQ(lesson.stepIndex(), 0u) << "one marked cell of two, and one elsewhere";
  ASSERT_TRUE(world.build(arrow, {3, 2}).ok());
  lesson.check(world);
  EXPECT_EQ(lesson.current(), nullptr);
}

TEST(LessonTracker, NoLessonShowsNothing) {
  LessonTracker lesson;
  EXPECT_EQ(lesson.current(), nullptr);
  lesson.refused();
  EXPECT_EQ(lesson.stepIndex(), 0u);
}

}  // namespace
}  // namespace td
