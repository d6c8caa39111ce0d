#pragma once

#include <cstdint>

#include "engine/core/Random.h"

namespace td {

// What one section of the background music plays: which chords, how the
// bells break them up, and how full the arrangement is. MusicSynth turns it
// into sound.
struct MusicSection {
  uint8_t progression = 0;  // eight chords, one a bar (MusicSynth's table)
  uint8_t pattern = 0;      // the bells' eighths over a bar
  bool sparse = false;      // a breath: the pad and a few bells, no bass
  bool lead = false;        // a slow tune over the bells
  uint32_t motif = 0;       // seeds the tune, so each one is new

  friend bool operator==(const MusicSection&, const MusicSection&) = default;
};

inline constexpr uint64_t kMusicSeed = 0x4D05'1C0F'7D5Aull;
inline constexpr uint8_t kProgressions = 6;
inline constexpr uint8_t kPatterns = 5;

// The order of the sections: an endless piece, the same for a seed on every
// machine. It opens with the theme and comes back to it every eighth section,
// so the music keeps a face; every fourth section is a breath; the others
// draw chords and pattern at random, never the chords or the pattern of the
// section before or after, and half of them carry a tune of their own.
class MusicScore {
 public:
  explicit MusicScore(uint64_t seed = kMusicSeed) : random_(seed) {}

  MusicSection next();

  static constexpr uint32_t kThemeEvery = 8;
  static constexpr uint32_t kBreathEvery = 4;

 private:
  // One of `count`, not `previous`, nor the theme's just before the theme.
  uint8_t draw(uint8_t count, uint8_t previous, bool beforeTheme);

  Random random_;
  MusicSection previous_;
  uint64_t index_ = 0;
};

}  // namespace td
