#pragma once

#include <cstdint>
#include <string>

namespace td {

// What brings a level message on: the start of a wave, or a moment of the game's clock.
enum class MessageCue : uint8_t {
  Wave,  // as wave `wave` starts
  Time,  // once the game has run `seconds`
};

// A line of the level's author shown to the player during play, at a wave's
// start or at a time ("Flyers come next: they cross walls."), without
// stopping the game. Time is the game's own clock from its start, as every
// other time of a level is: a pause stops it and a faster speed runs it
// faster, so a message comes at the same point of the game however it is
// played. Only the field of the cue is used; the other keeps its default, so
// that two equal messages compare equal.
struct LevelMessage {
  MessageCue cue = MessageCue::Wave;
  int32_t wave = 1;      // 1-based, the number the player sees
  float seconds = 0.0f;  // from the start of the game
  std::string text;

  bool operator==(const LevelMessage&) const = default;
};

}  // namespace td
