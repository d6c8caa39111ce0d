#pragma once

#include <cstdint>

namespace td {

// Where a game begins: at wave `wave` (0-based), with `gold`, as though the
// waves before it had been played, cleared and paid for. The editor's test
// play from a later wave starts so; a game from the start is wave 0 with the
// level's own gold. Lives, towers and the hero start as at the level's start.
struct WaveStart {
  int32_t wave = 0;
  int32_t gold = 0;
};

}  // namespace td
