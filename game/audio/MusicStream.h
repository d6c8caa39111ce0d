#pragma once

#include <SFML/Audio/SoundStream.hpp>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "game/audio/MusicScore.h"
#include "game/audio/MusicSynth.h"

namespace td {

// Plays the endless piece of MusicScore and MusicSynth: each section is made
// when the one before has been handed over, and given to SFML a bar at a
// time, so only about a section and three bars are in memory however long
// the evening. SFML calls onGetData on its own streaming thread; nothing else
// touches the score or the synth while it runs.
class MusicStream : public sf::SoundStream {
 public:
  explicit MusicStream(uint64_t seed = kMusicSeed, MusicPlan plan = {});
  // Stops the streaming thread while the members it reads still exist.
  ~MusicStream() override;
  MusicStream(const MusicStream&) = delete;
  MusicStream& operator=(const MusicStream&) = delete;

 protected:
  bool onGetData(Chunk& data) override;
  // Stopping and playing again starts the piece from its beginning.
  void onSeek(sf::Time offset) override;

 private:
  uint64_t seed_;
  MusicPlan plan_;
  MusicScore score_;
  MusicSynth synth_;
  std::vector<int16_t> section_;
  size_t handedOut_ = 0;  // samples of `section_` given to SFML
  size_t barLength_;
};

}  // namespace td
