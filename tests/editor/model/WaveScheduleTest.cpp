#include <gtest/gtest.h>

#include "editor/model/WaveSchedule.h"
#include "engine/sim/SimStep.h"

namespace td::editor {
namespace {

WaveGroupDef groupOf(int32_t count, float interval, float delay, int32_t spawn) {
  WaveGroupDef g;
  g.enemy = "normal";
  g.count = count;
  g.interval = interval;
  g.delay = delay;
  g.spawn = spawn;
  return g;
}

TEST(WaveSchedule, GroupsRunFromTheirDelayToTheirLastEnemyAndWavesFollowEachOther) {
  LevelDef level;
  level.firstWaveDelay = 20.f;
  level.waveBreak = 12.f;
  level.waves.resize(2);
  level.waves[0].groups = {groupOf(10, 1.f, 0.f, 0), groupOf(3, 2.f, 5.f, 1)};
  level.waves[1].groups = {groupOf(1, 1.f, 0.f, 0)};
  const WaveSchedule s = waveSchedule(level);
  ASSERT_EQ(s.waves.size(), 2u);
  ASSERT_EQ(s.groups.size(), 3u);
  EXPECT_FLOAT_EQ(s.groups[0].first, 0.f);
  EXPECT_FLOAT_EQ(s.groups[0].last, 9.f);  // ten enemies a second apart
  EXPECT_FLOAT_EQ(s.groups[1].first, 5.f);
  EXPECT_FLOAT_EQ(s.groups[1].last, 9.f);
  EXPECT_EQ(s.groups[1].spawn, 1);
  EXPECT_FLOAT_EQ(s.waves[0].start, 20.f);
  EXPECT_FLOAT_EQ(s.waves[0].length, 9.f);
  EXPECT_FLOAT_EQ(s.waves[1].start, 20.f + 9.f + 12.f);
  EXPECT_FLOAT_EQ(s.waves[1].length, 0.f);
  EXPECT_EQ(s.groupsOf(0).size(), 2u);
  EXPECT_EQ(s.groupsOf(1).size(), 1u);
}

TEST(WaveSchedule, ValuesTypedWrongCountAsNothing) {
  LevelDef level;
  level.waves.resize(1);
  level.waves[0].groups = {groupOf(2, 1.f, -3.f, 0)};
  const WaveSchedule s = waveSchedule(level);
  ASSERT_EQ(s.groups.size(), 1u);
  EXPECT_FLOAT_EQ(s.groups[0].first, 0.f);  // a negative delay: at once, as in the game
  EXPECT_FLOAT_EQ(s.groups[0].last, 1.f);
}

TEST(WaveSchedule, FollowsTheGameOnEmptyGroupsAndIntervalsShorterThanAStep) {
  LevelDef level;
  level.firstWaveDelay = 0.f;
  level.waveBreak = 10.f;
  level.waves.resize(2);
  // The game sends nothing for a group of no enemies, so it neither shows nor makes the wave longer; an interval
  // of 0 (or less) still sends one enemy a simulation step.
  level.waves[0].groups = {groupOf(0, 1.f, 30.f, 0), groupOf(61, 0.f, 2.f, 1)};
  level.waves[1].groups = {groupOf(1, 1.f, 0.f, 0)};
  const WaveSchedule s = waveSchedule(level);
  ASSERT_EQ(s.groups.size(), 2u);
  EXPECT_EQ(s.groups[0].group, 1u);
  EXPECT_FLOAT_EQ(s.groups[0].last, 2.f + 60.f * kSimStep);
  EXPECT_FLOAT_EQ(s.waves[0].length, 3.f);
  EXPECT_FLOAT_EQ(s.waves[1].start, 13.f);
  EXPECT_TRUE(s.groupsOf(0).size() == 1u && s.groupsOf(0)[0].spawn == 1);
}

TEST(WaveSchedule, OverlappingGroupsOfASpawnGetLinesOfTheirOwn) {
  LevelDef level;
  level.waves.resize(1);
  // Spawn 1: 0-4 s, 2-6 s (overlaps the first), 5-7 s (after the first: its line again), 4-5 s (starts as the
  // first's last enemy leaves: overlaps both running then). Spawn 2: one group alone.
  level.waves[0].groups = {groupOf(5, 1.f, 0.f, 0), groupOf(5, 1.f, 2.f, 0), groupOf(3, 1.f, 5.f, 0),
                           groupOf(2, 1.f, 4.f, 0), groupOf(9, 1.f, 1.f, 1)};
  const WaveSchedule s = waveSchedule(level);
  ASSERT_EQ(s.groups.size(), 5u);
  EXPECT_EQ(s.groups[0].lane, 0u);
  EXPECT_EQ(s.groups[1].lane, 1u);
  EXPECT_EQ(s.groups[2].lane, 0u);
  EXPECT_EQ(s.groups[3].lane, 2u);
  EXPECT_EQ(s.groups[4].lane, 0u);
  EXPECT_EQ(s.lanes(0, 0), 3u);
  EXPECT_EQ(s.lanes(0, 1), 1u);
  EXPECT_EQ(s.lanes(0, 2), 1u);  // a spawn that sends nothing still has its row
}

}  // namespace
}  // namespace td::editor
