#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "game/audio/MusicSynth.h"

namespace td {
namespace {

double rms(const std::vector<int16_t>& s, size_t from, size_t to) {
  double sum = 0.0;
  for (size_t i = from; i < to; ++i) sum += static_cast<double>(s[i]) * s[i];
  return std::sqrt(sum / static_cast<double>(to - from)) / 32767.0;
}

int largestStep(const std::vector<int16_t>& s) {
  int step = 0;
  for (size_t i = 1; i < s.size(); ++i) step = std::max(step, std::abs(s[i] - s[i - 1]));
  return step;
}

TEST(MusicSynth, TheLoopLastsItsBarsAtItsTempo) {
  const MusicPlan plan;
  // 8 bars of 4 beats at 72 a minute: 26.67 seconds.
  EXPECT_NEAR(static_cast<double>(musicLength(plan)) / plan.sampleRate, 8 * 4 * 60.0 / 72.0, 1e-3);
  EXPECT_EQ(synthesizeMusic(plan).size(), musicLength(plan));
}

TEST(MusicSynth, IsTheSameEveryTime) { EXPECT_EQ(synthesizeMusic(), synthesizeMusic()); }

TEST(MusicSynth, StaysUnderItsPeakAndIsNeverSilentForLong) {
  const MusicPlan plan;
  const std::vector<int16_t> s = synthesizeMusic(plan);
  int loudest = 0;
  for (const int16_t v : s) loudest = std::max(loudest, std::abs(static_cast<int>(v)));
  EXPECT_LE(loudest, static_cast<int>(plan.peak * 32767.0f) + 1);
  EXPECT_GE(loudest, static_cast<int>(plan.peak * 32767.0f) - 1);
  // Every half second has sound in it, and none is near full scale on average.
  const size_t half = plan.sampleRate / 2;
  for (size_t at = 0; at + half <= s.size(); at += half) {
    const double level = rms(s, at, at + half);
    EXPECT_GT(level, 0.01) << "quiet at " << static_cast<double>(at) / plan.sampleRate << " s";
    EXPECT_LT(level, 0.4);
  }
}

TEST(MusicSynth, LoopsWithoutAClick) {
  const std::vector<int16_t> s = synthesizeMusic();
  // Going from the last sample back to the first is no bigger a jump than
  // the music makes anywhere inside the loop.
  const int seam = std::abs(s.front() - s.back());
  EXPECT_LE(seam, largestStep(s));
  EXPECT_LT(seam, 2000);
}

TEST(MusicSynth, ADifferentTempoGivesADifferentLength) {
  MusicPlan fast;
  fast.tempo = 144.0f;
  EXPECT_EQ(musicLength(fast) * 2, musicLength(MusicPlan{}));
}

}  // namespace
}  // namespace td
