#include "game/play/LevelMessages.h"

#include <algorithm>
#include <cmath>

#include "engine/core/TextFormat.h"
#include "engine/sim/SimStep.h"
#include "game/text/Catalogue.h"

namespace td {

LevelMessages::LevelMessages(std::span<const LevelMessage> messages, int32_t firstWave)
    : messages_(messages), done_(messages.size(), 0) {
  for (size_t i = 0; i < messages_.size(); ++i) {
    if (messages_[i].cue == MessageCue::Wave && messages_[i].wave <= firstWave) done_[i] = 1;
  }
}

bool LevelMessages::due(const LevelMessage& message, int32_t wavesStarted, uint64_t tick) const {
  if (message.cue == MessageCue::Wave) return wavesStarted >= message.wave;
  return tick >= messageTick(message.seconds);
}

void LevelMessages::observe(int32_t wavesStarted, uint64_t tick) {
  const bool wasEmpty = queue_.empty();
  for (size_t i = 0; i < messages_.size(); ++i) {
    if (done_[i] || !due(messages_[i], wavesStarted, tick)) continue;
    done_[i] = 1;
    queue_.push_back(i);
  }
  if (wasEmpty && !queue_.empty()) showFront();
}

void LevelMessages::passOver(int32_t wavesStarted, uint64_t tick) {
  for (size_t i = 0; i < messages_.size(); ++i) {
    if (due(messages_[i], wavesStarted, tick)) done_[i] = 1;
  }
  queue_.clear();
  left_ = 0.f;
}

void LevelMessages::advance(float seconds) {
  if (queue_.empty()) return;
  left_ -= seconds;
  if (left_ > 0.f) return;
  queue_.pop_front();
  if (!queue_.empty()) showFront();
}

const LevelMessage* LevelMessages::shown() const { return queue_.empty() ? nullptr : &messages_[queue_.front()]; }

void LevelMessages::showFront() { left_ = readingSeconds(messages_[queue_.front()].text); }

float readingSeconds(std::string_view text) {
  size_t words = 0;
  bool inWord = false;
  for (const char c : text) {
    const bool space = c == ' ';
    if (!space && !inWord) ++words;
    inWord = !space;
  }
  return std::min(2.f + 0.3f * static_cast<float>(words), kMostReadingSeconds);
}

uint64_t messageTick(float seconds) {
  // In double, so that 30 seconds fall on tick 1800 exactly and not one after for the float step's rounding.
  return static_cast<uint64_t>(std::llround(static_cast<double>(seconds) / static_cast<double>(kSimStep)));
}

std::string messageTitle(const LevelMessage& message) {
  // TRANSLATORS: the title of a level's message shown at a wave's start ("Wave 3"), or at a time ("Note").
  return message.cue == MessageCue::Wave ? textf(tr("Wave {0}"), message.wave) : std::string(tr("Note"));
}

}  // namespace td
