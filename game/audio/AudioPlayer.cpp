#include "game/audio/AudioPlayer.h"

#include <SFML/Audio/Sound.hpp>
#include <algorithm>
#include <cmath>
#include <iostream>
#include <vector>

#include "engine/core/MessageMark.h"
#include "engine/core/Random.h"
#include "game/audio/MusicStream.h"
#include "game/audio/QuietStderr.h"
#include "game/audio/SoundBank.h"

namespace td {

struct AudioPlayer::Voices {
  explicit Voices(uint64_t seed) : random(seed) {}

  SoundBank bank;  // declared first: the voices playing its buffers go before it
  std::vector<sf::Sound> sounds;
  std::unique_ptr<MusicStream> music;  // made when first asked for
  std::vector<uint64_t> startedAt;     // play() counter per voice, to find the oldest
  uint64_t plays = 0;
  Random random;
};

namespace {

std::string firstLine(const std::string& text) {
  const size_t end = text.find('\n');
  return end == std::string::npos ? text : text.substr(0, end);
}

}  // namespace

AudioPlayer::AudioPlayer(AudioOptions options) {
  if (!options.enabled) {
    status_ = N_("Sound is switched off.");
    return;
  }
  std::string problem;
  {
    QuietStderr quiet;
    auto voices = std::make_unique<Voices>(options.seed);
    // SFML reports a missing device only through its error stream, and every
    // later call on a dead device would add another report: so any report
    // during start-up means no audio. Tear down while still quiet.
    const bool loaded = voices->bank.load(options.seed);
    if (loaded && quiet.sfmlErrors().empty()) {
      voices->sounds.resize(std::max<size_t>(1, options.voices));
      voices->startedAt.assign(voices->sounds.size(), 0);
    }
    problem = quiet.sfmlErrors();
    if (problem.empty() && !loaded) problem = "the sound buffers could not be created";
    if (problem.empty()) {
      voices_ = std::move(voices);
    } else {
      voices.reset();
    }
  }
  if (!problem.empty()) {
    status_ = N_("No audio device could be opened; the game plays without sound.");
    std::cerr << "audio: sound is off (" << firstLine(problem) << ")\n";
  }
}

AudioPlayer::~AudioPlayer() {
  if (voices_ == nullptr) return;
  // Stopping before destruction lets the voices detach from their buffers
  // while the device is certainly still open.
  stopAll();
  if (voices_->music) voices_->music->stop();
}

void AudioPlayer::setMusicVolume(float volume) {
  musicVolume_ = std::isfinite(volume) ? std::clamp(volume, 0.0f, 1.0f) : 0.0f;
  if (voices_ == nullptr) return;
  std::unique_ptr<MusicStream>& music = voices_->music;
  if (musicVolume_ <= 0.0f) {
    if (music && music->getStatus() == sf::SoundSource::Playing) music->pause();
    return;
  }
  if (!music) music = std::make_unique<MusicStream>();
  music->setVolume(musicVolume_ * 100.0f);
  if (music->getStatus() != sf::SoundSource::Playing) music->play();
}

bool AudioPlayer::musicPlaying() const {
  return voices_ != nullptr && voices_->music && voices_->music->getStatus() == sf::SoundSource::Playing;
}

void AudioPlayer::setEffectsVolume(float volume) {
  effectsVolume_ = std::isfinite(volume) ? std::clamp(volume, 0.0f, 1.0f) : 0.0f;
}

bool AudioPlayer::play(SoundId id, float volume, float pitchJitter) {
  if (voices_ == nullptr) return false;
  const float level = (std::isfinite(volume) ? std::clamp(volume, 0.0f, 1.0f) : 0.0f) * effectsVolume_;
  if (level <= 0.0f) return false;

  Voices& v = *voices_;
  size_t pick = 0;
  bool idle = false;
  for (size_t i = 0; i < v.sounds.size() && !idle; ++i) {
    if (v.sounds[i].getStatus() == sf::Sound::Stopped) {
      pick = i;
      idle = true;
    } else if (v.startedAt[i] < v.startedAt[pick]) {
      pick = i;
    }
  }
  sf::Sound& sound = v.sounds[pick];
  sound.stop();
  sound.setBuffer(v.bank.buffer(id));
  sound.setVolume(level * 100.0f);
  const float jitter = std::isfinite(pitchJitter) ? std::clamp(pitchJitter, 0.0f, 0.5f) : 0.0f;
  sound.setPitch(1.0f + jitter * (2.0f * v.random.unit() - 1.0f));
  sound.play();
  v.startedAt[pick] = ++v.plays;
  return true;
}

void AudioPlayer::stopAll() {
  if (voices_ == nullptr) return;
  for (sf::Sound& sound : voices_->sounds) sound.stop();
}

size_t AudioPlayer::voiceCount() const { return voices_ == nullptr ? 0 : voices_->sounds.size(); }

size_t AudioPlayer::voicesPlaying() const {
  if (voices_ == nullptr) return 0;
  return static_cast<size_t>(std::count_if(voices_->sounds.begin(), voices_->sounds.end(),
                                           [](const sf::Sound& s) { return s.getStatus() == sf::Sound::Playing; }));
}

}  // namespace td
