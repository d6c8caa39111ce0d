#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <set>
#include <string>

#include "game/audio/SoundSynth.h"

namespace td {
namespace {

double rms(const std::vector<int16_t>& s) {
  double sum = 0.0;
  for (const int16_t v : s) sum += static_cast<double>(v) * static_cast<double>(v);
  return s.empty() ? 0.0 : std::sqrt(sum / static_cast<double>(s.size()));
}

int peakOf(const std::vector<int16_t>& s) {
  int peak = 0;
  for (const int16_t v : s) peak = std::max(peak, std::abs(int{v}));
  return peak;
}

// Sign changes per second: a rough measure of how high a sound is.
double crossingsPerSecond(const std::vector<int16_t>& s) {
  size_t n = 0;
  for (size_t i = 1; i < s.size(); ++i) n += (s[i - 1] < 0) != (s[i] < 0) ? 1 : 0;
  return static_cast<double>(n) * kSampleRate / static_cast<double>(s.size());
}

bool hasNoise(SoundId id) {
  for (const SoundLayer& layer : soundRecipe(id).layers) {
    if (layer.wave == Waveform::Noise || layer.wave == Waveform::Crackle) return true;
  }
  return false;
}

class EverySound : public ::testing::TestWithParam<SoundId> {};

TEST_P(EverySound, HasTheLengthOfItsRecipe) {
  const SoundRecipe recipe = soundRecipe(GetParam());
  ASSERT_FALSE(recipe.layers.empty());
  float end = 0.0f;
  for (const SoundLayer& layer : recipe.layers) end = std::max(end, layer.start + layer.duration);
  const std::vector<int16_t> samples = synthesize(GetParam());
  EXPECT_EQ(samples.size(), recipeLength(recipe));
  EXPECT_NEAR(static_cast<double>(samples.size()), end * double{kSampleRate}, 2.0);
  // Effects are short: a UI click is tens of milliseconds, a jingle about a second.
  EXPECT_GE(samples.size(), kSampleRate / 50);
  EXPECT_LE(samples.size(), kSampleRate * 2);
}

TEST_P(EverySound, IsAudibleAndLeavesHeadroom) {
  const SoundRecipe recipe = soundRecipe(GetParam());
  const std::vector<int16_t> samples = synthesize(GetParam());
  const int peak = peakOf(samples);
  // Normalised to its peak: loud enough to hear, never at full scale.
  EXPECT_NEAR(peak, recipe.peak * 32767.0, 1.0);
  EXPECT_LT(peak, 32767);
  EXPECT_GT(rms(samples), 0.02 * 32767.0 * recipe.peak);
}

TEST_P(EverySound, StartsAndEndsWithoutAClick) {
  const std::vector<int16_t> samples = synthesize(GetParam());
  ASSERT_GE(samples.size(), 2u);
  const int limit = 32767 / 50;
  EXPECT_LE(std::abs(int{samples.front()}), limit);
  EXPECT_LE(std::abs(int{samples.back()}), limit);
}

TEST_P(EverySound, IsTheSameForTheSameSeed) {
  EXPECT_EQ(synthesize(GetParam(), 7), synthesize(GetParam(), 7));
  // Only the noise depends on the seed; pure tones are the same for any seed.
  if (hasNoise(GetParam())) {
    EXPECT_NE(synthesize(GetParam(), 7), synthesize(GetParam(), 8));
  } else {
    EXPECT_EQ(synthesize(GetParam(), 7), synthesize(GetParam(), 8));
  }
}

INSTANTIATE_TEST_SUITE_P(SoundSynth, EverySound, ::testing::ValuesIn(kAllSounds),
                         [](const ::testing::TestParamInfo<SoundId>& param) {
                           return std::string(soundName(param.param));
                         });

TEST(SoundSynth, EverySoundIsDifferent) {
  std::set<std::vector<int16_t>> seen;
  for (const SoundId id : kAllSounds) EXPECT_TRUE(seen.insert(synthesize(id)).second) << soundName(id);
}

TEST(SoundSynth, NamesAreUnique) {
  std::set<std::string_view> names;
  for (const SoundId id : kAllSounds) EXPECT_TRUE(names.insert(soundName(id)).second) << soundName(id);
  EXPECT_EQ(names.size(), kSoundCount);
}

TEST(SoundSynth, TheChimeIsHigherThanTheThump) {
  const double frost = crossingsPerSecond(synthesize(SoundId::ShootFrost));
  const double cannon = crossingsPerSecond(synthesize(SoundId::ShootCannon));
  EXPECT_GT(frost, 1000.0);
  EXPECT_LT(cannon, 1000.0);
}

// A specialisation is a bigger moment than an upgrade: the player must hear which of the two happened.
TEST(SoundSynth, ASpecialisationSoundsLongerAndBrighterThanAnUpgrade) {
  const std::vector<int16_t> upgrade = synthesize(SoundId::Upgrade);
  const std::vector<int16_t> specialise = synthesize(SoundId::Specialise);
  EXPECT_NE(upgrade, specialise);
  EXPECT_GT(specialise.size(), upgrade.size() * 3 / 2);
  EXPECT_GT(crossingsPerSecond(specialise), crossingsPerSecond(upgrade));
}

TEST(SoundSynth, ASineLayerHasItsPitch) {
  SoundRecipe recipe{{SoundLayer{Waveform::Sine, 0.0f, 0.5f, 441.0f, 441.0f, 1.0f, 0.002f, 0.0f}}, 0.5f};
  const std::vector<int16_t> samples = toPcm16(renderRecipe(recipe, 1), recipe.peak);
  ASSERT_EQ(samples.size(), kSampleRate / 2);
  // A sine crosses zero twice per period.
  EXPECT_NEAR(crossingsPerSecond(samples), 882.0, 10.0);
}

TEST(SoundSynth, ALaterLayerStartsLater) {
  SoundRecipe recipe{{SoundLayer{Waveform::Square, 0.1f, 0.1f, 200.0f, 200.0f, 1.0f, 0.002f, 0.0f}}, 0.5f};
  const std::vector<int16_t> samples = toPcm16(renderRecipe(recipe, 1), recipe.peak);
  ASSERT_EQ(samples.size(), kSampleRate / 5);
  for (size_t i = 0; i < kSampleRate / 10; ++i) ASSERT_EQ(samples[i], 0) << i;
  const auto sounding =
      std::count_if(samples.begin() + kSampleRate / 10, samples.end(), [](int16_t v) { return v != 0; });
  EXPECT_GT(sounding, static_cast<long>(kSampleRate / 10 * 9 / 10));
}

TEST(SoundSynth, ToPcm16ScalesToThePeakAndKeepsSilenceSilent) {
  const std::vector<float> mix = {0.0f, 2.0f, -4.0f, 1.0f};
  const std::vector<int16_t> pcm = toPcm16(mix, 0.5f);
  EXPECT_EQ(pcm, (std::vector<int16_t>{0, 8192, -16384, 4096}));
  const std::vector<float> silence(100, 0.0f);
  EXPECT_EQ(toPcm16(silence, 0.5f), std::vector<int16_t>(100, 0));
}

TEST(SoundSynth, ToPcm16NeverWrapsAround) {
  const std::vector<float> mix = {1.0f, -1.0f, std::numeric_limits<float>::quiet_NaN(), 0.5f};
  const std::vector<int16_t> pcm = toPcm16(mix, 3.0f);  // a peak beyond full scale is capped
  EXPECT_EQ(pcm, (std::vector<int16_t>{32767, -32767, 0, 16384}));
}

}  // namespace
}  // namespace td
