#include "game/play/TestPlayStart.h"

#include <algorithm>
#include <limits>

#include "engine/balance/WaveBalance.h"
#include "engine/core/TextFormat.h"
#include "game/text/Catalogue.h"

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
  // A sandbox's gold is all there is: its extra is not said.
  if (sandbox) return firstWave > 0 ? textf(tr("sandbox from wave {0}"), firstWave + 1) : std::string(tr("sandbox"));
  if (extraGold == 0) {
    return firstWave > 0 ? textf(tr("test play from wave {0}"), firstWave + 1) : std::string(tr("test play"));
  }
  // Signed: "+200", "-50".
  const std::string gold = (extraGold > 0 ? "+" : "") + groupedText(extraGold);
  // TRANSLATORS: {1} is the gold added to (or taken from) the level's at the start, signed: "+200".
  return firstWave > 0 ? textf(tr("test play from wave {0}, {1} gold"), firstWave + 1, gold)
                       : textf(tr("test play, {0} gold"), gold);
}

}  // namespace td
