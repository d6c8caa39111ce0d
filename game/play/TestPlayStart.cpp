#include "game/play/TestPlayStart.h"

#include <algorithm>
#include <limits>

#include "engine/balance/WaveBalance.h"

namespace td {

WaveStart waveStartFor(const LevelDef& level, const GameDefs& defs, const TestPlayStart& start) {
  WaveStart s;
  const auto waves = static_cast<int32_t>(level.waves.size());
  s.wave = std::clamp(start.wave, 0, std::max(0, waves - 1));
  const int64_t had =
      s.wave == 0 ? level.gold : balanceWaves(level, defs).waves[static_cast<size_t>(s.wave)].goldBefore;
  const int64_t gold = had + start.extraGold;
  s.gold = static_cast<int32_t>(std::clamp<int64_t>(gold, 0, std::numeric_limits<int32_t>::max()));
  return s;
}

std::string testPlayLabel(int32_t firstWave, int32_t extraGold, bool sandbox) {
  std::string label = sandbox ? "sandbox" : "test play";
  if (firstWave > 0) label += " from wave " + std::to_string(firstWave + 1);
  if (extraGold != 0 && !sandbox) label += (extraGold > 0 ? ", +" : ", ") + std::to_string(extraGold) + " gold";
  return label;
}

}  // namespace td
