#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/level/LevelMessage.h"

namespace td {

// A level's messages (LevelDef::messages) as a game goes: which came due, each once, and the one shown, for as
// long as it takes to read. A message comes due as its wave starts or once the game's clock reaches its time;
// messages due together queue, in the order of the list, and show one after another. The queue reads the
// world's state rather than its events, so that it cannot miss a wave started between two frames.
class LevelMessages {
 public:
  LevelMessages() = default;
  // `firstWave`: the waves before it were skipped (a test play from a later wave), and so are their messages.
  // `shownTexts`: each message as the player reads it (in the player's language, DataWords' messageText), which
  // sets how long it shows; empty for the messages' own text.
  LevelMessages(std::span<const LevelMessage> messages, int32_t firstWave,
                std::span<const std::string_view> shownTexts = {});

  // Queues the messages that came due by now: `wavesStarted` waves have started (World::wavesStarted, the
  // skipped ones counted) and the game is at `tick`.
  void observe(int32_t wavesStarted, uint64_t tick);
  // Counts every message due by now as read, those queued or showing too, and shows none of them: the game was
  // replayed to get back here (a rewind, a game continued), and what came before was read as it was played.
  void passOver(int32_t wavesStarted, uint64_t tick);
  // The reader's time passes: the message shown goes once its time is up, and the next comes.
  void advance(float seconds);

  // The message shown, or null.
  const LevelMessage* shown() const;
  // Seconds left to the message shown.
  float shownLeft() const { return left_; }

 private:
  bool due(const LevelMessage& message, int32_t wavesStarted, uint64_t tick) const;
  void showFront();

  std::span<const LevelMessage> messages_;
  std::vector<uint8_t> done_;   // a flag a message: come due (shown, queued or passed over)
  std::vector<float> seconds_;  // how long each message shows
  std::deque<size_t> queue_;    // indices into messages_, the front shown
  float left_ = 0.f;
};

// How long a message shows: 2 seconds to notice it and 0.3 a word (200 words a minute, a slow reader's pace
// while watching the map), at most kMostReadingSeconds. Chinese and Japanese write no spaces between words: each of
// their characters counts as two thirds of a word (0.2 seconds, 300 characters a minute, the same slow pace).
float readingSeconds(std::string_view text);
inline constexpr float kMostReadingSeconds = 10.f;

// The tick a message's time falls on: the nearest to it.
uint64_t messageTick(float seconds);

// The small title over the message's text: "Wave 3", or "Note" for a timed one.
std::string messageTitle(const LevelMessage& message);

}  // namespace td
