#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace td {

// `count` enemies of one kind leave spawn `spawn` one every `interval`
// seconds, starting `delay` seconds after their wave starts.
struct WaveGroupDef {
  std::string enemy;  // an enemy kind id from the game's definitions
  int32_t count = 1;
  float interval = 1.0f;
  int32_t spawn = 0;
  float delay = 0.0f;
};

struct WaveDef {
  std::vector<WaveGroupDef> groups;
  int32_t bonus = 0;  // gold paid once every enemy of the wave is gone
  // Every enemy of the wave comes with this many times its kind's health; bounties stay the kind's. Late waves
  // made tougher this way cost the player more towers, or a longer maze, for the same gold earned.
  float health = 1.0f;
};

}  // namespace td
