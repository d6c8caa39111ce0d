#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "game/audio/SoundId.h"
#include "game/audio/SoundSynth.h"

namespace td {

struct AudioOptions {
  bool enabled = true;  // false: never touch the audio device (e.g. a --mute option)
  size_t voices = 16;   // sounds that can play at once
  uint64_t seed = kDefaultSoundSeed;
};

// Plays the synthesised effects through a fixed pool of SFML voices. When
// every voice is busy the one started longest ago is cut off, so a new event
// is always heard. Without a usable audio device (or with audio switched
// off) it turns into a silent no-op: the game runs on, one line is written to
// standard error, and statusMessage() says why for the UI.
class AudioPlayer {
 public:
  explicit AudioPlayer(AudioOptions options = {});
  ~AudioPlayer();
  AudioPlayer(const AudioPlayer&) = delete;
  AudioPlayer& operator=(const AudioPlayer&) = delete;

  bool enabled() const { return voices_ != nullptr; }
  // Empty while sound works; otherwise one sentence for the player, in English and marked for the catalogue:
  // tr(statusMessage().c_str()) where shown.
  const std::string& statusMessage() const { return status_; }

  // 0..1, clamped; scales every effect.
  void setEffectsVolume(float volume);
  float effectsVolume() const { return effectsVolume_; }

  // Starts `id` at `volume` (0..1, times the effects volume) with its pitch
  // shifted at random by up to +-pitchJitter (e.g. 0.05 = 5 %), so a repeated
  // shot does not sound like a machine. Returns whether a voice started: false
  // when disabled or when the resulting volume is zero.
  bool play(SoundId id, float volume = 1.0f, float pitchJitter = 0.0f);

  // 0..1, clamped. The background music (see MusicStream) is started by
  // the first call with a volume above zero, so a player who never asks for
  // music never pays for it; zero pauses it, a volume above zero resumes it
  // where it was.
  void setMusicVolume(float volume);
  float musicVolume() const { return musicVolume_; }
  bool musicPlaying() const;

  // Stops the effects; the music plays on.
  void stopAll();
  size_t voiceCount() const;
  size_t voicesPlaying() const;

 private:
  struct Voices;
  std::unique_ptr<Voices> voices_;
  std::string status_;
  float effectsVolume_ = 1.0f;
  float musicVolume_ = 0.0f;
};

}  // namespace td
