#include "game/audio/MusicStream.h"

#include <algorithm>

namespace td {

MusicStream::MusicStream(uint64_t seed, MusicPlan plan)
    : seed_(seed),
      plan_(plan),
      score_(seed),
      synth_(plan),
      barLength_(std::max<size_t>(1, musicLength(plan) / static_cast<size_t>(std::max(plan.bars, 1)))) {
  initialize(1, plan.sampleRate);
}

MusicStream::~MusicStream() { stop(); }

bool MusicStream::onGetData(Chunk& data) {
  if (handedOut_ >= section_.size()) {
    section_ = synth_.render(score_.next());
    handedOut_ = 0;
    if (section_.empty()) return false;
  }
  const size_t count = std::min(barLength_, section_.size() - handedOut_);
  data.samples = section_.data() + handedOut_;
  data.sampleCount = count;
  handedOut_ += count;
  return true;
}

void MusicStream::onSeek(sf::Time) {
  score_ = MusicScore(seed_);
  synth_ = MusicSynth(plan_);
  section_.clear();
  handedOut_ = 0;
}

}  // namespace td
