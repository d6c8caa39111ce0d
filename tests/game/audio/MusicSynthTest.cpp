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

// The first `count` sections of the piece, in order.
std::vector<std::vector<int16_t>> firstSections(size_t count, const MusicPlan& plan = {}) {
  MusicScore score;
  MusicSynth synth(plan);
  std::vector<std::vector<int16_t>> out;
  for (size_t i = 0; i < count; ++i) out.push_back(synth.render(score.next()));
  return out;
}

TEST(MusicSynth, ASectionLastsItsBarsAtItsTempo) {
  const MusicPlan plan;
  // 8 bars of 4 beats at 72 a minute: 26.67 seconds.
  EXPECT_NEAR(static_cast<double>(musicLength(plan)) / plan.sampleRate, 8 * 4 * 60.0 / 72.0, 1e-3);
  EXPECT_EQ(MusicSynth(plan).render({}).size(), musicLength(plan));
  MusicPlan fast;
  fast.tempo = 144.0f;
  EXPECT_EQ(musicLength(fast) * 2, musicLength(plan));
}

TEST(MusicSynth, IsTheSameEveryTime) { EXPECT_EQ(firstSections(3), firstSections(3)); }

TEST(MusicSynth, StaysUnderItsPeakAndIsNeverSilentForLong) {
  const MusicPlan plan;
  // A theme, three drawn sections, two breaths and more: a cycle of the score.
  const auto sections = firstSections(MusicScore::kThemeEvery, plan);
  int loudest = 0;
  for (const auto& s : sections) {
    for (const int16_t v : s) loudest = std::max(loudest, std::abs(static_cast<int>(v)));
    // Every half second has sound in it, and none is near full scale on average.
    const size_t half = plan.sampleRate / 2;
    for (size_t at = 0; at + half <= s.size(); at += half) {
      const double level = rms(s, at, at + half);
      EXPECT_GT(level, 0.01) << "quiet at " << static_cast<double>(at) / plan.sampleRate << " s";
      EXPECT_LT(level, 0.4);
    }
  }
  EXPECT_LE(loudest, static_cast<int>(plan.peak * 32767.0f) + 1);
  // The fixed level is set so the music still reaches near its peak.
  EXPECT_GE(loudest, static_cast<int>(plan.peak * 0.8f * 32767.0f));
}

TEST(MusicSynth, SectionsJoinWithoutAClick) {
  const auto sections = firstSections(MusicScore::kThemeEvery);
  for (size_t i = 1; i < sections.size(); ++i) {
    const std::vector<int16_t>& before = sections[i - 1];
    const std::vector<int16_t>& after = sections[i];
    // Going from one section to the next is no bigger a jump than the music
    // makes anywhere inside them.
    const int seam = std::abs(after.front() - before.back());
    EXPECT_LE(seam, std::max(largestStep(before), largestStep(after))) << "into section " << i;
    EXPECT_LT(seam, 2000) << "into section " << i;
  }
}

TEST(MusicSynth, NotesRingOnIntoTheNextSection) {
  const MusicPlan plan;
  const MusicSection first;
  MusicSection second;
  second.progression = 2;
  second.pattern = 1;
  MusicSynth played(plan);
  played.render(first);
  const std::vector<int16_t> carried = played.render(second);
  const std::vector<int16_t> fresh = MusicSynth(plan).render(second);
  const size_t bar = musicLength(plan) / static_cast<size_t>(plan.bars);
  // The last chord's pad and bells sound over the start of the next section...
  EXPECT_FALSE(std::equal(carried.begin(), carried.begin() + static_cast<std::ptrdiff_t>(bar / 4), fresh.begin()));
  // ... and have died away a bar in.
  EXPECT_TRUE(std::equal(carried.begin() + static_cast<std::ptrdiff_t>(bar), carried.end(),
                         fresh.begin() + static_cast<std::ptrdiff_t>(bar)));
}

TEST(MusicSynth, ABreathIsQuieterAndATuneAddsToASection) {
  const MusicPlan plan;
  const size_t n = musicLength(plan);
  MusicSection full;
  full.progression = 1;
  full.pattern = 1;
  MusicSection breath = full;
  breath.sparse = true;
  MusicSection tune = full;
  tune.lead = true;
  tune.motif = 12345;
  const std::vector<int16_t> fullSamples = MusicSynth(plan).render(full);
  const std::vector<int16_t> breathSamples = MusicSynth(plan).render(breath);
  const std::vector<int16_t> tuneSamples = MusicSynth(plan).render(tune);
  EXPECT_LT(rms(breathSamples, 0, n), 0.8 * rms(fullSamples, 0, n));
  EXPECT_GT(rms(tuneSamples, 0, n), rms(fullSamples, 0, n));
  // Another motif, another tune.
  tune.motif = 54321;
  EXPECT_NE(MusicSynth(plan).render(tune), tuneSamples);
}

TEST(MusicSynth, ChordsAndPatternsChangeTheSound) {
  const MusicPlan plan;
  MusicSection a;
  MusicSection b = a;
  b.progression = 3;
  MusicSection c = a;
  c.pattern = 3;
  const std::vector<int16_t> sa = MusicSynth(plan).render(a);
  const size_t bar = musicLength(plan) / static_cast<size_t>(plan.bars);
  const auto barOf = [bar](const std::vector<int16_t>& s, size_t i) {
    return std::vector<int16_t>(s.begin() + static_cast<std::ptrdiff_t>(i * bar),
                                s.begin() + static_cast<std::ptrdiff_t>((i + 1) * bar));
  };
  // Both progressions open on A minor: the first bar is the same, the second not.
  const std::vector<int16_t> sb = MusicSynth(plan).render(b);
  EXPECT_EQ(barOf(sa, 0), barOf(sb, 0));
  EXPECT_NE(barOf(sa, 1), barOf(sb, 1));
  EXPECT_NE(barOf(sa, 0), barOf(MusicSynth(plan).render(c), 0));
}

}  // namespace
}  // namespace td
