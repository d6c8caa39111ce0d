#include "game/play/ResultCharts.h"

#include <algorithm>
#include <string>

#include "engine/core/TextFormat.h"
#include "engine/sim/World.h"
#include "game/play/GameHistory.h"
#include "game/render/Look.h"
#include "game/text/Catalogue.h"
#include "game/text/DataWords.h"

namespace td {

ResultCharts makeResultCharts(const GameHistory& history, const World& world, int32_t livesAtStart) {
  ResultCharts charts;
  const auto& towers = world.towers();
  for (uint32_t i = 0; i < towers.slotCount(); ++i) {
    if (!towers.aliveAt(i)) continue;
    const Tower& t = towers.at(i);
    if (t.dealt <= 0.f) continue;
    const TowerDef& def = world.defs().towers[t.kind];
    const Cell c = t.cell;
    // TRANSLATORS: a bar of the chart of damage by tower: the tower's name ("Archer") and its cell, x and y.
    charts.towers.push_back({textf(tr("{0} {1},{2}"), kindName(def), c.x, c.y), t.dealt, towerColor(def)});
  }
  std::stable_sort(charts.towers.begin(), charts.towers.end(),
                   [](const ChartBar& a, const ChartBar& b) { return a.value > b.value; });
  if (charts.towers.size() > ResultCharts::kMostBars) {
    const size_t kept = ResultCharts::kMostBars - 1;
    float rest = 0.f;
    for (size_t i = kept; i < charts.towers.size(); ++i) rest += charts.towers[i].value;
    const size_t others = charts.towers.size() - kept;
    charts.towers.resize(kept);
    // TRANSLATORS: the last bar of the chart of damage by tower: the towers not shown each, together.
    charts.towers.push_back({textf(trn("{0} other", "{0} others", others), others), rest, {150, 158, 172}});
  }
  charts.livesTop = static_cast<float>(std::max(1, livesAtStart));
  for (const GameHistory::Sample& s : history.samples()) {
    charts.lives.push_back(static_cast<float>(std::max(0, s.lives)));
    charts.gold.push_back(static_cast<float>(std::max(0, s.gold)));
    charts.livesTop = std::max(charts.livesTop, static_cast<float>(s.lives));
    charts.goldTop = std::max(charts.goldTop, static_cast<float>(s.gold));
  }
  const auto samples = history.samples();
  const uint64_t first = samples.empty() ? 0 : samples.front().tick;
  const uint64_t last = samples.empty() ? 0 : samples.back().tick;
  for (const uint64_t tick : history.waveTicks()) {
    charts.waveMarks.push_back(last > first ? static_cast<float>(tick - first) / static_cast<float>(last - first)
                                            : 0.f);
  }
  for (const int32_t n : history.leaksByWave()) charts.leaks.push_back(static_cast<float>(n));
  return charts;
}

}  // namespace td
