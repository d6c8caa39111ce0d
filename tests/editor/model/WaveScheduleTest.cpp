#include <gtest/gtest.h>

#include "editor/model/WaveSchedule.h"

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
  level.waves[0].groups = {groupOf(0, -1.f, -3.f, 0)};
  const WaveSchedule s = waveSchedule(level);
  EXPECT_FLOAT_EQ(s.groups[0].first, 0.f);
  EXPECT_FLOAT_EQ(s.groups[0].last, 0.f);
}

}  // namespace
}  // namespace td::editor
