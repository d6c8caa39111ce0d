#include <gtest/gtest.h>

#include "game/play/WavePreview.h"
#include "tests/engine/support/TestDefs.h"

namespace td {
namespace {

using test::testDefs;

WaveGroupDef group(const std::string& enemy, int32_t count, int32_t spawn = 0) {
  return {enemy, count, 1.0f, spawn, 0.0f};
}

TEST(WavePreview, GroupsOfOneKindMakeOneLineWithTheirCountsAdded) {
  const GameDefs defs = testDefs();
  WaveDef wave;
  wave.groups = {group("normal", 12, 0), group("fast", 5, 0), group("normal", 12, 1), group("fast", 3, 1)};
  const auto lines = wavePreview(wave, defs);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(defs.enemies[lines[0].kind].id, "normal");
  EXPECT_EQ(lines[0].count, 24);
  EXPECT_EQ(defs.enemies[lines[1].kind].id, "fast");
  EXPECT_EQ(lines[1].count, 8);
}

TEST(WavePreview, KeepsTheOrderInWhichKindsFirstAppear) {
  const GameDefs defs = testDefs();
  WaveDef wave;
  wave.groups = {group("boss", 1), group("swarm", 40), group("normal", 6), group("swarm", 10)};
  const auto lines = wavePreview(wave, defs);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(defs.enemies[lines[0].kind].id, "boss");
  EXPECT_EQ(defs.enemies[lines[1].kind].id, "swarm");
  EXPECT_EQ(lines[1].count, 50);
  EXPECT_EQ(defs.enemies[lines[2].kind].id, "normal");
}

TEST(WavePreview, UnknownKindsAndEmptyGroupsAreLeftOut) {
  const GameDefs defs = testDefs();
  WaveDef wave;
  wave.groups = {group("dragon", 3), group("normal", 0), group("fast", 2)};
  const auto lines = wavePreview(wave, defs);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(defs.enemies[lines[0].kind].id, "fast");
  EXPECT_EQ(lines[0].count, 2);
}

}  // namespace
}  // namespace td
