#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/sim/SimEvent.h"
#include "game/audio/AudioPlayer.h"
#include "game/audio/EventSounds.h"

namespace td {
namespace {

size_t lines(const std::string& text) { return static_cast<size_t>(std::count(text.begin(), text.end(), '\n')); }

// These run with ALSOFT_DRIVERS=null (see tests/game_modules.cmake): a real,
// silent OpenAL device, so the voice pool is exercised on any machine.
TEST(AudioPlayer, OpensTheDeviceQuietly) {
  ::testing::internal::CaptureStderr();
  AudioPlayer player;
  const std::string err = ::testing::internal::GetCapturedStderr();
  ASSERT_TRUE(player.enabled()) << player.statusMessage();
  EXPECT_TRUE(player.statusMessage().empty());
  EXPECT_EQ(err, "");
  EXPECT_EQ(player.voiceCount(), 16u);
}

TEST(AudioPlayer, PlaysEverySound) {
  AudioPlayer player;
  ASSERT_TRUE(player.enabled());
  for (const SoundId id : kAllSounds) EXPECT_TRUE(player.play(id)) << soundName(id);
  EXPECT_GE(player.voicesPlaying(), 1u);
  player.stopAll();
  EXPECT_EQ(player.voicesPlaying(), 0u);
}

TEST(AudioPlayer, MoreSoundsThanVoicesReuseTheOldest) {
  AudioPlayer player(AudioOptions{.voices = 4});
  ASSERT_TRUE(player.enabled());
  EXPECT_EQ(player.voiceCount(), 4u);
  // The lose jingle lasts over a second, so none ends during the test.
  for (int i = 0; i < 10; ++i) EXPECT_TRUE(player.play(SoundId::Lose, 1.0f, 0.05f));
  EXPECT_EQ(player.voicesPlaying(), 4u);
}

TEST(AudioPlayer, EffectsVolumeIsClampedAndZeroPlaysNothing) {
  AudioPlayer player;
  ASSERT_TRUE(player.enabled());
  EXPECT_EQ(player.effectsVolume(), 1.0f);
  player.setEffectsVolume(1.7f);
  EXPECT_EQ(player.effectsVolume(), 1.0f);
  player.setEffectsVolume(-3.0f);
  EXPECT_EQ(player.effectsVolume(), 0.0f);
  EXPECT_FALSE(player.play(SoundId::Click));
  EXPECT_EQ(player.voicesPlaying(), 0u);
  player.setEffectsVolume(0.5f);
  EXPECT_EQ(player.effectsVolume(), 0.5f);
  EXPECT_FALSE(player.play(SoundId::Click, 0.0f));
  EXPECT_TRUE(player.play(SoundId::Click, 0.5f));
}

TEST(AudioPlayer, EventSoundsPlayWhatTheLimiterAdmits) {
  AudioPlayer player;
  ASSERT_TRUE(player.enabled());
  EventSounds sounds({AttackKind::Arrow});
  std::vector<SimEvent> tick(300);
  for (SimEvent& e : tick) e.kind = SimEventKind::TowerFired;
  tick[0].kind = SimEventKind::EnemySpawned;  // silent
  EXPECT_EQ(sounds.play(tick, 1.0, player), sounds.limiter().budget(SoundId::ShootArrow));
  EXPECT_EQ(sounds.play(tick, 1.01, player), 0u);
}

TEST(AudioPlayer, SwitchedOffItNeverTouchesTheDevice) {
  ::testing::internal::CaptureStderr();
  AudioPlayer player(AudioOptions{.enabled = false});
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_FALSE(player.enabled());
  EXPECT_FALSE(player.statusMessage().empty());
  EXPECT_EQ(err, "");
  EXPECT_FALSE(player.play(SoundId::Build));
  EXPECT_EQ(player.voiceCount(), 0u);
}

// Run on its own by ctest with an OpenAL driver list that matches nothing:
// the device cannot open, and the player must say so in exactly one line.
TEST(AudioPlayer, MusicStartsWithAVolumeAndPausesAtZero) {
  AudioPlayer player;
  ASSERT_TRUE(player.enabled());
  EXPECT_FALSE(player.musicPlaying());  // nothing until asked for
  player.setMusicVolume(0.0f);
  EXPECT_FALSE(player.musicPlaying());
  player.setMusicVolume(0.4f);
  EXPECT_TRUE(player.musicPlaying());
  EXPECT_EQ(player.musicVolume(), 0.4f);
  // The effects come and go around it.
  player.stopAll();
  EXPECT_TRUE(player.musicPlaying());
  player.setMusicVolume(0.0f);
  EXPECT_FALSE(player.musicPlaying());
  player.setMusicVolume(2.0f);
  EXPECT_EQ(player.musicVolume(), 1.0f);
  EXPECT_TRUE(player.musicPlaying());
}

TEST(AudioWithoutDevice, RunsSilentlyWithOneLineOfExplanation) {
  if (std::getenv("TD_TEST_EXPECT_NO_AUDIO_DEVICE") == nullptr) GTEST_SKIP() << "needs a broken audio device";
  ::testing::internal::CaptureStderr();
  std::string err;
  {
    AudioPlayer player;
    EXPECT_FALSE(player.enabled());
    EXPECT_FALSE(player.statusMessage().empty());
    for (const SoundId id : kAllSounds) EXPECT_FALSE(player.play(id));
    player.setEffectsVolume(0.3f);
    EXPECT_EQ(player.voicesPlaying(), 0u);
    player.setMusicVolume(0.6f);
    EXPECT_FALSE(player.musicPlaying());
    player.stopAll();
  }
  err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(lines(err), 1u) << err;
  EXPECT_NE(err.find("audio"), std::string::npos) << err;
}

}  // namespace
}  // namespace td
