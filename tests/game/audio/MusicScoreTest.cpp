#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "game/audio/MusicScore.h"

namespace td {
namespace {

// An hour of sections of 8 bars at 72 beats a minute (26.7 s each).
constexpr size_t kHour = 135;

std::vector<MusicSection> sections(size_t count, uint64_t seed = kMusicSeed) {
  MusicScore score(seed);
  std::vector<MusicSection> out;
  for (size_t i = 0; i < count; ++i) out.push_back(score.next());
  return out;
}

TEST(MusicScore, OpensWithTheThemeAndComesBackToIt) {
  const auto s = sections(kHour);
  for (size_t i = 0; i < s.size(); i += MusicScore::kThemeEvery) {
    EXPECT_EQ(s[i].progression, 0) << i;
    EXPECT_EQ(s[i].pattern, 0) << i;
    EXPECT_FALSE(s[i].sparse) << i;
    EXPECT_FALSE(s[i].lead) << i;
  }
}

TEST(MusicScore, BreathesEveryFourthSection) {
  const auto s = sections(kHour);
  for (size_t i = 0; i < s.size(); ++i) {
    EXPECT_EQ(s[i].sparse, i % MusicScore::kBreathEvery == MusicScore::kBreathEvery - 1) << i;
    EXPECT_FALSE(s[i].sparse && s[i].lead) << i;
  }
}

TEST(MusicScore, NeverRepeatsTheSectionBeforeAndUsesEverything) {
  const auto s = sections(kHour);
  std::set<int> progressions;
  std::set<int> patterns;
  std::set<std::pair<int, int>> pairs;
  int tunes = 0;
  for (size_t i = 1; i < s.size(); ++i) {
    EXPECT_NE(s[i].progression, s[i - 1].progression) << i;
    EXPECT_NE(s[i].pattern, s[i - 1].pattern) << i;
    progressions.insert(s[i].progression);
    patterns.insert(s[i].pattern);
    pairs.insert({s[i].progression, s[i].pattern});
    tunes += s[i].lead ? 1 : 0;
  }
  EXPECT_EQ(progressions.size(), kProgressions);
  EXPECT_EQ(patterns.size(), kPatterns);
  // Most of the 30 pairings of chords and pattern are heard within the hour,
  // and about half the drawn sections carry a tune.
  EXPECT_GE(pairs.size(), 20u);
  EXPECT_GT(tunes, 25);
  EXPECT_LT(tunes, 60);
}

TEST(MusicScore, TheSameSeedGivesTheSamePieceAndAnotherAnother) {
  EXPECT_EQ(sections(40), sections(40));
  EXPECT_NE(sections(40), sections(40, kMusicSeed + 1));
}

}  // namespace
}  // namespace td
