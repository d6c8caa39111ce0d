#pragma once

namespace td {

// The simulation's fixed step, in seconds: every tick of every game is this long, so that a game replays the
// same on any machine. Its own header, for code that times things in ticks without needing the whole state.
inline constexpr float kSimStep = 1.0f / 60.0f;

}  // namespace td
