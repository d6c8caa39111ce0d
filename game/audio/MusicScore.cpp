#include "game/audio/MusicScore.h"

namespace td {

uint8_t MusicScore::draw(uint8_t count, uint8_t previous, bool beforeTheme) {
  // The theme's chords and pattern are both 0.
  for (;;) {
    const auto v = static_cast<uint8_t>(random_.below(count));
    if (v != previous && !(beforeTheme && v == 0)) return v;
  }
}

MusicSection MusicScore::next() {
  MusicSection s;
  const uint64_t at = index_++;
  if (at % kThemeEvery != 0) {
    const bool beforeTheme = (at + 1) % kThemeEvery == 0;
    s.progression = draw(kProgressions, previous_.progression, beforeTheme);
    s.pattern = draw(kPatterns, previous_.pattern, beforeTheme);
    s.sparse = at % kBreathEvery == kBreathEvery - 1;
    s.lead = !s.sparse && random_.below(2) == 1;
  }
  s.motif = random_.next();
  previous_ = s;
  return s;
}

}  // namespace td
