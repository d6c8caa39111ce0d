#include "game/play/LevelMessages.h"

#include <algorithm>
#include <cmath>

#include "engine/core/TextFormat.h"
#include "engine/sim/SimStep.h"
#include "game/text/Catalogue.h"

namespace td {

LevelMessages::LevelMessages(std::span<const LevelMessage> messages, int32_t firstWave,
                             std::span<const std::string_view> shownTexts)
    : messages_(messages), done_(messages.size(), 0), seconds_(messages.size(), 0.f) {
  for (size_t i = 0; i < messages_.size(); ++i) {
    if (messages_[i].cue == MessageCue::Wave && messages_[i].wave <= firstWave) done_[i] = 1;
    seconds_[i] = readingSeconds(i < shownTexts.size() ? shownTexts[i] : std::string_view(messages_[i].text));
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

void LevelMessages::showFront() { left_ = seconds_[queue_.front()]; }

namespace {

// Whether a UTF-8 sequence's first byte and the next two make a character of the scripts that write no spaces
// between words: CJK punctuation, kana, the unified ideographs and the full-width forms (U+3000 to U+9FFF and
// U+FF00 to U+FFEF), all three bytes long.
bool wordlessCharacter(std::string_view text, size_t i) {
  if (i + 2 >= text.size() || (static_cast<unsigned char>(text[i]) & 0xF0u) != 0xE0u) return false;
  const unsigned code = ((static_cast<unsigned char>(text[i]) & 0x0Fu) << 12u) |
                        ((static_cast<unsigned char>(text[i + 1]) & 0x3Fu) << 6u) |
                        (static_cast<unsigned char>(text[i + 2]) & 0x3Fu);
  return (code >= 0x3000u && code <= 0x9FFFu) || (code >= 0xFF00u && code <= 0xFFEFu);
}

}  // namespace

float readingSeconds(std::string_view text) {
  size_t words = 0;
  size_t characters = 0;  // of the scripts without spaces
  bool inWord = false;
  for (size_t i = 0; i < text.size();) {
    if (wordlessCharacter(text, i)) {
      ++characters;
      inWord = false;
      i += 3;
      continue;
    }
    const bool space = text[i] == ' ';
    if (!space && !inWord) ++words;
    inWord = !space;
    ++i;
  }
  const float read = 0.3f * static_cast<float>(words) + 0.2f * static_cast<float>(characters);
  return std::min(2.f + read, kMostReadingSeconds);
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
